import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, outboxMessages, products, sellerApplications } from '@/db/schema';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { listProductCards } from '@/domain/catalog/product-cards';
import { suspensionOf } from '@/domain/sellers/staff-sellers';
import { restApp } from '@/http/rest/app';
import { bearer, call, newPhone, quickCustomer } from './auth-helpers';
import { saveCashOrder, shopperWithCart } from './shop-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';
import { productOfSeller, uniqueWord } from '../fixtures/seller-product';

/**
 * /rest/V1/admin/sellers…: the sellers with their products count and standing; suspending one
 * takes every product of theirs off sale (search, listings, product page, cart, wishlist, order)
 * and reinstating brings them back, each with an audit row and a message to the merchant.
 */
let db: Db;
let admin: Record<string, string>;
let sellerId: number;
let productId: number;
let phone: string;
const word = uniqueWord('zephyr');

/** An approved merchant (through the back office) with one product of their own, indexed for search. */
beforeAll(async () => {
  db = (await useTestDb()).db;
  admin = (await signedInStaff(db, 'admin')).headers;
  phone = newPhone();
  const [application] = await db
    .insert(sellerApplications)
    .values({
      reference: `SEL-S${Date.now() % 1e7}`,
      phone,
      locale: 'ar',
      status: 'pending',
      answers: {
        store_name: `Zephyr Home ${word}`,
        merchant_name: 'Mona',
        contact_email: `${word}@shop.test`,
      },
      submittedAt: new Date(),
    })
    .returning();
  const approved = await adminCall(
    'POST',
    `/seller-applications/${application!.id}/decision`,
    { decision: 'approve' },
    admin,
  );
  sellerId = approved.body.seller_id as number;
  productId = (await productOfSeller(db, sellerId, `${word} kettle`)).productId;
});

