'use client';

import { useState, type FormEvent } from 'react';
import { phoneSchema } from '@/domain/customers/schemas';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PasswordField, PhoneField } from '@/components/ui/field.client';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { answerMessage, errorText } from './error-text';
import { useAccountApi } from './use-account-api.client';

/**
 * First step of the number change: a valid Egyptian mobile that is not this account's and not
 * another account's, and the account's password when it has one (checked when the code is sent).
 * `initialError` carries a refusal from the later step back here: a wrong password shows under
 * the password, anything else under the number.
 */
export function NewNumberStep({
  currentPhone,
  initialValue,
  initialError,
  needsPassword,
  onAccepted,
}: {
  currentPhone: string | null;
  initialValue: string;
  initialError?: string;
  needsPassword: boolean;
  onAccepted: (phone: string, password: string) => void;
}) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(!!initialError);
  const passwordRefused = initialError === 'current_password_wrong';
  const [serverError, setServerError] = useState(passwordRefused ? undefined : initialError);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState(passwordRefused ? initialError : undefined);
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
    if (needsPassword && password.length === 0) setPasswordError('password');
    if (!parsed.success || sameNumber || busy || (needsPassword && password.length === 0)) return;
    setBusy(true);
    const answer = await api.auth<{ message?: string }>('phone_validation', {
      method: 'POST',
      body: { phone_number: parsed.data },
    });
    setBusy(false);
    if (answer.ok && answer.data?.message === 'phone_exists') {
      setServerError('phone_exist');
    } else if (answer.ok) {
      onAccepted(parsed.data, password);
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
      {needsPassword && (
        <PasswordField
          id="mobile-password"
          testId="mobile-password"
          label={t('account.mobile.password')}
          hint={t('account.mobile.password_hint')}
          value={password}
          onValueChange={(v) => {
            setPassword(v);
            setPasswordError(undefined);
          }}
          autoComplete="current-password"
          required
          error={errorText(t, passwordError)}
        />
      )}
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
