'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/ui/link.client';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, PRIMARY_BUTTON } from '@/components/ui/styles';
import { formatDate, formatNumber } from '@/i18n/format';
import { InstalmentTable } from './instalment-table.client';
import { PaymentHistory } from './payment-history.client';
import { dayDate, type WirePurchase, type WireSchedule } from './instalment-types';

/** The plans of each order together (an order has one per seller), in the order listed. */
const byOrder = (purchases: WirePurchase[]) => [...Map.groupBy(purchases, (p) => p.order_id).values()];

/**
 * The card's instalments on the account page: the next due day and amount (with a way to pay),
 * the schedule of each purchase, and the payments made.
 */
export function CardSchedule() {
  const { t, locale } = useI18n();
  const api = useAccountApi();
  const [schedule, setSchedule] = useState<WireSchedule | null>(null);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void api.rest<WireSchedule>('amancard/instalments').then((answer) => {
      if (current && answer.ok) setSchedule(answer.data);
    });
    return () => {
      current = false;
    };
  }, [api]);

  if (!schedule) return null;
  const money = (egp: number) => formatEgp(egp, locale);
  return (
    <div className="flex flex-col gap-4" data-testid="card-schedule">
      <section className={`${CARD} flex flex-wrap items-center justify-between gap-3`}>
        <div>
          <p className="text-sm text-neutral-600">{t('instalments.next_due')}</p>
          <p className="text-lg font-bold" data-testid="card-next-due">
            {schedule.next_due
              ? `${money(schedule.next_due.amount)} · ${formatDate(dayDate(schedule.next_due.due_date), locale)}`
              : t('instalments.nothing_due')}
          </p>
          {schedule.owed.instalments > 0 && (
            <p className="text-sm" data-testid="card-owed">
              {t('instalments.owed', {
                amount: money(schedule.owed.amount),
                count: schedule.owed.instalments,
                n: formatNumber(schedule.owed.instalments, locale),
              })}
            </p>
          )}
          {schedule.overdue_count > 0 && (
            <p className="text-sm font-bold text-error">
              {t('instalments.overdue')}: {schedule.overdue_count}
            </p>
          )}
        </div>
        {schedule.open.length > 0 && (
          <Link href="/payinstallment" className={PRIMARY_BUTTON} data-testid="card-pay-instalments">
            {t('instalments.pay_link')}
          </Link>
        )}
      </section>
      <section aria-labelledby="card-schedule-heading" className={`${CARD} flex flex-col gap-3`}>
        <h2 id="card-schedule-heading" className="text-lg font-bold">
          {t('instalments.schedule_heading')}
        </h2>
        {schedule.purchases.length === 0 ? (
          <p className="text-neutral-600">{t('instalments.no_purchases')}</p>
        ) : (
          byOrder(schedule.purchases).map((plans) => (
            <div key={plans[0]!.order_id} className="flex flex-col gap-2">
              <Link
                href={`/account/orders?orderId=${plans[0]!.order_id}`}
                className="self-start text-sm font-bold underline"
              >
                {t('orders.number', { number: plans[0]!.increment_id })}
              </Link>
              {plans.map((p) => (
                <InstalmentTable key={p.id} purchase={p} />
              ))}
            </div>
          ))
        )}
      </section>
      <PaymentHistory payments={schedule.payments} />
    </div>
  );
}
