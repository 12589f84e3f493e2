import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, products } from '@/db/schema';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * The seller portal's products (/rest/V1/admin/seller/…): a seller's account sees and writes only
 * its own seller's products; a new one waits off sale until the catalog team approves it
 * (/catalog/products/{id}/decision). Another seller's product is "not found" on every call.
 */
let db: Db;
let sellerA: number;
let sellerB: number;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let options: { brands: { id: number }[]; categories: { id: number; name: string }[] };

beforeAll(async () => {
  db = (await useTestDb()).db;
  sellerA = await newSeller(db, `Portal A ${uniqueWord('a')}`);
  sellerB = await newSeller(db, `Portal B ${uniqueWord('b')}`);
  as.sellerA = (await signedInStaff(db, 'seller', sellerA)).headers;
  as.sellerB = (await signedInStaff(db, 'seller', sellerB)).headers;
  for (const role of ['admin', 'catalog', 'operations', 'content'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  options = (await adminCall('GET', '/seller/options', undefined, as.sellerA)).body as typeof options;
}, 90_000);

/** A seller's new-product form, as the portal's page sends it. */
function newProduct(word: string, extra: Record<string, unknown> = {}) {
  const deep = options.categories.find((c) => c.name.split(' › ').length === 3)!;
  return {
    sku: `S-${word}`,
    url_key: `${word}-kettle`,
    name_ar: `غلاية ${word}`,
    name_en: `${word} kettle`,
    price: '899',
    stock: '12',
    brand_id: String(options.brands[0]!.id),
    category_id: String(deep.id),
    payment_methods: ['cashondelivery', 'card'],
    ...extra,
  };
}

const onSale = async (id: number) => (await getProductDetail({ db, locale: 'en' }, id)) !== null;

describe('who may call the seller portal', () => {
  it('only seller accounts; other roles 403; a customer token or no cookie 401; nothing written', async () => {
    const count = (await db.select().from(products)).length;
    const calls: [string, string, unknown?][] = [
      ['GET', '/seller/products'],
      ['GET', '/seller/options'],
      ['POST', '/seller/products', newProduct(uniqueWord('nope'))],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['admin', 'catalog', 'operations', 'content'] as const)
        expect([role, method, path, (await adminCall(method, path, body, as[role])).status]).toEqual([
          role,
          method,
          path,
          403,
        ]);
      expect((await adminCall(method, path, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, path, body)).status).toBe(401);
    }
    expect((await db.select().from(products)).length).toBe(count);
    // The catalog team's decision is theirs (and admins'), not a seller's.
    const [any] = await db.select({ id: products.id }).from(products).limit(1);
    const decision = { decision: 'approve' };
    expect(
      (await adminCall('POST', `/catalog/products/${any!.id}/decision`, decision, as.sellerA)).status,
    ).toBe(403);
  });
});

describe("a seller's new product", () => {
  it('waits off sale for the catalog team, whatever the form says of its seller or switch; then approved, it sells', async () => {
    const word = uniqueWord('brio');
    const created = await adminCall(
      'POST',
      '/seller/products',
      newProduct(word, { seller_id: String(sellerB), is_active: true }),
      as.sellerA,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ approval: 'pending', is_active: false, seller_id: String(sellerA) });
    const id = created.body.id as number;
    expect(await onSale(id)).toBe(false);
    const listed = await adminCall('GET', '/seller/products', undefined, as.sellerA);
    expect(listed.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, approval: 'pending', is_active: false })]),
    );
    // The catalog team finds it among those waiting.
    const waiting = await adminCall(
      'GET',
      `/catalog/products?approval=pending&q=S-${word}`,
      undefined,
      as.catalog,
    );
    expect((waiting.body.items as { id: number }[]).map((i) => i.id)).toEqual([id]);

    const approved = await adminCall(
      'POST',
      `/catalog/products/${id}/decision`,
      { decision: 'approve' },
      as.catalog,
    );
    expect(approved.body).toEqual({ id, approval: 'approved', is_active: true });
    expect(await onSale(id)).toBe(true);
    const again = await adminCall(
      'POST',
      `/catalog/products/${id}/decision`,
      { decision: 'approve' },
      as.catalog,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This product is not waiting for approval any more.');

    // Price and stock change at once and the product stays on sale.
    const edited = await adminCall(
      'PUT',
      `/seller/products/${id}`,
      newProduct(word, { price: '799', stock: '3', is_active: false }),
      as.sellerA,
    );
    expect(edited.body).toMatchObject({ price: '799.00', stock: '3', is_active: true, approval: 'approved' });
    expect(await onSale(id)).toBe(true);

    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'seller_product.create',
      'catalog_product.approve',
      'seller_product.update',
    ]);
  });

  it('sent back needs a reason, which the seller sees; the seller’s edit sends it back for approval', async () => {
    const word = uniqueWord('cova');
    const { body } = await adminCall('POST', '/seller/products', newProduct(word), as.sellerA);
    const id = body.id as number;
    const noReason = await adminCall(
      'POST',
      `/catalog/products/${id}/decision`,
      { decision: 'reject' },
      as.catalog,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.field_errors).toEqual({ reason: 'catalog_approval_reason' });
    const arabic = await adminCall(
      'POST',
      `/catalog/products/${id}/decision`,
      { decision: 'maybe' },
      { ...as.catalog, 'accept-language': 'ar' },
    );
    expect(arabic.body.message).toBe('اختر الموافقة أو الرفض.');
    const rejected = await adminCall(
      'POST',
      `/catalog/products/${id}/decision`,
      { decision: 'reject', reason: 'Add a photo of the box' },
      as.catalog,
    );
    expect(rejected.body).toEqual({ id, approval: 'rejected', is_active: false });
    const seen = await adminCall('GET', `/seller/products/${id}`, undefined, as.sellerA);
    expect(seen.body).toMatchObject({ approval: 'rejected', approval_note: 'Add a photo of the box' });
    const resent = await adminCall(
      'PUT',
      `/seller/products/${id}`,
      newProduct(word, { name_en: `${word} steel kettle` }),
      as.sellerA,
    );
    expect(resent.body).toMatchObject({ approval: 'pending', is_active: false });
    expect(await onSale(id)).toBe(false);
  });

  it('refuses bad fields in the seller’s language and writes nothing', async () => {
    const count = (await db.select().from(products)).length;
    const bad = await adminCall(
      'POST',
      '/seller/products',
      newProduct(uniqueWord('bad'), { price: '-5', name_en: '' }),
      { ...as.sellerA, 'accept-language': 'ar' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.field_errors!).sort()).toEqual(['name_en', 'price']);
    expect((await db.select().from(products)).length).toBe(count);
  });
});

