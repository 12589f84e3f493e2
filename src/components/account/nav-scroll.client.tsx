'use client';

import { useEffect } from 'react';

/**
 * On narrow screens the menu is a scrolling row: bring the current tab into view, and each tab the
 * keyboard reaches (the row is wider than the screen, and a tab half off it hides its focus ring).
 */
export function NavScrollIntoView({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const narrow = window.matchMedia('(max-width: 61.99rem)');
    if (narrow.matches)
      list
        .querySelector<HTMLElement>('[aria-current="page"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'center' });
    const reveal = (e: FocusEvent) => {
      if (narrow.matches && e.target instanceof HTMLElement)
        e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    list.addEventListener('focusin', reveal);
    return () => list.removeEventListener('focusin', reveal);
  }, [listId]);
  return null;
}
