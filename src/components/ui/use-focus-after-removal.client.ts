'use client';

import { useEffect, useRef } from 'react';

type Places = {
  /** A row of the list. */
  row: string;
  /** The control of each row that takes the focus once a row before it has gone. */
  control: string;
  /** What takes it once no row is left (the empty state's link). */
  fallback: string;
};

/**
 * A row removed from a list (removed, moved to the cart) took the focus with it. Call `removing`
 * with the row's index just before; once the list has been drawn again the focus moves to the next
 * row's control, the last row's when the removed row was last, or the fallback once none is left.
 * Nothing moves when the focus was not in the row, or when the removal failed (`forget`).
 */
export function useFocusAfterRemoval(list: unknown, { row, control, fallback }: Places) {
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null || !list) return;
    removedAt.current = null;
    const all = document.querySelectorAll<HTMLElement>(`${row} ${control}`);
    (all[Math.min(at, all.length - 1)] ?? document.querySelector<HTMLElement>(fallback))?.focus();
  }, [list, row, control, fallback]);
  return {
    removing: (index: number) => {
      removedAt.current = document.activeElement?.closest(row) ? index : null;
    },
    forget: () => {
      removedAt.current = null;
    },
  };
}
