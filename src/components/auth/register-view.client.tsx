'use client';

import { useState, type FormEvent } from 'react';
import { signIn } from 'next-auth/react';
import { decodeSignInRefusal } from '@/auth/sign-in-error';
import {
  EMAIL_MAX,
  emailSchema,
  fieldErrors,
  NAME_MAX,
  phoneSchema,
  registrationSchema,
} from '@/domain/customers/schemas';
import { formatList } from '@/i18n/format';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, PasswordField, PhoneField } from '../ui/field.client';
import { LINK_BUTTON, PRIMARY_BUTTON_FULL } from '../ui/styles';
import { errorText, failureText, requestOtp, useExistence, type ExistenceStatus } from './auth-api.client';
import { signInCallbackUrl, type AuthNav } from './auth-nav';
import { AuthHeader } from './auth-surface.client';
import { OtpScreen, sendRefusal } from './otp-screen.client';
import { useAuthForm } from './use-auth-form.client';

type RegisterField = 'firstName' | 'lastName' | 'phone' | 'email' | 'password' | 'confirmPassword';

/** The registration payload's names (§3) and the form fields they come from. */
const FORM_FIELD: Record<string, RegisterField> = {
  First_name: 'firstName',
  Last_name: 'lastName',
  MobileNumber: 'phone',
  E_mail: 'email',
  Password: 'password',
  confirm_password: 'confirmPassword',
};

