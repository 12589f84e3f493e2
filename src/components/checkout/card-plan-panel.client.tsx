'use client';

import { BadgePercent, TriangleAlert } from 'lucide-react';
import Link from '@/components/ui/link.client';
import { egpAlike, formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { instalmentOfferText } from '@/components/ui/instalment-offer';
import { LINK_BUTTON } from '@/components/ui/styles';
import { CARD as CARD_RULES } from '@/domain/credit/settings';
import { cardBlocker, type PlanChoice, type WireCardOptions } from './card-plan-types';
import { CardDisclosure } from './card-disclosure.client';

/** Blockers the card page resolves, and the link's text: apply, set the PIN, set a new one. */
const CARD_PAGE_LINKS: Partial<Record<string, string>> = {
  'checkout.card.no_card': 'checkout.card.apply',
  'checkout.card.no_pin': 'checkout.card.set_pin',
  'errors.pin_locked': 'checkout.card.reset_pin',
};

/**
 * Paying with the instalment card: for each seller, its products and the months on offer (the
 * monthly amount and the total of each), then the disclosure of what the shopper agrees to repay.
 * When the card cannot pay (no card, on hold, no PIN, a product under 500 EGP, a balance short of
 * the total) it says why, as the server would.
 */
export function CardPlanPanel({
  options,
  choice,
  onChoose,
}: {
  options: WireCardOptions;
  choice: PlanChoice;
  onChoose: (dealer: number, months: number) => void;
}) {
  const { t, locale } = useI18n();
  const blocker = cardBlocker(options, choice);
  const linkText = blocker ? CARD_PAGE_LINKS[blocker.key] : undefined;
  const money = (egp: number) => formatEgp(egp, locale);
  return (
    <div className="flex flex-col gap-4" data-testid="card-plans">
      {options.available_balance !== null && (
        <p className="text-sm" data-testid="card-balance">
          {t('checkout.card.balance', { amount: money(options.available_balance) })}
        </p>
      )}
      {blocker && blocker.key !== 'checkout.card.choose_plans' && (
        <div
          role="alert"
          tabIndex={-1}
          data-testid="card-blocker"
          className="flex gap-3 rounded-md border border-error/40 bg-error/5 p-3 text-sm"
        >
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-error" />
          <div className="flex flex-col gap-1">
            <p className="font-bold">
              {t(blocker.key, {
                names: (blocker.names ?? []).join(t('checkout.names_separator')),
                phone: CARD_RULES.supportLine,
              })}
            </p>
            {linkText && (
              <Link href="/account/credit-limit-request" className={LINK_BUTTON}>
                {t(linkText)}
              </Link>
            )}
          </div>
        </div>
      )}
      {options.card_status !== null &&
        options.dealers.map((dealer) => {
          if (dealer.options.length === 0) return null;
          // The seller's plans are compared side by side: their amounts alike.
          const planMoney = egpAlike(
            dealer.options.flatMap((p) => [p.monthly, p.total]),
            locale,
          );
          return (
            <fieldset
              key={dealer.dealer_id}
              className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3"
              data-testid={`card-dealer-${dealer.dealer_id}`}
            >
              <legend className="px-1 font-bold">
                {t('checkout.card.plans_of', { seller: dealer.dealer_name })}
              </legend>
              <p className="text-xs text-neutral-600">
                {dealer.lines.map((l) => l.name).join(t('checkout.names_separator'))}
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                {dealer.options.map((plan) => {
                  const checked = choice[dealer.dealer_id] === plan.months;
                  return (
                    <label
                      key={plan.months}
                      className={`flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-secondary ${checked ? 'border-secondary bg-secondary/10' : 'border-neutral-200'}`}
                    >
                      <input
                        type="radio"
                        name={`plan-${dealer.dealer_id}`}
                        value={plan.months}
                        checked={checked}
                        onChange={() => onChoose(dealer.dealer_id, plan.months)}
                        data-testid={`card-plan-${dealer.dealer_id}-${plan.months}`}
                        className="mt-1 size-4 accent-secondary"
                      />
                      <span className="flex flex-col">
                        <span className="font-bold">
                          {t('checkout.card.months', { count: plan.months })}
                          {plan.promotion_id !== null && (
                            <span
                              className="ms-2 inline-flex items-center gap-1 rounded bg-secondary/20 px-1.5 text-xs text-amber-800"
                              data-testid="card-plan-offer"
                            >
                              <BadgePercent aria-hidden className="size-3" />
                              {instalmentOfferText(t, plan.rate)}
                            </span>
                          )}
                        </span>
                        <span>{t('checkout.card.monthly', { amount: planMoney(plan.monthly) })}</span>
                        <span className="text-xs text-neutral-600" data-testid="card-plan-total">
                          {t('checkout.card.plan_total', { amount: planMoney(plan.total) })}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      {!blocker && <CardDisclosure options={options} choice={choice} />}
    </div>
  );
}
