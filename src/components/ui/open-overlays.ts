import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which panels cover the page right now (drawers, the mobile menu, modals), so that something
 * that opens by itself, like the overlay ad, can wait until the shopper has closed them.
 */
const open = new Set<symbol>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Marks a panel open until the returned function is called. */
export function holdOverlay(): () => void {
  const token = Symbol('overlay');
  open.add(token);
  emit();
  return () => {
    if (open.delete(token)) emit();
  };
}

export function isAnyOverlayOpen(): boolean {
  return open.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For a panel component: held while `isOpen`. */
export function useHoldOverlay(isOpen: boolean) {
  useEffect(() => (isOpen ? holdOverlay() : undefined), [isOpen]);
}

/** True while any panel is open; re-renders when that changes. */
export function useAnyOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, isAnyOverlayOpen, () => false);
}
