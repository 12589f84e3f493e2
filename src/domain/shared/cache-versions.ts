import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { Ctx } from './ctx';
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
 * time, whatever the traffic — a table of a few rows per tag (foldVersionRows).
 */
export function readCacheVersions(db: Db): Promise<CacheVersions> {
  return read(db, null);
}

/** Folds one table's rows into shard 0 of their key, keeping each key's sum (foldVersionRows). */
const fold = (table: 'cache_versions' | 'category_versions', key: 'tag' | 'category_id') => sql`
  with gone as (
    delete from ${sql.identifier(table)} where (${sql.identifier(key)}, shard) in (
      select ${sql.identifier(key)}, shard from ${sql.identifier(table)} where shard <> 0 for update skip locked)
    returning ${sql.identifier(key)} as key, version),
  merged as (
    insert into ${sql.identifier(table)} (${sql.identifier(key)}, shard, version)
    select key, 0, sum(version) from gone group by key order by key
    on conflict (${sql.identifier(key)}, shard) do update set version = ${sql.identifier(table)}.version + excluded.version
    returning 1)
  select (select count(*) from gone)::int as folded`;

/**
 * The versions' triggers add a row per key (a tag, a category) and writing backend (migration
 * 0052: shard = the backend's pid, so writers never wait on each other). This folds each key's rows
 * into its shard 0, keeping its sum, so they do not pile up: run hourly (src/jobs/definitions.ts).
 * One statement a table, so a reader sees each sum before or after it, never between. It skips
 * rows a transaction is writing (they are folded next time), so it never waits on a writer; a
 * writer that meets a row it is folding waits for this short statement only. Answers the number
 * of rows folded.
 */
export async function foldVersionRows(ctx: Ctx): Promise<number> {
  let folded = 0;
  for (const [table, key] of [
    ['cache_versions', 'tag'],
    ['category_versions', 'category_id'],
  ] as const) {
    const result = (await ctx.db.execute(fold(table, key))) as unknown as { rows: { folded: number }[] };
    folded += result.rows[0]?.folded ?? 0;
  }
  return folded;
}
