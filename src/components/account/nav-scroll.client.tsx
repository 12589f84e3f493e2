'use client';

import { useEffect } from 'react';

/** On narrow screens the menu is a scrolling row: bring the current tab into view. */
export function NavScrollIntoView({ listId }: { listId: string }) {
  useEffect(() => {
    if (!window.matchMedia('(max-width: 61.99rem)').matches) return;
    const current = document.getElementById(listId)?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [listId]);
  return null;
}
