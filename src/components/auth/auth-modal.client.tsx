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
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { useHoldOverlay } from '../ui/open-overlays';
import type { AuthNav, AuthView } from './auth-nav';
import { AuthSurfaceProvider } from './auth-surface.client';
import { AuthViewContent } from './auth-views.client';
import { useCustomer } from './use-customer.client';

export type { AuthView } from './auth-nav';

interface AuthModalValue {
  /** The view shown, or null when the modal is closed. */
  view: AuthView | null;
  /** Opens the modal (login by default); afterLogin runs once the customer has signed in. */
  open: (view?: AuthView, afterLogin?: () => void) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

/**
 * The login / register / forgot-password / add-mobile modal (§4 Modal views). A signed-in account
 * without a phone number is held in addSsoMobile, which cannot be closed until a number is added.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const router = useRouter();
  const { isLogged, user } = useCustomer();
  const [view, setView] = useState<AuthView | null>(null);
  const afterLogin = useRef<(() => void) | null>(null);
  const forced = isLogged && !user?.phone_number;
  const shown: AuthView | null = forced ? 'addSsoMobile' : view;

  const open = useCallback((next: AuthView = 'login', after?: () => void) => {
    afterLogin.current = after ?? null;
    setView(next);
  }, []);
  const close = useCallback(() => setView(null), []);

  useEffect(() => {
    // Signed in elsewhere (another tab, the identity provider): the sign-in views have no purpose.
    if (isLogged) setView((v) => (v === 'addSsoMobile' ? v : null));
  }, [isLogged]);

  const nav = useMemo<AuthNav>(
    () => ({
      show: setView,
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
  useHoldOverlay(shown !== null);
  const holdOpen = (e: Event) => {
    if (forced) e.preventDefault();
  };

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <Dialog.Root open={shown !== null} onOpenChange={(isOpen) => !isOpen && !forced && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 overflow-y-auto bg-black/60">
            <div className="flex min-h-full items-center justify-center p-4">
              {shown && (
                <Dialog.Content
                  data-testid="auth-modal"
                  data-view={shown}
                  aria-describedby={undefined}
                  onEscapeKeyDown={holdOpen}
                  onInteractOutside={holdOpen}
                  className="relative w-full max-w-md rounded-lg bg-white p-6 text-neutral-900 shadow-xl sm:p-8"
                >
                  <AuthSurfaceProvider surface="modal">
                    <AuthViewContent view={shown} nav={nav} />
                  </AuthSurfaceProvider>
                  {shown !== 'addSsoMobile' && (
                    <Dialog.Close
                      aria-label={t('auth.close')}
                      data-testid="auth-close"
                      className="absolute end-3 top-3 rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-secondary"
                    >
                      <X aria-hidden />
                    </Dialog.Close>
                  )}
                </Dialog.Content>
              )}
            </div>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal outside AuthModalProvider');
  return value;
}
