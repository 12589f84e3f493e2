'use client';

import { useState } from 'react';
import Link from '../ui/link.client';
import { LoaderCircle } from 'lucide-react';
import { apiFetch } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON_FULL, TEXT_LINK } from '../ui/styles';
import { AuthHeader } from './auth-surface.client';

type State =
  { name: 'ready' | 'busy' } | { name: 'done'; email: string } | { name: 'failed'; message: string };

/**
 * /confirm-email?token=…: the link mailed to a new address. It confirms on a press, not on
 * arrival, so that a mail scanner opening the link confirms nothing.
 */
export function ConfirmEmail({ token }: { token: string | null }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>(
    token ? { name: 'ready' } : { name: 'failed', message: t('errors.email_confirm_link_ended') },
  );

  async function confirm() {
    setState({ name: 'busy' });
    const answer = await apiFetch<{ email: string }>(`/rest/${locale}/V1/customers/email/confirm`, {
      method: 'POST',
      locale,
      body: { token },
    });
    if (answer.ok && answer.data) setState({ name: 'done', email: answer.data.email });
    else setState({ name: 'failed', message: answer.message ?? t('errors.network_error') });
  }

  return (
    <section
      data-testid="confirm-email"
      data-state={state.name}
      className="mx-auto my-8 flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-6 shadow-sm sm:my-12 sm:p-8"
    >
      <AuthHeader title={t('auth.confirm_email.title')} />
      {state.name === 'done' ? (
        <p role="status" data-testid="confirm-email-done" className="text-sm text-neutral-800">
          {t('auth.confirm_email.done')}{' '}
          <bdi dir="ltr" className="font-bold">
            {state.email}
          </bdi>
        </p>
      ) : state.name === 'failed' ? (
        <p
          role="alert"
          data-testid="confirm-email-error"
          className="rounded-md bg-error/10 p-3 text-sm text-error"
        >
          {state.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-neutral-600">{t('auth.confirm_email.intro')}</p>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={state.name === 'busy'}
            data-testid="confirm-email-button"
            className={PRIMARY_BUTTON_FULL}
          >
            {state.name === 'busy' && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
            {t('auth.confirm_email.button')}
          </button>
        </>
      )}
      <Link href="/account/profile" className={`${TEXT_LINK} self-center text-sm`}>
        {t('auth.confirm_email.to_profile')}
      </Link>
    </section>
  );
}
