import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  auditLog,
  customers,
  orderItems,
  orders,
  outboxMessages,
  productImages,
  products,
  sellerApplications,
} from '@/db/schema';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, call, quickCustomer } from './auth-helpers';
import { saveCashOrder, shopperWithCart } from './shop-helpers';
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

    // Not without a picture: it would sell as a grey box.
    const bare = await adminCall(
      'POST',
      `/catalog/products/${id}/decision`,
      { decision: 'approve' },
      as.catalog,
    );
    expect([bare.status, bare.body.message]).toEqual([
      409,
      'This product has no picture yet: it goes on sale once its seller adds one.',
    ]);
    expect(await onSale(id)).toBe(false);
    await db.insert(productImages).values({ productId: id, path: 'products/test/front.webp' });

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
    // A quarter more at most stays on sale; more, or a new name, waits for the catalog team again
    // (a regular price inflated beside a special one would show a discount that never was).
    const up = (price: string, over: Record<string, unknown> = {}) =>
      adminCall(
        'PUT',
        `/seller/products/${id}`,
        newProduct(word, { price, stock: '3', ...over }),
        as.sellerA,
      );
    expect((await up('998')).body).toMatchObject({ approval: 'approved' });
    expect((await up('1400')).body).toMatchObject({ price: '1400.00', approval: 'pending' });
    expect(await onSale(id)).toBe(false);
    await adminCall('POST', `/catalog/products/${id}/decision`, { decision: 'approve' }, as.catalog);
    expect((await up('1400', { name_en: `${word} kettle FREE iPhone` })).body).toMatchObject({
      approval: 'pending',
    });
    expect(await onSale(id)).toBe(false);
    await adminCall('POST', `/catalog/products/${id}/decision`, { decision: 'approve' }, as.catalog);

    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'seller_product.create',
      'catalog_product.approve',
      'seller_product.update',
      'seller_product.update',
      'seller_product.update',
      'catalog_product.approve',
      'seller_product.update',
      'catalog_product.approve',
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

/** A cash order of one product of seller A and one of seller B (named by these words). */
async function orderOfBothSellers(wordA: string, wordB: string) {
  const a = await productOfSeller(db, sellerA, `${uniqueWord('ordera')} ${wordA}`);
  const b = await productOfSeller(db, sellerB, `${uniqueWord('orderb')} ${wordB}`);
  const { token, addressId } = await shopperWithCart(db, a.productId, 1);
  await call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: b.productId, qty: 1 } },
    bearer(token),
  );
  const placed = await saveCashOrder(token, addressId, { key: `seller-lines-${uniqueWord('k')}` });
  expect(placed.status).toBe(201);
  return { a, b, token, orderId: placed.body.order_id as number };
}

