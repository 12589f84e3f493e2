import { and, count, desc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  cacheVersions,
  categories,
  categoryVersions,
  homeSlideTranslations,
  productCategories,
  productImages,
  productPaymentMethods,
  products,
  productTranslations,
} from '@/db/schema';
import { MAX_LINE_QTY } from '@/domain/cart/carts';
import { cachedCategoryListing, cachedProductDetail } from '@/domain/catalog/page-data';
import { categoryPageKey } from '@/domain/catalog/page-keys';
import { cachedCategoryTree, cachedHomeContent } from '@/domain/content/page-data';
import { foldVersionRows, readCacheVersions } from '@/domain/shared/cache-versions';
import { categoriesOf, productOutside } from './category-helpers';
import { saveCashOrder, shopperWithCart } from './shop-helpers';
import { useTestDb } from './test-db';

let db: Db;
const onServer = Boolean(inject('serverUrl'));
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

/** A category's version rows that writers added and no fold has taken in yet. */
async function writersRows(categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(categoryVersions)
    .where(and(eq(categoryVersions.categoryId, categoryId), ne(categoryVersions.shard, 0)));
  return row!.n;
}

/** The tags' version rows that writers added and no fold has taken in yet. */
async function writersTagRows(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cacheVersions).where(ne(cacheVersions.shard, 0));
  return row!.n;
}

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

  it("a product write changes its categories' listings and their products' pages, not other categories' or the menu", async () => {
    const p = await product(5);
    const [sibling] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, p.categoryId), ne(products.id, p.id)))
      .limit(1);
    const stranger = await productOutside(db, p.id);
    const ctx = { db, locale: 'en' as const };
    const read = () =>
      Promise.all([
        cachedCategoryListing(ctx, listingOf(p.categoryId)),
        cachedProductDetail(ctx, p.id),
        cachedProductDetail(ctx, sibling!.id),
        cachedCategoryListing(ctx, listingOf(stranger.categoryId)),
        cachedProductDetail(ctx, stranger.id),
        cachedCategoryTree(ctx),
      ]);
    const before = await read();
    expect(await read()).toEqual(before);

    await db
      .update(products)
      .set({ price: p.price + 2_000 })
      .where(eq(products.id, p.id));
    const after = await read();
    for (const i of [0, 1, 2]) expect(after[i]).not.toBe(before[i]);
    for (const i of [3, 4, 5]) expect(after[i]).toBe(before[i]);
    expect(after[1]?.price).toBe(p.price + 2_000);
    expect(after[0].items.find((i) => i.id === p.id)?.price).toBe(p.price + 2_000);
  });

  it("bumps the versions of a product's categories for a write to its row, names, images, payment methods or links, and no other category's", async () => {
    const p = await product(5);
    const stranger = await productOutside(db, p.id);
    const [elsewhere] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(notInArray(categories.id, await categoriesOf(db, p.id)))
      .limit(1);
    const watched = [p.categoryId, stranger.categoryId, elsewhere!.id];
    const changes = async (write: () => Promise<unknown>) => {
      const before = await Promise.all(watched.map((c) => categoryPageKey(db, c)));
      await write();
      const after = await Promise.all(watched.map((c) => categoryPageKey(db, c)));
      return after.map((key, i) => key !== before[i]);
    };
    const ofP = (table: typeof productTranslations | typeof productImages | typeof productPaymentMethods) =>
      db.execute(sql`update ${table} set product_id = product_id where product_id = ${p.id}`);

    expect(await changes(() => ofP(productTranslations))).toEqual([true, false, false]);
    // (Another file may have left the product without pictures: one is added and removed.)
    const [image] = await db
      .insert(productImages)
      .values({ productId: p.id, path: 'e2e/one.webp' })
      .returning();
    expect(await changes(() => ofP(productImages))).toEqual([true, false, false]);
    expect(await changes(() => db.delete(productImages).where(eq(productImages.id, image!.id)))).toEqual([
      true,
      false,
      false,
    ]);
    expect(await changes(() => ofP(productPaymentMethods))).toEqual([true, false, false]);
    expect(await changes(() => db.update(products).set({ stock: 4 }).where(eq(products.id, p.id)))).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      await changes(() =>
        db
          .update(products)
          .set({ specialPrice: p.price - 1_000 })
          .where(eq(products.id, p.id)),
      ),
    ).toEqual([true, false, false]);
    // Linked to a category it was not in: that category's listing changes (its own does not), and again when unlinked.
    const link = { productId: p.id, categoryId: elsewhere!.id };
    expect(await changes(() => db.insert(productCategories).values(link))).toEqual([false, false, true]);
    expect(
      await changes(() =>
        db
          .delete(productCategories)
          .where(and(eq(productCategories.productId, p.id), eq(productCategories.categoryId, elsewhere!.id))),
      ),
    ).toEqual([false, false, true]);
    // A rolled-back write bumps nothing.
    expect(
      await changes(() =>
        db
          .transaction(async (tx) => {
            await tx.update(products).set({ price: 1 }).where(eq(products.id, p.id));
            throw new Error('abort');
          })
          .catch(() => undefined),
      ),
    ).toEqual([false, false, false]);
    await db.update(products).set({ specialPrice: null }).where(eq(products.id, p.id));
  });

  it("folds the versions' rows into one per tag and category, keeping every version", async () => {
    const p = await product(5);
    await db
      .update(products)
      .set({ price: p.price + 3_000 })
      .where(eq(products.id, p.id));
    const [before, tags] = [await categoryPageKey(db, p.categoryId), await readCacheVersions(db)];
    expect(await writersRows(p.categoryId)).toBeGreaterThan(0);
    expect(await writersTagRows()).toBeGreaterThan(0);

    expect(await foldVersionRows({ db, locale: 'en' })).toBeGreaterThan(0);
    expect([await writersRows(p.categoryId), await writersTagRows()]).toEqual([0, 0]);
    expect(await categoryPageKey(db, p.categoryId)).toBe(before);
    expect(await readCacheVersions(db)).toEqual(tags);
    // And the next write still moves them on.
    await db.update(products).set({ price: p.price }).where(eq(products.id, p.id));
    expect(await categoryPageKey(db, p.categoryId)).not.toBe(before);
    expect((await readCacheVersions(db)).catalog).toBeGreaterThan(tags.catalog);
  });

  // PGlite runs one transaction at a time: only the server has a writer in flight beside the fold.
  it.skipIf(!onServer)('the fold neither waits for a writer in flight nor loses its write', async () => {
    const p = await product(5);
    const before = await categoryPageKey(db, p.categoryId);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let written = () => {};
    const wrote = new Promise<void>((r) => (written = r));
    const writer = db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ price: p.price + 7_000 })
        .where(eq(products.id, p.id));
      written();
      await held;
    });
    await wrote;
    // Were the fold to wait for the writer's row, this would never end: the writer waits for it.
    await foldVersionRows({ db, locale: 'en' });
    expect(await categoryPageKey(db, p.categoryId)).toBe(before);
    release();
    await writer;
    const after = await categoryPageKey(db, p.categoryId);
    expect(after).not.toBe(before);
    expect(await writersRows(p.categoryId)).toBeGreaterThan(0);
    await foldVersionRows({ db, locale: 'en' });
    expect(await categoryPageKey(db, p.categoryId)).toBe(after);
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
