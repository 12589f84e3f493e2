'use client';

import { useEffect } from 'react';
import Link from '@/components/ui/link.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';

/** A page that failed to render: the shell stays, the shopper can try again or go home. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { t } = useI18n();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section
      role="alert"
      data-testid="page-error"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t('error_page.title')}</h1>
      <p className="text-neutral-600">{t('error_page.text')}</p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className={PRIMARY_BUTTON}>
          {t('error_page.retry')}
        </button>
        <Link href="/" className={SECONDARY_BUTTON}>
          {t('error_page.home')}
        </Link>
      </div>
    </section>
  );
}
