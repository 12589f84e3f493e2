import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { instalmentPromotions, products, sellers } from '@/db/schema';
import { planRules } from '@/domain/credit/plan-rules';
import { plansFor } from '@/domain/credit/plans';
import { bearer, call } from './auth-helpers';
import { cardProduct as sharedCardProduct } from './card-helpers';
import { shopperWithCart } from './shop-helpers';
import { useTestDb } from './test-db';

let db: Db;
const DAY = 86_400_000;

const cardProduct = (seller: string, min: number, max: number, offset = 0) =>
  sharedCardProduct(db, seller, min, max, offset);

const options = (token: string, body: unknown, locale = 'en') =>
  call('rest', 'POST', `/rest/${locale}/V1/amancard/options`, body, bearer(token));

interface WireDealer {
  dealer_id: number;
  financed: number;
  lines_under_minimum: { sku: string; price: number }[];
  options: { months: number; rate: number; promotion_id: number | null; monthly: number; total: number }[];
}

beforeAll(async () => {
  db = (await useTestDb()).db;
});

describe('GET amancard/promos', () => {
  it('lists the promotions running now, in the language asked, and neither ended nor future ones', async () => {
    const now = Date.now();
    const [seller] = await db.select().from(sellers).where(eq(sellers.code, 'delta-tech'));
    const rows = await db
      .insert(instalmentPromotions)
      .values(
        [
          [-1, 5, 'running'],
          [-10, -1, 'ended'],
          [2, 10, 'future'],
        ].map(([from, to, name]) => ({
          sellerId: seller!.id,
          months: 18,
          rateBps: 500,
          startsAt: new Date(now + Number(from) * DAY),
          endsAt: new Date(now + Number(to) * DAY),
          title: { ar: `عرض ${name}`, en: `Offer ${name}` },
        })),
      )
      .returning({ id: instalmentPromotions.id });
    const en = await call('rest', 'GET', '/rest/en/V1/amancard/promos');
    expect(en.status).toBe(200);
    const mine = (en.body as unknown as { id: number }[]).filter((p) => rows.some((r) => r.id === p.id));
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'Offer running',
        dealer_id: seller!.id,
        dealer_name: 'Delta Tech',
        months: 18,
        rate: 5,
      }),
    ]);
    const ar = await call('rest', 'GET', '/rest/ar/V1/amancard/promos');
    expect(
      (ar.body as unknown as { id: number; title: string }[]).find((p) => p.id === rows[0]!.id)?.title,
    ).toBe('عرض running');
    await db.delete(instalmentPromotions).where(eq(instalmentPromotions.sellerId, seller!.id));
  });
});

describe('POST amancard/options', () => {
  it("answers each seller's plans for the cart, as the plan engine computes them", async () => {
    const product = await cardProduct('aman-store', 1_000_00, 50_000_00);
    const { token } = await shopperWithCart(db, product.id, 2);
    const res = await options(token, { dealers: [product.sellerId] });
    expect(res.status).toBe(200);
    expect(res.body.issuing_fee).toBe(100);
    const [dealer] = res.body.dealers as WireDealer[];
    expect(dealer!.dealer_id).toBe(product.sellerId);
    // The store's own seller offers 36 months.
    expect(dealer!.options.map((o) => o.months)).toEqual([6, 12, 18, 24, 36]);
    const expected = plansFor(
      Math.round(dealer!.financed * 100),
      product.sellerId,
      await planRules({ db, locale: 'en' }),
    );
    expect(dealer!.options.map((o) => [o.monthly, o.total])).toEqual(
      expected.map((p) => [p.monthly / 100, p.total / 100]),
    );
  });

  it('offers a running promotion at its rate, and only the terms a seller allows', async () => {
    const product = await cardProduct('nile-digital', 1_000_00, 50_000_00);
    const [promotion] = await db
      .insert(instalmentPromotions)
      .values({
        sellerId: product.sellerId,
        months: 6,
        rateBps: 0,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + DAY),
        title: { ar: 'بدون فوائد', en: 'No interest' },
      })
      .returning();
    const { token } = await shopperWithCart(db, product.id, 1);
    const [dealer] = (await options(token, {})).body.dealers as WireDealer[];
    expect(dealer!.options.map((o) => o.months)).toEqual([6, 12]);
    expect(dealer!.options[0]).toMatchObject({
      rate: 0,
      promotion_id: promotion!.id,
      total: dealer!.financed,
    });
    await db.delete(instalmentPromotions).where(eq(instalmentPromotions.id, promotion!.id));
  });

  it('names the lines under 500 EGP and offers no plan while they are in the cart', async () => {
    // Kept apart from other tests' products: one of a seller no other test here uses, for a moment at 499.99 EGP.
    const cheap = await cardProduct('alex-trading', 1_000_00, 50_000_00, 3);
    const [{ price }] = (await db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, cheap.id))) as [{ price: number }];
    await db.update(products).set({ price: 499_99 }).where(eq(products.id, cheap.id));
    try {
      const { token } = await shopperWithCart(db, cheap.id, 1);
      const [dealer] = (await options(token, { dealers: [cheap.sellerId] })).body.dealers as WireDealer[];
      expect(dealer!.lines_under_minimum).toEqual([
        expect.objectContaining({ sku: cheap.sku, price: 499.99 }),
      ]);
      expect(dealer!.options).toEqual([]);
    } finally {
      await db.update(products).set({ price }).where(eq(products.id, cheap.id));
    }
  });

  it('answers only the sellers asked for, refuses a malformed list, and needs a signed-in customer', async () => {
    const product = await cardProduct('aman-store', 1_000_00, 50_000_00, 1);
    const { token } = await shopperWithCart(db, product.id, 1);
    expect((await options(token, { dealers: [product.sellerId + 1000] })).body.dealers).toEqual([]);
    const bad = await options(token, { dealers: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({ 'dealers.0': 'dealers' });
    expect((await options(token, { dealers: 5 })).status).toBe(400);
    expect((await call('rest', 'POST', '/rest/en/V1/amancard/options', {})).status).toBe(401);
  });
});
