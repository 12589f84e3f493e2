'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useCart } from '@/components/cart/cart-provider.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { OrderDetails } from './order-types';

/** One of the customer's orders, and cancelling it or one of its products. */
export function useOrder(id: number) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const { refresh: refreshCart } = useCart();
  const [order, setOrder] = useState<OrderDetails | null>(null);
  const [error, setError] = useState<{ status: number; message: string | null } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void api.rest<OrderDetails>(`orders/mine/${id}`).then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) {
        setOrder(answer.data);
        setError(null);
      } else {
        setError({ status: answer.status, message: answer.message });
      }
    });
    return () => {
      current = false;
    };
  }, [api, id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const retry = useCallback(() => {
    setError(null);
    setOrder(null);
    setVersion((v) => v + 1);
  }, []);

  /** The whole order without `itemId`; true when the server took it. */
  const cancel = useCallback(
    async (itemId?: number) => {
      const answer = await api.rest<OrderDetails>(`orders/mine/${id}/cancel`, {
        method: 'POST',
        body: itemId === undefined ? {} : { item_id: itemId },
      });
      if (answer.ok && answer.data) {
        // A whole order still waiting for its payment went back to the cart (cancelUnpaid).
        const backInCart = itemId === undefined && order?.status === 'pending_payment';
        setOrder(answer.data);
        if (backInCart) void refreshCart();
        showAlert({
          severity: 'success',
          message: t(
            backInCart
              ? 'orders.canceled_unpaid'
              : itemId === undefined
                ? 'orders.canceled_order'
                : 'orders.canceled_line',
          ),
        });
        return true;
      }
      showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
      // Refused because the order moved on (shipped, already canceled): show it as it is now.
      reload();
      return false;
    },
    [api, id, order?.status, refreshCart, reload, showAlert, t],
  );

  return { order, error, retry, reload, cancel };
}
