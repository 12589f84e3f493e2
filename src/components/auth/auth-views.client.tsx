'use client';

import { AddSsoMobileView } from './add-sso-mobile-view.client';
import type { AuthNav, AuthView } from './auth-nav';
import { ForgotPasswordView } from './forgot-password-view.client';
import { LoginView } from './login-view.client';
import { RegisterView } from './register-view.client';

/** One auth view; keyed by the view so that switching starts it afresh. */
export function AuthViewContent({
  view,
  nav,
  loginNotice,
  loginIdentifier,
}: {
  view: AuthView;
  nav: AuthNav;
  loginNotice?: string | null;
  /** What the login form's phone-or-e-mail field starts with. */
  loginIdentifier?: string;
}) {
  switch (view) {
    case 'login':
      return <LoginView key={view} nav={nav} notice={loginNotice} identifier={loginIdentifier} />;
    case 'register':
      return <RegisterView key={view} nav={nav} />;
    case 'forgotPassword':
      return <ForgotPasswordView key={view} nav={nav} />;
    case 'addSsoMobile':
      return <AddSsoMobileView key={view} nav={nav} />;
  }
}
