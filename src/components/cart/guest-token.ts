import { useSyncExternalStore } from 'react';

/** §3: the guest cart's token lives in browser storage under this name (logout removes it). */
export const GUEST_CART_KEY = 'guest-cart-token';

type Listener = () => void;
const listeners = new Set<Listener>();

export function readGuestToken(): string | null {
  try {
    return window.localStorage.getItem(GUEST_CART_KEY) || null;
  } catch {
    return null; // storage blocked: the visitor simply has no guest cart yet
  }
}

/** Stores (or, with null, forgets) the token and tells every subscriber in this tab. */
export function storeGuestToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(GUEST_CART_KEY, token);
    else window.localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // Nowhere to keep it: the cart lasts as long as the page.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // Another tab made, merged or forgot the guest cart.
  const onStorage = (e: StorageEvent) => {
    if (e.key === GUEST_CART_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token; null on the server and during hydration. */
export function useGuestToken(): string | null {
  return useSyncExternalStore(subscribe, readGuestToken, () => null);
}

const noSubscription = () => () => {};

/** False on the server and during hydration, when browser storage has not been read yet. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
