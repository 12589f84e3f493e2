import type { ReactNode } from 'react';

/**
 * Holds the place of a part of the page that loads in the browser (the cart, the checkout, an
 * account section): at least a screen tall from the first paint, so the footer starts below the
 * fold and does not jump when the content comes (CLS; docs/performance.md, stop 41).
 */
export function ScreenReserve({ children }: { children: ReactNode }) {
  return <div className="min-h-svh">{children}</div>;
}
