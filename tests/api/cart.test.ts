import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { coupons, products } from '@/db/schema';
import { bearer, call, registerCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

let db: Db;
let plenty: { id: number; sku: string; stock: number };
let scarce: { id: number; stock: number };
let soldOut: { id: number };

/** Products the tests change the stock of, kept apart from other files' products. */
async function productWithStock(min: number, offset: number) {
  const [row] = await db
    .select({ id: products.id, sku: products.sku, stock: products.stock })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.stock, min), gte(products.price, 100_000)))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(1);
  return row!;
}

beforeAll(async () => {
  db = (await useTestDb()).db;
  plenty = await productWithStock(10, 200);
  scarce = await productWithStock(1, 201);
  await db.update(products).set({ stock: 3 }).where(eq(products.id, scarce.id));
  scarce.stock = 3;
  soldOut = await productWithStock(1, 202);
  await db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
});

type CartBody = {
  items: { item_id: number; product_id: number; qty: number; price: number; row_total: number }[];
  items_count: number;
  coupon_code: string | null;
  coupon_problem: { reason: string; parameters: Record<string, string> } | null;
  totals: { subtotal: number; discount: number; grand_total: number };
};
const newGuestCart = async () =>
  (await call('rest', 'POST', '/rest/V1/guest-carts')).body as unknown as string;
const cartOf = (r: { body: unknown }) => r.body as CartBody;

