'use client';

import { useRef, useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { EMAIL_MAX, emailSchema, phoneSchema } from '@/domain/customers/schemas';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { LINK_BUTTON, PRIMARY_BUTTON_FULL } from '../ui/styles';
import { checkPhone, failureText, requestOtp } from './auth-api.client';
import { focusFirstInvalid, type AuthNav } from './auth-nav';
import { AuthHeader } from './auth-surface.client';
import { NewPasswordFields, useNewPassword } from './new-password-fields.client';
import { OtpScreen, sendRefusal } from './otp-screen.client';
import { useAuthForm } from './use-auth-form.client';
import { busyButton } from '@/components/ui/busy-button';

type Step =
  | { name: 'identify' }
  | { name: 'password'; phone: string }
  | { name: 'otp'; phone: string; password: string };

/** Letters or an @ mean the user is typing an e-mail, so its errors are the e-mail's. */
function identifierError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'phone_email';
  const schema = /[@a-z]/i.test(trimmed) ? emailSchema : phoneSchema;
  const parsed = schema.safeParse(trimmed);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * Forgot password (§4): an e-mail gets a reset link; a phone number that has an account chooses a
 * new password and confirms it with the code sent to it. Both end on the login view.
 */
export function ForgotPasswordView({ nav }: { nav: AuthNav }) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ identifier: '' });
  const passwords = useNewPassword();
  const errors = { identifier: identifierError(form.values.identifier) };

  async function sendResetMail(email: string) {
    const answer = await apiFetch<boolean>(`/rest/${locale}/V1/enhanced/customers/password`, {
      method: 'PUT',
      locale,
      body: { email, template: 'email_reset', websiteId: 1 },
    });
    if (answer.ok && answer.data !== false) {
      showAlert({ severity: 'success', message: t('messages.send_email_success') });
      nav.show('login', email);
    } else if (answer.status === 404 || answer.ok) {
      form.setServerErrors({ identifier: 'user_exist_error' });
    } else if (answer.fieldErrors.email === 'email_not_confirmed') {
      // A link cannot go to an address nobody confirmed: said under the field, with the way out (the phone).
      form.setServerErrors({ identifier: 'email_not_confirmed' });
    } else {
      // A refusal says why (another e-mail too soon: the wait); a failure says to try again.
      showAlert({ severity: 'error', message: failureText(t, answer) });
    }
  }

  async function findPhone(phone: string) {
    const existence = await checkPhone(phone);
    if (existence.status === 'exists') setStep({ name: 'password', phone });
    else if (existence.status === 'free') form.setServerErrors({ identifier: 'user_exist_error' });
    else showAlert({ severity: 'error', message: existence.message ?? t('messages.network_error') });
  }

  async function onIdentify(e: FormEvent) {
    e.preventDefault();
    if (errors.identifier) {
      form.touchAll();
      focusFirstInvalid(formRef.current);
      return;
    }
    const value = form.values.identifier.trim();
    setBusy(true);
    if (/[@a-z]/i.test(value)) await sendResetMail(value);
    else await findPhone(phoneSchema.parse(value));
    setBusy(false);
  }

  async function sendOtp(phone: string) {
    const answer = await requestOtp(
      '/api/amanauth/wb/forget_password',
      { MobileNumber: phone, operation: 'send_otp' },
      { locale, t, showAlert },
    );
    return answer.ok || sendRefusal(failureText(t, answer), answer);
  }

  async function verify(phone: string, password: string, code: string) {
    const answer = await apiFetch<{ status?: number; status_code?: number; message?: string }>(
      '/api/amanauth/wb/forget_password',
      {
        method: 'POST',
        locale,
        body: {
          MobileNumber: phone,
          Password: password,
          confirm_password: password,
          verify_code: code,
          operation: 'verify_otp',
        },
      },
    );
    if (answer.ok && (answer.data?.status === 200 || answer.data?.status_code === 200)) {
      showAlert({ severity: 'success', message: t('auth.password_changed') });
      nav.show('login', phone);
      return;
    }
    showAlert({ severity: 'error', message: answer.data?.message ?? failureText(t, answer) });
    const { Password, confirm_password } = answer.fieldErrors;
    if (Password || confirm_password) {
      passwords.form.setServerErrors({ password: Password, confirmPassword: confirm_password });
      setStep({ name: 'password', phone });
    }
  }

  if (step.name === 'otp') {
    return (
      <OtpScreen
        phone={step.phone}
        onSend={() => sendOtp(step.phone)}
        onSubmit={(code) => verify(step.phone, step.password, code)}
        onBack={() => setStep({ name: 'password', phone: step.phone })}
      />
    );
  }

  if (step.name === 'password') {
    return (
      <div data-testid="forgot-password-view" data-step="password" className="flex flex-col gap-4">
        <AuthHeader
          title={t('auth.new_password_title')}
          intro={t('auth.new_password_intro', { phone: `\u2066${step.phone}\u2069` })}
        />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (passwords.valid)
              setStep({ name: 'otp', phone: step.phone, password: passwords.form.values.password });
          }}
          className="flex flex-col gap-4"
        >
          <NewPasswordFields state={passwords} testIdPrefix="forgot" autoFocus />
          <button
            type="submit"
            disabled={!passwords.valid}
            data-testid="forgot-password-continue"
            className={PRIMARY_BUTTON_FULL}
          >
            {t('auth.continue')}
          </button>
        </form>
        <button
          type="button"
          onClick={() => setStep({ name: 'identify' })}
          className={`${LINK_BUTTON} self-center text-sm`}
        >
          {t('auth.back')}
        </button>
      </div>
    );
  }

  return (
    <div data-testid="forgot-password-view" data-step="identify" className="flex flex-col gap-4">
      <AuthHeader title={t('auth.forgot_title')} intro={t('auth.forgot_intro')} />
      <form ref={formRef} onSubmit={onIdentify} noValidate className="flex flex-col gap-4">
        <Field
          label={t('auth.identifier')}
          {...form.bind('identifier', errors)}
          autoComplete="username"
          dir="ltr"
          maxLength={EMAIL_MAX}
          autoFocus
          testId="forgot-identifier"
        />
        <button
          type="submit"
          {...busyButton(busy)}
          data-testid="forgot-submit"
          className={PRIMARY_BUTTON_FULL}
        >
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('auth.continue')}
        </button>
      </form>
      <button
        type="button"
        onClick={() => nav.show('login')}
        data-testid="forgot-login-link"
        className={`${LINK_BUTTON} self-center text-sm`}
      >
        {t('auth.back_to_login')}
      </button>
    </div>
  );
}
