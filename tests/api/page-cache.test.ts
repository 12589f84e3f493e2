import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { homeSlideTranslations, productPaymentMethods, products } from '@/db/schema';
import { MAX_LINE_QTY } from '@/domain/cart/carts';
import { cachedCategoryListing, cachedProductDetail } from '@/domain/catalog/page-data';
import { cachedCategoryTree, cachedHomeContent } from '@/domain/content/page-data';
import { readCacheVersions } from '@/domain/shared/cache-versions';
import { saveCashOrder, shopperWithCart } from './shop-helpers';
import { useTestDb } from './test-db';

let db: Db;
let offset = 0;

beforeAll(async () => {
  db = (await useTestDb()).db;
});

/** Another app instance: the same database, a cache of its own (caches are kept per db object). */
const otherInstance = (d: Db): Db => Object.create(d) as Db;

/** A product of its own per test (from the newest: other files take the oldest), sold by cash on delivery, with the stock the test sets. */
async function product(stock: number) {
  const [row] = await db
    .select({ id: products.id, price: products.price, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.price, 100_000)))
    .orderBy(desc(products.id))
    .offset(offset++)
    .limit(1);
  await db.update(products).set({ stock, specialPrice: null }).where(eq(products.id, row!.id));
  await db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, row!.id));
  await db.insert(productPaymentMethods).values({ productId: row!.id, method: 'cashondelivery' });
  return row!;
}

/** A category's first page of products, cheapest first: the listing the tests keep. */
const listingOf = (categoryId: number) => ({
  categoryId,
  filters: {},
  sort: 'price_asc' as const,
  page: 1,
  pageSize: 100,
});

