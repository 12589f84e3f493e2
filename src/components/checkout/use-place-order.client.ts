'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useCart } from '@/components/cart/cart-provider.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { apiFetch } from '@/lib/api-client';
import { successHref, type PlacedOrder } from './checkout-types';
import { newIdempotencyKey } from './idempotency-key';
import type { PaymentExtras } from './payment-extras.client';

const SAVE_ORDER_PATH = '/rest/V1/checkout/saveorder';

/** A wrong PIN answers what the server said (tries left), for the PIN screen to show under its boxes. */
export type PlaceOutcome = 'placed' | 'refused' | 'busy' | { wrongPin: string };

/**
 * Places the order. The idempotency key is made on the first attempt and kept for this visit, so a
 * double click, a retry after a lost answer or a second tab's click answers the same order instead
 * of a second one. A refused order is reported and the cart reloaded, as its stock may have moved.
 */
export function usePlaceOrder(onRefused: () => void) {
  const { t, locale } = useI18n();
  const { token } = useCustomer();
  const { refresh } = useCart();
  const router = useRouter();
  const showAlert = useAlert();
  const key = useRef<string | null>(null);
  // State alone would let two clicks in the same frame through before the button re-renders disabled.
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = useCallback(
    async (addressId: number, method: string, extras: PaymentExtras): Promise<PlaceOutcome> => {
      if (inFlight.current) return 'busy';
      inFlight.current = true;
      setPlacing(true);
      key.current ??= newIdempotencyKey();
      const answer = await apiFetch<PlacedOrder>(SAVE_ORDER_PATH, {
        method: 'POST',
        token,
        locale,
        body: {
          is_mobile: false,
          payment_method: { method, additional_data: extras.pin ? { pin_code: extras.pin } : {} },
          transaction_variants: extras.variants ?? [],
          address_id: addressId,
          idempotency_key: key.current,
          expected_total: extras.expectedTotal,
        },
      });
      if (answer.ok && answer.data) {
        const removed = answer.data.removed_products ?? [];
        if (removed.length > 0) {
          showAlert({
            severity: 'success',
            message: t('checkout.placed_removed', { names: removed.join(t('checkout.names_separator')) }),
          });
        }
        void refresh();
        if (method === 'card' || method === 'wallet') {
          // The gateway's hosted page takes over; its callback brings the shopper back.
          const gateway = await openGateway(answer.data.order_id, method, extras, token, locale);
          if (gateway) {
            window.location.assign(gateway);
            return 'placed';
          }
        } else {
          // The button stays disabled until the success page replaces this one.
          router.push(successHref(answer.data.order_id));
          return 'placed';
        }
      }
      inFlight.current = false;
      setPlacing(false);
      const message = answer.message ?? t('errors.network_error');
      // A wrong PIN: the same order can be tried again with another (the key stays); the PIN screen
      // says so under its boxes, where it stays, rather than in a banner that goes.
      if (answer.fieldErrors.pin_code !== undefined) return { wrongPin: message };
      showAlert({ severity: 'error', message });
      onRefused();
      return 'refused';
    },
    [token, locale, refresh, router, showAlert, t, onRefused],
  );

  return { place, placing };
}

/** Opens the card session (§7 payment/nbe/session) or the wallet payment; answers the hosted page's address. */
export async function openGateway(
  orderId: number,
  method: 'card' | 'wallet',
  extras: PaymentExtras,
  token: string | undefined,
  locale: string,
): Promise<string | null> {
  const answer =
    method === 'card'
      ? await apiFetch<{ redirect_url: string }>(`/rest/${locale}/V1/payment/nbe/session`, {
          method: 'POST',
          token,
          locale,
          body: { type: 'card', installment: 0, order_id: orderId, save_card: extras.saveCard },
        })
      : await apiFetch<{ redirect_url: string }>(
          `/rest/${locale}/accept/methods/walletmethod?${new URLSearchParams({ quoteId: String(orderId), walletPhone: extras.walletPhone }).toString()}`,
          { token, locale },
        );
  return answer.ok ? (answer.data?.redirect_url ?? null) : null;
}
