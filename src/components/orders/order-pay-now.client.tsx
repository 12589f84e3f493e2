'use client';

import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { openGateway } from '@/components/checkout/use-place-order.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { formatDateTime } from '@/i18n/format';
import type { OrderDetails } from './order-types';

/**
 * A card or wallet order whose payment has not gone through (the shopper left the gateway's page,
 * or it never opened): pay it now, at the gateway again, until the window closes and the order is
 * canceled with its products back in the cart.
 */
export function OrderPayNow({ order }: { order: OrderDetails }) {
  const { t, locale } = useI18n();
  const { token } = useCustomer();
  const showAlert = useAlert();
  const [opening, setOpening] = useState(false);
  const due = order.pending_payment;
  if (!due || (order.payment_method !== 'card' && order.payment_method !== 'wallet')) return null;
  const method = order.payment_method;

  async function pay() {
    setOpening(true);
    const gateway = await openGateway(
      order.id,
      method,
      { saveCard: false, walletPhone: due?.wallet_phone ?? '' },
      token,
      locale,
    );
    if (gateway) return window.location.assign(gateway);
    setOpening(false);
    showAlert({ severity: 'error', message: t('orders.pay_now.failed') });
  }

  return (
    <section
      aria-labelledby="order-pay-now-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="order-pay-now"
    >
      <h3 id="order-pay-now-heading" className="font-bold">
        {t('orders.pay_now.heading')}
      </h3>
      <p className="text-sm">
        {t('orders.pay_now.text', { time: formatDateTime(new Date(due.due_at), locale) })}
      </p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={opening}
        className={`${PRIMARY_BUTTON} self-start`}
        data-testid="order-pay-now-button"
      >
        <CreditCard aria-hidden className="size-4" />
        {t(method === 'card' ? 'orders.pay_now.card' : 'orders.pay_now.wallet')}
      </button>
    </section>
  );
}
