import type { AccountSlug } from './account-slugs';
import { AddressesSection } from './addresses-section.client';
import { NewsletterSection } from './newsletter-section.client';
import { ProfileSection } from './profile-section.client';
import { SavedCardsSection } from './saved-cards-section.client';
import { CreditSection } from '../credit/credit-section.client';
import { OrdersSection } from '../orders/orders-section.client';
import { WishlistSection } from '../wishlist/wishlist-section.client';

/** The content of one account page. */
export function AccountSection({ slug }: { slug: Exclude<AccountSlug, 'logout'> }) {
  if (slug === 'profile') return <ProfileSection />;
  if (slug === 'addresses') return <AddressesSection />;
  if (slug === 'newsletter') return <NewsletterSection />;
  if (slug === 'wishlist') return <WishlistSection />;
  if (slug === 'orders') return <OrdersSection />;
  if (slug === 'cards') return <SavedCardsSection />;
  if (slug === 'credit-limit-request') return <CreditSection />;
  return null;
}
