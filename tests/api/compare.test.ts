import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/db/schema';
import { restApp } from '@/http/rest/app';
import { useTestDb } from './test-db';

const arabic = /[\u0600-\u06FF]/;
const get = (path: string) => restApp.request(path);
let ids: number[] = [];
let inactiveId: number;

beforeAll(async () => {
  const { db } = await useTestDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(3);
  ids = rows.map((r) => r.id);
  // A product taken off sale must drop out of a shopper's comparison, not break it.
  const [last] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
    .offset(10);
  inactiveId = last!.id;
  await db.update(products).set({ isActive: false }).where(eq(products.id, inactiveId));
});

// The seeded database is shared by every API test file: put the product back on sale.
afterAll(async () => {
  const { db } = await useTestDb();
  await db.update(products).set({ isActive: true }).where(eq(products.id, inactiveId));
});

describe.each(['ar', 'en'] as const)('GET catalog/compare in %s', (locale) => {
  it('answers the products in the order asked, with their specifications', async () => {
    const asked = [ids[2]!, ids[0]!, ids[1]!];
    const res = await get(`/rest/${locale}/V1/catalog/compare?ids=${asked.join(',')}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total_count).toBe(3);
    expect(body.items.map((p: { product_id: number }) => p.product_id)).toEqual(asked);
    const item = body.items[0];
    expect(item).toMatchObject({
      sku: expect.any(String),
      url_key: expect.any(String),
      price: expect.any(Number),
      final_price: expect.any(Number),
      in_stock: expect.any(Boolean),
    });
    expect(item.name).toMatch(locale === 'ar' ? arabic : /^[^\u0600-\u06FF]+$/);
    expect(item.seller.length).toBeGreaterThan(0);
    expect(item.specifications.length).toBeGreaterThan(3);
    expect(item.specifications[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
    expect(arabic.test(item.specifications[0].label)).toBe(locale === 'ar');
  });

  it('skips unknown and inactive ids', async () => {
    const res = await get(`/rest/${locale}/V1/catalog/compare?ids=${ids[0]},99999999,${inactiveId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items.map((p: { product_id: number }) => p.product_id)).toEqual([ids[0]]);
  });

  it.each(['', 'abc', '1,,x', '1,2,3,4,5', '-3'])(
    'refuses ids=%j with a 400 naming the parameter',
    async (raw) => {
      const res = await get(`/rest/${locale}/V1/catalog/compare?ids=${encodeURIComponent(raw)}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.parameters).toEqual(['ids', '4']);
      expect(body.message).toContain('"ids"');
      expect(arabic.test(body.message)).toBe(locale === 'ar');
    },
  );
});

describe('GET catalog/compare without ids', () => {
  it('is a 400 in English', async () => {
    const res = await get('/rest/en/V1/catalog/compare');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'The parameter "ids" must be a comma-separated list of 1 to 4 product ids.',
    );
  });
});
