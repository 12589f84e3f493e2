'use client';

import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import { useState } from 'react';
import { LogOut, Menu } from 'lucide-react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useLogout } from '@/components/auth/use-logout.client';
import { accountPath } from '@/components/account/account-slugs';
import type { MenuLink } from '@/domain/content/menu';
import { SideDrawer } from '../ui/side-drawer.client';
import { useI18n } from './i18n-provider.client';
import { LanguageSwitch } from './language-switch.client';
import { MOBILE_MENU_LINKS, SUPPORT_PHONE } from './links';

const rowClass = 'block px-5 py-3 hover:bg-neutral-100';

/** The menu below 992: trip, sell, pay instalment, blogs, comparison, sidebar categories, help, language, and log out when signed in. */
export function MobileMenu({ categories, pagesOff }: { categories: MenuLink[]; pagesOff: string[] }) {
  const { t } = useI18n();
  const { isLogged, user } = useCustomer();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const sidebar = categories.filter((c) => c.sidebar);

  return (
    <SideDrawer
      open={open}
      onOpenChange={setOpen}
      title={t('menu.main_menu')}
      closeLabel={t('header.close_menu')}
      testId="mobile-menu"
      trigger={
        <button
          type="button"
          aria-label={t('header.open_menu')}
          data-testid="mobile-menu-button"
          className="rounded p-2 hover:bg-white/10 lg:hidden"
        >
          <Menu aria-hidden />
        </button>
      }
    >
      <nav className="flex-1 overflow-y-auto py-2">
        <ul>
          {isLogged && user?.aman_card && (
            <li>
              <Link
                href={accountPath('credit-limit-request')}
                className={`${rowClass} flex items-center gap-2 font-bold`}
                data-testid="mobile-menu-aman-card"
                onClick={close}
              >
                <Icon name="credit-card" aria-hidden className="size-4" />
                {t('account_menu.aman_card')}
              </Link>
            </li>
          )}
          {MOBILE_MENU_LINKS.filter((l) => !pagesOff.includes(l.href)).map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={rowClass} onClick={close}>
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
        <hr className="my-2" />
        <p className="px-5 pt-2 text-sm font-bold text-neutral-500">{t('menu.categories')}</p>
        <ul>
          {sidebar.map((c) => (
            <li key={c.id}>
              <details className="group">
                <summary className={`${rowClass} cursor-pointer list-none font-bold`}>{c.name}</summary>
                <ul className="ps-4">
                  <li>
                    <Link href={`/${c.path}`} className={rowClass} onClick={close}>
                      {t('menu.view_all', { name: c.name })}
                    </Link>
                  </li>
                  {c.children.map((s) => (
                    <li key={s.id}>
                      <Link href={`/${s.path}`} className={rowClass} onClick={close}>
                        {s.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        <hr className="my-2" />
        <a href={`tel:${SUPPORT_PHONE}`} className={`${rowClass} flex items-center gap-2`}>
          <Icon name="phone" aria-hidden className="size-4" />
          <span>{t('menu.need_help')}</span>
          <span className="font-bold" dir="ltr">
            {SUPPORT_PHONE}
          </span>
        </a>
        <div className="px-5 py-3">
          <LanguageSwitch className="font-bold text-secondary-dark" />
        </div>
        {isLogged && (
          <button
            type="button"
            data-testid="mobile-menu-logout"
            className={`${rowClass} flex w-full items-center gap-2 text-start`}
            onClick={() => {
              close();
              void logout();
            }}
          >
            <LogOut aria-hidden className="size-4 rtl:rotate-180" />
            {t('account_menu.logout')}
          </button>
        )}
      </nav>
    </SideDrawer>
  );
}
