'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useCustomer } from '../auth/use-customer.client';
import { useI18n } from '../layout/i18n-provider.client';
import type { CartOwner } from './cart-paths';
import type { Cart, WishlistItem } from './cart-types';
import { useCartActions, type CartLineInput } from './use-cart-actions.client';
import { useCartCounts } from './use-cart-counts.client';
import { useGuestMerge } from './use-guest-merge.client';
import { useGuestToken, useHydrated } from './guest-token';
import { usePendingWishlist } from './use-pending-wishlist.client';

export interface CartContextValue {
  /** Session known, storage read and no guest cart waiting to be merged: the owner is final. */
  ready: boolean;
  /** Whose cart calls go to; null for a guest who has not added anything yet. */
  owner: CartOwner | null;
  guestToken: string | null;
  cartCount: number;
  wishlistCount: number;
  wishlistIds: ReadonlySet<number>;
  /** §3 guest-cart revalidation flag: bumps when the cart changed outside the cart page. */
  cartVersion: number;
  refresh: () => Promise<void>;
  addToCart: (productId: number, qty: number) => Promise<boolean>;
  /** Several products in one call (a bundle): all are added or none; the toast says `successMessage`. */
  addManyToCart: (lines: CartLineInput[], successMessage: string) => Promise<boolean>;
  /** Signed out, this opens the login modal and adds the product once signed in. */
  addToWishlist: (productId: number) => Promise<void>;
  removeFromWishlist: (productId: number) => Promise<void>;
  /** Counts from a cart or wishlist the page already holds (after an update, remove, move). */
  syncCart: (cart: Pick<Cart, 'items_count'>) => void;
  syncWishlist: (list: WishlistItem[]) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** Cart and wishlist state for the whole shell (§4 Cart counts, Guest cart). */
export function CartProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const { status, isLogged, token } = useCustomer();
  const hydrated = useHydrated();
  const guestToken = useGuestToken();
  const [cartVersion, setCartVersion] = useState(0);
  const bump = useCallback(() => setCartVersion((v) => v + 1), []);

  const customerToken = isLogged ? token : undefined;
  const merging = !!customerToken && !!guestToken;
  const ready = hydrated && status !== 'loading' && !merging;
  const owner = useMemo<CartOwner | null>(() => {
    if (customerToken) return { kind: 'mine', token: customerToken };
    return guestToken ? { kind: 'guest', token: guestToken } : null;
  }, [customerToken, guestToken]);

  const { cartCount, wishlistCount, wishlistIds, refresh, syncCart, syncWishlist } = useCartCounts({
    locale,
    owner,
    enabled: ready,
  });
  useGuestMerge({ locale, customerToken, guestToken, onMerged: bump });
  const {
    addToCart,
    addManyToCart,
    addToWishlist: addSignedIn,
    removeFromWishlist,
  } = useCartActions({
    locale,
    owner,
    customerToken,
    counts: { syncCart, syncWishlist },
    onCartChanged: bump,
  });
  const addToWishlist = usePendingWishlist(customerToken, addSignedIn);

  const value = useMemo<CartContextValue>(
    () => ({
      ready,
      owner,
      guestToken,
      cartCount,
      wishlistCount,
      wishlistIds,
      cartVersion,
      refresh,
      addToCart,
      addManyToCart,
      addToWishlist,
      removeFromWishlist,
      syncCart,
      syncWishlist,
    }),
    [
      ready,
      owner,
      guestToken,
      cartCount,
      wishlistCount,
      wishlistIds,
      cartVersion,
      refresh,
      addToCart,
      addManyToCart,
      addToWishlist,
      removeFromWishlist,
      syncCart,
      syncWishlist,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}
