import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { bundleItems, bundleTranslations, bundles, products, productTranslations } from '@/db/schema';
import { bearer, call, registerCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

let db: Db;
const arabic = /[\u0600-\u06FF]/;

interface WireBundle {
  bundle_id: number;
  code: string;
  title: string;
  items: {
    sku: string;
    product_id: number;
    name: string;
    price: number;
    final_price: number;
    in_stock: boolean;
  }[];
  total: number;
  in_stock: boolean;
}
interface StoreOffers {
  identifier: string;
  title: string;
  content: string;
  bundles: WireBundle[];
  products: { price: number; final_price: number; in_stock: boolean }[];
}
type CartBody = {
  items: { product_id: number; qty: number }[];
  items_count: number;
  totals: { subtotal: number };
};

const offersIn = async (locale: 'ar' | 'en') => {
  const res = await call('rest', 'GET', `/rest/${locale}/V1/cmsblocks/store-offers`);
  expect(res.status).toBe(200);
  return res.body as unknown as StoreOffers;
};
const newGuestCart = async () =>
  (await call('rest', 'POST', '/rest/V1/guest-carts')).body as unknown as string;
const linesOf = (bundle: WireBundle) => bundle.items.map((i) => ({ product_id: i.product_id, qty: 1 }));
const cents = (egp: number) => Math.round(egp * 100);

/** A bundle of this file's own products (kept apart from the demo bundles other files may add). */
let own: { id: number; productIds: number[]; names: Record<'ar' | 'en', string> };

beforeAll(async () => {
  db = (await useTestDb()).db;
  const picked = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.stock, 5)))
    .orderBy(asc(products.id))
    .offset(300)
    .limit(3);
  const productIds = picked.map((p) => p.id);
  const [bundle] = await db
    .insert(bundles)
    .values({ code: 'api-test-trio', position: 99 })
    .returning({ id: bundles.id });
  await db.insert(bundleTranslations).values([
    { bundleId: bundle!.id, locale: 'en', title: 'Test trio' },
    { bundleId: bundle!.id, locale: 'ar', title: 'ثلاثي الاختبار' },
  ]);
  await db
    .insert(bundleItems)
    .values(productIds.map((productId, position) => ({ bundleId: bundle!.id, productId, position })));
  const names = await db
    .select({ locale: productTranslations.locale, name: productTranslations.name })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productIds[1]!));
  own = {
    id: bundle!.id,
    productIds,
    names: Object.fromEntries(names.map((n) => [n.locale, n.name])) as Record<'ar' | 'en', string>,
  };
});

describe('GET cmsblocks/store-offers', () => {
  it.each(['en', 'ar'] as const)(
    'answers the block, the demo bundles priced now and the products on offer (%s)',
    async (locale) => {
      const offers = await offersIn(locale);
      expect(offers.identifier).toBe('store-offers');
      expect(offers.content).toMatch(/<h2>/);
      expect(arabic.test(offers.title)).toBe(locale === 'ar');
      const demo = offers.bundles.filter((b) => b.code !== 'api-test-trio');
      expect(demo.map((b) => b.code)).toEqual(['home-cinema', 'samsung-kitchen', 'iphone-airpods']);
      for (const b of demo) {
        expect(arabic.test(b.title)).toBe(locale === 'ar');
        expect(b.items.length).toBeGreaterThanOrEqual(2);
        expect(b.items.every((i) => arabic.test(i.name) === (locale === 'ar'))).toBe(true);
        // The total is the items' current prices, added up: no price the cart would not charge.
        expect(cents(b.total)).toBe(b.items.reduce((sum, i) => sum + cents(i.final_price), 0));
        expect(b.in_stock).toBe(true);
      }
      expect(demo[0]!.items.map((i) => i.sku)).toEqual(['AMN-OLED-001', 'AMN-SBR-003', 'AMN-WMT-003']);
      expect(offers.products.length).toBeGreaterThan(0);
      expect(offers.products.every((p) => p.final_price < p.price && p.in_stock)).toBe(true);
    },
  );

  it('answers in the language of Accept-Language without the locale segment', async () => {
    const ar = await call('rest', 'GET', '/rest/V1/cmsblocks/store-offers', undefined, {
      'accept-language': 'ar',
    });
    const body = ar.body as unknown as StoreOffers;
    expect(body.title).toMatch(arabic);
    expect(body.bundles[0]!.title).toMatch(arabic);
  });
});

