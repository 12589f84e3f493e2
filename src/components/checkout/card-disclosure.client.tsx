'use client';

import { egpAlike } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import { chosenPlans, repayOf, type PlanChoice, type WireCardOptions } from './card-plan-types';

/**
 * What the shopper agrees to before confirming (issue 13): for each seller's plan the price
 * financed, the months, the number and value of the instalments, the interest, the issuing fee
 * taken with the first instalment of the card's first purchase, and the total to repay; then the
 * first due date and the balance left.
 */
export function CardDisclosure({ options, choice }: { options: WireCardOptions; choice: PlanChoice }) {
  const { t, locale } = useI18n();
  const chosen = chosenPlans(options, choice);
  const repay = repayOf(chosen);
  const balanceAfter =
    options.available_balance === null ? null : options.available_balance - options.grand_total;
  // One column of amounts: all with piastres when one has them.
  const money = egpAlike(
    [
      ...chosen.flatMap(({ plan: p }) => [
        p.financed,
        p.monthly,
        p.interest,
        p.fee,
        p.first_instalment,
        p.total + p.fee,
      ]),
      repay,
      ...(balanceAfter === null ? [] : [balanceAfter]),
    ],
    locale,
  );
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-3">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="text-end font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section
      aria-labelledby="card-disclosure-heading"
      className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3 text-sm"
      data-testid="card-disclosure"
    >
      <h3 id="card-disclosure-heading" className="font-bold">
        {t('checkout.card.disclosure_title')}
      </h3>
      {chosen.map(({ dealer, plan }) => (
        <div
          key={dealer.dealer_id}
          className="flex flex-col gap-1 border-b border-neutral-200 pb-2 last:border-0"
        >
          <p className="font-bold">{dealer.dealer_name}</p>
          <dl className="flex flex-col gap-1">
            {row(t('checkout.card.price'), money(plan.financed))}
            {row(t('checkout.card.term'), t('checkout.card.months', { count: plan.months }))}
            {row(
              t('checkout.card.instalments'),
              t('checkout.card.instalments_value', { n: plan.instalments, amount: money(plan.monthly) }),
            )}
            {row(t('checkout.card.interest', { rate: plan.rate }), money(plan.interest))}
            {plan.fee > 0 &&
              row(
                t('checkout.card.fee'),
                t('checkout.card.fee_value', {
                  amount: money(plan.fee),
                  first: money(plan.first_instalment),
                }),
                'card-disclosure-fee',
              )}
            {row(
              t(plan.fee > 0 ? 'checkout.card.to_repay_with_fee' : 'checkout.card.to_repay'),
              money(plan.total + plan.fee),
              chosen.length === 1 ? 'card-disclosure-repay' : undefined,
            )}
          </dl>
        </div>
      ))}
      <dl className="flex flex-col gap-1">
        {/* With one seller its own line is the total: not said twice. */}
        {chosen.length > 1 && row(t('checkout.card.total_to_repay'), money(repay), 'card-disclosure-repay')}
        {row(
          t('checkout.card.first_due'),
          formatDate(`${options.first_due_date}T12:00:00Z`, locale),
          'card-first-due',
        )}
        {balanceAfter !== null &&
          row(t('checkout.card.balance_after'), money(balanceAfter), 'card-balance-after')}
      </dl>
    </section>
  );
}
