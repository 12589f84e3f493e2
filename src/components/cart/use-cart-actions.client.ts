'use client';

import { useCallback, useMemo, useRef } from 'react';
import { apiFetch, type ApiAnswer } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { cartPath, GUEST_CARTS_PATH, ownerAuth, wishlistPath, type CartOwner } from './cart-paths';
import type { Cart, CartSummary, WishlistItem } from './cart-types';
import { storeGuestToken } from './guest-token';

/** One line to add: a product and how many. */
export interface CartLineInput {
  product_id: number;
  qty: number;
}

interface Sync {
  syncCart: (cart: Pick<Cart, 'items_count'>) => void;
  syncWishlist: (list: WishlistItem[]) => void;
}

/** Add to cart (making a guest cart first when there is none) and the wishlist's add and remove. */
export function useCartActions({
  locale,
  owner,
  customerToken,
  counts: { syncCart, syncWishlist },
  onCartChanged,
}: {
  locale: string;
  owner: CartOwner | null;
  customerToken: string | undefined;
  counts: Sync;
  onCartChanged: () => void;
}) {
  const { t } = useI18n();
  const showAlert = useAlert();
  // Two quick adds by a new guest must share one new cart, not make two.
  const creating = useRef<Promise<string | null> | null>(null);

  const createGuestCart = useCallback(() => {
    creating.current ??= apiFetch<string>(GUEST_CARTS_PATH, { method: 'POST', locale }).then((answer) => {
      creating.current = null;
      if (answer.ok && typeof answer.data === 'string' && answer.data) {
        storeGuestToken(answer.data);
        onCartChanged();
        return answer.data;
      }
      console.error('guest cart creation failed', answer.status, answer.message);
      return null;
    });
    return creating.current;
  }, [locale, onCartChanged]);

  const fail = useCallback(
    (answer: ApiAnswer<unknown> | null) =>
      showAlert({ severity: 'error', message: answer?.message ?? t('errors.network_error') }),
    [showAlert, t],
  );

  /** Posts lines to the cart, making the guest cart first when there is none; all or none are added. */
  const addLines = useCallback(
    async (lines: CartLineInput[], successMessage: string) => {
      const post = (to: CartOwner) =>
        lines.length === 1
          ? apiFetch<Cart>(cartPath(locale, to, '/items'), {
              method: 'POST',
              body: { cartItem: lines[0] },
              ...ownerAuth(to, locale),
            })
          : apiFetch<Cart>(cartPath(locale, to, '/addMultipleProductsToCart'), {
              method: 'POST',
              body: { cartItems: lines },
              ...ownerAuth(to, locale),
            });
      let to = owner;
      if (!to) {
        const created = await createGuestCart();
        if (!created) {
          fail(null);
          return false;
        }
        to = { kind: 'guest', token: created };
      }
      let answer = await post(to);
      if (!answer.ok && answer.status === 404 && to.kind === 'guest') {
        // A 404 is either an unknown product or a guest token the server no longer knows (merged
        // in another tab, expired); only the second is cured by a new cart.
        const check = await apiFetch<CartSummary>(cartPath(locale, to, '/summary'), { locale });
        if (check.status === 404) {
          storeGuestToken(null);
          const created = await createGuestCart();
          if (created) answer = await post({ kind: 'guest', token: created });
        }
      }
      if (!answer.ok || !answer.data) {
        fail(answer);
        return false;
      }
      syncCart(answer.data);
      onCartChanged();
      showAlert({ severity: 'success', message: successMessage });
      return true;
    },
    [locale, owner, createGuestCart, fail, syncCart, onCartChanged, showAlert],
  );

  const addToCart = useCallback(
    (productId: number, qty: number) => addLines([{ product_id: productId, qty }], t('cart.added')),
    [addLines, t],
  );

  const changeWishlist = useCallback(
    async (productId: number, adding: boolean) => {
      if (!customerToken) return;
      const answer = await apiFetch<WishlistItem[]>(
        wishlistPath(locale, adding ? '/items' : `/items/${productId}`),
        {
          method: adding ? 'POST' : 'DELETE',
          body: adding ? { product_id: productId } : undefined,
          token: customerToken,
          locale,
        },
      );
      if (!answer.ok || !Array.isArray(answer.data)) return fail(answer);
      syncWishlist(answer.data);
      showAlert({ severity: 'success', message: t(adding ? 'wishlist.added' : 'wishlist.removed') });
    },
    [customerToken, locale, fail, syncWishlist, showAlert, t],
  );

  return useMemo(
    () => ({
      addToCart,
      addManyToCart: addLines,
      addToWishlist: (productId: number) => changeWishlist(productId, true),
      removeFromWishlist: (productId: number) => changeWishlist(productId, false),
    }),
    [addToCart, addLines, changeWishlist],
  );
}
