'use client';

import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import type { OrderDetails } from './order-types';

/** §9: a refund reaches the account within 3 to 4 days; the page says by when at the latest. */
const REFUND_DAYS = 4;
const DAY_MS = 86_400_000;

/** Each payment of the order at the gateway, with its state and the refunds made on it. */
export function OrderPayments({ order }: { order: OrderDetails }) {
  const { t, locale } = useI18n();
  if (order.payments.length === 0) return null;
  const money = (amount: number) => formatEgp(amount, locale);
  return (
    <section aria-labelledby="order-payments-heading" data-testid="order-payments">
      <h3 id="order-payments-heading" className="mb-2 text-lg font-bold">
        {t('orders.payments.heading')}
      </h3>
      <ul className="flex flex-col gap-3 text-sm">
        {order.payments.map((p) => (
          <li
            key={p.created_at}
            data-testid="order-payment-attempt"
            data-status={p.status}
            className="rounded-lg border border-neutral-200 p-3"
          >
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-bold">
                {t(`checkout.methods.${p.method}`)} · {money(p.amount)}
              </span>
              <span>{t(`orders.payments.status.${p.status}`)}</span>
            </p>
            <p className="text-neutral-600">{formatDate(p.settled_at ?? p.created_at, locale)}</p>
            {p.refunds.length > 0 && (
              <ul className="mt-2 flex flex-col gap-1 border-t border-neutral-200 pt-2">
                {p.refunds.map((r) => (
                  <li key={r.created_at + r.reason} data-testid="order-payment-refund">
                    {t('orders.payments.refund_line', {
                      amount: money(r.amount),
                      reason: t(`orders.payments.refund_reasons.${r.reason}`),
                      date: formatDate(r.created_at, locale),
                      // §9: a refund reaches the account in 3 to 4 days.
                      by: formatDate(new Date(Date.parse(r.created_at) + REFUND_DAYS * DAY_MS), locale),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
