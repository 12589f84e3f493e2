'use client';

import { useState } from 'react';
import { Mail } from 'lucide-react';
import Link from '@/components/ui/link.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD } from '@/components/ui/styles';
import { answerMessage } from './error-text';
import { LoadError, LoadingState } from './status-blocks.client';
import { useAccountApi } from './use-account-api.client';
import { useAccountCustomer } from './use-account-customer.client';

/** /account/newsletter: one switch, saved as soon as it is flipped. */
export function NewsletterSection() {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const { customer, status, reload, setCustomer } = useAccountCustomer();
  const [busy, setBusy] = useState(false);

  if (status === 'error') return <LoadError onRetry={reload} />;
  if (!customer) return <LoadingState />;

  // The newsletter goes out by e-mail: without an address there is nothing to subscribe.
  const needsEmail = !customer.email && !customer.newsletter;

  async function toggle(subscribed: boolean) {
    if (!customer) return;
    setBusy(true);
    const answer = await api.rest<{ subscribed: boolean }>('customers/me/newsletter', {
      method: 'PUT',
      body: { subscribed },
    });
    setBusy(false);
    if (!answer.ok || !answer.data) {
      showAlert({ severity: 'error', message: answerMessage(t, answer) });
      return;
    }
    setCustomer({ ...customer, newsletter: answer.data.subscribed });
    showAlert({
      severity: 'success',
      message: t(
        answer.data.subscribed ? 'account.newsletter.subscribed' : 'account.newsletter.unsubscribed',
      ),
    });
  }

  return (
    <section aria-labelledby="newsletter-heading" className={CARD} data-testid="account-newsletter">
      <h2 id="newsletter-heading" className="mb-2 flex items-center gap-2 text-xl font-bold">
        <Mail aria-hidden className="size-5 text-secondary-dark" />
        {t('account.newsletter.heading')}
      </h2>
      <p id="newsletter-text" className="mb-4 text-neutral-600">
        {t('account.newsletter.text')}
      </p>
      {needsEmail && (
        <p className="mb-3 text-sm" data-testid="newsletter-needs-email">
          {t('errors.newsletter_needs_email')}{' '}
          <Link href="/account/profile" className="font-bold text-secondary-dark underline">
            {t('account.newsletter.add_email')}
          </Link>
        </p>
      )}
      <label className="inline-flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          data-testid="newsletter-toggle"
          aria-describedby="newsletter-text"
          checked={customer.newsletter}
          disabled={busy || needsEmail}
          onChange={(e) => void toggle(e.target.checked)}
          className="size-5 cursor-pointer accent-secondary disabled:cursor-wait"
        />
        <span className="font-bold">{t('account.newsletter.toggle')}</span>
      </label>
    </section>
  );
}
