'use client';

import { useEffect } from 'react';

/**
 * Keeps the tab's title after hydration. Next renders a not-found page's own metadata on the server
 * but puts the root layout's title back once the page hydrates (vercel/next.js#95836), so the tab of
 * a missing page read as the home page.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
