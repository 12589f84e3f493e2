'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useAuthModal } from './auth-modal.client';
import { safeCallbackPath, type AuthNav, type AuthView } from './auth-nav';
import { AuthSurfaceProvider } from './auth-surface.client';
import { AuthViewContent } from './auth-views.client';
import { ForgotPasswordView } from './forgot-password-view.client';
import { ResetPasswordForm } from './reset-password-form.client';
import { useCustomer } from './use-customer.client';
import { useI18n } from '../layout/i18n-provider.client';

const cardClass = 'mx-auto my-8 w-full max-w-md rounded-lg bg-white p-6 shadow-sm sm:my-12 sm:p-8';

/**
 * The /login page (next-auth's sign-in page): the login view inline, and register and forgot
 * password in its place; once signed in, back to the callbackUrl when it is on this site.
 */
export function LoginPageContent({
  callbackUrl,
  notice,
}: {
  callbackUrl: string | null;
  notice: string | null;
}) {
  const router = useRouter();
  const { status } = useCustomer();
  const [view, setView] = useState<AuthView>('login');
  const [loginIdentifier, setLoginIdentifier] = useState('');
  // Where to go once signed in; the origin to compare with is known only in the browser.
  const [target, setTarget] = useState('/');
  const resolveTarget = useCallback(
    () => safeCallbackPath(callbackUrl, window.location.origin),
    [callbackUrl],
  );

  useEffect(() => setTarget(resolveTarget()), [resolveTarget]);

  const left = useRef(false);
  // Signed in here or already on arrival: leave once, not again when the session catches up.
  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    router.replace(resolveTarget());
    router.refresh();
  }, [router, resolveTarget]);

  useEffect(() => {
    if (status === 'authenticated') leave();
  }, [status, leave]);

  const nav = useMemo<AuthNav>(
    () => ({
      show: (next, identifier) => {
        setLoginIdentifier(identifier ?? '');
        setView(next === 'addSsoMobile' ? 'login' : next);
      },
      close: () => {},
      signedIn: leave,
      callbackUrl: target,
    }),
    [leave, target],
  );

  return (
    <section data-testid="login-page" data-view={view} className={cardClass}>
      <AuthSurfaceProvider surface="page">
        <AuthViewContent
          view={view}
          nav={nav}
          loginNotice={view === 'login' ? notice : null}
          loginIdentifier={loginIdentifier}
        />
      </AuthSurfaceProvider>
    </section>
  );
}

/** /forgot-password: the forgot-password form, or with a mail token the reset form (§2). */
export function ForgotPasswordPageContent({
  token,
  linkEnded,
}: {
  token: string | null;
  linkEnded: boolean;
}) {
  const { t } = useI18n();
  const { open } = useAuthModal();
  // Remounting clears the form once it has done its work and the login modal takes over.
  const [round, setRound] = useState(0);

  const nav = useMemo<AuthNav>(
    () => ({
      show: (next, identifier) => {
        setRound((n) => n + 1);
        open(next, undefined, undefined, identifier);
      },
      close: () => {},
      signedIn: () => {},
    }),
    [open],
  );

  return (
    <section data-testid="forgot-password-page" className={cardClass}>
      <AuthSurfaceProvider surface="page">
        {linkEnded && (
          <p
            role="alert"
            className="mb-4 rounded-md bg-error/10 p-3 text-sm text-error"
            data-testid="reset-link-ended"
          >
            {t('errors.reset_token_invalid')}
          </p>
        )}
        {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordView key={round} nav={nav} />}
      </AuthSurfaceProvider>
    </section>
  );
}
