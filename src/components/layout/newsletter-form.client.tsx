'use client';

import { useState, type FormEvent } from 'react';
import { useAlert } from './alert.client';
import { useI18n } from './i18n-provider.client';
import { busyButton } from '@/components/ui/busy-button';

/** Footer newsletter sign-up: checked here and on the server, answered in the alert banner. */
export function NewsletterForm() {
  const { locale, t } = useI18n();
  const showAlert = useAlert();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The server's own rule, loaded on submit: the validation library does not ship with every page.
    const { emailSchema } = await import('@/domain/customers/schemas');
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      // The e-mail rule has one message.
      setError(t('errors.email_error'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await fetch(`/rest/${locale}/V1/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', source: 'web' },
        body: JSON.stringify({ email: parsed.data }),
      });
      const body = (await res.json()) as { message?: string };
      showAlert({
        severity: res.ok ? 'success' : 'error',
        message: body.message ?? t('errors.network_error'),
      });
      if (res.ok) setEmail('');
    } catch {
      showAlert({ severity: 'error', message: t('errors.network_error') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="newsletter-form" className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm text-neutral-300">
        {t('newsletter.label')}
      </label>
      <div className="flex">
        <input
          id="newsletter-email"
          type="email"
          dir="ltr"
          value={email}
          maxLength={150}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded-s-md bg-white px-3 py-2 text-neutral-900 outline-none focus:ring-2 focus:ring-secondary"
        />
        <button
          type="submit"
          {...busyButton(busy)}
          className="rounded-e-md bg-secondary px-4 font-bold text-black hover:bg-secondary-dark hover:text-white disabled:opacity-60"
        >
          {t('newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id="newsletter-error" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
