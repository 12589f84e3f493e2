'use client';

import { useState, type FormEvent } from 'react';
import { OtpScreen, sendRefusal, type SendRefusal } from '@/components/auth/otp-screen.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PhoneField } from '@/components/ui/field.client';
import { CARD, PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import { phoneSchema } from '@/domain/customers/schemas';
import { apiFetch } from '@/lib/api-client';

/**
 * Someone not signed in proves the card's phone: the number, then the code sent to it (the OTP
 * screen, sent on arrival, with its countdown). Nothing about the card shows before the code.
 */
export function InstalmentIdentify({
  onAccess,
}: {
  onAccess: (access: { token: string; expiresAt: string }) => void;
}) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'phone' | 'code'>('phone');

  function next(e: FormEvent) {
    e.preventDefault();
    const parsed = phoneSchema.safeParse(phone);
    setError(parsed.success ? null : t(`errors.${parsed.error.issues[0]?.message ?? 'phone_valid'}`));
    if (!parsed.success) return;
    // The number as the store writes it (Arabic-Indic digits typed become 0-9), on the code screen too.
    setPhone(parsed.data);
    setStep('code');
  }

  async function sendCode(): Promise<boolean | SendRefusal> {
    const answer = await apiFetch(`/rest/${locale}/V1/amancard/instalments/code`, {
      method: 'POST',
      locale,
      body: { phone },
    });
    return answer.ok || sendRefusal(answer.message ?? t('errors.network_error'), answer);
  }

  async function verify(code: string) {
    const answer = await apiFetch<{ access_token: string; expires_at: string }>(
      `/rest/${locale}/V1/amancard/instalments/verify`,
      { method: 'POST', locale, body: { phone, code } },
    );
    if (answer.ok && answer.data) {
      onAccess({ token: answer.data.access_token, expiresAt: answer.data.expires_at });
      return;
    }
    const message = answer.message ?? t('errors.network_error');
    showAlert({ severity: 'error', message });
    return message;
  }

  return (
    <div className={`${CARD} mx-auto w-full max-w-md`} data-testid="instalment-identify">
      {step === 'phone' ? (
        <form onSubmit={next} noValidate className="flex flex-col gap-4">
          <h2 className="text-lg font-bold">{t('instalments.identify_title')}</h2>
          <p className="text-sm text-neutral-600">{t('instalments.identify_intro')}</p>
          <PhoneField
            label={t('instalments.phone')}
            testId="instalment-phone"
            value={phone}
            onValueChange={setPhone}
            autoComplete="tel"
            error={error}
          />
          <button type="submit" className={PRIMARY_BUTTON_FULL} data-testid="instalment-phone-next">
            {t('instalments.send_code')}
          </button>
        </form>
      ) : (
        <OtpScreen
          phone={phone}
          onSend={sendCode}
          onSubmit={verify}
          // A code goes only to a card's phone, and the screen does not tell which numbers have one.
          description={t('instalments.code_intro')}
          sentMessage={t('messages.instalment_code_sent')}
          onBack={() => setStep('phone')}
          backLabel={t('instalments.change_phone')}
        />
      )}
    </div>
  );
}