describe('sellers cannot reach each other', () => {
  it("another seller's product is not found on every call, and absent from the list", async () => {
    const word = uniqueWord('other');
    const { productId } = await productOfSeller(db, sellerB, `${word} radio`);
    expect((await adminCall('GET', `/seller/products/${productId}`, undefined, as.sellerA)).status).toBe(404);
    const form = (await adminCall('GET', `/seller/products/${productId}`, undefined, as.sellerB)).body;
    expect(form.id).toBe(productId);
    const put = await adminCall('PUT', `/seller/products/${productId}`, { ...form, price: '1' }, as.sellerA);
    expect(put.status).toBe(404);
    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row!.price).not.toBe(100);
    expect(row!.sellerId).toBe(sellerB);
    const listA = await adminCall('GET', `/seller/products?q=${word}`, undefined, as.sellerA);
    expect(listA.body.total_count).toBe(0);
    // Even naming the other seller in the list's filter shows only one's own.
    const named = await adminCall(
      'GET',
      `/seller/products?q=${word}&seller=${sellerB}`,
      undefined,
      as.sellerA,
    );
    expect(named.body.total_count).toBe(0);
    const listB = await adminCall('GET', `/seller/products?q=${word}`, undefined, as.sellerB);
    expect((listB.body.items as { id: number }[]).map((i) => i.id)).toEqual([productId]);
  });
});