describe('guest cart', () => {
  it('creates a cart, adds, updates and removes lines, with the count in the summary', async () => {
    const token = await newGuestCart();
    expect(token).toMatch(/^[\w-]{43}$/);
    const base = `/rest/en/V1/guest-carts/${token}`;
    const added = cartOf(
      await call('rest', 'POST', `${base}/items`, { cartItem: { product_id: plenty.id, qty: 2 } }),
    );
    expect(added.items).toHaveLength(1);
    expect(added.items[0]).toMatchObject({ product_id: plenty.id, qty: 2 });
    expect(added.totals.subtotal).toBe(added.items[0]!.row_total);
    const again = cartOf(
      await call('rest', 'POST', `${base}/items`, { cartItem: { sku: plenty.sku, qty: 1 } }),
    );
    expect(again.items[0]!.qty).toBe(3);
    expect((await call('rest', 'GET', `${base}/summary`)).body).toEqual({ cart_items: 3, wishlist_items: 0 });
    const itemId = again.items[0]!.item_id;
    expect(
      cartOf(await call('rest', 'PUT', `${base}/items/${itemId}`, { cartItem: { qty: 1 } })).items[0]!.qty,
    ).toBe(1);
    expect(cartOf(await call('rest', 'DELETE', `${base}/items/${itemId}`)).items).toEqual([]);
  });

  it('refuses bad quantities, unknown products and more than the stock, changing nothing', async () => {
    const token = await newGuestCart();
    const items = `/rest/en/V1/guest-carts/${token}/items`;
    expect(
      (await call('rest', 'POST', items, { cartItem: { product_id: plenty.id, qty: 0 } })).body.field_errors,
    ).toEqual({ '0.qty': 'qty_invalid' });
    expect(
      (await call('rest', 'POST', items, { cartItem: { product_id: plenty.id, qty: 1.5 } })).status,
    ).toBe(400);
    expect((await call('rest', 'POST', items, { cartItem: { product_id: 99_999_999, qty: 1 } })).status).toBe(
      404,
    );
    const over = await call(
      'rest',
      'POST',
      items,
      { cartItem: { product_id: scarce.id, qty: 4 } },
      { 'accept-language': 'en' },
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/^".+": only 3 left in stock\.$/);
    expect((await call('rest', 'POST', items, { cartItem: { product_id: soldOut.id, qty: 1 } })).status).toBe(
      409,
    );
    const many = await call('rest', 'POST', `/rest/en/V1/guest-carts/${token}/addMultipleProductsToCart`, {
      cartItems: [
        { product_id: plenty.id, qty: 1 },
        { product_id: scarce.id, qty: 9 },
      ],
    });
    expect(many.status).toBe(409);
    expect(cartOf(await call('rest', 'GET', `/rest/en/V1/guest-carts/${token}`)).items).toEqual([]);
  });

  it("answers 404 for an unknown token and for another cart's line", async () => {
    expect((await call('rest', 'GET', '/rest/en/V1/guest-carts/not-a-token/summary')).status).toBe(404);
    const mine = await newGuestCart();
    const theirs = await newGuestCart();
    const line = cartOf(
      await call('rest', 'POST', `/rest/en/V1/guest-carts/${theirs}/items`, {
        cartItem: { product_id: plenty.id, qty: 1 },
      }),
    ).items[0]!;
    expect(
      (await call('rest', 'DELETE', `/rest/en/V1/guest-carts/${mine}/items/${line.item_id}`)).status,
    ).toBe(404);
    expect(cartOf(await call('rest', 'GET', `/rest/en/V1/guest-carts/${theirs}`)).items).toHaveLength(1);
  });

  it('applies, refuses and removes coupons', async () => {
    const token = await newGuestCart();
    await call('rest', 'POST', `/rest/en/V1/guest-carts/${token}/items`, {
      cartItem: { product_id: plenty.id, qty: 1 },
    });
    const coupon = `/rest/en/V1/checkout/${token}/coupon`;
    expect((await call('rest', 'POST', coupon, { coupon_code: 'NOPE' })).status).toBe(404);
    expect((await call('rest', 'POST', coupon, { coupon_code: 'EXPIRED50' })).body.message).toBe(
      'This coupon has expired.',
    );
    // One that has not started yet is not called expired (in Arabic too).
    const later = `LATER${plenty.id}`;
    await db.insert(coupons).values({
      code: later,
      kind: 'fixed',
      value: 5_000,
      minSubtotal: 0,
      startsAt: new Date('2099-01-01'),
      endsAt: new Date('2100-01-01'),
    });
    expect((await call('rest', 'POST', coupon, { coupon_code: later })).body.message).toBe(
      'This coupon is not valid yet: it starts later.',
    );
    const arabic = `/rest/ar/V1/checkout/${token}/coupon`;
    expect((await call('rest', 'POST', arabic, { coupon_code: later })).body.message).toBe(
      'كود الخصم لم يبدأ العمل به بعد.',
    );
    const applied = cartOf(await call('rest', 'POST', coupon, { coupon_code: 'welcome10' }));
    expect(applied.coupon_code).toBe('WELCOME10');
    expect(applied.totals.discount).toBeGreaterThan(0);
    expect(applied.totals.grand_total).toBeCloseTo(applied.totals.subtotal - applied.totals.discount, 2);
    const removed = cartOf(await call('rest', 'POST', coupon, { coupon_code: 'WELCOME10', remove: true }));
    expect(removed.totals.discount).toBe(0);
  });

  it('keeps a coupon whose minimum the cart fell under, says why, and applies it again when the cart grows', async () => {
    const token = await newGuestCart();
    const items = `/rest/en/V1/guest-carts/${token}/items`;
    const two = cartOf(await call('rest', 'POST', items, { cartItem: { product_id: plenty.id, qty: 2 } }));
    const line = two.items[0]!;
    const code = `MIN2X${plenty.id}`;
    await db.insert(coupons).values({
      code,
      kind: 'fixed',
      value: 5_000,
      minSubtotal: Math.round(two.totals.subtotal * 100),
      startsAt: new Date('2000-01-01'),
      endsAt: new Date('2100-01-01'),
    });
    const applied = cartOf(
      await call('rest', 'POST', `/rest/en/V1/checkout/${token}/coupon`, { coupon_code: code }),
    );
    expect(applied).toMatchObject({ coupon_code: code, coupon_problem: null, totals: { discount: 50 } });
    const one = cartOf(await call('rest', 'PUT', `${items}/${line.item_id}`, { cartItem: { qty: 1 } }));
    expect(one).toMatchObject({
      coupon_code: code,
      coupon_problem: {
        reason: 'coupon_min_subtotal',
        parameters: { amount: String(two.totals.subtotal) },
      },
      totals: { discount: 0, grand_total: line.price },
    });
    const again = cartOf(await call('rest', 'PUT', `${items}/${line.item_id}`, { cartItem: { qty: 2 } }));
    expect(again).toMatchObject({ coupon_code: code, coupon_problem: null, totals: { discount: 50 } });
  });
});

