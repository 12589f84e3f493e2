'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { OidcButton } from '@/auth/oidc-provider';

const OidcButtonContext = createContext<OidcButton | null>(null);

/**
 * The provider, when one is configured, as the server knew it when it rendered the page. Asked for
 * by a fetch once the login view was open, its button came in after the form and moved the centred
 * dialog under the shopper's pointer: a press meant for "Forgot your password?" landed on "Sign in".
 */
export function OidcButtonScope({ button, children }: { button: OidcButton | null; children: ReactNode }) {
  return <OidcButtonContext.Provider value={button}>{children}</OidcButtonContext.Provider>;
}

/** The configured provider's button, or null when single sign-on is off. */
export function useOidcButton(): OidcButton | null {
  return useContext(OidcButtonContext);
}
