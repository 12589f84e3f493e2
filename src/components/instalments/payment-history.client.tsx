'use client';

import { egpAlike } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD } from '@/components/ui/styles';
import { formatDate } from '@/i18n/format';
import type { WireSchedule } from './instalment-types';

/** The card's instalment payments, newest first as the API lists them: day, how many, amount. */
export function PaymentHistory({ payments }: { payments: WireSchedule['payments'] }) {
  const { t, locale } = useI18n();
  if (payments.length === 0) return null;
  const money = egpAlike(
    payments.map((p) => p.amount),
    locale,
  );
  return (
    <section aria-labelledby="card-history-heading" className={`${CARD} flex flex-col gap-2`}>
      <h2 id="card-history-heading" className="text-lg font-bold">
        {t('instalments.history_heading')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm" data-testid="card-payment-history">
        {payments.map((p) => (
          <li
            key={p.id}
            className="flex justify-between gap-3 border-b border-neutral-100 py-1 last:border-0"
          >
            <span>
              {t('instalments.history_row', {
                date: formatDate(p.settled_at ?? p.created_at, locale),
                count: p.instalments,
              })}
            </span>
            <span className="font-bold">
              {money(p.amount)}
              {p.status === 'refunded' && ` · ${t('instalments.status.refunded')}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
