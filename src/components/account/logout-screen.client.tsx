'use client';

import { useEffect, useRef } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useLogout } from '@/components/auth/use-logout.client';
import { useI18n } from '@/components/layout/i18n-provider.client';

/** /account/logout: an action, not a page; useLogout shows the toast and leaves for home. */
export function LogoutScreen() {
  const { t } = useI18n();
  const logout = useLogout();
  // Effects run twice in development's strict mode; signing out twice would toast an error.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  return (
    <div
      role="status"
      data-testid="account-logout"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-secondary" />
      <p className="text-lg font-bold">{t('account.logout.signing_out')}</p>
    </div>
  );
}
