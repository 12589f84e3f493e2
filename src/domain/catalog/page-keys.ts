import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categoryVersions, products } from '@/db/schema';
import { freshReads } from '../shared/fresh-reads';

async function queryProducts(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({
      id: products.id,
      stock: products.stockVersion,
      categoryId: products.categoryId,
      // The category's version: the sum of its shards (0 before its first write).
      category: sql<string>`coalesce((select sum(cv.version) from category_versions cv where cv.category_id = products.category_id), 0)::text`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, `stock:${r.stock},category@${r.categoryId}:${r.category}`]));
}

async function queryCategories(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: categoryVersions.categoryId, version: sql<string>`sum(${categoryVersions.version})::text` })
    .from(categoryVersions)
    .where(inArray(categoryVersions.categoryId, ids))
    .groupBy(categoryVersions.categoryId);
  return new Map(rows.map((r) => [r.id, r.version]));
}

const readProducts = freshReads(queryProducts);
const readCategories = freshReads(queryCategories);

/*
 * What a catalogue page is keyed by besides the `structure` and `content` tags, as of a moment
 * after the call: a write committed before it is always seen, on any app instance. Triggers bump
 * both versions in the writing transaction and they only grow, so a key read before a write is
 * never used after it (migrations 0045 and 0052):
 * - a category's version, by any write to one of its products but an order that leaves it in
 *   stock: its page's listing, facets and count;
 * - a product's stock version, when what its page shows of its stock changes (shownStock in
 *   product-detail.ts), and its category's version (its own facts and its related products, the
 *   category's best sellers).
 * So an order re-renders the pages of the products it took only, and a product write the pages of
 * its categories and of their products. Callers that arrive while a read is under way share the
 * next one, one primary-key read of all their ids, so a busy instance runs at most one of each at a
 * time.
 */

/** The versions a product's page is keyed by ('none' for no such product). */
export async function productPageKey(db: Db, productId: number): Promise<string> {
  return `product@${productId}:${(await readProducts(db, productId)).get(productId) ?? 'none'}`;
}

/** The version a category's page is keyed by. */
export async function categoryPageKey(db: Db, categoryId: number): Promise<string> {
  return `category@${categoryId}:${(await readCategories(db, categoryId)).get(categoryId) ?? '0'}`;
}
