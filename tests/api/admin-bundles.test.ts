import { and, asc, desc, eq, gte, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, bundles, products, productTranslations } from '@/db/schema';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/content/bundles…: the content role (and admins) list, add, edit, order and remove
 * the bundles of /offers, each write audited; the store's store-offers call shows the change at
 * once. Codes are unique, bundles take 2 to 4 products on sale, and stale orders and edits get 409.
 * Other roles get 403, a customer's token or no cookie 401.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
/** Five products on sale (active, stocked, seller active), and one that is not. */
let onSale: { id: number; sku: string }[];
let offSale: { id: number; sku: string };
let flipped: number | null = null;
let originalOrder: number[];
const PREFIX = 'api-bundle-';

interface BundleWire {
  id: number;
  code: string;
  title_ar: string;
  title_en: string;
  is_active: boolean;
  updated_at: string;
  products: { id: number; sku: string; on_sale: boolean; final_price: number | null }[];
  total: number | null;
  history?: { action: string }[];
  message?: string;
  field_errors?: Record<string, string>;
}

const B = '/content/bundles';
const call = async <T = BundleWire>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = as.content!,
  locale = 'en',
) => {
  const res = await adminCall(method, path, body, { ...headers, 'accept-language': locale });
  return {
    status: res.status,
    body: res.body as unknown as T & { message?: string; field_errors?: Record<string, string> },
  };
};
const listIds = async () => (await call<{ items: BundleWire[] }>('GET', B)).body.items.map((b) => b.id);

const form = (code: string, ids: number[], extra: Record<string, unknown> = {}) => ({
  code,
  title_ar: 'باقة الاختبار',
  title_en: 'Test bundle',
  product_ids: ids,
  is_active: true,
  ...extra,
});

async function storeBundles(locale: 'ar' | 'en') {
  const res = await restApp.request(`/rest/${locale}/V1/cmsblocks/store-offers`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { bundles: { code: string; title: string; items: { sku: string }[] }[] };
  return body.bundles;
}

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'bundle'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'content', 'operations', 'catalog'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  onSale = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.stock, 5)))
    .orderBy(asc(products.id))
    .offset(200)
    .limit(5);
  let [inactive] = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.isActive, false))
    .orderBy(asc(products.id))
    .limit(1);
  if (!inactive) {
    // The seed has no product off sale: one is switched off for this file and back after.
    [inactive] = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .orderBy(desc(products.id))
      .limit(1);
    flipped = inactive!.id;
    await db.update(products).set({ isActive: false }).where(eq(products.id, flipped));
  }
  offSale = inactive!;
  originalOrder = await listIds();
}, 60_000);

afterAll(async () => {
  await db.delete(bundles).where(like(bundles.code, `${PREFIX}%`));
  if (flipped) await db.update(products).set({ isActive: true }).where(eq(products.id, flipped));
  // The demo bundles back in their order.
  const left = (await listIds()).filter((id) => originalOrder.includes(id));
  if (left.length) await call('PUT', `${B}/order`, { ids: originalOrder.filter((id) => left.includes(id)) });
});

