'use client';

import { useRef, useState, type FormEvent } from 'react';
import { signIn } from 'next-auth/react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { fieldErrors, loginIdentifierKind, loginSchema } from '@/domain/customers/schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, PasswordField } from '../ui/field.client';
import { LINK_BUTTON, PRIMARY_BUTTON_FULL, SECONDARY_BUTTON_FULL } from '../ui/styles';
import { AuthHeader } from './auth-surface.client';
import { focusFirstInvalid, type AuthNav } from './auth-nav';
import { useAuthForm } from './use-auth-form.client';
import { useOidcProvider } from './use-oidc-provider.client';

/** next-auth's code when the credentials were refused without a message of the server's. */
const GENERIC_CREDENTIALS_ERROR = 'CredentialsSignin';

/**
 * Sign-in with a phone number or e-mail and a password (§4 Login), in the modal or on /login;
 * with an OpenID Connect provider configured, also "Continue with …".
 */
export function LoginView({ nav, notice }: { nav: AuthNav; notice?: string | null }) {
  const { t } = useI18n();
  const showAlert = useAlert();
  const oidc = useOidcProvider();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const form = useAuthForm({ identifier: '', password: '' });
  const parsed = loginSchema.safeParse(form.values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const isEmail = loginIdentifierKind(form.values.identifier) === 'email';

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
      redirect: false,
    }).catch(() => undefined);
    setBusy(false);
    if (result?.ok && !result.error) {
      showAlert({ severity: 'success', message: t('messages.Logged_in_successfully') });
      nav.signedIn();
      return;
    }
    const serverText = result?.error && result.error !== GENERIC_CREDENTIALS_ERROR ? result.error : null;
    showAlert({ severity: 'error', message: serverText ?? t('messages.404_text') });
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
          autoFocus
          testId="login-identifier"
        />
        <PasswordField
          label={t('auth.password')}
          {...form.bind('password', errors)}
          autoComplete="current-password"
          testId="login-password"
        />
        <button
          type="button"
          onClick={() => nav.show('forgotPassword')}
          data-testid="login-forgot-link"
          className={`${LINK_BUTTON} self-end text-sm`}
        >
          {t('auth.forgot_link')}
        </button>
        <button type="submit" disabled={busy} data-testid="login-submit" className={PRIMARY_BUTTON_FULL}>
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
