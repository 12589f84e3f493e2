'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiFetch, type ApiAnswer } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';
import { useCart } from './cart-provider.client';
import { cartPath, confirmQtyBody, confirmQtyPath, couponPath, ownerAuth } from './cart-paths';
import { EMPTY_CART, type Cart, type CartLine, type ConfirmQtyAnswer } from './cart-types';
import { storeGuestToken } from './guest-token';

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * The cart page's data: the whole cart of whoever owns it (guest calls with the token, customer
 * calls with the bearer), and its changes. Every answer is the new cart, which also sets the
 * header count.
 */
export function useCartPage() {
  const { locale } = useI18n();
  const { ready, owner, cartVersion, syncCart } = useCart();
  const [cart, setCart] = useState<Cart | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!ready || !owner) return;
    let current = true;
    void apiFetch<Cart>(cartPath(locale, owner), ownerAuth(owner, locale)).then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) {
        setCart(answer.data);
        setFailed(false);
        syncCart(answer.data);
      } else if (owner.kind === 'guest' && answer.status === 404) {
        // The server no longer knows this guest cart: forget it, which leaves an empty cart (§4, §8).
        console.warn('guest cart not found', answer.message);
        storeGuestToken(null);
      } else {
        setFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [ready, owner, locale, cartVersion, reloads, syncCart]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const apply = useCallback(
    <T extends Cart | ConfirmQtyAnswer>(answer: ApiAnswer<T>): ApiAnswer<T> => {
      const data: Cart | ConfirmQtyAnswer | null = answer.ok ? answer.data : null;
      const next = data && ('changed' in data ? data.cart : data);
      if (next) {
        setCart(next);
        syncCart(next);
      }
      return answer;
    },
    [syncCart],
  );

  const send = useCallback(
    async <T extends Cart | ConfirmQtyAnswer>(path: string, method: Method, body?: unknown) => {
      if (!owner) return null;
      return apply(await apiFetch<T>(path, { method, body, ...ownerAuth(owner, locale) }));
    },
    [owner, locale, apply],
  );

  const actions = {
    setQty: (line: CartLine, qty: number) =>
      owner && send<Cart>(cartPath(locale, owner, `/items/${line.item_id}`), 'PUT', { cartItem: { qty } }),
    remove: (line: CartLine) =>
      owner && send<Cart>(cartPath(locale, owner, `/items/${line.item_id}`), 'DELETE'),
    applyCoupon: (code: string) =>
      owner && send<Cart>(couponPath(locale, owner), 'POST', { coupon_code: code }),
    removeCoupon: (code: string) =>
      owner && send<Cart>(couponPath(locale, owner), 'POST', { coupon_code: code, remove: true }),
    confirmQty: () => owner && send<ConfirmQtyAnswer>(confirmQtyPath(locale), 'POST', confirmQtyBody(owner)),
  };

  // Nothing to load for a visitor who never added anything.
  const shown = ready && !owner ? EMPTY_CART : cart;
  return { cart: shown, failed: failed && !!owner, loading: !shown && !failed, reload, ...actions };
}
