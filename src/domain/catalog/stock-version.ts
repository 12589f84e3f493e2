import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products } from '@/db/schema';

/** The reads of one database: the one under way, and the batch queued behind it. */
interface Reader {
  current?: Promise<unknown>;
  queued?: { ids: Set<number>; result: Promise<Map<number, number>> };
}

const readers = new WeakMap<object, Reader>();

async function query(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.id, version: products.stockVersion })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.version]));
}

function start(db: Db, reader: Reader, ids: Set<number>): Promise<Map<number, number>> {
  const read = query(db, [...ids]);
  reader.current = read;
  const done = () => {
    if (reader.current === read) reader.current = undefined;
  };
  read.then(done, done);
  return read;
}

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
  let reader = readers.get(db);
  if (!reader) {
    reader = {};
    readers.set(db, reader);
  }
  const r = reader;
  let result: Promise<Map<number, number>>;
  if (!r.current) result = start(db, r, new Set([productId]));
  else {
    if (!r.queued) {
      const ids = new Set<number>();
      const after = r.current.then(
        () => undefined,
        () => undefined,
      );
      r.queued = {
        ids,
        result: after.then(() => {
          r.queued = undefined;
          return start(db, r, ids);
        }),
      };
    }
    r.queued.ids.add(productId);
    result = r.queued.result;
  }
  return (await result).get(productId) ?? null;
}
