'use client';

import { Icon } from '@/components/ui/icon';
import { NavIconButton } from '../ui/nav-icon-button.client';
import { useI18n } from '../layout/i18n-provider.client';
import { useCart } from './cart-provider.client';

/** The header's wishlist and cart indicators with the live counts (§4 Cart counts). */
export function HeaderCartLinks() {
  const { t } = useI18n();
  const { cartCount, wishlistCount } = useCart();
  return (
    <>
      <NavIconButton
        href="/account/wishlist"
        label={t('header.wishlist')}
        count={wishlistCount}
        testId="wishlist-indicator"
        countTestId="wishlist-count"
        icon={<Icon name="heart" aria-hidden />}
      />
      <NavIconButton
        href="/cart"
        label={t('header.cart')}
        count={cartCount}
        testId="cart-indicator"
        countTestId="cart-count"
        icon={<Icon name="shopping-cart" aria-hidden className="flip-rtl" />}
      />
    </>
  );
}
