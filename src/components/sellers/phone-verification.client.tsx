'use client';

import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { errorText } from '@/components/account/error-text';
import { useAuthModal } from '@/components/auth/auth-modal.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PhoneField } from '@/components/ui/field.client';
import { isCodeComplete, OtpInput } from '@/components/ui/otp-input.client';
import { LINK_BUTTON, PRIMARY_BUTTON } from '@/components/ui/styles';
import { OTP_LENGTH, phoneSchema } from '@/domain/customers/schemas';
import type { WireSellerApplication } from '@/http/rest/seller-serializers';
import type { useSellerApi } from './use-seller-api.client';

/**
 * A guest proves the phone the application will be reached on: a code by SMS, then the draft
 * is kept on the server for that phone (signing in instead uses the account's phone).
 */
export function PhoneVerification({
  api,
  onVerified,
}: {
  api: ReturnType<typeof useSellerApi>;
  onVerified: (application: WireSellerApplication) => void;
}) {
  const { t } = useI18n();
  const { open: openAuth } = useAuthModal();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) return setError(errorText(t, parsed.error.issues[0]?.message));
    setBusy(true);
    const answer = await api.call('application/code', { method: 'POST', body: { phone: parsed.data } });
    setBusy(false);
    if (!answer.ok) return setError(answer.message ?? t('errors.network_error'));
    setError(undefined);
    setSentTo(parsed.data);
  }

  async function verify() {
    setBusy(true);
    const answer = await api.call<{ draft_token: string; application: WireSellerApplication }>(
      'application/verify',
      { method: 'POST', body: { phone: sentTo, code } },
    );
    setBusy(false);
    if (!answer.ok || !answer.data) return setError(answer.message ?? t('errors.network_error'));
    api.setDraftToken(answer.data.draft_token);
    onVerified(answer.data.application);
  }

  return (
    <section className="flex flex-col gap-4" data-testid="seller-verify">
      <h2 className="text-xl font-bold">{t('sellers.verify.title')}</h2>
      <p className="text-sm text-neutral-700">{t('sellers.verify.intro')}</p>
      <p className="text-sm">
        {t('sellers.verify.have_account')}{' '}
        <button
          type="button"
          className={LINK_BUTTON}
          onClick={() => openAuth('login')}
          data-testid="seller-sign-in"
        >
          {t('sellers.verify.sign_in')}
        </button>
      </p>
      {!sentTo ? (
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(e) => {
            e.preventDefault();
            void sendCode();
          }}
        >
          <div className="sm:w-72">
            <PhoneField
              id="seller-verify-phone"
              testId="seller-verify-phone"
              label={t('sellers.form.contact_phone')}
              autoComplete="tel"
              value={phone}
              onValueChange={(v) => {
                setPhone(v);
                setError(undefined);
              }}
              error={error}
              required
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className={`${PRIMARY_BUTTON} sm:mt-6`}
            data-testid="seller-send-code"
          >
            {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {t('sellers.verify.send_code')}
          </button>
        </form>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (isCodeComplete(code, OTP_LENGTH)) void verify();
          }}
        >
          <p className="text-sm" data-testid="seller-code-sent">
            {t('sellers.verify.code_sent', { phone: sentTo })}
          </p>
          <OtpInput
            length={OTP_LENGTH}
            value={code}
            onChange={(v) => {
              setCode(v);
              setError(undefined);
            }}
            label={t('auth.otp_label')}
            digitLabel={(index, total) => t('auth.otp_digit', { index, total })}
            invalid={!!error}
            autoFocus
            testId="seller-otp"
          />
          {error && (
            <p role="alert" className="text-sm text-error" data-testid="seller-verify-error">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              disabled={busy || !isCodeComplete(code, OTP_LENGTH)}
              className={PRIMARY_BUTTON}
              data-testid="seller-verify-code"
            >
              {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              {t('sellers.verify.confirm')}
            </button>
            <button type="button" className={LINK_BUTTON} onClick={() => setSentTo(null)}>
              {t('sellers.verify.change_phone')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
