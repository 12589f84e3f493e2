'use client';

import Link from 'next/link';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { useAuthModal } from '../auth/auth-modal.client';
import { useCustomer } from '../auth/use-customer.client';
import { useLogout } from '../auth/use-logout.client';
import { useI18n } from './i18n-provider.client';
import { accountLabelKey } from '../account/account-slugs';
import { ACCOUNT_SLUGS } from './links';

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2 text-start outline-none hover:bg-neutral-100 focus:bg-neutral-100';

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

  return (
    <>
      <Link
        href="/account/profile"
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
      ) : (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            data-testid="account-dropdown"
            data-signed-in="true"
            className="hidden items-center gap-1 rounded p-2 hover:bg-white/10 lg:inline-flex"
          >
            <User aria-hidden />
            <span className="max-w-40 truncate text-sm">{t('auth.hello_name', { name: user.name })}</span>
            <ChevronDown aria-hidden className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-56 rounded-md bg-white py-2 text-neutral-900 shadow-lg"
              data-testid="account-dropdown-menu"
            >
              <DropdownMenu.Label className="px-4 py-2 text-sm font-bold text-neutral-500">
                {t('header.my_account')}
              </DropdownMenu.Label>
              {ACCOUNT_SLUGS.map((slug) => (
                <DropdownMenu.Item key={slug} asChild>
                  <Link href={`/account/${slug}`} className={itemClass} data-testid={`account-menu-${slug}`}>
                    {t(accountLabelKey(slug, user.aman_card))}
                  </Link>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
              <DropdownMenu.Item
                onSelect={() => void logout()}
                data-testid="account-logout"
                className={`${itemClass} cursor-pointer text-error`}
              >
                <LogOut aria-hidden className="size-4 flip-rtl" />
                {t('account_menu.logout')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </>
  );
}
