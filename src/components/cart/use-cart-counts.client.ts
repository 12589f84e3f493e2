'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { cartPath, wishlistPath, type CartOwner } from './cart-paths';
import type { Cart, CartSummary, WishlistItem } from './cart-types';
import { storeGuestToken } from './guest-token';

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The header's counts and the wishlist's product ids (§3 Common: itemsCount, wishlistItemsCount),
 * loaded as §4 says: the customer's summary and wishlist with the bearer, a guest's summary with
 * the stored token (a 404 forgets it), nothing without either. Guest-cart failures are only
 * logged (§8).
 */
export function useCartCounts({
  locale,
  owner,
  enabled,
}: {
  locale: string;
  owner: CartOwner | null;
  enabled: boolean;
}) {
  const [cartCount, setCartCount] = useState(0);
  const [wishlistCount, setWishlistCount] = useState(0);
  const [wishlistIds, setWishlistIds] = useState<ReadonlySet<number>>(NO_IDS);
  // Every change of the counts takes a number; an answer that is no longer the latest is dropped,
  // so a slow summary cannot overwrite the count an add-to-cart answer has just set.
  const latest = useRef(0);
  // The wishlist has its own: an answer from before an add or remove must not undo it.
  const latestWishlist = useRef(0);

  const showWishlist = useCallback((list: WishlistItem[]) => {
    setWishlistIds(new Set(list.map((item) => item.product_id)));
    setWishlistCount(list.length);
  }, []);

  const syncCart = useCallback((cart: Pick<Cart, 'items_count'>) => {
    latest.current++;
    setCartCount(cart.items_count);
  }, []);

  const syncWishlist = useCallback(
    (list: WishlistItem[]) => {
      latestWishlist.current++;
      showWishlist(list);
    },
    [showWishlist],
  );

  const refresh = useCallback(async () => {
    const run = ++latest.current;
    const wishlistRun = ++latestWishlist.current;
    if (!owner) {
      setCartCount(0);
      setWishlistCount(0);
      setWishlistIds(NO_IDS);
      return;
    }
    if (owner.kind === 'guest') {
      const summary = await apiFetch<CartSummary>(cartPath(locale, owner, '/summary'), { locale });
      if (run !== latest.current) return;
      setWishlistCount(0);
      setWishlistIds(NO_IDS);
      if (summary.ok && summary.data) return setCartCount(summary.data.cart_items);
      console.warn('guest cart summary failed', summary.status, summary.message);
      if (summary.status === 404) storeGuestToken(null);
      return;
    }
    const auth = { token: owner.token, locale };
    const [summary, wishlist] = await Promise.all([
      apiFetch<CartSummary>(cartPath(locale, owner, '/summary'), auth),
      apiFetch<WishlistItem[]>(wishlistPath(locale), auth),
    ]);
    if (run === latest.current) {
      if (summary.ok && summary.data) setCartCount(summary.data.cart_items);
      else console.warn('cart summary failed', summary.status, summary.message);
    }
    if (wishlistRun !== latestWishlist.current) return;
    if (wishlist.ok && Array.isArray(wishlist.data)) showWishlist(wishlist.data);
    else console.warn('wishlist failed', wishlist.status, wishlist.message);
  }, [locale, owner, showWishlist]);

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);

  return { cartCount, wishlistCount, wishlistIds, refresh, syncCart, syncWishlist };
}