describe('the pages’ data cache', () => {
  it('serves a product from memory until a write, then the write, on every instance', async () => {
    const p = await product(3);
    const ctx = { db, locale: 'en' as const };
    const first = await cachedProductDetail(ctx, p.id);
    // Nothing written since: the same object, not a new read.
    expect(await cachedProductDetail(ctx, p.id)).toBe(first);
    expect(first?.stockState).toEqual({ state: 'low_stock', count: 3 });

    const other = { db: otherInstance(db), locale: 'en' as const };
    expect((await cachedProductDetail(other, p.id))?.stock).toBe(3);

    await db
      .update(products)
      .set({ price: p.price + 10_000 })
      .where(eq(products.id, p.id));
    for (const c of [ctx, other]) {
      const after = await cachedProductDetail(c, p.id);
      expect(after).not.toBe(first);
      expect(after?.price).toBe(p.price + 10_000);
    }
  });

  it('an order that takes the last unit shows out of stock on the next read, in both languages', async () => {
    const p = await product(1);
    const en = { db, locale: 'en' as const };
    const ar = { db: otherInstance(db), locale: 'ar' as const };
    expect((await cachedProductDetail(en, p.id))?.stockState).toEqual({ state: 'low_stock', count: 1 });
    expect((await cachedProductDetail(ar, p.id))?.stock).toBe(1);
    const listing = listingOf(p.categoryId);
    const before = await cachedCategoryListing(en, listing);

    const { token, addressId } = await shopperWithCart(db, p.id, 1);
    const placed = await saveCashOrder(token, addressId);
    expect(placed.status).toBe(201);

    expect((await cachedProductDetail(en, p.id))?.stockState).toEqual({ state: 'out_of_stock' });
    expect((await cachedProductDetail(ar, p.id))?.stock).toBe(0);
    expect(await cachedCategoryListing(en, listing)).not.toBe(before);
  });

  it("an order that leaves units in stock changes its product's page, not other products', the listings, menu or home", async () => {
    const [p, other] = [await product(3), await product(3)];
    const ctx = { db, locale: 'en' as const };
    expect((await cachedProductDetail(ctx, p.id))?.stockState).toEqual({ state: 'low_stock', count: 3 });
    const otherPage = await cachedProductDetail(ctx, other.id);
    const listing = listingOf(p.categoryId);
    const [list, home, menu] = [
      await cachedCategoryListing(ctx, listing),
      await cachedHomeContent(ctx),
      await cachedCategoryTree(ctx),
    ];
    const before = await readCacheVersions(db);

    const { token, addressId } = await shopperWithCart(db, p.id, 1);
    expect((await saveCashOrder(token, addressId)).status).toBe(201);

    expect(await readCacheVersions(db)).toEqual(before);
    expect((await cachedProductDetail(ctx, p.id))?.stockState).toEqual({ state: 'low_stock', count: 2 });
    expect(await cachedProductDetail(ctx, other.id)).toBe(otherPage);
    expect(await cachedCategoryListing(ctx, listing)).toBe(list);
    expect(await cachedHomeContent(ctx)).toBe(home);
    expect(await cachedCategoryTree(ctx)).toBe(menu);
  });

  it('bumps `catalog` for any product write but stock and sales counts alone that keep products in stock', async () => {
    const [a, b] = [await product(5), await product(5)];
    // What one statement bumps (nothing else writes meanwhile: this file's tests run one at a time).
    const bumped = async (write: () => Promise<unknown>) => {
      const before = await readCacheVersions(db);
      await write();
      const after = await readCacheVersions(db);
      expect(after.content).toBe(before.content);
      return after.catalog > before.catalog;
    };
    const set = (ids: number[], values: Partial<typeof products.$inferInsert>) => () =>
      db.update(products).set(values).where(inArray(products.id, ids));

    expect(await bumped(set([a.id], { stock: 4 }))).toBe(false);
    expect(await bumped(set([a.id], { salesCount: 7 }))).toBe(false);
    expect(await bumped(set([a.id, b.id], { stock: 2 }))).toBe(false);
    expect(await bumped(set([a.id], { stock: 2 }))).toBe(false);
    expect(await bumped(set([a.id], { stock: 0 }))).toBe(true);
    expect(await bumped(set([a.id], { stock: 1 }))).toBe(true);
    expect(await bumped(set([a.id], { price: a.price + 1_000 }))).toBe(true);
    expect(await bumped(set([a.id, b.id], { stock: 3, price: b.price }))).toBe(true);
  });

  it("bumps a product's stock version when what its page shows of its stock changes, up to a cart line's limit", async () => {
    const a = await product(5);
    const version = async () =>
      (await db.select({ v: products.stockVersion }).from(products).where(eq(products.id, a.id)))[0]!.v;
    const bumps = async (values: Partial<typeof products.$inferInsert>) => {
      const before = await version();
      await db.update(products).set(values).where(eq(products.id, a.id));
      return (await version()) > before;
    };
    expect(await bumps({ stock: 4 })).toBe(true);
    expect(await bumps({ salesCount: 9 })).toBe(false);
    expect(await bumps({ stock: 4, salesCount: 10 })).toBe(false);
    expect(await bumps({ stock: MAX_LINE_QTY + 2 })).toBe(true);
    // The page shows at most MAX_LINE_QTY units (the quantity picker's limit): more changes nothing.
    expect(await bumps({ stock: MAX_LINE_QTY + 1 })).toBe(false);
    expect(await bumps({ stock: MAX_LINE_QTY })).toBe(false);
    expect(await bumps({ stock: MAX_LINE_QTY - 1 })).toBe(true);
    const ctx = { db, locale: 'en' as const };
    expect((await cachedProductDetail(ctx, a.id))?.stock).toBe(MAX_LINE_QTY - 1);
    await db.update(products).set({ stock: 500 }).where(eq(products.id, a.id));
    const page = await cachedProductDetail(ctx, a.id);
    expect(page?.stock).toBe(MAX_LINE_QTY);
    await db.update(products).set({ stock: 499 }).where(eq(products.id, a.id));
    expect(await cachedProductDetail(ctx, a.id)).toBe(page);
    await db.update(products).set({ stock: 5 }).where(eq(products.id, a.id));
  });

  it('a content write changes the home page; a failed write changes nothing', async () => {
    const ctx = { db, locale: 'en' as const };
    const home = await cachedHomeContent(ctx);
    const slide = home.slides[0]!;
    const menu = await cachedCategoryTree(ctx);
    const versions = await readCacheVersions(db);

    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(homeSlideTranslations)
          .set({ title: 'Rolled back' })
          .where(eq(homeSlideTranslations.slideId, slide.id));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await readCacheVersions(db)).toEqual(versions);
    expect(await cachedHomeContent(ctx)).toBe(home);

    await db
      .update(homeSlideTranslations)
      .set({ title: `${slide.title} (new)` })
      .where(and(eq(homeSlideTranslations.slideId, slide.id), eq(homeSlideTranslations.locale, 'en')));
    expect((await cachedHomeContent(ctx)).slides[0]?.title).toBe(`${slide.title} (new)`);
    // Content does not touch the catalogue's tag: the menu stays cached.
    expect(await cachedCategoryTree(ctx)).toBe(menu);
  });
});
