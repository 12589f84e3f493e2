'use client';

import { useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { lockPageScroll } from '../ui/scroll-lock';
import { useI18n } from './i18n-provider.client';

/**
 * A same-origin link to another URL, clicked without modifiers, means a route change is starting.
 * Read in the capture phase, before next/link calls preventDefault to navigate on the client.
 */
function isRouteChangeClick(e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const anchor = (e.target as Element | null)?.closest?.('a');
  // aria-current="page": a link to where the shopper already is (navigation icons do nothing there).
  // data-no-route-loading: a link whose click handler may stay on the page (opens a modal instead).
  if (
    !anchor ||
    anchor.getAttribute('aria-current') === 'page' ||
    anchor.hasAttribute('data-no-route-loading') ||
    anchor.hasAttribute('download') ||
    (anchor.target && anchor.target !== '_self')
  )
    return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** Full-screen overlay (opacity 0.8) while a page route changes; page scrolling is locked meanwhile. */
export function RouteLoadingOverlay() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [loading, setLoading] = useState(false);
  const { t } = useI18n();

  // The new route has rendered: the change is over.
  useEffect(() => setLoading(false), [pathname, searchParams]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (isRouteChangeClick(e)) setLoading(true);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => (loading ? lockPageScroll() : undefined), [loading]);

  if (!loading) return null;
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] flex touch-none items-center justify-center overscroll-none bg-white"
      style={{ opacity: 0.8 }}
    >
      <span className="size-12 animate-spin rounded-full border-4 border-neutral-300 border-t-secondary" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
