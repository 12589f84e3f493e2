import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Versions of what the pages cache (src/domain/shared/cache-versions.ts). Triggers on the catalogue
 * and content tables bump a tag's row in the writing transaction (migrations 0018 and 0045), so a version
 * changes exactly when the write commits, on every app instance. A tag's version is the sum of its
 * shards: a write bumps the shard of its connection, so concurrent orders do not queue on one row.
 */
export const cacheVersions = pgTable(
  'cache_versions',
  {
    tag: text('tag').$type<'catalog' | 'content'>().notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tag, t.shard] })],
);
