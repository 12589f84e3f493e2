'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import type { AuthNav, AuthView } from './auth-nav';
import { AuthSurfaceProvider } from './auth-surface.client';
import { AuthViewContent } from './auth-views.client';

/**
 * The sign-in modal itself, loaded by AuthModalProvider when it first opens. A forced view
 * (addSsoMobile for an account without a phone) ignores Escape and clicks outside.
 */
export function AuthModalDialog({
  view,
  nav,
  forced,
  notice,
  loginIdentifier,
  onClose,
}: {
  view: AuthView;
  nav: AuthNav;
  forced: boolean;
  /** Why sign-in is asked, shown above the login form (not on the other views). */
  notice: string | null;
  loginIdentifier: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const holdOpen = (e: Event) => {
    if (forced) e.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && !forced && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 overflow-y-auto bg-black/60">
          <div className="flex min-h-full items-center justify-center p-4">
            <Dialog.Content
              data-testid="auth-modal"
              data-view={view}
              aria-describedby={undefined}
              onEscapeKeyDown={holdOpen}
              onInteractOutside={holdOpen}
              className="relative w-full max-w-md rounded-lg bg-white p-6 text-neutral-900 shadow-xl sm:p-8"
            >
              <AuthSurfaceProvider surface="modal">
                <AuthViewContent
                  view={view}
                  nav={nav}
                  loginNotice={view === 'login' ? notice : null}
                  loginIdentifier={loginIdentifier}
                />
              </AuthSurfaceProvider>
              {view !== 'addSsoMobile' && (
                <Dialog.Close
                  aria-label={t('auth.close')}
                  data-testid="auth-close"
                  className="absolute end-3 top-3 rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-secondary"
                >
                  <X aria-hidden />
                </Dialog.Close>
              )}
            </Dialog.Content>
          </div>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