describe('who may call the bundle routes', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const before = await db.select().from(bundles).orderBy(asc(bundles.id));
    const id = before[0]?.id ?? 1;
    const calls: [string, string, unknown?][] = [
      ['GET', B],
      ['GET', `${B}/products?q=a`],
      ['POST', B, form(`${PREFIX}refused`, [onSale[0]!.id, onSale[1]!.id])],
      ['PUT', `${B}/order`, { ids: before.map((b) => b.id) }],
      ['GET', `${B}/${id}`],
      ['PUT', `${B}/${id}`, form(`${PREFIX}refused`, [onSale[0]!.id, onSale[1]!.id])],
      ['DELETE', `${B}/${id}`],
    ];
    for (const [method, p, body] of calls) {
      for (const role of ['operations', 'catalog'] as const)
        expect([role, method, p, (await call(method, p, body, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect((await call(method, p, body, bearer(customerToken))).status).toBe(401);
      expect((await call(method, p, body, {})).status).toBe(401);
    }
    expect(await db.select().from(bundles).orderBy(asc(bundles.id))).toEqual(before);
    for (const role of ['content', 'admin'] as const)
      expect((await call('GET', B, undefined, as[role])).status).toBe(200);
  });
});

describe('bundles', () => {
  it('searches products by SKU for the form, saying which are on sale', async () => {
    const found = await call<{
      items: { id: number; sku: string; on_sale: boolean; final_price: number | null }[];
    }>('GET', `${B}/products?q=${encodeURIComponent(onSale[0]!.sku)}`);
    expect(found.status).toBe(200);
    expect(found.body.items.find((p) => p.id === onSale[0]!.id)).toMatchObject({ on_sale: true });
    const off = await call<{ items: { id: number; on_sale: boolean; final_price: number | null }[] }>(
      'GET',
      `${B}/products?q=${encodeURIComponent(offSale.sku)}`,
    );
    expect(off.body.items.find((p) => p.id === offSale.id)).toMatchObject({
      on_sale: false,
      final_price: null,
    });
    const [named] = await db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, onSale[1]!.id), eq(productTranslations.locale, 'en')));
    const byName = await call<{ items: { id: number }[] }>(
      'GET',
      `${B}/products?q=${encodeURIComponent(named!.name.slice(0, 20))}`,
    );
    expect(byName.body.items.map((p) => p.id)).toContain(onSale[1]!.id);
    for (const locale of ['en', 'ar']) {
      const empty = await call('GET', `${B}/products?q=`, undefined, as.content, locale);
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatch(locale === 'ar' ? /[\u0600-\u06FF]/ : /SKU/);
    }
  });

  it('creates a bundle last in order, audited, on the store at once in both languages', async () => {
    const ids = [onSale[1]!.id, onSale[0]!.id];
    const created = await call('POST', B, form(`${PREFIX}pair`, ids));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: `${PREFIX}pair`, title_en: 'Test bundle', is_active: true });
    expect(created.body.products.map((p) => p.id)).toEqual(ids);
    expect(created.body.total).toBeCloseTo(
      created.body.products.reduce((s, p) => s + p.final_price!, 0),
      2,
    );
    expect((await listIds()).at(-1)).toBe(created.body.id);
    const en = (await storeBundles('en')).find((b) => b.code === `${PREFIX}pair`);
    expect(en).toMatchObject({ title: 'Test bundle' });
    expect(en!.items.map((i) => i.sku)).toEqual([onSale[1]!.sku, onSale[0]!.sku]);
    expect((await storeBundles('ar')).find((b) => b.code === `${PREFIX}pair`)?.title).toBe('باقة الاختبار');
    const rows = await auditOf(created.body.id);
    expect(rows.map((r) => r.action)).toEqual(['bundle.create']);
    expect(rows[0]!.after).toMatchObject({
      code: `${PREFIX}pair`,
      products: [onSale[1]!.sku, onSale[0]!.sku],
    });
    const one = await call('GET', `${B}/${created.body.id}`);
    expect(one.body.history?.map((h) => h.action)).toEqual(['bundle.create']);
  });

  it('refuses bad input in English and Arabic, and writes nothing', async () => {
    const before = await db.select().from(bundles).orderBy(asc(bundles.id));
    const pair = [onSale[0]!.id, onSale[1]!.id];
    const cases: [unknown, number, Record<string, string>][] = [
      [form('Bad Code', pair), 400, { code: 'bundle_code' }],
      [form('-dash-first', pair), 400, { code: 'bundle_code' }],
      [form(`${PREFIX}pair`, pair), 409, { code: 'bundle_code_taken' }],
      [form(`${PREFIX}one`, [onSale[0]!.id]), 400, { product_ids: 'bundle_items' }],
      [
        form(
          `${PREFIX}five`,
          onSale.map((p) => p.id),
        ),
        400,
        { product_ids: 'bundle_items' },
      ],
      [form(`${PREFIX}twice`, [onSale[0]!.id, onSale[0]!.id]), 400, { product_ids: 'bundle_items_twice' }],
      [form(`${PREFIX}off`, [onSale[0]!.id, offSale.id]), 400, { product_ids: 'bundle_product_off_sale' }],
      [form(`${PREFIX}unknown`, [onSale[0]!.id, 99_999_999]), 400, { product_ids: 'bundle_product_unknown' }],
      [
        form(`${PREFIX}title`, pair, { title_en: '', title_ar: '<b>' }),
        400,
        {
          title_ar: 'bundle_title_ar',
          title_en: 'bundle_title_en',
        },
      ],
    ];
    for (const [body, status, fields] of cases) {
      const en = await call('POST', B, body);
      expect([en.status, en.body.field_errors]).toEqual([status, fields]);
      const ar = await call('POST', B, body, as.content, 'ar');
      expect(ar.status).toBe(status);
      expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(ar.body.message).not.toBe(en.body.message);
    }
    const off = await call('POST', B, form(`${PREFIX}off`, [onSale[0]!.id, offSale.id]), as.content, 'ar');
    expect(off.body.message).toContain(`\u2066${offSale.sku}\u2069`);
    expect((await call('POST', B, form(`${PREFIX}off`, [onSale[0]!.id, offSale.id]))).body.message).toBe(
      `The product ${offSale.sku} is not on sale, so it cannot be in a bundle.`,
    );
    expect(await db.select().from(bundles).orderBy(asc(bundles.id))).toEqual(before);
  });

  it('edits a bundle from its version; a stale edit gets 409 and changes nothing', async () => {
    const created = await call('POST', B, form(`${PREFIX}edit`, [onSale[2]!.id, onSale[3]!.id]));
    const id = created.body.id;
    const loaded = (await call('GET', `${B}/${id}`)).body;
    const edit = form(`${PREFIX}edited`, [onSale[3]!.id, onSale[4]!.id, onSale[2]!.id], {
      title_en: 'Edited bundle',
      updated_at: loaded.updated_at,
    });
    const saved = await call('PUT', `${B}/${id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: `${PREFIX}edited`, title_en: 'Edited bundle' });
    expect(saved.body.products.map((p) => p.id)).toEqual([onSale[3]!.id, onSale[4]!.id, onSale[2]!.id]);
    expect(saved.body.updated_at).not.toBe(loaded.updated_at);
    const store = (await storeBundles('en')).find((b) => b.code === `${PREFIX}edited`);
    expect(store?.title).toBe('Edited bundle');
    expect(store?.items.map((i) => i.sku)).toEqual([onSale[3]!.sku, onSale[4]!.sku, onSale[2]!.sku]);
    for (const locale of ['en', 'ar']) {
      const stale = await call('PUT', `${B}/${id}`, { ...edit, title_en: 'Lost' }, as.content, locale);
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(locale === 'ar' ? /[\u0600-\u06FF]/ : /saved this bundle/);
    }
    const noVersion = await call('PUT', `${B}/${id}`, { ...edit, updated_at: undefined });
    expect(noVersion.body.field_errors).toEqual({ updated_at: 'bundle_version' });
    // Taking another bundle's code.
    const taken = await call('PUT', `${B}/${id}`, {
      ...edit,
      code: `${PREFIX}pair`,
      updated_at: saved.body.updated_at,
    });
    expect([taken.status, taken.body.field_errors]).toEqual([409, { code: 'bundle_code_taken' }]);
    expect((await call('GET', `${B}/${id}`)).body.title_en).toBe('Edited bundle');
    // Switched off: gone from the store at once.
    const off = await call('PUT', `${B}/${id}`, {
      ...edit,
      is_active: false,
      updated_at: saved.body.updated_at,
    });
    expect(off.status).toBe(200);
    expect((await storeBundles('en')).map((b) => b.code)).not.toContain(`${PREFIX}edited`);
    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual(['bundle.create', 'bundle.update', 'bundle.update']);
    expect(rows[1]!.before).toMatchObject({ code: `${PREFIX}edit`, title_en: 'Test bundle' });
    expect(rows[1]!.after).toMatchObject({ code: `${PREFIX}edited`, title_en: 'Edited bundle' });
    expect((await call('PUT', `${B}/99999999`, edit)).status).toBe(404);
  });

  it('orders the bundles (409 when the list changed), and the store follows at once', async () => {
    const ids = await listIds();
    const mine = (
      await db
        .select({ id: bundles.id })
        .from(bundles)
        .where(eq(bundles.code, `${PREFIX}pair`))
    )[0]!.id;
    const reordered = [mine, ...ids.filter((id) => id !== mine)];
    const saved = await call<{ items: BundleWire[] }>('PUT', `${B}/order`, { ids: reordered });
    expect(saved.status).toBe(200);
    expect(saved.body.items.map((b) => b.id)).toEqual(reordered);
    expect((await storeBundles('en'))[0]?.code).toBe(`${PREFIX}pair`);
    for (const locale of ['en', 'ar']) {
      const stale = await call('PUT', `${B}/order`, { ids: reordered.slice(1) }, as.content, locale);
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(locale === 'ar' ? /[\u0600-\u06FF]/ : /bundles changed/);
    }
    expect(await listIds()).toEqual(reordered);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bundle.order')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(rows[0]).toMatchObject({ before: ids, after: reordered });
  });

  it('removes a bundle, audited, gone from the store at once', async () => {
    const [row] = await db
      .select({ id: bundles.id })
      .from(bundles)
      .where(eq(bundles.code, `${PREFIX}pair`));
    const removed = await call<{ items: BundleWire[] }>('DELETE', `${B}/${row!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((b) => b.id)).not.toContain(row!.id);
    expect((await storeBundles('en')).map((b) => b.code)).not.toContain(`${PREFIX}pair`);
    expect((await auditOf(row!.id)).map((r) => r.action).at(-1)).toBe('bundle.delete');
    expect((await call('GET', `${B}/${row!.id}`)).status).toBe(404);
    expect((await call('DELETE', `${B}/${row!.id}`)).status).toBe(404);
    expect(
      await db
        .select()
        .from(bundles)
        .where(inArray(bundles.id, [row!.id])),
    ).toEqual([]);
  });
});
