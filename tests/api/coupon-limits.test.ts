import { and, count, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@/db/client';
import { couponRedemptions, coupons, orders, products } from '@/db/schema';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, call, quickCustomer } from './auth-helpers';
import { addAddress, CAIRO, saveCashOrder } from './shop-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * Coupon limits at the store: a coupon switched off or used up is refused when applied and when
 * the order is placed; a use is written with the order and given back when the order is canceled;
 * and on the PostgreSQL server many shoppers at once never take more uses than the limit.
 */
let db: Db;
let content: Record<string, string>;
let productId: number;
const tag = String(Date.now() % 1e6);
const onServer = Boolean(inject('serverUrl'));
let serial = 0;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  db = (await useTestDb()).db;
  content = (await signedInStaff(db, 'content')).headers;
  // A product of its own, 2,000 EGP, sold by cash on delivery, with stock for every test here.
  const sellerId = await newSeller(db, `Coupon Store ${tag}`);
  productId = (await productOfSeller(db, sellerId, uniqueWord('couponlimits'))).productId;
  await db
    .update(products)
    .set({ stock: 10_000, price: 200_000, specialPrice: null })
    .where(eq(products.id, productId));
});

/** A coupon of 10 % made straight in the table, with the limits given. */
async function coupon(limits: { usageLimit?: number; usageLimitPerCustomer?: number } = {}) {
  const code = `LIM${++serial}_${tag}`;
  await db.insert(coupons).values({
    code,
    kind: 'percent',
    value: 1000,
    startsAt: new Date(Date.now() - DAY_MS),
    endsAt: new Date(Date.now() + 30 * DAY_MS),
    ...limits,
  });
  return code;
}

/** A shopper with an address in Cairo and one of the product in the cart. */
async function shopper() {
  const { token } = await quickCustomer(db);
  const addressId = await addAddress(token, CAIRO);
  await addToCart(token);
  return { token, addressId };
}

const addToCart = async (token: string) =>
  expect(
    (
      await call(
        'rest',
        'POST',
        '/rest/en/V1/carts/mine/items',
        { cartItem: { product_id: productId, qty: 1 } },
        bearer(token),
      )
    ).status,
  ).toBe(200);

const apply = (token: string, code: string, locale = 'en') =>
  call('rest', 'POST', `/rest/${locale}/V1/checkout/coupon`, { coupon_code: code }, bearer(token));

const order = (s: { token: string; addressId: number }, key: string, locale = 'en') =>
  saveCashOrder(s.token, s.addressId, { key, locale });

const usesOf = async (code: string) =>
  (await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponCode, code)))[0]!
    .n;

describe('a coupon switched off', () => {
  it('is refused when applied and when the order is placed, in the shopper’s language', async () => {
    const code = await coupon();
    const s = await shopper();
    const applied = await apply(s.token, code);
    expect(applied.status).toBe(200);
    expect((applied.body.totals as { discount: number }).discount).toBeGreaterThan(0);

    const off = await adminCall('POST', `/coupons/${code}/active`, { active: false }, content);
    expect(off.status).toBe(200);
    // The cart still names it but takes nothing off; placing the order says why.
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(s.token));
    expect(cart.body).toMatchObject({ coupon_code: code, totals: { discount: 0 } });
    const refused = await order(s, `off-${tag}-1`, 'ar');
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'كود الخصم هذا لم يعد متاحًا.' },
    });
    expect(await usesOf(code)).toBe(0);

    const other = await shopper();
    expect(await apply(other.token, code)).toMatchObject({
      status: 400,
      body: { message: 'This coupon is no longer available.' },
    });
    // Switched on again, it works at once.
    await adminCall('POST', `/coupons/${code}/active`, { active: true }, content);
    const placed = await order(s, `off-${tag}-2`);
    expect(placed.status).toBe(201);
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.order_id as number));
    expect(row).toMatchObject({ couponCode: code });
    expect(row!.discount).toBeGreaterThan(0);
    expect(await usesOf(code)).toBe(1);
  });
});

describe('usage limits', () => {
  it('lets a customer use a coupon as often as allowed, then refuses it', async () => {
    const code = await coupon({ usageLimitPerCustomer: 1 });
    const s = await shopper();
    expect((await apply(s.token, code)).status).toBe(200);
    expect((await order(s, `mine-${tag}-1`)).status).toBe(201);
    expect(
      await db
        .select({ customerId: couponRedemptions.customerId })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponCode, code)),
    ).toHaveLength(1);

    await addToCart(s.token);
    expect(await apply(s.token, code)).toMatchObject({
      status: 400,
      body: { message: 'You have already used this coupon as many times as allowed.' },
    });
    // Another customer still may.
    const other = await shopper();
    expect((await apply(other.token, code)).status).toBe(200);
    const detail = await adminCall('GET', `/coupons/${code}`, undefined, content);
    expect(detail.body).toMatchObject({ redemptions_count: 1, usage_limit_per_customer: 1 });
  });

  it('gives a use back when the whole order is canceled', async () => {
    const code = await coupon({ usageLimit: 1 });
    const first = await shopper();
    const second = await shopper();
    expect((await apply(first.token, code)).status).toBe(200);
    expect((await apply(second.token, code)).status).toBe(200);
    const placed = await order(first, `back-${tag}-1`);
    expect(placed.status).toBe(201);
    expect(await usesOf(code)).toBe(1);
    // The last use is gone: the second shopper is told at placement and cannot apply it again.
    expect(await order(second, `back-${tag}-2`)).toMatchObject({
      status: 409,
      body: { message: 'This coupon has been used the most times allowed. Remove it to continue.' },
    });
    const third = await shopper();
    expect((await apply(third.token, code, 'ar')).body.message).toBe(
      'استُخدم كود الخصم هذا الحد الأقصى من المرات المسموح بها. احذفه للمتابعة.',
    );

    const canceled = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${placed.body.order_id}/cancel`,
      {},
      bearer(first.token),
    );
    expect(canceled.status).toBe(200);
    expect(await usesOf(code)).toBe(0);
    expect((await order(second, `back-${tag}-3`)).status).toBe(201);
    expect(await usesOf(code)).toBe(1);
  });
});

describe('many shoppers at once', () => {
  // PGlite runs one transaction at a time, so only the server proves the coupon's row lock.
  it.skipIf(!onServer)(
    'take exactly the limit of uses: 30 orders with a coupon of 5 uses make 5 with the discount',
    async () => {
      const code = await coupon({ usageLimit: 5 });
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => shopper()));
      for (const s of shoppers) expect((await apply(s.token, code)).status).toBe(200);
      const answers = await Promise.all(shoppers.map((s, i) => order(s, `many-${tag}-${i}`)));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(25);
      expect(await usesOf(code)).toBe(5);
      const discounted = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.couponCode, code), gte(orders.discount, 1)));
      expect(discounted[0]!.n).toBe(5);
    },
    180_000,
  );
});
