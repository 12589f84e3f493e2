'use client';

import { LoaderCircle } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { SECONDARY_BUTTON } from '@/components/ui/styles';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div
      role="status"
      data-testid="account-loading"
      className="flex items-center gap-3 py-10 text-neutral-600"
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span>{label ?? t('account.loading')}</span>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" data-testid="account-load-error" className="flex flex-col items-start gap-3 py-10">
      <p className="text-neutral-700">{t('account.load_error')}</p>
      <button type="button" onClick={onRetry} data-testid="account-retry" className={SECONDARY_BUTTON}>
        {t('account.retry')}
      </button>
    </div>
  );
}
