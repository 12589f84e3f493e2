'use client';

import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api-client';
import { cartPath } from './cart-paths';
import type { Cart } from './cart-types';
import { storeGuestToken } from './guest-token';

/**
 * §4 merge: once a customer is signed in while a guest token is stored, the guest cart is assigned
 * to the customer and the token forgotten. It is forgotten even when the merge fails (logged only,
 * §8): the server stops honouring a token once it is assigned, and a customer has no use for one.
 */
export function useGuestMerge({
  locale,
  customerToken,
  guestToken,
  onMerged,
}: {
  locale: string;
  customerToken: string | undefined;
  guestToken: string | null;
  onMerged: (cart: Cart | null) => void;
}) {
  // Effects can run twice for the same token (strict mode, a re-render before the answer).
  const inFlight = useRef<string | null>(null);

  useEffect(() => {
    if (!customerToken || !guestToken || inFlight.current === guestToken) return;
    inFlight.current = guestToken;
    void apiFetch<Cart>(cartPath(locale, { kind: 'guest', token: guestToken }, '/assign'), {
      method: 'POST',
      token: customerToken,
      locale,
    }).then((answer) => {
      if (!answer.ok) console.error('guest cart merge failed', answer.status, answer.message);
      storeGuestToken(null);
      inFlight.current = null;
      onMerged(answer.ok ? answer.data : null);
    });
  }, [locale, customerToken, guestToken, onMerged]);
}
