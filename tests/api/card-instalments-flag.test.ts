import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { productPaymentMethods, products } from '@/db/schema';
import { searchProducts } from '@/domain/search';
import { useTestDb } from './test-db';

/*
 * products.card_instalments, which search filters and counts by, follows product_payment_methods
 * through the triggers of migration 0047, whatever statement changes that table.
 */

let db: Db;

beforeAll(async () => {
  db = (await useTestDb()).db;
});

const CARD = 'ocean_amancard';

async function flags(ids: number[]) {
  const rows = await db
    .select({ id: products.id, flag: products.cardInstalments })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.flag]));
}

/** Every product's flag against its rows: the products whose flag is wrong. */
async function mismatches(): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from products p
    where p.card_instalments <> exists (select 1 from product_payment_methods m
      where m.product_id = p.id and m.method = ${CARD})`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe('the card flag of products', () => {
  it('is right for every product of the demo data', async () => {
    expect(await mismatches()).toBe(0);
  });

  it('follows inserts, updates and deletes of payment methods, several rows at a time', async () => {
    // The two newest products on sale (other files take the oldest), with their methods kept.
    const ctx = { db, locale: 'en' as const, now: new Date() };
    const newest = (filters: { instalment?: boolean }, pageSize: number) =>
      searchProducts(ctx, { filters, sort: 'newest', page: 1, pageSize });
    const ids = (await newest({}, 2)).items.map((p) => p.id);
    expect(ids).toHaveLength(2);
    const kept = await db
      .select()
      .from(productPaymentMethods)
      .where(inArray(productPaymentMethods.productId, ids));
    try {
      await db.delete(productPaymentMethods).where(inArray(productPaymentMethods.productId, ids));
      expect(await flags(ids)).toEqual({ [ids[0]!]: false, [ids[1]!]: false });

      await db.insert(productPaymentMethods).values([
        { productId: ids[0]!, method: CARD },
        { productId: ids[0]!, method: 'cashondelivery' },
        { productId: ids[1]!, method: 'cashondelivery' },
      ]);
      expect(await flags(ids)).toEqual({ [ids[0]!]: true, [ids[1]!]: false });

      // The card's row moves from the first product to the second.
      await db
        .update(productPaymentMethods)
        .set({ productId: ids[1]! })
        .where(and(eq(productPaymentMethods.productId, ids[0]!), eq(productPaymentMethods.method, CARD)));
      expect(await flags(ids)).toEqual({ [ids[0]!]: false, [ids[1]!]: true });

      // Deleting another method leaves the card's flag alone.
      await db
        .delete(productPaymentMethods)
        .where(
          and(
            eq(productPaymentMethods.productId, ids[1]!),
            eq(productPaymentMethods.method, 'cashondelivery'),
          ),
        );
      expect(await flags(ids)).toEqual({ [ids[0]!]: false, [ids[1]!]: true });

      // Search's instalment filter reads the flag.
      const found = new Set((await newest({ instalment: true }, 100)).items.map((i) => i.id));
      expect(found.has(ids[1]!)).toBe(true);
      expect(found.has(ids[0]!)).toBe(false);
    } finally {
      await db.delete(productPaymentMethods).where(inArray(productPaymentMethods.productId, ids));
      if (kept.length) await db.insert(productPaymentMethods).values(kept);
    }
    expect(await mismatches()).toBe(0);
  });
});
