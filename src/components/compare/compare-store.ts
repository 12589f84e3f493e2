import { useSyncExternalStore } from 'react';
import { addCompareId, MAX_COMPARE_ITEMS, type AddResult } from '@/domain/catalog/compare';

/**
 * The guest's comparison list, kept in localStorage so it survives reloads. Every button, badge
 * and the /comparison page subscribe here, so they update together; the storage event carries
 * changes made in other tabs. (Signed-in shoppers' lists move server-side with accounts.)
 */
export const COMPARE_STORAGE_KEY = 'compare-products';

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: number[] = [];

// useSyncExternalStore needs the same array back until the stored value changes.
let cachedRaw: string | null = null;
let cachedIds: number[] = EMPTY;

function parse(raw: string | null): number[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((x): x is number => Number.isInteger(x) && x > 0);
    return [...new Set(ids)].slice(0, MAX_COMPARE_ITEMS);
  } catch {
    return EMPTY;
  }
}

function read(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): behave as an empty list
  }
}

export function getCompareIds(): number[] {
  const raw = read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

function write(ids: number[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Nothing to keep it in; the list simply does not persist.
  }
  listeners.forEach((l) => l());
}

function onStorage(event: StorageEvent) {
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) listeners.forEach((l) => l());
}

/** Calls `listener` on every change, in this tab or another; returns the unsubscribe function. */
export function subscribeToCompare(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function addToCompare(id: number): AddResult {
  const { ids, result } = addCompareId(getCompareIds(), id);
  if (result === 'added') write(ids);
  return result;
}

export function removeFromCompare(id: number) {
  write(getCompareIds().filter((x) => x !== id));
}

export function clearCompare() {
  write([]);
}

/** The ids being compared; null during server render and hydration, before storage can be read. */
export function useCompareIds(): number[] | null {
  return useSyncExternalStore<number[] | null>(subscribeToCompare, getCompareIds, () => null);
}
