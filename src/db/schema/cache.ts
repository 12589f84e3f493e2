import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Versions of what the pages cache (src/domain/shared/cache-versions.ts). Triggers on the catalogue
 * and content tables bump a tag's row in the writing transaction (migrations 0018, 0045 and 0052), so
 * a version changes exactly when the write commits, on every app instance. A tag's version is the
 * sum of its rows: a write bumps the row of its own backend (shard = its pid), so writers never
 * wait on each other's rows; an hourly job folds the rows into shard 0 (foldVersionRows).
 */
export const cacheVersions = pgTable(
  'cache_versions',
  {
    tag: text('tag').$type<'catalog' | 'structure' | 'content'>().notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tag, t.shard] })],
);

/**
 * Each category's version (src/domain/catalog/page-keys.ts): triggers on the products tables
 * (migration 0052) bump the categories of the products a write changes, in the writing
 * transaction, so a category's page and its products' pages (their related products are the
 * category's) are re-rendered after a write to one of its products, and no other page is. The
 * version is the sum of a category's rows, kept as cache_versions' are. No foreign key: a deleted
 * category's rows are bumped by the cascade that removes its products' links.
 */
export const categoryVersions = pgTable(
  'category_versions',
  {
    categoryId: integer('category_id').notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.shard] })],
);