describe('signed-in cart, merge and wishlist', () => {
  it('merges the guest cart at sign-in, capped at the stock, and retires the guest token', async () => {
    const { token } = await registerCustomer(db);
    await call(
      'rest',
      'POST',
      '/rest/en/V1/carts/mine/items',
      { cartItem: { product_id: scarce.id, qty: 2 } },
      bearer(token),
    );
    const guest = await newGuestCart();
    await call('rest', 'POST', `/rest/en/V1/guest-carts/${guest}/addMultipleProductsToCart`, {
      cartItems: [
        { product_id: scarce.id, qty: 2 },
        { product_id: plenty.id, qty: 1 },
      ],
    });
    const merged = cartOf(
      await call('rest', 'POST', `/rest/en/V1/guest-carts/${guest}/assign`, undefined, bearer(token)),
    );
    expect(merged.items.map((i) => [i.product_id, i.qty])).toEqual([
      [scarce.id, 3],
      [plenty.id, 1],
    ]);
    expect((await call('rest', 'GET', `/rest/en/V1/guest-carts/${guest}/summary`)).status).toBe(404);
    expect(
      (await call('rest', 'POST', `/rest/en/V1/guest-carts/${guest}/assign`, undefined, bearer(token)))
        .status,
    ).toBe(404);
    expect(
      (await call('rest', 'POST', `/rest/en/V1/guest-carts/${await newGuestCart()}/assign`)).status,
    ).toBe(401);
  });

  it('prices wishlist products like every listing: the special price while it applies', async () => {
    const { token } = await registerCustomer(db);
    const sale = await productWithStock(1, 203);
    const [row] = await db.select({ price: products.price }).from(products).where(eq(products.id, sale.id));
    const special = row!.price - 10_000;
    await db
      .update(products)
      .set({ specialPrice: special, specialFrom: null, specialTo: null })
      .where(eq(products.id, sale.id));
    const list = await call(
      'rest',
      'POST',
      '/rest/en/V1/wishlist/mine/items',
      { product_id: sale.id },
      bearer(token),
    );
    expect(list.body).toEqual([
      expect.objectContaining({ product_id: sale.id, price: row!.price / 100, final_price: special / 100 }),
    ]);
    await db
      .update(products)
      .set({ specialTo: new Date(Date.now() - 86_400_000) })
      .where(eq(products.id, sale.id));
    const expired = await call('rest', 'GET', '/rest/en/V1/wishlist/mine', undefined, bearer(token));
    expect(expired.body[0]).toMatchObject({ final_price: row!.price / 100, special_price: null });
  });

  it('counts the cart and the wishlist for the header, and moves a product to the cart', async () => {
    const { token } = await registerCustomer(db);
    expect(
      (await call('rest', 'GET', '/rest/ar/V1/carts/mine/summary', undefined, bearer(token))).body,
    ).toEqual({ cart_items: 0, wishlist_items: 0 });
    await call('rest', 'POST', '/rest/en/V1/wishlist/mine/items', { product_id: plenty.id }, bearer(token));
    const list = await call(
      'rest',
      'POST',
      '/rest/en/V1/wishlist/mine/items',
      { product_id: plenty.id },
      bearer(token),
    );
    expect(list.body).toEqual([expect.objectContaining({ product_id: plenty.id, in_stock: true })]);
    expect(
      (await call('rest', 'POST', '/rest/en/V1/wishlist/mine/items', { product_id: 'x' }, bearer(token)))
        .status,
    ).toBe(404);
    const moved = await call(
      'rest',
      'POST',
      `/rest/en/V1/wishlist/mine/items/${plenty.id}/move-to-cart`,
      undefined,
      bearer(token),
    );
    expect(moved.body.wishlist).toEqual([]);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/carts/mine/summary', undefined, bearer(token))).body,
    ).toEqual({ cart_items: 1, wishlist_items: 0 });
    expect((await call('rest', 'GET', '/rest/en/V1/carts/mine/summary')).status).toBe(401);
  });

  it('confirms quantities before checkout, reducing lines whose stock fell', async () => {
    const { token } = await registerCustomer(db);
    const product = await productWithStock(5, 203);
    await call(
      'rest',
      'POST',
      '/rest/en/V1/carts/mine/items',
      { cartItem: { product_id: product.id, qty: 4 } },
      bearer(token),
    );
    expect(
      (await call('rest', 'POST', '/rest/en/V1/checkout/confirmqty', {}, bearer(token))).body.changed,
    ).toEqual([]);
    await db
      .update(products)
      .set({ stock: sql`2` })
      .where(eq(products.id, product.id));
    const res = await call('rest', 'POST', '/rest/en/V1/checkout/confirmqty', {}, bearer(token));
    expect(res.body.changed).toEqual([
      expect.objectContaining({ product_id: product.id, requested: 4, available: 2 }),
    ]);
    expect(cartOf({ body: res.body.cart }).items[0]!.qty).toBe(2);
  });
});