describe("a seller's order lines", () => {
  it('tells a seller that came through an application of a new order to ship, in its language', async () => {
    const phone = `010${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await db.insert(sellerApplications).values({
      reference: `SEL-N${uniqueWord('n')}`,
      phone,
      locale: 'ar',
      status: 'approved',
      answers: { contact_email: `seller-${uniqueWord('m')}@shop.test` },
      sellerId: sellerA,
    });
    try {
      const { orderId } = await orderOfBothSellers('kettle', 'iron');
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const told = await db
        .select({ body: outboxMessages.body, channel: outboxMessages.channel })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, phone));
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain(`الطلب رقم ${order!.incrementId}`);
      expect(told[0]!.body).toContain(`/admin/seller/orders/${orderId}`);
    } finally {
      await db.delete(sellerApplications).where(eq(sellerApplications.phone, phone));
    }
  });

  it('each seller sees and ships only its lines; the order ships when the last seller ships, and the customer is told', async () => {
    const { a, b, token, orderId } = await orderOfBothSellers('lamp', 'fan');

    // Each seller lists the order and sees only its own line, and where it goes.
    const listA = await adminCall('GET', '/seller/orders', undefined, as.sellerA);
    expect(listA.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: orderId, lines: 1, lines_to_ship: 1 })]),
    );
    const seenA = await adminCall('GET', `/seller/orders/${orderId}`, undefined, as.sellerA);
    expect((seenA.body.items as { sku: string }[]).map((i) => i.sku)).toEqual([`T-${a.urlKey}`]);
    expect(seenA.body.address).toMatchObject({ governorate: 'giza', city: 'dokki' });
    // Who receives it and how it is paid: what a courier asks for.
    expect(seenA.body.recipient).toEqual({
      name: expect.any(String),
      phone: expect.stringMatching(/^01\d{9}$/),
    });
    expect(seenA.body.payment_method).toBe('cashondelivery');
    // A seller with no line in it, or another role, gets nothing.
    const stranger = await newSeller(db, `Portal C ${uniqueWord('c')}`);
    const strangerHeaders = (await signedInStaff(db, 'seller', stranger)).headers;
    expect((await adminCall('GET', `/seller/orders/${orderId}`, undefined, strangerHeaders)).status).toBe(
      404,
    );
    const parcel = { carrier: 'Bosta', tracking_number: 'BST-1001' };
    expect((await adminCall('POST', `/seller/orders/${orderId}/ship`, parcel, strangerHeaders)).status).toBe(
      404,
    );
    expect((await adminCall('POST', `/seller/orders/${orderId}/ship`, parcel, as.operations)).status).toBe(
      403,
    );

    // Bad carrier details are refused in the seller's language.
    const bad = await adminCall(
      'POST',
      `/seller/orders/${orderId}/ship`,
      { carrier: 'B', tracking_number: '#' },
      { ...as.sellerA, 'accept-language': 'ar' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.field_errors!).sort()).toEqual(['carrier', 'tracking_number']);

    // Seller A ships: its line has left, the order still waits for seller B.
    const shippedA = await adminCall('POST', `/seller/orders/${orderId}/ship`, parcel, as.sellerA);
    expect(shippedA.body).toMatchObject({ shipped_lines: 1, order_shipped: false, status: 'processing' });
    expect((shippedA.body.items as { carrier: string }[])[0]).toMatchObject({
      carrier: 'Bosta',
      tracking_number: 'BST-1001',
    });
    const again = await adminCall('POST', `/seller/orders/${orderId}/ship`, parcel, as.sellerA);
    expect(again.status).toBe(409);
    const [stillA] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(stillA!.status).toBe('processing');

    // The customer sees that line on its way, and can no longer cancel it, nor the whole order.
    const mine = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
    const lineOf = (sku: string) =>
      (mine.body.items as { sku: string; shipment: unknown }[]).find((i) => i.sku === sku)!;
    expect(lineOf(`T-${a.urlKey}`).shipment).toMatchObject({ carrier: 'Bosta', tracking_number: 'BST-1001' });
    expect(lineOf(`T-${b.urlKey}`).shipment).toBeNull();
    expect(mine.body.can_cancel).toBe(false);
    const itemA = (mine.body.items as { sku: string; item_id: number }[]).find(
      (i) => i.sku === `T-${a.urlKey}`,
    )!;
    const cancelWhole = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${orderId}/cancel`,
      {},
      bearer(token),
    );
    expect([cancelWhole.status, cancelWhole.body.message]).toEqual([
      409,
      'Part of this order has already shipped: cancel the products not yet shipped one by one.',
    ]);
    const cancelShipped = await call(
      'rest',
      'POST',
      `/rest/ar/V1/orders/mine/${orderId}/cancel`,
      { item_id: itemA.item_id },
      bearer(token),
    );
    expect([cancelShipped.status, cancelShipped.body.message]).toEqual([
      409,
      'تم شحن هذا المنتج بالفعل: يمكنك طلب استرداده بعد وصوله.',
    ]);
    const [stockA] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, a.productId));
    expect(stockA!.stock).toBe(9);

    // Seller B ships the last line: the order is shipped and the customer hears of it.
    const shippedB = await adminCall(
      'POST',
      `/seller/orders/${orderId}/ship`,
      { carrier: 'Aramex', tracking_number: 'ARX-2002' },
      as.sellerB,
    );
    expect(shippedB.body).toMatchObject({ shipped_lines: 1, order_shipped: true, status: 'shipped' });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'shipped', carrier: 'Aramex', trackingNumber: 'ARX-2002' });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => [l.sellerId, l.carrier]).sort()).toEqual(
      [
        [sellerA, 'Bosta'],
        [sellerB, 'Aramex'],
      ].sort(),
    );
    const [customer] = await db.select().from(customers).where(eq(customers.id, order!.customerId));
    const told = await db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer!.phone!));
    expect(told.filter((m) => m.body.includes('ARX-2002'))).toHaveLength(1);
    // Seller A's line was announced on its own, by name, when it left.
    const partial = told.filter((m) => m.body.includes('BST-1001'));
    expect(partial).toHaveLength(1);
    expect(partial[0]!.body).toContain(lines.find((l) => l.sellerId === sellerA)!.name);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
    expect(audit.map((x) => x.action)).toEqual(['seller_order.ship', 'seller_order.ship']);
    const late = await adminCall('POST', `/seller/orders/${orderId}/ship`, parcel, as.sellerB);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Only an order being processed can be shipped.');
  });

  it("keeps the customer's address from a seller whose lines were all canceled, and says so in its list", async () => {
    const { b, token, orderId } = await orderOfBothSellers('kettle', 'heater');
    const mine = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
    const itemB = (mine.body.items as { sku: string; item_id: number }[]).find(
      (i) => i.sku === `T-${b.urlKey}`,
    )!;
    const canceled = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${orderId}/cancel`,
      { item_id: itemB.item_id },
      bearer(token),
    );
    expect(canceled.status).toBe(200);
    const seenB = await adminCall('GET', `/seller/orders/${orderId}`, undefined, as.sellerB);
    expect(seenB.status).toBe(200);
    expect(seenB.body.address).toBeNull();
    const listB = await adminCall('GET', '/seller/orders', undefined, as.sellerB);
    expect(listB.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: orderId, lines: 0, lines_to_ship: 0 })]),
    );
    // Seller A still has its line to send, and where to.
    const seenA = await adminCall('GET', `/seller/orders/${orderId}`, undefined, as.sellerA);
    expect(seenA.body.address).toMatchObject({ governorate: 'giza', city: 'dokki' });
  });
});
