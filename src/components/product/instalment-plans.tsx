import type { TFunction } from 'i18next';
import type { Plan } from '@/domain/credit/plans';
import { instalmentOfferText } from '@/components/ui/instalment-offer';
import { CARD } from '@/domain/credit/settings';
import { formatPrice, formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** The card's plans with their monthly amounts and totals; the caller shows it only for eligible products. */
export function InstalmentPlans({ plans, locale, t }: { plans: Plan[]; locale: Locale; t: TFunction }) {
  if (plans.length === 0) return null;
  return (
    <section
      id="instalment-plans"
      className="scroll-mt-4 rounded-lg border border-secondary/40 bg-secondary/5 p-4"
      data-testid="instalment-plans"
    >
      <h2 className="mb-3 font-bold">{t('product.instalments_title')}</h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-neutral-600">
            <th scope="col" className="pb-2 text-start font-normal">
              {t('product.instalment_term')}
            </th>
            <th scope="col" className="pb-2 text-end font-normal">
              {t('product.instalment_monthly')}
            </th>
            <th scope="col" className="pb-2 text-end font-normal">
              {t('product.instalment_total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr
              key={plan.months}
              data-testid="instalment-plan"
              data-months={plan.months}
              className="border-t border-secondary/20"
            >
              <td className="py-2 font-bold">
                {formatNumber(plan.months, locale)}
                {plan.promotionId !== null && (
                  <span
                    className="ms-2 rounded bg-secondary px-1.5 py-0.5 text-xs font-bold text-black"
                    data-testid="instalment-offer"
                  >
                    {instalmentOfferText(t, plan.rateBps / 100)}
                  </span>
                )}
              </td>
              <td className="py-2 text-end font-bold text-amber-700" data-testid="instalment-monthly">
                {formatPrice(plan.monthly, locale)}
              </td>
              <td className="py-2 text-end" data-testid="instalment-total">
                {formatPrice(plan.total, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* What the checkout adds, so that its figures are not a surprise beside these. */}
      <p className="mt-2 text-xs text-neutral-600" data-testid="instalment-note">
        {t('product.instalment_note', { fee: String(CARD.issuingFee / 100) })}
      </p>
    </section>
  );
}
