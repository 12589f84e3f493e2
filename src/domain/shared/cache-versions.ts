import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * What the storefront caches, by what invalidates it (triggers in migrations 0018 and 0045):
 * `catalog` any catalogue write, and a product going into or out of stock; `content` the content
 * tables. A change of stock or sales counts alone (an order, a cancellation) bumps neither: what
 * shows a stock count is keyed by that product's stock version (src/domain/catalog/stock-version.ts).
 */
export type CacheTag = 'catalog' | 'content';

export type CacheVersions = Record<CacheTag, number>;

interface Reader {
  /** The read under way, and the one queued behind it for callers that came after it began. */
  current?: Promise<CacheVersions>;
  next?: Promise<CacheVersions>;
}

const readers = new WeakMap<object, Reader>();

async function query(db: Db): Promise<CacheVersions> {
  const result = (await db.execute(
    sql`select tag, sum(version)::text as version from cache_versions group by tag`,
  )) as unknown as { rows: { tag: string; version: string }[] };
  const versions: CacheVersions = { catalog: 0, content: 0 };
  for (const r of result.rows) if (r.tag in versions) versions[r.tag as CacheTag] = Number(r.version);
  return versions;
}

function start(db: Db, reader: Reader): Promise<CacheVersions> {
  const read = query(db);
  reader.current = read;
  const done = () => {
    if (reader.current === read) reader.current = undefined;
  };
  read.then(done, done);
  return read;
}

/**
 * The committed versions of every tag, as of a moment after this call: a write committed before
 * the call is always seen, on any app instance. Callers that arrive while a read is under way
 * share the next one (started when it ends), so a busy instance runs at most one such query at a
 * time, whatever the traffic — one primary-key range of a 32-row table.
 */
export function readCacheVersions(db: Db): Promise<CacheVersions> {
  let reader = readers.get(db);
  if (!reader) {
    reader = {};
    readers.set(db, reader);
  }
  const r = reader;
  if (!r.current) return start(db, r);
  if (!r.next) {
    const after = r.current.then(
      () => undefined,
      () => undefined,
    );
    r.next = after.then(() => {
      r.next = undefined;
      return start(db, r);
    });
  }
  return r.next;
}
