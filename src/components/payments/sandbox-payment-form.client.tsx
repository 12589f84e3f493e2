'use client';

import { useState, type FormEvent } from 'react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field } from '@/components/ui/field.client';
import { PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import { apiFetch } from '@/lib/api-client';

/** The card (or wallet code) form of the sandbox's hosted page, with the 3-D Secure step when asked. */
export function SandboxPaymentForm({
  sessionId,
  method,
  walletPhone,
}: {
  sessionId: string;
  method: 'card' | 'wallet';
  walletPhone: string | null;
}) {
  const { t, locale } = useI18n();
  const [form, setForm] = useState({ card_number: '', expiry: '', cvv: '', otp: '' });
  const [needsCode, setNeedsCode] = useState(method === 'wallet');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (key: string) => (errors[key] ? t(`errors.${errors[key]}`) : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    setWrongCode(null);
    // Each answer says what is wrong now: what was corrected since loses its message.
    setErrors({});
    const body = method === 'wallet' ? { otp: form.otp } : { ...form, otp: needsCode ? form.otp : undefined };
    const answer = await apiFetch<{ step?: 'otp'; tries_left?: number; redirect_url?: string }>(
      `/rest/V1/payment/sandbox/${sessionId}`,
      {
        method: 'POST',
        locale,
        body,
      },
    );
    if (answer.ok && answer.data?.redirect_url) {
      window.location.assign(answer.data.redirect_url);
      return;
    }
    setBusy(false);
    if (answer.ok && answer.data?.step === 'otp') {
      setNeedsCode(true);
      // A mistyped code: the bank's page says so, with the tries left, and the box is emptied.
      const left = answer.data.tries_left;
      if (left) {
        setForm((f) => ({ ...f, otp: '' }));
        setWrongCode(t('sandbox.code_wrong', { count: left }));
      }
      return;
    }
    setErrors(answer.fieldErrors);
    if (Object.keys(answer.fieldErrors).length === 0) setMessage(answer.message ?? t('errors.network_error'));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate data-testid="sandbox-form">
      {method === 'card' && (
        <>
          <Field
            label={t('sandbox.card_number')}
            testId="sandbox-card-number"
            value={form.card_number}
            onValueChange={set('card_number')}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            maxLength={23}
            error={errorOf('card_number')}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              label={t('sandbox.expiry')}
              testId="sandbox-expiry"
              value={form.expiry}
              onValueChange={set('expiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              dir="ltr"
              maxLength={5}
              error={errorOf('expiry')}
            />
            <Field
              label={t('sandbox.cvv')}
              testId="sandbox-cvv"
              value={form.cvv}
              onValueChange={set('cvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              maxLength={3}
              error={errorOf('cvv')}
            />
          </div>
        </>
      )}
      {needsCode && (
        <Field
          label={t(method === 'wallet' ? 'sandbox.wallet_code' : 'sandbox.three_d_secure_code')}
          hint={walletPhone ? t('sandbox.code_sent_to', { phone: walletPhone }) : null}
          testId="sandbox-otp"
          value={form.otp}
          onValueChange={set('otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          error={errorOf('otp') ?? wrongCode}
        />
      )}
      {message && (
        <p role="alert" className="text-sm text-error" data-testid="sandbox-error">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON_FULL} data-testid="sandbox-pay">
        {t('sandbox.pay')}
      </button>
    </form>
  );
}
