'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccountApi } from '../account/use-account-api.client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { useCart } from '../cart/cart-provider.client';
import type { Cart, WishlistItem } from '../cart/cart-types';

/** The customer's wishlist with remove and move-to-cart; every answer also updates the header. */
export function useWishlist() {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const { syncCart, syncWishlist } = useCart();
  const [items, setItems] = useState<WishlistItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void api.rest<WishlistItem[]>('wishlist/mine').then((answer) => {
      if (!current) return;
      if (answer.ok && Array.isArray(answer.data)) {
        setItems(answer.data);
        setFailed(false);
        syncWishlist(answer.data);
      } else {
        setFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [api, reloads, syncWishlist]);

  const retry = useCallback(() => {
    setFailed(false);
    setReloads((n) => n + 1);
  }, []);

  const show = useCallback(
    (list: WishlistItem[]) => {
      setItems(list);
      syncWishlist(list);
    },
    [syncWishlist],
  );

  /** Resolves whether the product left the list. */
  async function remove(item: WishlistItem): Promise<boolean> {
    setBusyId(item.product_id);
    const answer = await api.rest<WishlistItem[]>(`wishlist/mine/items/${item.product_id}`, {
      method: 'DELETE',
    });
    setBusyId(null);
    if (answer.ok && Array.isArray(answer.data)) {
      show(answer.data);
      showAlert({ severity: 'success', message: t('wishlist.removed') });
      return true;
    }
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
    return false;
  }

  /** Resolves whether the product left the list. */
  async function moveToCart(item: WishlistItem): Promise<boolean> {
    setBusyId(item.product_id);
    const answer = await api.rest<{ cart: Cart; wishlist: WishlistItem[] }>(
      `wishlist/mine/items/${item.product_id}/move-to-cart`,
      { method: 'POST' },
    );
    setBusyId(null);
    if (answer.ok && answer.data) {
      show(answer.data.wishlist);
      syncCart(answer.data.cart);
      showAlert({ severity: 'success', message: t('wishlist.moved') });
      return true;
    }
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
    return false;
  }

  return { items, failed, retry, busyId, remove, moveToCart };
}
