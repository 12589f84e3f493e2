'use client';

import { useState } from 'react';
import { errorText } from '@/components/account/error-text';
import { useAuthModal } from '@/components/auth/auth-modal.client';
import { OtpScreen, sendRefusal, type SendRefusal } from '@/components/auth/otp-screen.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PhoneField } from '@/components/ui/field.client';
import { LINK_BUTTON, PRIMARY_BUTTON } from '@/components/ui/styles';
import { phoneSchema } from '@/domain/customers/schemas';
import type { WireSellerApplication } from '@/http/rest/seller-serializers';
import type { useSellerApi } from './use-seller-api.client';

/**
 * A guest proves the phone the application will be reached on: a code by SMS (sent again after the
 * countdown, as at sign-in), then the draft is kept on the server for that phone (signing in
 * instead uses the account's phone).
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  /** The number checked here first, then the code screen, which sends the code on arrival. */
  function choosePhone() {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) return setError(errorText(t, parsed.error.issues[0]?.message));
    setError(undefined);
    setSentTo(parsed.data);
  }

  async function sendCode(): Promise<boolean | SendRefusal> {
    const answer = await api.call('application/code', { method: 'POST', body: { phone: sentTo } });
    return answer.ok || sendRefusal(answer.message ?? t('errors.network_error'), answer);
  }

  /** A refused code is said under the boxes (the screen empties them for the next try). */
  async function verify(code: string) {
    const answer = await api.call<{ draft_token: string; application: WireSellerApplication }>(
      'application/verify',
      { method: 'POST', body: { phone: sentTo, code } },
    );
    if (!answer.ok || !answer.data) return answer.message ?? t('errors.network_error');
    api.setDraftToken(answer.data.draft_token);
    onVerified(answer.data.application);
  }

  if (sentTo)
    return (
      <section data-testid="seller-verify">
        <OtpScreen
          phone={sentTo}
          onSend={sendCode}
          onSubmit={verify}
          onBack={() => setSentTo(null)}
          backLabel={t('sellers.verify.change_phone')}
        />
      </section>
    );

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
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          choosePhone();
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
        <button type="submit" className={`${PRIMARY_BUTTON} sm:mt-6`} data-testid="seller-send-code">
          {t('sellers.verify.send_code')}
        </button>
      </form>
    </section>
  );
}
