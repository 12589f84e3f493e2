import { ACCOUNT_SLUGS } from '@/components/layout/links';

/** The pages of the account area, then logout, which is an action (§2). */
export const ACCOUNT_NAV_SLUGS = [...ACCOUNT_SLUGS, 'logout'] as const;
export type AccountSlug = (typeof ACCOUNT_NAV_SLUGS)[number];

export function isAccountSlug(value: string): value is AccountSlug {
  return (ACCOUNT_NAV_SLUGS as readonly string[]).includes(value);
}

export const accountPath = (slug: AccountSlug) => `/account/${slug}`;

/** The menu's name of a page: the credit-limit page is "My Aman card" once the customer holds one. */
export const accountLabelKey = (slug: AccountSlug, hasCard: boolean) =>
  slug === 'credit-limit-request' && hasCard ? 'account_menu.aman_card' : `account_menu.${slug}`;
