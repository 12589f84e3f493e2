'use client';

import { useRef, useState, type FormEvent } from 'react';
import { signIn } from 'next-auth/react';
import { CircleAlert, LoaderCircle, LockKeyhole } from 'lucide-react';
import { decodeSignInRefusal } from '@/auth/sign-in-error';
import {
  fieldErrors,
  loginIdentifierKind,
  loginSchema,
  OTP_LENGTH,
  phoneSchema,
} from '@/domain/customers/schemas';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, PasswordField } from '../ui/field.client';
import { LINK_BUTTON, PRIMARY_BUTTON_FULL, SECONDARY_BUTTON_FULL } from '../ui/styles';
import { failureText } from './auth-api.client';
import { AuthHeader } from './auth-surface.client';
import { focusFirstInvalid, signInCallbackUrl, type AuthNav } from './auth-nav';
import { OtpScreen, sendRefusal, type SendRefusal } from './otp-screen.client';
import { useAuthForm } from './use-auth-form.client';
import { useOidcButton } from './oidc-button.client';
import { busyButton } from '@/components/ui/busy-button';

/** next-auth's code when the credentials were refused without a message of the server's. */
const GENERIC_CREDENTIALS_ERROR = 'CredentialsSignin';

/** The server's text of a refused sign-in (§8), and its message key when it gave one. */
function refusalOf(error: string | null | undefined): { key: string | null; message: string | null } {
  if (!error || error === GENERIC_CREDENTIALS_ERROR) return { key: null, message: null };
  return decodeSignInRefusal(error);
}

/**
 * Sign-in with a phone number or e-mail and a password (§4 Login), in the modal or on /login;
 * with an OpenID Connect provider configured, also "Continue with …". When too many wrong
 * passwords have locked sign-in for the account, the owner can sign in with a code sent to the
 * account's phone instead (issue 11): the lock is lifted by it.
 */
export function LoginView({
  nav,
  notice,
  identifier = '',
}: {
  nav: AuthNav;
  notice?: string | null;
  identifier?: string;
}) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const oidc = useOidcButton();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  /** The identifier whose sign-in by password is locked, and whether its code step is open. */
  const [locked, setLocked] = useState<{ identifier: string; withCode: boolean } | null>(null);
  const form = useAuthForm({ identifier, password: '' });
  const parsed = loginSchema.safeParse(form.values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const isEmail = loginIdentifierKind(form.values.identifier) === 'email';

  function signedIn() {
    showAlert({ severity: 'success', message: t('messages.Logged_in_successfully') });
    nav.signedIn();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!parsed.success) {
      form.touchAll();
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    const result = await signIn('credentials', {
      identifier: parsed.data.identifier,
      password: parsed.data.password,
      locale,
      redirect: false,
      callbackUrl: signInCallbackUrl(nav),
    }).catch(() => undefined);
    setBusy(false);
    if (result?.ok && !result.error) {
      signedIn();
      return;
    }
    const refusal = refusalOf(result?.error);
    setLocked(
      refusal.key === 'login_throttled' ? { identifier: parsed.data.identifier, withCode: false } : null,
    );
    showAlert({ severity: 'error', message: refusal.message ?? t('messages.404_text') });
  }

  async function sendCode(identifier: string): Promise<boolean | SendRefusal> {
    const answer = await apiFetch('/api/amanauth/login_otp', {
      method: 'POST',
      locale,
      body: { identifier, operation: 'send_otp' },
    });
    return answer.ok || sendRefusal(failureText(t, answer), answer);
  }

  async function signInWithCode(identifier: string, code: string) {
    const result = await signIn('login-code', {
      identifier,
      code,
      locale,
      redirect: false,
      callbackUrl: signInCallbackUrl(nav),
    }).catch(() => undefined);
    if (result?.ok && !result.error) {
      signedIn();
      return;
    }
    showAlert({ severity: 'error', message: refusalOf(result?.error).message ?? t('messages.404_text') });
  }

  if (locked?.withCode) {
    const phone = phoneSchema.safeParse(locked.identifier);
    return (
      <div data-testid="login-view" data-step="code">
        <OtpScreen
          title={t('auth.login_code_title')}
          // A phone number is shown as typed; an e-mail's account gets its code on a phone not shown.
          phone={phone.success ? phone.data : undefined}
          description={phone.success ? undefined : t('auth.login_code_intro', { length: OTP_LENGTH })}
          onSend={() => sendCode(locked.identifier)}
          onSubmit={(code) => signInWithCode(locked.identifier, code)}
          onBack={() => setLocked({ ...locked, withCode: false })}
          backLabel={t('auth.back_to_login')}
        />
      </div>
    );
  }

  return (
    <div data-testid="login-view" className="flex flex-col gap-4">
      <AuthHeader title={t('auth.login_title')} intro={t('auth.login_intro')} />
      {notice && (
        <p
          role="status"
          data-testid="login-notice"
          className="flex items-center gap-2 rounded-md border border-secondary bg-orange-50 px-3 py-2 text-sm text-neutral-900"
        >
          <CircleAlert aria-hidden className="size-5 shrink-0 text-secondary-dark" />
          {notice}
        </p>
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field
          label={t('auth.identifier')}
          {...form.bind('identifier', errors)}
          type="text"
          inputMode={isEmail ? 'email' : 'text'}
          autoComplete="username"
          dir="ltr"
          maxLength={150}
          autoFocus={!identifier}
          testId="login-identifier"
        />
        <PasswordField
          label={t('auth.password')}
          {...form.bind('password', errors)}
          autoComplete="current-password"
          autoFocus={!!identifier}
          testId="login-password"
        />
        {locked && locked.identifier === form.values.identifier.trim() && (
          <div
            role="status"
            data-testid="login-locked"
            className="flex flex-col gap-3 rounded-md border border-secondary bg-orange-50 p-3 text-sm text-neutral-900"
          >
            <p className="flex items-start gap-2">
              <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0 text-secondary-dark" />
              {t('auth.login_locked')}
            </p>
            <button
              type="button"
              onClick={() => setLocked({ ...locked, withCode: true })}
              data-testid="login-code-offer"
              className={SECONDARY_BUTTON_FULL}
            >
              {t('auth.login_code_button')}
            </button>
          </div>
        )}
        <button
          type="button"
          onClick={() => nav.show('forgotPassword')}
          data-testid="login-forgot-link"
          className={`${LINK_BUTTON} self-end text-sm`}
        >
          {t('auth.forgot_link')}
        </button>
        <button
          type="submit"
          {...busyButton(busy)}
          data-testid="login-submit"
          className={PRIMARY_BUTTON_FULL}
        >
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('auth.login_submit')}
        </button>
      </form>
      {oidc && (
        <>
          <div className="flex items-center gap-3 text-sm text-neutral-500" aria-hidden>
            <span className="h-px flex-1 bg-neutral-200" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-neutral-200" />
          </div>
          <button
            type="button"
            onClick={() => void signIn(oidc.id, { callbackUrl: nav.callbackUrl ?? window.location.href })}
            data-testid="login-oidc"
            className={SECONDARY_BUTTON_FULL}
          >
            {t('auth.continue_with', { name: oidc.name })}
          </button>
        </>
      )}
      <p className="text-center text-sm text-neutral-600">
        {t('auth.no_account')}{' '}
        <button
          type="button"
          onClick={() => nav.show('register')}
          data-testid="login-register-link"
          className={LINK_BUTTON}
        >
          {t('auth.register_link')}
        </button>
      </p>
    </div>
  );
}
