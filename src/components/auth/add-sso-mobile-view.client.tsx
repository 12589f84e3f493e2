'use client';

import { useState, type FormEvent } from 'react';
import { phoneSchema } from '@/domain/customers/schemas';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { PhoneField } from '../ui/field.client';
import { PRIMARY_BUTTON_FULL } from '../ui/styles';
import { errorText, failureText, requestOtp, useExistence } from './auth-api.client';
import type { AuthNav } from './auth-nav';
import { AuthHeader } from './auth-surface.client';
import { OtpScreen, sendRefusal } from './otp-screen.client';
import { useAuthForm } from './use-auth-form.client';
import { useCustomer } from './use-customer.client';

/**
 * Account completion (§4): a customer signed in through the identity provider adds a phone
 * number and confirms it with a code; the session is then re-read so it carries the number.
 */
export function CompleteAccountForm({
  onDone,
  title,
  intro,
}: {
  onDone: () => void;
  title?: string;
  intro?: string;
}) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const { token, refresh } = useCustomer();
  const [phoneToVerify, setPhoneToVerify] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const form = useAuthForm({ phone: '' });
  const parsed = phoneSchema.safeParse(form.values.phone);
  const errors = { phone: parsed.success ? undefined : parsed.error.issues[0]?.message };
  const status = useExistence('phone', parsed.success ? parsed.data : null, retry);
  const bound = form.bind('phone', errors);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (parsed.success && status === 'free') setPhoneToVerify(parsed.data);
  }

  async function sendOtp(phone: string) {
    const answer = await requestOtp(
      '/api/amanauth/send_otp',
      { MobileNumber: phone, type: 'add_phone' },
      { locale, token, t, showAlert },
    );
    if (answer.status === 409) {
      form.setServerErrors({ phone: 'phone_exist' });
      setPhoneToVerify(null);
    }
    return answer.ok || sendRefusal(failureText(t, answer), answer);
  }

  async function verify(phone: string, code: string) {
    const answer = await apiFetch<{ status?: number; message?: string }>('/api/amanauth/add_sso_phone', {
      method: 'POST',
      locale,
      token,
      body: { MobileNumber: phone, Code: code },
    });
    if (answer.ok && answer.data?.status === 1) {
      showAlert({ severity: 'success', message: answer.data.message ?? t('auth.phone_added') });
      // The number travels with the update so the session callback can take it without a lookup.
      await refresh({ phone_number: phone });
      onDone();
    } else {
      showAlert({ severity: 'error', message: answer.data?.message ?? failureText(t, answer) });
    }
  }

  if (phoneToVerify) {
    return (
      <OtpScreen
        phone={phoneToVerify}
        onSend={() => sendOtp(phoneToVerify)}
        onSubmit={(code) => verify(phoneToVerify, code)}
        onBack={() => setPhoneToVerify(null)}
        backLabel={t('auth.otp_edit_number')}
      />
    );
  }

  return (
    <div data-testid="add-mobile-view" className="flex flex-col gap-4">
      <AuthHeader title={title ?? t('auth.add_mobile_title')} intro={intro ?? t('auth.add_mobile_intro')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PhoneField
          label={t('auth.phone')}
          {...bound}
          error={status === 'exists' ? errorText(t, 'phone_exist') : bound.error}
          hint={status === 'checking' ? t('auth.checking') : null}
          busy={status === 'checking'}
          onBlur={() => {
            bound.onBlur();
            if (status === 'error') setRetry((n) => n + 1);
          }}
          inputMode="numeric"
          autoFocus
          testId="add-mobile-phone"
        />
        <button
          type="submit"
          disabled={!parsed.success || status !== 'free'}
          data-testid="add-mobile-submit"
          className={PRIMARY_BUTTON_FULL}
        >
          {t('auth.continue')}
        </button>
      </form>
    </div>
  );
}

/** The modal's addSsoMobile view: closes once the number is confirmed. */
export function AddSsoMobileView({ nav }: { nav: AuthNav }) {
  return <CompleteAccountForm onDone={nav.close} />;
}
