import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import {
  ChevronRight,
  CreditCard,
  Heart,
  Landmark,
  LogOut,
  Mail,
  MapPin,
  Package,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { ACCOUNT_NAV_SLUGS, accountLabelKey, accountPath, type AccountSlug } from './account-slugs';
import { NavScrollIntoView } from './nav-scroll.client';

const ICONS: Record<AccountSlug, LucideIcon> = {
  profile: UserRound,
  'credit-limit-request': Landmark,
  orders: Package,
  wishlist: Heart,
  addresses: MapPin,
  cards: CreditCard,
  newsletter: Mail,
  logout: LogOut,
};

const ITEM =
  'flex items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm lg:rounded-none lg:border-y-0 lg:border-e-0 lg:border-s-4 lg:px-3 lg:py-2.5 lg:text-base';
const CURRENT =
  'border-primary bg-primary font-bold text-white lg:border-secondary lg:bg-secondary/15 lg:text-neutral-900';
const OTHER = 'border-neutral-300 bg-white hover:bg-neutral-100 lg:border-transparent';

/**
 * The account menu: a scrollable row of tabs under 992 px, a list on the start side from 992 px.
 * Plain links, so it works before any script loads.
 */
export function AccountNav({ active, hasCard, t }: { active: AccountSlug; hasCard: boolean; t: TFunction }) {
  return (
    <nav aria-label={t('account.nav_label')} data-testid="account-nav" className="min-w-0">
      <ul
        id="account-nav-list"
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-2 lg:mx-0 lg:flex-col lg:gap-0 lg:overflow-visible lg:rounded-lg lg:bg-white lg:p-2 lg:shadow-sm"
      >
        {ACCOUNT_NAV_SLUGS.map((slug) => {
          const Icon = ICONS[slug];
          const current = slug === active;
          return (
            <li
              key={slug}
              className={slug === 'logout' ? 'lg:mt-2 lg:border-t lg:border-neutral-200 lg:pt-2' : undefined}
            >
              <Link
                href={accountPath(slug)}
                // Prefetching only renders the page; the sign-out itself runs on visit.
                prefetch={slug === 'logout' ? false : undefined}
                aria-current={current ? 'page' : undefined}
                data-testid={`account-nav-${slug}`}
                className={`${ITEM} ${current ? CURRENT : slug === 'logout' ? `${OTHER} text-error` : `${OTHER} text-neutral-700`}`}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className="lg:flex-1">{t(accountLabelKey(slug, hasCard))}</span>
                <ChevronRight aria-hidden className="flip-rtl hidden size-4 text-neutral-400 lg:block" />
              </Link>
            </li>
          );
        })}
      </ul>
      <NavScrollIntoView listId="account-nav-list" />
    </nav>
  );
}
