'use client';

import Link from 'next/link';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, User } from 'lucide-react';
import { useI18n } from './i18n-provider.client';
import { ACCOUNT_SLUGS } from './links';

/** Below 992 a link to /account/profile; from 992 a dropdown of the account area. */
export function AccountMenu() {
  const { t } = useI18n();
  return (
    <>
      <Link
        href="/account/profile"
        aria-label={t('header.account')}
        data-testid="account-link"
        className="rounded p-2 hover:bg-white/10 lg:hidden"
      >
        <User aria-hidden />
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          data-testid="account-dropdown"
          className="hidden items-center gap-1 rounded p-2 hover:bg-white/10 lg:inline-flex"
        >
          <User aria-hidden />
          <span className="text-sm">{t('header.hello_guest')}</span>
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
                <Link
                  href={`/account/${slug}`}
                  className="block px-4 py-2 outline-none hover:bg-neutral-100 focus:bg-neutral-100"
                >
                  {t(`account_menu.${slug}`)}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
