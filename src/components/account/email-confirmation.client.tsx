'use client';

import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { LINK_BUTTON } from '@/components/ui/styles';
import type { AccountCustomer } from './account-types';
import { answerMessage } from './error-text';
import { useAccountApi } from './use-account-api.client';
import { busyButton } from '@/components/ui/busy-button';

/**
 * Under the profile's e-mail: whether the saved address is confirmed, and a way to have the link
 * mailed again. Nothing while the field holds an address not saved yet.
 */
export function EmailConfirmation({ customer, typed }: { customer: AccountCustomer; typed: string }) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [busy, setBusy] = useState(false);
  if (!customer.email || typed.trim().toLowerCase() !== customer.email) return null;
  if (customer.email_confirmed)
    return (
      <p data-testid="email-confirmed" className="flex items-center gap-1 text-sm text-success">
        <CircleCheck aria-hidden className="size-4" />
        {t('account.profile.email_confirmed')}
      </p>
    );

  async function sendAgain() {
    setBusy(true);
    const answer = await api.rest('customers/me/email/confirmation', { method: 'POST' });
    setBusy(false);
    showAlert(
      answer.ok
        ? { severity: 'success', message: t('account.profile.email_link_sent', { email: customer.email }) }
        : { severity: 'error', message: answerMessage(t, answer) },
    );
  }

  return (
    <p data-testid="email-unconfirmed" className="text-sm text-neutral-700">
      {t('account.profile.email_unconfirmed')}{' '}
      <button
        type="button"
        onClick={() => void sendAgain()}
        {...busyButton(busy)}
        data-testid="email-confirm-resend"
        className={LINK_BUTTON}
      >
        {t('account.profile.email_resend')}
      </button>
    </p>
  );
}
