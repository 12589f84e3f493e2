import type { TFunction } from 'i18next';
import { AccountPlaceholder, PLACEHOLDER_SLUGS, type PlaceholderSlug } from './account-placeholder';
import type { AccountSlug } from './account-slugs';
import { AddressesSection } from './addresses-section.client';
import { NewsletterSection } from './newsletter-section.client';
import { ProfileSection } from './profile-section.client';
import { SavedCardsSection } from './saved-cards-section.client';
import { OrdersSection } from '../orders/orders-section.client';
import { WishlistSection } from '../wishlist/wishlist-section.client';

const isPlaceholder = (slug: string): slug is PlaceholderSlug =>
  (PLACEHOLDER_SLUGS as readonly string[]).includes(slug);

/** The content of one account page. */
export function AccountSection({ slug, t }: { slug: Exclude<AccountSlug, 'logout'>; t: TFunction }) {
  if (slug === 'profile') return <ProfileSection />;
  if (slug === 'addresses') return <AddressesSection />;
  if (slug === 'newsletter') return <NewsletterSection />;
  if (slug === 'wishlist') return <WishlistSection />;
  if (slug === 'orders') return <OrdersSection />;
  if (slug === 'cards') return <SavedCardsSection />;
  if (isPlaceholder(slug)) return <AccountPlaceholder slug={slug} t={t} />;
  return null;
}
