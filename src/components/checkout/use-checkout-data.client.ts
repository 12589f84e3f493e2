'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import type { Cart } from '@/components/cart/cart-types';
import type { ShippingPayment } from './checkout-types';

interface CheckoutData {
  options: ShippingPayment;
  cart: Cart;
}

/**
 * Addresses with their fees, payment methods with the server's quote for the chosen address, and
 * the cart, loaded together so the page never shows a total worked out from one answer and lines
 * from another. Choosing another address loads the quotes for it. `reload` keeps the current
 * data on screen while it refreshes (after an address is added or an order is refused).
 */
export function useCheckoutData(addressId: number | null) {
  const api = useAccountApi();
  const [data, setData] = useState<CheckoutData | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void Promise.all([
      api.rest<ShippingPayment>(
        `checkout/getshippingpayament?isMobile=false${addressId ? `&address_id=${addressId}` : ''}`,
      ),
      api.rest<Cart>('carts/mine'),
    ]).then(([options, cart]) => {
      if (!current) return;
      if (options.ok && options.data && cart.ok && cart.data) {
        setData({ options: options.data, cart: cart.data });
        setFailed(false);
      } else {
        setFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [api, version, addressId]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const retry = useCallback(() => {
    setFailed(false);
    setData(null);
    setVersion((v) => v + 1);
  }, []);

  return { data, failed, reload, retry };
}
