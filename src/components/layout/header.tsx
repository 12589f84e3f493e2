import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { menuLinks, type MenuCategory } from '@/domain/content/menu';
import { HeaderCartLinks } from '../cart/header-cart-links.client';
import { CompareLink } from '../compare/compare-link.client';
import { AccountMenu } from './account-menu.client';
import { CategoryDrawer } from './category-drawer.client';
import { LanguageSwitch } from './language-switch.client';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu.client';
import { SearchBox } from '../search/search-box.client';

/**
 * Header: logo, search, wishlist and cart with counts, language, account; top bar from 992. Pages
 * switched off in the back office (`pagesOff`) are not linked.
 */
export function Header({ t, menu, pagesOff }: { t: TFunction; menu: MenuCategory[]; pagesOff: string[] }) {
  const topBar = menu.filter((c) => c.includeInMenu);
  const links = menuLinks(menu);
  return (
    <header className="bg-primary text-white" data-testid="site-header">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 md:gap-4 md:px-4">
        <MobileMenu categories={links} pagesOff={pagesOff} />
        <Link href="/" data-testid="logo" className="shrink-0">
          <Logo label={t('header.logo_alt')} />
        </Link>
        <SearchBox className="hidden flex-1 md:flex" />
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <span className="hidden md:block">
            <LanguageSwitch className="rounded p-2 text-sm hover:bg-white/10" />
          </span>
          <AccountMenu />
          <span className="hidden md:block">
            <CompareLink />
          </span>
          <HeaderCartLinks />
        </div>
      </div>
      <div className="px-3 pb-3 md:hidden">
        <SearchBox />
      </div>
      <nav className="hidden bg-neutral-900 lg:block" data-testid="top-bar">
        <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1 text-sm">
          <CategoryDrawer categories={links} />
          <ul className="flex flex-1 flex-wrap items-center gap-1">
            {topBar.map((c) => (
              <li key={c.id}>
                <Link href={`/${c.path}`} className="block rounded px-3 py-2 hover:bg-white/10">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          {!pagesOff.includes('/sellonaman') && (
            <Link href="/sellonaman" className="rounded px-3 py-2 hover:bg-white/10">
              {t('menu.sell')}
            </Link>
          )}
          <Link
            href="/payinstallment"
            className="rounded bg-secondary px-3 py-2 font-bold text-black hover:bg-secondary-dark hover:text-white"
          >
            {t('menu.pay_instalment')}
          </Link>
        </div>
      </nav>
    </header>
  );
}
