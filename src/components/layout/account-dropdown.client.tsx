'use client';

import Link from '@/components/ui/link.client';
import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { accountLabelKey } from '../account/account-slugs';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerFace } from './account-trigger';
import { dir } from '@/i18n/locales';
import { useI18n } from './i18n-provider.client';
import { ACCOUNT_SLUGS } from './links';

const itemClass =
  // The item with the focus is drawn dark (white on black), not a 1.1:1 grey tint.
  'flex w-full items-center gap-2 px-4 py-2 text-start outline-none hover:bg-neutral-100 focus:bg-primary focus:text-white';

/**
 * From 992, a signed-in customer's "Hello, name" menu of the account area and log out. It is
 * loaded by the first press of its stand-in (account-menu.client.tsx), and opens at once.
 */
export function AccountDropdown({
  name,
  amanCard,
  onLogout,
}: {
  name: string;
  amanCard: Parameters<typeof accountLabelKey>[1];
  onLogout: () => void;
}) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(true);
  return (
    // Radix lays the menu out left to right unless told: its content sets its own `dir`.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen} dir={dir(locale)}>
      <DropdownMenu.Trigger
        data-testid="account-dropdown"
        data-signed-in="true"
        className={ACCOUNT_TRIGGER_CLASS}
      >
        <AccountTriggerFace name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md bg-white py-2 text-neutral-900 shadow-lg"
          data-testid="account-dropdown-menu"
          // Tab closes the menu, the focus back on its button (Radix would keep it in the menu).
          onKeyDown={(e) => {
            if (e.key === 'Tab') setOpen(false);
          }}
        >
          <DropdownMenu.Label className="px-4 py-2 text-sm font-bold text-neutral-500">
            {t('header.my_account')}
          </DropdownMenu.Label>
          {ACCOUNT_SLUGS.map((slug) => (
            <DropdownMenu.Item key={slug} asChild>
              <Link href={`/account/${slug}`} className={itemClass} data-testid={`account-menu-${slug}`}>
                {t(accountLabelKey(slug, amanCard))}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item
            onSelect={onLogout}
            data-testid="account-logout"
            className={`${itemClass} cursor-pointer text-error`}
          >
            <LogOut aria-hidden className="size-4 flip-rtl" />
            {t('account_menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
