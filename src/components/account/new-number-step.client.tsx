'use client';

import { useState, type FormEvent } from 'react';
import { phoneSchema } from '@/domain/customers/schemas';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PhoneField } from '@/components/ui/field.client';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { answerMessage, errorText } from './error-text';
import { useAccountApi } from './use-account-api.client';

/**
 * First step of the number change: a valid Egyptian mobile that is not this account's and not
 * another account's. `initialError` carries a refusal from the later step back to this field.
 */
export function NewNumberStep({
  currentPhone,
  initialValue,
  initialError,
  onAccepted,
}: {
  currentPhone: string | null;
  initialValue: string;
  initialError?: string;
  onAccepted: (phone: string) => void;
}) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(!!initialError);
  const [serverError, setServerError] = useState(initialError);
  const [busy, setBusy] = useState(false);

  const parsed = phoneSchema.safeParse(value);
  const sameNumber = parsed.success && parsed.data === currentPhone;
  const clientError = !parsed.success
    ? parsed.error.issues[0]?.message
    : sameNumber
      ? 'same_phone'
      : undefined;
  const error = errorText(t, serverError ?? (touched ? clientError : undefined));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!parsed.success || sameNumber || busy) return;
    setBusy(true);
    const answer = await api.auth<{ message?: string }>('phone_validation', {
      method: 'POST',
      body: { phone_number: parsed.data },
    });
    setBusy(false);
    if (answer.ok && answer.data?.message === 'phone_exists') {
      setServerError('phone_exist');
    } else if (answer.ok) {
      onAccepted(parsed.data);
    } else {
      const key = Object.values(answer.fieldErrors)[0];
      if (key) setServerError(key);
      else showAlert({ severity: 'error', message: answerMessage(t, answer) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-mobile-form" className="flex flex-col gap-4">
      <PhoneField
        id="mobile-new"
        testId="mobile-new"
        inputMode="numeric"
        label={t('account.mobile.new_number')}
        hint={currentPhone ? t('account.mobile.current', { phone: currentPhone }) : undefined}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          setTouched(true);
          setServerError(undefined);
        }}
        required
        error={error}
      />
      <div>
        <button
          type="submit"
          disabled={!!clientError || !!serverError || busy}
          data-testid="mobile-next"
          className={PRIMARY_BUTTON}
        >
          {busy ? t('account.checking') : t('account.mobile.send_code')}
        </button>
      </div>
    </form>
  );
}
