/**
 * A small in-process cache of promises, per database handle, with a time to live and a size cap
 * (oldest first out). Catalogue dictionaries (brand, seller, category and attribute names) and
 * search answers change rarely and are read on every request, so they are kept briefly instead of
 * re-read; concurrent callers of the same key share one load.
 */
interface Entry {
  expires: number;
  /** Until then an expired value is still served while a fresh one loads (stale-while-revalidate). */
  staleUntil: number;
  value: Promise<unknown>;
  refreshing?: boolean;
}

const MAX_ENTRIES = 2000;
const stores = new WeakMap<object, Map<string, Entry>>();

function storeOf(scope: object): Map<string, Entry> {
  let store = stores.get(scope);
  if (!store) {
    store = new Map();
    stores.set(scope, store);
  }
  return store;
}

/** A fresh cached value, if any. */
export function recall<T>(scope: object, key: string): Promise<T> | undefined {
  const hit = stores.get(scope)?.get(key);
  return hit && hit.expires > Date.now() ? (hit.value as Promise<T>) : undefined;
}

/** Keeps a value (or a value on its way) for ttlMs, replacing what was there. */
export function keep<T>(
  scope: object,
  key: string,
  ttlMs: number,
  value: Promise<T>,
  staleMs = 0,
): Promise<T> {
  const store = storeOf(scope);
  store.delete(key);
  const expires = Date.now() + ttlMs;
  store.set(key, { expires, staleUntil: expires + staleMs, value });
  // A failed load is not kept: the next caller tries again.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  while (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    store.delete(oldest);
  }
  return value;
}

/**
 * The cached value of key, or load() kept for ttlMs. With staleMs, an expired value is answered
 * for that much longer while one request's load() refreshes it in the background, so popular keys
 * never make a shopper wait for the refresh.
 */
export function remember<T>(
  scope: object,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  staleMs = 0,
): Promise<T> {
  const fresh = recall<T>(scope, key);
  if (fresh) return fresh;
  const hit = stores.get(scope)?.get(key);
  if (hit && hit.staleUntil > Date.now()) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = load();
      next.then(
        () => void keep(scope, key, ttlMs, next, staleMs),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  return keep(scope, key, ttlMs, load(), staleMs);
}

/** Forgets everything cached for a database (after a re-index, in tests). */
export function forgetAll(scope: object): void {
  stores.delete(scope);
}
