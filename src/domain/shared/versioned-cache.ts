import type { Ctx } from './ctx';
import { readCacheVersions, type CacheTag } from './cache-versions';

/**
 * Data every shopper in a language sees alike (a product, a category's listing, the menu, the
 * home page's blocks), kept in this process and keyed by the versions of the tags it depends on:
 * a write to a tagged table bumps its version in the writing transaction, so the next read after
 * the commit, on any instance, misses and loads afresh. Nothing needs deleting across instances;
 * old versions fall out by age and by the size cap.
 *
 * MAX_AGE_MS bounds what no write announces: a special price or instalment promotion that starts
 * or ends on the clock shows within that time.
 */
export const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const stores = new WeakMap<object, Map<string, Entry>>();

/** The map of a scope (a database handle) in `maps`, made on first use. */
function mapOf<V>(maps: WeakMap<object, Map<string, V>>, scope: object): Map<string, V> {
  let map = maps.get(scope);
  if (!map) {
    map = new Map();
    maps.set(scope, map);
  }
  return map;
}

/**
 * load()'s value for key at the current versions of tags, loaded once per version per process
 * (concurrent callers share the load). `key` may also be read for each call (such as a product's
 * stock version, read beside the tags'). A context with its own clock (ctx.now) always loads.
 */
export async function cachedByTags<T>(
  ctx: Ctx,
  key: string | (() => Promise<string>),
  tags: readonly CacheTag[],
  load: () => Promise<T>,
): Promise<T> {
  if (ctx.now) return load();
  const [versions, keyNow] = await Promise.all([
    readCacheVersions(ctx.db),
    typeof key === 'string' ? key : key(),
  ]);
  const fullKey = `${keyNow}@${tags.map((t) => `${t}:${versions[t]}`).join(',')}`;
  const store = mapOf(stores, ctx.db);
  const now = Date.now();
  const hit = store.get(fullKey);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  store.delete(fullKey);
  store.set(fullKey, { expires: now + MAX_AGE_MS, value });
  // A failed load is not kept: the next caller tries again.
  value.catch(() => {
    if (store.get(fullKey)?.value === value) store.delete(fullKey);
  });
  while (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    store.delete(oldest);
  }
  return value;
}

/** The values of one cachedManyByTags name at one set of versions. */
interface Batch {
  stamp: string;
  expires: number;
  values: Map<unknown, Promise<unknown>>;
}

const MAX_MANY = 20_000;
const batches = new WeakMap<object, Map<string, Batch>>();

/**
 * cachedByTags for many keys of one kind at once (a page of product cards): each key's value at
 * the current versions of tags, the missing ones loaded together by one loadMany call, which
 * answers what it found (a key it leaves out, such as a product no longer on sale, is kept as
 * undefined). Concurrent callers share a key's load. A context with its own clock always loads.
 */
export async function cachedManyByTags<K, V>(
  ctx: Ctx,
  name: string,
  tags: readonly CacheTag[],
  keys: readonly K[],
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
): Promise<(V | undefined)[]> {
  if (ctx.now) {
    const found = await loadMany([...keys]);
    return keys.map((k) => found.get(k));
  }
  const versions = await readCacheVersions(ctx.db);
  const stamp = tags.map((t) => `${t}:${versions[t]}`).join(',');
  const byName = mapOf(batches, ctx.db);
  const now = Date.now();
  let batch = byName.get(name);
  if (!batch || batch.stamp !== stamp || batch.expires <= now || batch.values.size > MAX_MANY) {
    batch = { stamp, expires: now + MAX_AGE_MS, values: new Map() };
    byName.set(name, batch);
  }
  const values = batch.values as Map<K, Promise<V | undefined>>;
  const missing = [...new Set(keys.filter((k) => !values.has(k)))];
  if (missing.length) {
    const loaded = loadMany(missing);
    for (const k of missing) {
      const value = loaded.then((found) => found.get(k));
      values.set(k, value);
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (values.get(k) === value) values.delete(k);
      });
    }
  }
  return Promise.all(keys.map((k) => values.get(k)));
}

/** Forgets everything cached for a database (tests). */
export function forgetCached(scope: object): void {
  stores.delete(scope);
  batches.delete(scope);
}
