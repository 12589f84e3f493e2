import type { TFunction } from 'i18next';
import { Check } from 'lucide-react';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-types';

/** Where the shopper is in checkout; the steps themselves are reached through the page's buttons. */
export function CheckoutSteps({
  current,
  locale,
  t,
}: {
  current: CheckoutStep;
  locale: Locale;
  t: TFunction;
}) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps_label')} className="mb-4">
      <ol className="flex items-center gap-2 text-sm">
        {CHECKOUT_STEPS.map((step, i) => {
          const done = i < currentIndex;
          const active = i === currentIndex;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 ${active ? 'font-bold text-neutral-900' : 'text-neutral-500'}`}
            >
              {i > 0 && <span aria-hidden className="h-px w-6 bg-neutral-300 md:w-12" />}
              <span
                aria-hidden
                className={`flex size-7 items-center justify-center rounded-full border ${
                  active || done ? 'border-primary bg-primary text-white' : 'border-neutral-300 bg-white'
                }`}
              >
                {done ? <Check className="size-4" /> : formatNumber(i + 1, locale)}
              </span>
              {t(`checkout.step_${step}`)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
