import type { TFunction } from 'i18next';
import { Check } from 'lucide-react';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/**
 * Where the shopper is in a multi-step form: a numbered list, the current step marked for
 * assistive technology, done steps ticked.
 */
export function StepIndicator<S extends string>({
  steps,
  current,
  labelOf,
  label,
  t,
  locale,
}: {
  steps: readonly S[];
  current: S;
  labelOf: (step: S) => string;
  /** The list's accessible name. */
  label: string;
  t: TFunction;
  locale: Locale;
}) {
  const at = steps.indexOf(current);
  return (
    <nav aria-label={label} className="mb-5">
      <p className="mb-2 text-sm text-neutral-600 md:hidden" data-testid="step-counter">
        {t('credit.steps.counter', {
          step: formatNumber(at + 1, locale),
          total: formatNumber(steps.length, locale),
        })}
      </p>
      <ol className="flex items-center gap-2" data-testid="step-indicator">
        {steps.map((step, i) => {
          const done = i < at;
          const isCurrent = i === at;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              data-testid={`step-${step}`}
              data-state={done ? 'done' : isCurrent ? 'current' : 'todo'}
              // Each step as wide as its label (wrapping only when the row is short of room), the
              // room left shared by the lines between them; the last step has no line to stretch.
              className={`flex min-w-0 items-center gap-2 ${i < steps.length - 1 ? 'flex-auto' : 'flex-initial'}`}
            >
              <span
                aria-hidden
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  done
                    ? 'bg-success text-white'
                    : isCurrent
                      ? 'bg-primary text-white'
                      : 'border border-neutral-300 bg-white text-neutral-600'
                }`}
              >
                {done ? <Check className="size-4" /> : formatNumber(i + 1, locale)}
              </span>
              {/* Under 768 px the counter above names the step; the labels are for screen readers. */}
              <span
                className={`sr-only text-sm leading-tight md:not-sr-only ${isCurrent ? 'font-bold text-neutral-900' : 'text-neutral-600'}`}
              >
                {labelOf(step)}
                {done && <span className="sr-only"> {t('credit.steps.done')}</span>}
              </span>
              {i < steps.length - 1 && <span aria-hidden className="h-px min-w-2 flex-1 bg-neutral-300" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
