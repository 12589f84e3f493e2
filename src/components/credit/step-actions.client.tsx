'use client';

import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { busyButton } from '@/components/ui/busy-button';

/** Back and Next (or the step's own submit label) under a step; the arrows follow the direction. */
export function StepActions({
  busy,
  onBack,
  nextLabel,
  nextTestId = 'credit-next',
}: {
  busy: boolean;
  onBack?: () => void;
  nextLabel?: string;
  nextTestId?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-4">
      {onBack ? (
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON} data-testid="credit-back">
          <ArrowLeft aria-hidden className="flip-rtl size-4" />
          {t('credit.form.back')}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid={nextTestId}>
        {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {nextLabel ?? t('credit.form.next')}
        {!nextLabel && <ArrowRight aria-hidden className="flip-rtl size-4" />}
      </button>
    </div>
  );
}