describe('adding a bundle', () => {
  it('puts every item in a guest cart, at the total the offer showed', async () => {
    const bundle = (await offersIn('en')).bundles.find((b) => b.code === 'home-cinema')!;
    const token = await newGuestCart();
    const res = await call('rest', 'POST', `/rest/en/V1/guest-carts/${token}/addMultipleProductsToCart`, {
      cartItems: linesOf(bundle),
    });
    expect(res.status).toBe(200);
    const cart = res.body as unknown as CartBody;
    expect(cart.items.map((i) => i.product_id).sort()).toEqual(bundle.items.map((i) => i.product_id).sort());
    expect(cents(cart.totals.subtotal)).toBe(cents(bundle.total));
    expect((await call('rest', 'GET', `/rest/en/V1/guest-carts/${token}/summary`)).body.cart_items).toBe(3);
  });

  it("puts every item in a signed-in shopper's cart", async () => {
    const { token } = await registerCustomer(db);
    const bundle = (await offersIn('ar')).bundles.find((b) => b.code === 'iphone-airpods')!;
    const res = await call(
      'rest',
      'POST',
      '/rest/ar/V1/carts/mine/addMultipleProductsToCart',
      { cartItems: linesOf(bundle) },
      bearer(token),
    );
    expect(res.status).toBe(200);
    expect(cents((res.body as unknown as CartBody).totals.subtotal)).toBe(cents(bundle.total));
    const summary = await call('rest', 'GET', '/rest/ar/V1/carts/mine/summary', undefined, bearer(token));
    expect(summary.body.cart_items).toBe(bundle.items.length);
  });

  it('adds nothing when an item is out of stock, and names it in the shopper’s language', async () => {
    await db.update(products).set({ stock: 0 }).where(eq(products.id, own.productIds[1]!));
    const shown = (await offersIn('en')).bundles.find((b) => b.code === 'api-test-trio')!;
    expect(shown.in_stock).toBe(false);
    expect(shown.items[1]!.in_stock).toBe(false);

    const token = await newGuestCart();
    const lines = own.productIds.map((product_id) => ({ product_id, qty: 1 }));
    for (const locale of ['en', 'ar'] as const) {
      const res = await call(
        'rest',
        'POST',
        `/rest/${locale}/V1/guest-carts/${token}/addMultipleProductsToCart`,
        {
          cartItems: lines,
        },
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(`"${own.names[locale]}"`);
    }
    expect((await call('rest', 'GET', `/rest/en/V1/guest-carts/${token}`)).body.items).toEqual([]);
    await db.update(products).set({ stock: 10 }).where(eq(products.id, own.productIds[1]!));
  });

  it('adds nothing when an item is no longer sold, names it, and the bundle leaves the offers', async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.id, own.productIds[1]!));
    const codes = (await offersIn('en')).bundles.map((b) => b.code);
    expect(codes).not.toContain('api-test-trio');
    const { token } = await registerCustomer(db);
    const res = await call(
      'rest',
      'POST',
      '/rest/en/V1/carts/mine/addMultipleProductsToCart',
      { cartItems: own.productIds.map((product_id) => ({ product_id, qty: 1 })) },
      bearer(token),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`"${own.names.en}" is no longer sold.`);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/carts/mine/summary', undefined, bearer(token))).body.cart_items,
    ).toBe(0);
    await db.update(products).set({ isActive: true }).where(inArray(products.id, own.productIds));
  });

  it('refuses bad input with 400 and the field, adding nothing', async () => {
    const token = await newGuestCart();
    const add = (body: unknown) =>
      call('rest', 'POST', `/rest/en/V1/guest-carts/${token}/addMultipleProductsToCart`, body);
    const badQty = await add({
      cartItems: [
        { product_id: own.productIds[0], qty: 1 },
        { product_id: own.productIds[2], qty: 0 },
      ],
    });
    expect(badQty.status).toBe(400);
    expect(badQty.body.field_errors).toEqual({ '1.qty': 'qty_invalid' });
    const noItems = await add({ cartItems: [] });
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toBe('Please check the highlighted fields.');
    expect((await add({})).status).toBe(400);
    expect((await call('rest', 'GET', `/rest/en/V1/guest-carts/${token}`)).body.items).toEqual([]);
  });
});
