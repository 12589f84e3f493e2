'use client';

import Link from '@/components/ui/link.client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { User } from 'lucide-react';
import { useAuthModal } from '../auth/auth-modal.client';
import { useCustomer } from '../auth/use-customer.client';
import { useLogout } from '../auth/use-logout.client';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerFace } from './account-trigger';
import { useI18n } from './i18n-provider.client';

// The menu's code loads when a signed-in customer first reaches for it (pointer over it, focus, or
// a press), not with every page: until then a plain button stands in, looking the same.
const loadDropdown = () => import('./account-dropdown.client');
const AccountDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountDropdown })));

function StandIn({ name, onPress }: { name: string; onPress?: () => void }) {
  return (
    <button
      type="button"
      data-testid="account-dropdown"
      data-signed-in="true"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={onPress ? undefined : true}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={onPress}
      className={ACCOUNT_TRIGGER_CLASS}
    >
      <AccountTriggerFace name={name} />
    </button>
  );
}

/**
 * Signing in or out swaps the header's account button for another ("Hello, sign in" for
 * "Hello, Mona" and back): the focus, which was on the old one or in the menu, would fall to the page.
 * It goes to the new button instead, the visible one of the two widths'. Only on a change of who is
 * signed in, not when the session is first read, and not when the focus is elsewhere already.
 */
function useFocusFollowsSignIn(status: string) {
  const known = useRef(status);
  useEffect(() => {
    const before = known.current;
    known.current = status;
    if (before === status || before === 'loading' || status === 'loading') return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const buttons = document.querySelectorAll<HTMLElement>(
        '[data-testid="account-dropdown"], [data-testid="account-link"]',
      );
      [...buttons].find((b) => b.getClientRects().length > 0)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [status]);
}

/**
 * The header's account button. Below 992 an icon linking to /account/profile (a guest gets the
 * login modal instead); from 992 "Hello, sign in", or for a customer a dropdown of the account area.
 */
export function AccountMenu() {
  const { t } = useI18n();
  const { status, user } = useCustomer();
  const { open } = useAuthModal();
  const logout = useLogout();
  const guest = status === 'unauthenticated';
  const [menuWanted, setMenuWanted] = useState(false);
  useFocusFollowsSignIn(status);

  return (
    <>
      <Link
        href="/account/profile"
        // The shopper's own page, rendered for each request: loaded on the click, not prefetched.
        prefetch={false}
        aria-label={t('header.account')}
        data-testid="account-link"
        data-no-route-loading={guest ? '' : undefined}
        onClick={(e) => {
          // The link stays a link so it still works before the session is known.
          if (!guest) return;
          e.preventDefault();
          open('login');
        }}
        className="rounded p-2 hover:bg-white/10 lg:hidden"
      >
        <User aria-hidden />
      </Link>
      {guest || !user ? (
        <button
          type="button"
          data-testid="account-dropdown"
          aria-haspopup="dialog"
          disabled={status === 'loading'}
          onClick={() => open('login')}
          className="hidden items-center gap-1 rounded p-2 hover:bg-white/10 lg:inline-flex"
        >
          <User aria-hidden />
          <span className="text-sm">{t('header.hello_guest')}</span>
        </button>
      ) : menuWanted ? (
        <Suspense fallback={<StandIn name={user.name} />}>
          <AccountDropdown
            name={user.name}
            amanCard={user.aman_card}
            onLogout={() => {
              // The next customer to sign in here gets the button, not this menu open by itself.
              setMenuWanted(false);
              void logout();
            }}
          />
        </Suspense>
      ) : (
        <StandIn name={user.name} onPress={() => setMenuWanted(true)} />
      )}
    </>
  );
}
