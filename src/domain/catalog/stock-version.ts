import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products } from '@/db/schema';
import { freshReads } from '../shared/fresh-reads';

async function query(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.id, version: products.stockVersion })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.version]));
}

const read = freshReads(query);

/**
 * A product's committed stock version (null for no such product), as of a moment after this call:
 * an order committed before the call is always seen, on any app instance. A trigger (migration
 * 0045) bumps it whenever what the product's page shows of its stock changes (shownStock in
 * product-detail.ts), and it only grows, so the page is cached under it (page-data.ts,
 * src/http/page-versions.ts): an order re-renders only the pages of the products it took. Callers
 * that arrive while a read is under way share the next one, one primary-key read of all their
 * products, so a busy instance runs at most one such query at a time.
 */
export async function readStockVersion(db: Db, productId: number): Promise<number | null> {
  return (await read(db, productId)).get(productId) ?? null;
}
