'use client';

import { egpAlike } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import { InstalmentStatus } from './instalment-status';
import { dayDate, type WirePurchase } from './instalment-types';

/**
 * One plan of an order: its terms, then each instalment with its due day, amount and state. A plan
 * canceled with its order says so instead of what is to repay, and lists only the instalments paid
 * (they go back), not a row of "canceled" for each month.
 */
export function InstalmentTable({ purchase }: { purchase: WirePurchase }) {
  const { t, locale } = useI18n();
  const { financed, interest, total, fee } = purchase;
  const canceled = purchase.status === 'canceled';
  const instalments = canceled
    ? purchase.instalments.filter((i) => i.status === 'refunded')
    : purchase.instalments;
  const money = egpAlike([financed, interest, total, fee, ...instalments.map((i) => i.amount)], locale);
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3"
      data-testid="instalment-plan"
      data-months={purchase.months}
      data-status={purchase.status}
    >
      <h3 className="font-bold">
        {t('instalments.plan_heading', {
          seller: purchase.dealer_name,
          months: t('checkout.card.months', { count: purchase.months }),
        })}
      </h3>
      {canceled ? (
        <p className="text-sm text-neutral-600" data-testid="instalment-plan-canceled">
          {t(instalments.length > 0 ? 'instalments.plan_canceled_refunded' : 'instalments.plan_canceled')}
        </p>
      ) : (
        <p className="text-sm text-neutral-600">
          {t('instalments.plan_terms', {
            financed: money(purchase.financed),
            interest: money(purchase.interest),
            total: money(purchase.total),
          })}
          {purchase.fee > 0 && ` ${t('instalments.plan_fee', { fee: money(purchase.fee) })}`}
        </p>
      )}
      {instalments.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-neutral-200 text-start text-neutral-600">
                <th scope="col" className="py-1 pe-2 text-start font-normal">
                  {t('instalments.number')}
                </th>
                <th scope="col" className="py-1 pe-2 text-start font-normal">
                  {t('instalments.due_date')}
                </th>
                <th scope="col" className="py-1 pe-2 text-end font-normal">
                  {t('instalments.amount')}
                </th>
                <th scope="col" className="py-1 text-end font-normal">
                  {t('instalments.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {instalments.map((i) => (
                <tr
                  key={i.id}
                  className="border-b border-neutral-100 last:border-0"
                  data-testid="instalment-row"
                >
                  <td className="py-1 pe-2">{i.seq}</td>
                  <td className="py-1 pe-2">{formatDate(dayDate(i.due_date), locale)}</td>
                  <td className="py-1 pe-2 text-end">{money(i.amount)}</td>
                  <td className="py-1 text-end">
                    <InstalmentStatus state={i.status} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
