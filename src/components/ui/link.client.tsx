'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The store's `<Link>`: Next.js's, prefetching a page when the shopper shows they may open it
 * (pointer over it, keyboard focus on it, a finger down on it), not every link as it scrolls into
 * view. A category page at 1440 px has about forty links on screen; prefetching each cost the
 * shopper's data plan and the server a render per link, for the one or two a shopper opens.
 * `prefetch={false}` still never prefetches; any other value applies once intent is shown.
 * Every page imports this one, never `next/link` (eslint.config.mjs).
 */
export default function Link({
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(e) => {
        show();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        show();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
    />
  );
}
