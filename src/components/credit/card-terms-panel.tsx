import type { TFunction } from 'i18next';
import { BadgeCheck, CalendarClock, Clock, CreditCard, Truck, UserRound } from 'lucide-react';
import { formatNumber, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { WireCardTerms } from './credit-types';
import { workingDays } from './working-days';

/** The card's constants (§9) beside the form: what the shopper agrees to before applying. */
export function CardTermsPanel({ terms, t, locale }: { terms: WireCardTerms; t: TFunction; locale: Locale }) {
  const n = (value: number) => formatNumber(value, locale);
  const rows = [
    { icon: CreditCard, text: t('credit.terms.fee', { fee: formatPrice(terms.issuing_fee * 100, locale) }) },
    {
      icon: CalendarClock,
      text: t('credit.terms.validity', { count: terms.validity_years, years: n(terms.validity_years) }),
    },
    { icon: UserRound, text: t('credit.terms.eligibility', { age: n(terms.minimum_age) }) },
    {
      icon: Clock,
      text: t('credit.terms.decision', { count: terms.decision_days, days: n(terms.decision_days) }),
    },
    {
      icon: Truck,
      text: t('credit.terms.delivery', {
        cairo: workingDays(t, terms.delivery_days.greater_cairo, locale),
        elsewhere: workingDays(t, terms.delivery_days.elsewhere, locale),
      }),
    },
  ];
  return (
    <aside
      aria-labelledby="card-terms-title"
      data-testid="credit-terms-panel"
      className="self-start rounded-lg border border-secondary/40 bg-secondary/5 p-4"
    >
      <h2 id="card-terms-title" className="mb-3 flex items-center gap-2 font-bold">
        <BadgeCheck aria-hidden className="size-5 text-secondary-dark" />
        {t('credit.terms.title')}
      </h2>
      <ul className="flex flex-col gap-3 text-sm text-neutral-800">
        {rows.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
