'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/ui/link.client';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { orderDetailsHref } from '@/components/orders/order-types';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import type { WireOrdersPage } from '@/http/rest/order-serializers';

/**
 * Beside an empty checkout: the shopper's order still waiting for its card or wallet payment (left
 * at the gateway's page with Back, say), with the way to pay it, so that nobody orders the same
 * products again while the first order holds them.
 */
export function PendingOrderNotice() {
  const { t } = useI18n();
  const api = useAccountApi();
  const [order, setOrder] = useState<WireOrdersPage['items'][number] | null>(null);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void api.rest<WireOrdersPage>('orders/mine?status=pending_payment').then((answer) => {
      if (current && answer.ok) setOrder(answer.data?.items[0] ?? null);
    });
    return () => {
      current = false;
    };
  }, [api]);

  if (!order) return null;
  return (
    <section
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="checkout-pending-order"
      aria-live="polite"
    >
      <p className="font-bold">{t('checkout.pending_order', { number: order.increment_id })}</p>
      <Link href={orderDetailsHref(order.id)} className={`${PRIMARY_BUTTON} self-start`}>
        {t('checkout.pending_order_pay')}
      </Link>
    </section>
  );
}