interface Registration {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The fields the account cannot be made without, with their labels' keys. */
const REQUIRED = [
  ['firstName', 'auth.first_name'],
  ['lastName', 'auth.last_name'],
  ['phone', 'auth.phone'],
  ['password', 'auth.password'],
  ['confirmPassword', 'auth.confirm_password'],
] as const;

/**
 * Registration (§4): the form with live checks, then the code sent to the phone; once the account
 * exists the modal closes and the customer is signed in with the phone and password.
 */
export function RegisterView({ nav }: { nav: AuthNav }) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const [step, setStep] = useState<{ name: 'form' } | { name: 'otp'; data: Registration }>({ name: 'form' });
  const form = useAuthForm<RegisterField>({
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [retry, setRetry] = useState(0);

  const parsed = registrationSchema.safeParse(form.values);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  // The schema checks the confirmation only once every other field is valid; show it at once.
  if (form.values.confirmPassword !== form.values.password) errors.confirmPassword ??= 'password_dont_match';
  const phone = phoneSchema.safeParse(form.values.phone);
  const email = form.values.email.trim();
  const emailValid = email !== '' && emailSchema.safeParse(email).success;
  const phoneStatus = useExistence('phone', phone.success ? phone.data : null, retry);
  const emailStatus = useExistence('email', emailValid ? email : null, retry);
  const canSubmit = parsed.success && phoneStatus === 'free' && (email === '' || emailStatus === 'free');
  // The fields still empty that the account needs, named as their labels.
  const missing = REQUIRED.filter(([name]) => form.values[name].trim() === '').map(([, label]) => t(label));

  /** A field's props, with the existence check's verdict and its "checking" hint. */
  const checked = (name: 'phone' | 'email', status: ExistenceStatus, takenKey: string) => {
    const bound = form.bind(name, errors);
    return {
      ...bound,
      error: status === 'exists' ? errorText(t, takenKey) : bound.error,
      hint: status === 'checking' ? t('auth.checking') : null,
      busy: status === 'checking',
      onBlur: () => {
        bound.onBlur();
        if (status === 'error') setRetry((n) => n + 1);
      },
    };
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit || !parsed.success) return;
    setStep({ name: 'otp', data: { ...parsed.data, email: parsed.data.email ?? '' } });
  }

  async function sendOtp(data: Registration) {
    const answer = await requestOtp(
      '/api/amanauth/send_otp',
      { MobileNumber: data.phone },
      { locale, t, showAlert },
    );
    if (answer.status === 409) {
      form.setServerErrors({ phone: 'phone_exist' });
      setStep({ name: 'form' });
    }
    return answer.ok || sendRefusal(failureText(t, answer), answer);
  }

  async function register(data: Registration, code: string) {
    const answer = await apiFetch<{ status?: number; message?: string }>('/api/amanauth/wb/register', {
      method: 'POST',
      locale,
      body: {
        First_name: data.firstName,
        Last_name: data.lastName,
        MobileNumber: data.phone,
        Password: data.password,
        confirm_password: data.confirmPassword,
        E_mail: data.email || undefined,
        verify_code: code,
      },
    });
    if (!answer.ok || answer.data?.status !== 200) {
      const message = answer.data?.message ?? failureText(t, answer);
      showAlert({ severity: 'error', message });
      const onForm = Object.entries(answer.fieldErrors).filter(([field]) => FORM_FIELD[field]);
      if (onForm.length > 0) {
        form.setServerErrors(Object.fromEntries(onForm.map(([field, key]) => [FORM_FIELD[field], key])));
        setStep({ name: 'form' });
        return;
      }
      // §8: the verify failure shown directly, on the code screen (the banner goes after 5 s).
      return message;
    }
    showAlert({ severity: 'success', message: t('messages.create_account') });
    nav.close();
    const result = await signIn('credentials', {
      identifier: data.phone,
      password: data.password,
      locale,
      redirect: false,
      callbackUrl: signInCallbackUrl(nav),
    }).catch(() => undefined);
    if (result?.ok && !result.error) {
      showAlert({ severity: 'success', message: t('messages.Logged_in_successfully') });
      nav.signedIn();
    } else {
      const refusal = result?.error ? decodeSignInRefusal(result.error).message : null;
      showAlert({ severity: 'error', message: refusal ?? t('messages.404_text') });
    }
  }

  if (step.name === 'otp') {
    const { data } = step;
    return (
      <OtpScreen
        phone={data.phone}
        onSend={() => sendOtp(data)}
        onSubmit={(code) => register(data, code)}
        onBack={() => setStep({ name: 'form' })}
        backLabel={t('auth.otp_edit_number')}
      />
    );
  }

  return (
    <div data-testid="register-view" className="flex flex-col gap-4">
      <AuthHeader title={t('auth.register_title')} intro={t('auth.register_intro')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('auth.first_name')}
            {...form.bind('firstName', errors)}
            autoComplete="given-name"
            // A name reads in its own script's direction whatever the page's.
            dir="auto"
            maxLength={NAME_MAX}
            autoFocus
            testId="register-first-name"
          />
          <Field
            label={t('auth.last_name')}
            {...form.bind('lastName', errors)}
            autoComplete="family-name"
            dir="auto"
            maxLength={NAME_MAX}
            testId="register-last-name"
          />
        </div>
        <PhoneField
          label={t('auth.phone')}
          {...checked('phone', phoneStatus, 'phone_exist')}
          inputMode="numeric"
          testId="register-phone"
        />
        <Field
          label={t('auth.email_optional')}
          {...checked('email', emailStatus, 'email_exist')}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={EMAIL_MAX}
          testId="register-email"
        />
        <PasswordField
          label={t('auth.password')}
          {...form.bind('password', errors)}
          autoComplete="new-password"
          testId="register-password"
        />
        <PasswordField
          label={t('auth.confirm_password')}
          {...form.bind('confirmPassword', errors)}
          autoComplete="new-password"
          testId="register-confirm-password"
        />
        <button
          type="submit"
          disabled={!canSubmit}
          aria-describedby={missing.length ? 'register-missing' : undefined}
          data-testid="register-submit"
          className={PRIMARY_BUTTON_FULL}
        >
          {t('auth.register_submit')}
        </button>
        {/* §5 keeps the button off until the form is valid: what it waits for is said, not guessed. */}
        {missing.length > 0 && (
          <p id="register-missing" className="text-sm text-neutral-600" data-testid="register-missing">
            {t('auth.register_missing', { fields: formatList(missing, locale) })}
          </p>
        )}
      </form>
      <p className="text-center text-sm text-neutral-600">
        {t('auth.have_account')}{' '}
        <button
          type="button"
          onClick={() => nav.show('login')}
          data-testid="register-login-link"
          className={LINK_BUTTON}
        >
          {t('auth.login_link')}
        </button>
      </p>
    </div>
  );
}