async function found(): Promise<number[]> {
  const query = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
    'searchCriteria[filter_groups][0][filters][0][value]': word,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
  });
  const res = await restApp.request(`/rest/en/V1/catalog/search?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { product_id: number }[] }).items.map((i) => i.product_id);
}

const onSale = async () => ({
  search: (await found()).includes(productId),
  page: (await getProductDetail({ db, locale: 'en' }, productId)) !== null,
  cards: (await listProductCards({ db, locale: 'en' }, { where: eq(products.id, productId), limit: 1 }))
    .length,
});

const standing = (body: unknown) => adminCall('POST', `/sellers/${sellerId}/standing`, body, admin);

describe('the sellers list', () => {
  it('shows each seller with their products count and standing, searchable and paginated', async () => {
    const list = await adminCall('GET', `/sellers?q=${word}`, undefined, admin);
    expect(list).toMatchObject({
      status: 200,
      body: {
        total_count: 1,
        page: 1,
        page_size: 20,
        items: [{ id: sellerId, status: 'active', products_count: 1, active_products_count: 1 }],
      },
    });
    const all = await adminCall('GET', '/sellers', undefined, admin);
    expect(Number(all.body.total_count)).toBeGreaterThan(1);
    // The wildcards of LIKE are taken as they are written.
    expect((await adminCall('GET', '/sellers?q=%25', undefined, admin)).body.total_count).toBe(0);
    expect((await adminCall('GET', '/sellers?status=closed', undefined, admin)).status).toBe(400);
    expect((await adminCall('GET', '/sellers?page=0', undefined, admin)).status).toBe(400);
    expect((await adminCall('GET', '/sellers/99999999', undefined, admin)).status).toBe(404);
  });
});

describe('suspending a seller', () => {
  it('takes their products off sale until reinstated, with audit rows and messages', async () => {
    expect(await onSale()).toEqual({ search: true, page: true, cards: 1 });
    const before = await shopperWithCart(db, productId, 1);

    const noReason = await standing({ suspend: true, reason: ' ' });
    expect(noReason).toMatchObject({
      status: 400,
      body: { field_errors: { reason: 'seller_suspension_reason' } },
    });
    expect((await standing({ suspend: 'yes', reason: 'Fake invoices' })).status).toBe(400);
    expect((await standing({ suspend: false, reason: 'Not suspended' })).status).toBe(409);

    const suspended = await standing({ suspend: true, reason: 'Fake invoices' });
    expect(suspended).toMatchObject({
      status: 200,
      body: {
        id: sellerId,
        status: 'suspended',
        suspension_reason: 'Fake invoices',
        active_products_count: 1,
      },
    });
    expect((await standing({ suspend: true, reason: 'Again' })).status).toBe(409);
    // The seller's own portal says so, with the reason.
    expect(await suspensionOf({ db, locale: 'en' }, sellerId)).toMatchObject({ reason: 'Fake invoices' });

    // Nowhere on sale: search, the product page, listings, a new cart line, the wishlist, an order.
    expect(await onSale()).toEqual({ search: false, page: false, cards: 0 });
    const shopper = await quickCustomer(db);
    const add = await call(
      'rest',
      'POST',
      '/rest/en/V1/carts/mine/items',
      { cartItem: { product_id: productId, qty: 1 } },
      bearer(shopper.token),
    );
    // Said as it is: no longer sold, not out of stock (it has 10).
    expect(add).toMatchObject({ status: 409, body: { message: `"${word} kettle" is no longer sold.` } });
    const wish = await call(
      'rest',
      'POST',
      '/rest/en/V1/wishlist/mine/items',
      { product_id: productId },
      bearer(shopper.token),
    );
    expect(wish.status).toBe(404);
    // Already in a cart: shown as no longer sold, not as out of stock.
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(before.token));
    expect(cart.body.items).toMatchObject([{ product_id: productId, on_sale: false, in_stock: false }]);
    const ordered = await saveCashOrder(before.token, before.addressId, { key: `suspended-${word}` });
    expect(ordered).toMatchObject({ status: 409, body: { message: `"${word} kettle" is no longer sold.` } });
    expect(
      (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock,
    ).toBe(10);

    // The merchant is told, in the language they applied in, by SMS and e-mail.
    const [sms] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(sms).toMatchObject({ channel: 'sms', locale: 'ar' });
    expect(sms!.body).toContain('Fake invoices');
    expect(
      (
        await db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, `${word}@shop.test`))
      ).length,
    ).toBeGreaterThan(0);

    const reinstated = await standing({ suspend: false, reason: 'Invoices checked' });
    expect(reinstated).toMatchObject({ status: 200, body: { status: 'active', suspension_reason: null } });
    expect(await suspensionOf({ db, locale: 'en' }, sellerId)).toBeNull();
    expect(await onSale()).toEqual({ search: true, page: true, cards: 1 });

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller'), eq(auditLog.entityId, String(sellerId))))
      .orderBy(auditLog.id);
    expect(rows).toMatchObject([
      {
        action: 'seller.suspend',
        reason: 'Fake invoices',
        before: { status: 'active' },
        after: { status: 'suspended' },
      },
      { action: 'seller.reinstate', reason: 'Invoices checked', after: { status: 'active' } },
    ]);
    const detail = await adminCall('GET', `/sellers/${sellerId}`, undefined, admin);
    expect(detail.body).toMatchObject({
      status: 'active',
      account: null,
      // Applied as a guest: the application's contact is the merchant's.
      application: {
        reference: expect.stringMatching(/^SEL-S/),
        contact: { phone, email: `${word}@shop.test` },
      },
      history: [{ action: 'seller.reinstate' }, { action: 'seller.suspend', reason: 'Fake invoices' }],
    });
  });
});

describe("a seller's portal accounts", () => {
  it('are listed on the seller, closed ones marked', async () => {
    // The approval opened the merchant's own, at the application's contact e-mail.
    const before = await adminCall('GET', `/sellers/${sellerId}`, undefined, admin);
    const merchant = { id: expect.any(Number), name: 'Mona', email: `${word}@shop.test`, active: true };
    expect(before.body.portal_accounts).toEqual([merchant]);
    const email = `portal-${word}@shop.test`;
    const opened = await adminCall(
      'POST',
      '/staff',
      { email, name: 'Mona Portal', role: 'seller', seller_id: sellerId, password: 'a long first password' },
      admin,
    );
    expect(opened.status).toBe(201);
    const after = await adminCall('GET', `/sellers/${sellerId}`, undefined, admin);
    expect(after.body.portal_accounts).toEqual([
      merchant,
      { id: opened.body.id, name: 'Mona Portal', email, active: true },
    ]);
  });
});

describe('the seller application queue', () => {
  it('finds an application by the reference texted to the merchant, the mobile number or the store name', async () => {
    const [application] = await db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.phone, phone));
    const found = async (q: string) => {
      const answer = await adminCall(
        'GET',
        `/seller-applications?q=${encodeURIComponent(q)}`,
        undefined,
        admin,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.items as { id: number }[]).map((i) => i.id);
    };
    for (const q of [application!.reference, application!.reference.toLowerCase(), phone, `home ${word}`])
      expect(await found(q)).toEqual([application!.id]);
    expect(await found(`nothing-${word}`)).toEqual([]);
    const long = await adminCall('GET', `/seller-applications?q=${'x'.repeat(41)}`, undefined, admin);
    expect(long.body.field_errors).toEqual({ q: 'application_search' });
  });
});

describe('an application that shares its details with others', () => {
  it('names the other sent applications with the same owner ID, register, tax card or IBAN, and what they share', async () => {
    const stamp = `${Date.now()}`.slice(-9);
    const iban = `EG38001900050000000${stamp}`;
    const ownerId = `29001011${stamp.slice(-6)}`;
    const insert = async (status: 'pending' | 'draft' | 'rejected', answers: Record<string, string>) => {
      const [row] = await db
        .insert(sellerApplications)
        .values({
          reference: `SEL-D${stamp}${Math.floor(Math.random() * 1e6)}`,
          phone: newPhone(),
          locale: 'en',
          status,
          answers: { store_name: `Twin ${word}`, ...answers },
          submittedAt: status === 'draft' ? null : new Date(),
        })
        .returning();
      return row!;
    };
    const first = await insert('rejected', {
      iban,
      owner_national_id: ownerId,
      tax_card_number: '111222333',
    });
    const draft = await insert('draft', { iban });
    const other = await insert('pending', { iban: `${iban}0`, owner_national_id: '1' });
    const again = await insert('pending', { iban, owner_national_id: ownerId, tax_card_number: '999888777' });

    const view = await adminCall('GET', `/seller-applications/${again.id}`, undefined, admin);
    expect(view.status).toBe(200);
    // Not the draft (not sent), not the one with other details.
    expect(view.body.shared_with).toEqual([
      {
        id: first.id,
        reference: first.reference,
        status: 'rejected',
        store_name: `Twin ${word}`,
        fields: ['owner_national_id', 'iban'],
      },
    ]);
    expect(
      (await adminCall('GET', `/seller-applications/${first.id}`, undefined, admin)).body.shared_with,
    ).toEqual([expect.objectContaining({ id: again.id, fields: ['owner_national_id', 'iban'] })]);
    expect(
      (await adminCall('GET', `/seller-applications/${other.id}`, undefined, admin)).body.shared_with,
    ).toEqual([]);
    expect(draft.status).toBe('draft');
  });
});
