'use client';

import { Icon } from '@/components/ui/icon';
import { useState } from 'react';
import { useCart } from '../cart/cart-provider.client';
import { useI18n } from '../layout/i18n-provider.client';
import { busyButton } from '@/components/ui/busy-button';

/**
 * The heart: filled while the product is in the wishlist, pressing it again takes it out. A guest
 * is asked to sign in first; the product is added once signed in.
 */
export function WishlistButton({
  productId,
  testId,
  className,
  iconClassName,
  describedBy,
}: {
  productId: number;
  testId: string;
  /** Size and shape; the border and its colour follow the state. */
  className: string;
  iconClassName: string;
  /** The id of what names the product, where several such buttons share one page (cards). */
  describedBy?: string;
}) {
  const { t } = useI18n();
  const { wishlistIds, addToWishlist, removeFromWishlist } = useCart();
  const [busy, setBusy] = useState(false);
  const inWishlist = wishlistIds.has(productId);
  const label = t(inWishlist ? 'wishlist.remove_button' : 'wishlist.add_button');

  async function onClick() {
    setBusy(true);
    try {
      await (inWishlist ? removeFromWishlist(productId) : addToWishlist(productId));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      {...busyButton(busy)}
      aria-pressed={inWishlist}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      data-testid={testId}
      data-product-id={productId}
      data-in-wishlist={inWishlist}
      className={`${className} border ${
        inWishlist ? 'border-secondary text-secondary-dark' : 'border-neutral-300 hover:border-secondary'
      }`}
    >
      <Icon name="heart" aria-hidden className={`${iconClassName} ${inWishlist ? 'fill-current' : ''}`} />
    </button>
  );
}
