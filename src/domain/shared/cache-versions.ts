import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { freshReads } from './fresh-reads';

/**
 * What the storefront caches, by what invalidates it (triggers in migrations 0018, 0045 and 0052):
 * `catalog` any catalogue write, and a product going into or out of stock; `structure` a write to
 * what every catalogue page shows (categories, brands, sellers, instalment rates and promotions);
 * `content` the content tables. A change of stock or sales counts alone (an order, a cancellation)
 * bumps none: what shows a stock count is keyed by that product's stock version. Catalogue pages
 * are keyed by `structure` and by their category's version (src/domain/catalog/page-keys.ts).
 */
export type CacheTag = 'catalog' | 'structure' | 'content';

export type CacheVersions = Record<CacheTag, number>;

async function query(db: Db): Promise<CacheVersions> {
  const result = (await db.execute(
    sql`select tag, sum(version)::text as version from cache_versions group by tag`,
  )) as unknown as { rows: { tag: string; version: string }[] };
  const versions: CacheVersions = { catalog: 0, structure: 0, content: 0 };
  for (const r of result.rows) if (r.tag in versions) versions[r.tag as CacheTag] = Number(r.version);
  return versions;
}

const read = freshReads<Db, null, CacheVersions>(query);

/**
 * The committed versions of every tag, as of a moment after this call: a write committed before
 * the call is always seen, on any app instance. Callers that arrive while a read is under way
 * share the next one (started when it ends), so a busy instance runs at most one such query at a
 * time, whatever the traffic — one primary-key range of a 48-row table.
 */
export function readCacheVersions(db: Db): Promise<CacheVersions> {
  return read(db, null);
}
