'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import dynamic from 'next/dynamic';
import { withAllMessages } from '../layout/all-messages.client';
import { useHoldOverlay } from '../ui/open-overlays';
import type { AuthNav, AuthView } from './auth-nav';
import type { OidcButton } from '@/auth/oidc-provider';
import { OidcButtonScope } from './oidc-button.client';
import { useCustomer } from './use-customer.client';

export type { AuthView } from './auth-nav';

// The views, their forms and validation load when the modal first opens, not with every page, and
// with them the language's whole translation file (they may show any error the server answers).
const AuthModalDialog = dynamic(
  withAllMessages(() => import('./auth-modal-dialog.client').then((m) => m.AuthModalDialog)),
  { ssr: false },
);

interface AuthModalValue {
  /** The view shown, or null when the modal is closed. */
  view: AuthView | null;
  /**
   * Opens the modal (login by default); afterLogin runs once the customer has signed in. A notice
   * (translated) tells the shopper why sign-in is asked, above the login form.
   */
  open: (view?: AuthView, afterLogin?: () => void, notice?: string, identifier?: string) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

/**
 * The login / register / forgot-password / add-mobile modal (§4 Modal views). A signed-in account
 * without a phone number is held in addSsoMobile, which cannot be closed until a number is added.
 * `oidc` is the single sign-on provider's button, for the modal and the /login page alike.
 */
export function AuthModalProvider({ children, oidc }: { children: ReactNode; oidc: OidcButton | null }) {
  const router = useRouter();
  const { isLogged, user } = useCustomer();
  const [view, setView] = useState<AuthView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loginIdentifier, setLoginIdentifier] = useState('');
  const afterLogin = useRef<(() => void) | null>(null);
  const forced = isLogged && !user?.phone_number;
  const shown: AuthView | null = forced ? 'addSsoMobile' : view;

  // Focus goes back where it was when the modal opened (the dialog loads after the click, so it cannot know).
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(
    (next: AuthView = 'login', after?: () => void, why?: string, identifier?: string) => {
      afterLogin.current = after ?? null;
      setNotice(why ?? null);
      setLoginIdentifier(identifier ?? '');
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setView(next);
    },
    [],
  );
  const close = useCallback(() => setView(null), []);
  useEffect(() => {
    if (shown !== null || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    // After the dialog's own focus handling on unmount.
    setTimeout(() => target.isConnected && target.focus(), 0);
  }, [shown]);

  useEffect(() => {
    // Signed in elsewhere (another tab, the identity provider): the sign-in views have no purpose.
    if (isLogged) setView((v) => (v === 'addSsoMobile' ? v : null));
  }, [isLogged]);

  const nav = useMemo<AuthNav>(
    () => ({
      show: (next, identifier) => {
        setLoginIdentifier(identifier ?? '');
        setView(next);
      },
      close,
      signedIn: () => {
        setView(null);
        const run = afterLogin.current;
        afterLogin.current = null;
        run?.();
        router.refresh();
      },
    }),
    [close, router],
  );

  const value = useMemo(() => ({ view: shown, open, close }), [shown, open, close]);
  useHoldOverlay(shown !== null, 'dialog');

  return (
    <OidcButtonScope button={oidc}>
      <AuthModalContext.Provider value={value}>
        {children}
        {shown && (
          <AuthModalDialog
            view={shown}
            nav={nav}
            forced={forced}
            notice={notice}
            loginIdentifier={loginIdentifier}
            onClose={close}
          />
        )}
      </AuthModalContext.Provider>
    </OidcButtonScope>
  );
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal outside AuthModalProvider');
  return value;
}
