import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/db/client';
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  productImages,
  productPaymentMethods,
  products,
  productTranslations,
  sellers,
  sellerTranslations,
} from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { EGP } from '../shared/money';
import { getCompareProducts, getProductDetail, listProductUrlKeys, stockState } from './product-detail';

describe('stockState', () => {
  it('says out of stock at zero, only N left up to 5, in stock above', () => {
    expect(stockState(0)).toEqual({ state: 'out_of_stock' });
    expect(stockState(1)).toEqual({ state: 'low_stock', count: 1 });
    expect(stockState(5)).toEqual({ state: 'low_stock', count: 5 });
    expect(stockState(6)).toEqual({ state: 'in_stock' });
  });
});

describe('product reads', () => {
  let handle: DbHandle;
  let ctx: (locale: 'ar' | 'en') => Ctx;
  const ids: Record<string, number> = {};
  const now = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    handle = createDb();
    await handle.migrate();
    const { db } = handle;
    ctx = (locale) => ({ db, locale, now });
    const [seller] = await db.insert(sellers).values({ code: 'aman-store' }).returning();
    const [brand] = await db.insert(brands).values({ urlKey: 'lg' }).returning();
    await db.insert(sellerTranslations).values([
      { sellerId: seller!.id, locale: 'en', name: 'Aman Store' },
      { sellerId: seller!.id, locale: 'ar', name: 'متجر أمان' },
    ]);
    await db.insert(brandTranslations).values([
      { brandId: brand!.id, locale: 'en', name: 'LG' },
      { brandId: brand!.id, locale: 'ar', name: 'إل جي' },
    ]);
    const [tvs] = await db.insert(categories).values({ level: 1, urlKey: 'tvs', path: 'tvs' }).returning();
    const [smart] = await db
      .insert(categories)
      .values({ level: 2, parentId: tvs!.id, urlKey: 'smart-tvs', path: 'tvs/smart-tvs' })
      .returning();
    await db.insert(categoryTranslations).values([
      { categoryId: tvs!.id, locale: 'en', name: 'TVs' },
      { categoryId: tvs!.id, locale: 'ar', name: 'تلفزيونات' },
      { categoryId: smart!.id, locale: 'en', name: 'Smart TVs' },
      { categoryId: smart!.id, locale: 'ar', name: 'تلفزيونات ذكية' },
    ]);
    const base = { brandId: brand!.id, sellerId: seller!.id, categoryId: smart!.id, price: 20_000 * EGP };
    const rows = await db
      .insert(products)
      .values([
        { ...base, sku: 'TV-1', urlKey: 'tv-1', specialPrice: 15_000 * EGP, stock: 3 },
        { ...base, sku: 'TV-2', urlKey: 'tv-2', stock: 10, salesCount: 5 },
        { ...base, sku: 'TV-3', urlKey: 'tv-3', stock: 10, salesCount: 50 },
        { ...base, sku: 'TV-4', urlKey: 'tv-4', stock: 0, salesCount: 99 },
        { ...base, sku: 'TV-5', urlKey: 'tv-5', stock: 10, isActive: false },
      ])
      .returning();
    for (const r of rows) ids[r.sku] = r.id;
    await db.insert(productTranslations).values(
      rows.flatMap((r) => [
        {
          productId: r.id,
          locale: 'en' as const,
          name: `LG TV ${r.sku}`,
          specifications: [{ label: 'Screen size', value: '55 inch' }],
        },
        {
          productId: r.id,
          locale: 'ar' as const,
          name: `تلفزيون إل جي ${r.sku}`,
          specifications: [{ label: 'حجم الشاشة', value: '55 بوصة' }],
        },
      ]),
    );
    await db.insert(productImages).values([
      { productId: ids['TV-1']!, position: 2, path: 'p/tv-1-b.webp' },
      { productId: ids['TV-1']!, position: 1, path: 'p/tv-1-a.webp' },
    ]);
    await db.insert(productPaymentMethods).values(
      (['ocean_amancard', 'wallet', 'card', 'cashondelivery'] as const).map((method) => ({
        productId: ids['TV-1']!,
        method,
      })),
    );
  }, 60_000);

  afterAll(async () => {
    await handle.close();
  });

  it('reads a product in the context language with everything the page shows', async () => {
    const detail = await getProductDetail(ctx('ar'), ids['TV-1']!);
    expect(detail).toMatchObject({
      name: 'تلفزيون إل جي TV-1',
      sku: 'TV-1',
      brand: { name: 'إل جي', urlKey: 'lg' },
      seller: { code: 'aman-store', name: 'متجر أمان' },
      price: 20_000 * EGP,
      finalPrice: 15_000 * EGP,
      discountPercent: 25,
      stockState: { state: 'low_stock', count: 3 },
      images: ['p/tv-1-a.webp', 'p/tv-1-b.webp'],
      paymentMethods: ['cashondelivery', 'card', 'wallet', 'ocean_amancard'],
      specifications: [{ label: 'حجم الشاشة', value: '55 بوصة' }],
    });
    expect(detail!.breadcrumbs.map((c) => [c.name, c.path])).toEqual([
      ['تلفزيونات', 'tvs'],
      ['تلفزيونات ذكية', 'tvs/smart-tvs'],
    ]);
    // The store's rates (no rows of the seller's own): 7.5 % over 6 months.
    expect(detail!.instalmentPlans.map((p) => p.months)).toEqual([6, 12, 18, 24]);
    expect(detail!.instalmentPlans[0]).toMatchObject({ months: 6, total: 16_125 * EGP, monthly: 2_687_50 });
  });

  it('relates in-stock, active products of the same category, best sellers first', async () => {
    const detail = await getProductDetail(ctx('en'), ids['TV-1']!);
    expect(detail!.related.map((p) => p.sku)).toEqual(['TV-3', 'TV-2']);
  });

  it('answers null for an inactive or missing product', async () => {
    expect(await getProductDetail(ctx('en'), ids['TV-5']!)).toBeNull();
    expect(await getProductDetail(ctx('en'), 999_999)).toBeNull();
  });

  it('reads comparison products in the order asked, skipping unknown and inactive ids', async () => {
    const list = await getCompareProducts(ctx('en'), [ids['TV-3']!, 999_999, ids['TV-5']!, ids['TV-1']!]);
    expect(list.map((p) => p.sku)).toEqual(['TV-3', 'TV-1']);
    expect(list[1]).toMatchObject({
      seller: 'Aman Store',
      finalPrice: 15_000 * EGP,
      instalmentEligible: true,
    });
    expect(list[1]!.specifications).toEqual([{ label: 'Screen size', value: '55 inch' }]);
  });

  it('lists active product url keys for the sitemap, up to a limit', async () => {
    expect(await listProductUrlKeys(ctx('en'), 10)).toEqual(['tv-1', 'tv-2', 'tv-3', 'tv-4']);
    expect(await listProductUrlKeys(ctx('en'), 2)).toHaveLength(2);
    expect(await listProductUrlKeys(ctx('en'), 0)).toEqual([]);
  });
});
