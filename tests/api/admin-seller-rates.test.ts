import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, sellerInstalmentRates, sellers } from '@/db/schema';
import { bearer, call, quickCustomer } from './auth-helpers';
import { cardProduct } from './card-helpers';
import { shopperWithCart } from './shop-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/catalog/sellers/{id}/rates: the catalog role (and admins) set a dealer's own
 * instalment rates in percent; the plan engine's options call offers exactly those terms at those
 * rates at once, and an empty list puts the dealer back on the store's terms. Audited; other
 * roles get 403. The dealer's seeded rates are put back after the file.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let sellerId: number;
let seeded: { sellerId: number; months: number; rateBps: number }[];

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'catalog', 'content', 'operations'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  [{ id: sellerId }] = (await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.code, 'nile-digital'))) as [{ id: number }];
  seeded = await db.select().from(sellerInstalmentRates).where(eq(sellerInstalmentRates.sellerId, sellerId));
}, 60_000);

afterAll(async () => {
  await db.delete(sellerInstalmentRates).where(eq(sellerInstalmentRates.sellerId, sellerId));
  if (seeded.length) await db.insert(sellerInstalmentRates).values(seeded);
});

const url = () => `/catalog/sellers/${sellerId}/rates`;

interface WireOption {
  months: number;
  rate: number;
  monthly: number;
  total: number;
  financed: number;
}

async function quote(productId: number) {
  const { token } = await shopperWithCart(db, productId, 1);
  const res = await call(
    'rest',
    'POST',
    '/rest/en/V1/amancard/options',
    { dealers: [sellerId] },
    bearer(token),
  );
  expect(res.status).toBe(200);
  const [dealer] = res.body.dealers as { options: WireOption[]; financed: number }[];
  return dealer!;
}

describe('dealer instalment rates', () => {
  it('catalog and admin may; content and operations get 403; a customer token 401', async () => {
    for (const role of ['content', 'operations'] as const) {
      expect((await adminCall('GET', url(), undefined, as[role])).status).toBe(403);
      expect((await adminCall('PUT', url(), { rates: [] }, as[role])).status).toBe(403);
      expect((await adminCall('GET', '/catalog/sellers', undefined, as[role])).status).toBe(403);
    }
    expect((await adminCall('PUT', url(), { rates: [] }, bearer(customerToken))).status).toBe(401);
    expect(
      (await db.select().from(sellerInstalmentRates).where(eq(sellerInstalmentRates.sellerId, sellerId)))
        .length,
    ).toBe(seeded.length);
    for (const role of ['catalog', 'admin'] as const)
      expect((await adminCall('GET', url(), undefined, as[role])).status).toBe(200);
    const list = await adminCall('GET', '/catalog/sellers', undefined, as.catalog);
    expect((list.body.items as { id: number }[]).some((s) => s.id === sellerId)).toBe(true);
  });

  it('new rates in percent are stored as basis points, audited, and the plan quote uses them at once', async () => {
    const product = await cardProduct(db, 'nile-digital', 1_000_00, 50_000_00);
    const before = await quote(product.id);
    expect(before.options.map((o) => o.months)).toEqual([6, 12]);
    const res = await adminCall(
      'PUT',
      url(),
      {
        rates: [
          { months: 18, rate: 19.5 },
          { months: 6, rate: '4.25' },
        ],
      },
      as.catalog,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      store_terms: false,
      rates: [
        { months: 6, rate: 4.25 },
        { months: 18, rate: 19.5 },
      ],
    });
    const rows = await db
      .select({ months: sellerInstalmentRates.months, bps: sellerInstalmentRates.rateBps })
      .from(sellerInstalmentRates)
      .where(eq(sellerInstalmentRates.sellerId, sellerId))
      .orderBy(asc(sellerInstalmentRates.months));
    expect(rows).toEqual([
      { months: 6, bps: 425 },
      { months: 18, bps: 1950 },
    ]);
    const after = await quote(product.id);
    expect(after.options.map((o) => [o.months, o.rate])).toEqual([
      [6, 4.25],
      [18, 19.5],
    ]);
    const six = after.options[0]!;
    // Six equal instalments of the price with 4.25% over six months, rounded to the piastre.
    const monthly = Math.round((after.financed * 100 * 1.0425) / 6);
    expect(six.total).toBeCloseTo((monthly * 6) / 100, 2);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller_rates'), eq(auditLog.entityId, String(sellerId))))
      .orderBy(asc(auditLog.id));
    expect(audit).toMatchObject({
      action: 'seller.rates',
      before: [
        { months: 6, rate_bps: 750 },
        { months: 12, rate_bps: 1500 },
      ],
      after: [
        { months: 6, rate_bps: 425 },
        { months: 18, rate_bps: 1950 },
      ],
    });
    // No term of its own: the store's terms (6 to 24 months at the store's rates).
    const cleared = await adminCall('PUT', url(), { rates: [] }, as.admin);
    expect(cleared.body).toMatchObject({ store_terms: true, rates: [] });
    expect((await quote(product.id)).options.map((o) => [o.months, o.rate])).toEqual([
      [6, 7.5],
      [12, expect.any(Number)],
      [18, 22.5],
      [24, 30],
    ]);
  });

  it('refuses a rate outside 0–100 %, with more than two decimals, a term twice or an unknown term, in both languages', async () => {
    const stored = await db
      .select()
      .from(sellerInstalmentRates)
      .where(eq(sellerInstalmentRates.sellerId, sellerId));
    for (const [body, key] of [
      [{ rates: [{ months: 6, rate: 101 }] }, 'seller_rate'],
      [{ rates: [{ months: 6, rate: -1 }] }, 'seller_rate'],
      [{ rates: [{ months: 6, rate: 1.234 }] }, 'seller_rate'],
      [{ rates: [{ months: 6, rate: 'x' }] }, 'seller_rate'],
      [{ rates: [{ months: 9, rate: 5 }] }, 'seller_rate_term'],
      [
        {
          rates: [
            { months: 6, rate: 5 },
            { months: 6, rate: 6 },
          ],
        },
        'seller_rate_term',
      ],
      [{ rates: 'none' }, 'seller_rates'],
    ] as const) {
      const en = await adminCall('PUT', url(), body, as.catalog);
      expect([JSON.stringify(body), en.status, Object.values(en.body.field_errors ?? {})[0]]).toEqual([
        JSON.stringify(body),
        400,
        key,
      ]);
    }
    const en = await adminCall('PUT', url(), { rates: [{ months: 6, rate: 150 }] }, as.catalog);
    expect(en.body.message).toBe('A rate is a percent from 0 to 100, with at most two decimals.');
    const ar = await adminCall(
      'PUT',
      url(),
      { rates: [{ months: 6, rate: 150 }] },
      { ...as.catalog, 'accept-language': 'ar' },
    );
    expect(ar.body.message).toBe('النسبة مئوية من 0 إلى 100، بخانتين عشريتين على الأكثر.');
    expect(
      await db.select().from(sellerInstalmentRates).where(eq(sellerInstalmentRates.sellerId, sellerId)),
    ).toEqual(stored);
    expect((await adminCall('PUT', '/catalog/sellers/999999/rates', { rates: [] }, as.catalog)).status).toBe(
      404,
    );
  });
});
