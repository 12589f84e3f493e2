import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  auditLog,
  productCategories,
  productPaymentMethods,
  products,
  productTranslations,
  sellers,
} from '@/db/schema';
import { STAFF_ROLES, type StaffRole } from '@/domain/staff/roles';
import { restApp } from '@/http/rest/app';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { bearer, call, quickCustomer } from './auth-helpers';
import { shopperWithCart } from './shop-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/catalog…: the catalog role lists products in every state, edits one (texts in
 * both languages, SKU, URL key with the old URL redirecting, prices, stock, categories, payment
 * methods) and acts on many at once; each write is searchable at once and has its audit row.
 */
let db: Db;
const as = {} as Record<StaffRole, Record<string, string>>;
let sellerId: number;
beforeAll(async () => {
  db = (await useTestDb()).db;
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  for (const role of STAFF_ROLES)
    as[role] = (await signedInStaff(db, role, role === 'seller' ? seller!.id : undefined)).headers;
  sellerId = await newSeller(db, `Catalog Test ${uniqueWord('s')}`);
});

async function searchIds(word: string, locale = 'en'): Promise<number[]> {
  const query = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
    'searchCriteria[filter_groups][0][filters][0][value]': word,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
  });
  const res = await restApp.request(`/rest/${locale}/V1/catalog/search?${query}`);
  return ((await res.json()) as { items: { product_id: number }[] }).items.map((i) => i.product_id);
}

const form = async (id: number) =>
  (await adminCall('GET', `/catalog/products/${id}`, undefined, as.catalog)).body as Record<string, unknown>;

describe('who may use the catalog', () => {
  it('catalog and admin only; other roles 403, a customer token 401', async () => {
    const customer = (await quickCustomer(db)).token;
    for (const path of ['/catalog/products', '/catalog/options', '/catalog/products/1']) {
      for (const role of STAFF_ROLES) {
        const answer = await adminCall('GET', path, undefined, as[role]);
        if (role === 'admin' || role === 'catalog')
          expect([200, 404], `${role} ${path}`).toContain(answer.status);
        else expect(answer.status, `${role} ${path}`).toBe(403);
      }
      expect((await adminCall('GET', path, undefined, bearer(customer))).status).toBe(401);
    }
    for (const role of ['operations', 'content', 'credit_officer', 'seller'] as const) {
      expect((await adminCall('PUT', '/catalog/products/1', {}, as[role])).status).toBe(403);
      expect((await adminCall('POST', '/catalog/products/bulk', {}, as[role])).status).toBe(403);
    }
  });
});

describe('the products list', () => {
  it('finds products in every state by name or SKU, with filters and pages', async () => {
    const word = uniqueWord('quasar');
    const { productId } = await productOfSeller(db, sellerId, `${word} blender`);
    await db.update(products).set({ isActive: false, stock: 0 }).where(eq(products.id, productId));
    const found = await adminCall(
      'GET',
      `/catalog/products?q=${word}&active=no&stock=out`,
      undefined,
      as.catalog,
    );
    expect(found).toMatchObject({
      status: 200,
      body: {
        total_count: 1,
        items: [{ id: productId, is_active: false, stock: 0, name: `${word} blender` }],
      },
    });
    const bySku = await adminCall(
      'GET',
      `/catalog/products?q=T-${word}&seller=${sellerId}`,
      undefined,
      as.catalog,
    );
    expect((bySku.body.items as { id: number }[]).map((i) => i.id)).toEqual([productId]);
    expect(
      (await adminCall('GET', `/catalog/products?q=${word}&active=yes`, undefined, as.catalog)).body
        .total_count,
    ).toBe(0);
    expect((await adminCall('GET', '/catalog/products?stock=many', undefined, as.catalog)).status).toBe(400);
    expect((await adminCall('GET', '/catalog/products?page=0', undefined, as.catalog)).status).toBe(400);
    const all = await adminCall('GET', '/catalog/products', undefined, as.catalog);
    expect(all.body).toMatchObject({ page: 1, page_size: 20 });
    expect((all.body.items as unknown[]).length).toBe(20);
  });
});

describe('editing a product', () => {
  it('saves both languages, prices, stock, category and methods; searchable at once; the old URL redirects', async () => {
    const word = uniqueWord('nebula');
    const { productId, urlKey } = await productOfSeller(db, sellerId, `${word} fan`);
    const before = await form(productId);
    const options = (await adminCall('GET', '/catalog/options', undefined, as.catalog)).body as {
      categories: { id: number; name: string }[];
    };
    const deep = options.categories.find((c) => c.name.split(' › ').length === 3)!;
    const renamed = uniqueWord('zenith');
    const edit = {
      ...before,
      name_en: `${renamed} tower fan`,
      name_ar: `مروحة ${renamed}`,
      description_en: 'Three speeds.\nQuiet at night.',
      url_key: `${renamed}-tower-fan`,
      price: '1499.50',
      special_price: '1299',
      special_from: '2026-11-01',
      special_to: '2026-12-31',
      stock: '7',
      category_id: String(deep.id),
      payment_methods: ['cashondelivery', 'card'],
    };
    const saved = await adminCall('PUT', `/catalog/products/${productId}`, edit, as.catalog);
    expect(saved).toMatchObject({
      status: 200,
      body: {
        name_en: `${renamed} tower fan`,
        price: '1499.50',
        special_price: '1299.00',
        special_to: '2026-12-31',
      },
    });
    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ price: 149_950, specialPrice: 129_900, stock: 7, categoryId: deep.id });
    expect(
      (await db.select().from(productCategories).where(eq(productCategories.productId, productId))).length,
    ).toBe(3);
    expect(
      (await db.select().from(productPaymentMethods).where(eq(productPaymentMethods.productId, productId)))
        .map((m) => m.method)
        .sort(),
    ).toEqual(['card', 'cashondelivery']);
    // Searchable by the new name at once, in both languages; the old name finds nothing.
    expect(await searchIds(renamed)).toContain(productId);
    expect(await searchIds(renamed, 'ar')).toContain(productId);
    expect(await searchIds(word)).not.toContain(productId);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      action: 'catalog_product.update',
      before: { name_en: `${word} fan`, url_key: urlKey },
      after: { name_en: `${renamed} tower fan`, stock: '7' },
    });
    const { resolvePath } = await import('@/domain/catalog/url-rewrites');
    expect(await resolvePath({ db, locale: 'en' }, [urlKey])).toEqual({
      type: 'product',
      id: productId,
      movedTo: `${renamed}-tower-fan`,
    });
    expect(await resolvePath({ db, locale: 'en' }, [`${renamed}-tower-fan`])).toEqual({
      type: 'product',
      id: productId,
    });
  });

  it('keeps the weight and the attributes (the store filters by them); refuses unknown ones and bad values', async () => {
    const { productId } = await productOfSeller(db, sellerId, `${uniqueWord('kappa')} screen`);
    const before = await form(productId);
    const options = (await adminCall('GET', '/catalog/options', undefined, as.catalog)).body as {
      attributes: { code: string; label: string }[];
      category_attributes: Record<string, string[]>;
    };
    expect(options.attributes.map((a) => a.code)).toContain('screen_size');
    expect(Object.values(options.category_attributes).flat().length).toBeGreaterThan(0);
    const saved = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, weight: '12.345', attributes: { screen_size: ' 55 ', panel: '' } },
      as.catalog,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ weight: '12.345', attributes: { screen_size: '55' } });
    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ weightGrams: 12_345, attributes: { screen_size: '55' } });

    for (const [locale, body, field, message] of [
      [
        'en',
        { weight: '0' },
        'weight',
        'Enter the weight in kilograms above 0, up to 1,000, with at most three decimals.',
      ],
      [
        'ar',
        { weight: '1.2345' },
        'weight',
        'اكتب الوزن بالكيلوجرام أكبر من صفر وحتى 1000، بثلاث خانات عشرية على الأكثر.',
      ],
      [
        'en',
        { attributes: { no_such_thing: '1' } },
        'attributes',
        'This attribute is not one the store knows.',
      ],
      [
        'ar',
        { attributes: { screen_size: '<b>55</b>' } },
        'attributes',
        'اكتب 100 حرف على الأكثر، بدون < أو > أو , أو =.',
      ],
    ] as const) {
      const bad = await adminCall(
        'PUT',
        `/catalog/products/${productId}`,
        { ...before, ...body },
        {
          ...as.catalog,
          'accept-language': locale,
        },
      );
      expect([bad.status, Object.keys(bad.body.field_errors!), bad.body.message]).toEqual([
        400,
        [field],
        message,
      ]);
    }
    // A write that leaves them out (the CSV without those columns) keeps them.
    const { weight: _w, attributes: _a, ...withoutThem } = (await form(productId)) as Record<string, unknown>;
    expect((await adminCall('PUT', `/catalog/products/${productId}`, withoutThem, as.catalog)).status).toBe(
      200,
    );
    const [kept] = await db.select().from(products).where(eq(products.id, productId));
    expect(kept).toMatchObject({ weightGrams: 12_345, attributes: { screen_size: '55' } });
  });

  it('keeps a rich-text description as sanitised HTML, shown as such and searched by its words', async () => {
    const { productId } = await productOfSeller(db, sellerId, `${uniqueWord('sigma')} kettle`);
    const before = await form(productId);
    // Descriptions are searched only when nothing else matches: the word must not pass for a
    // misspelt vocabulary word ("boile…" was corrected to "boiler" for minutes every few hours).
    const word = uniqueWord('qjboil');
    const saved = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      {
        ...before,
        description_en: `<p>Boils in <strong>${word}</strong> time</p><script>alert(1)</script><p onclick="x()">Safe</p>`,
      },
      as.catalog,
    );
    expect(saved.status).toBe(200);
    const [text] = await db
      .select({ description: productTranslations.description })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'en')));
    expect(text!.description).toBe(`<p>Boils in <strong>${word}</strong> time</p><p>Safe</p>`);
    expect(await searchIds(word)).toContain(productId);
    expect(await searchIds('strong')).not.toContain(productId);
    // A plain-text description (the demo's) reaches the editor as paragraphs.
    await db
      .update(productTranslations)
      .set({ description: 'Line one\nLine two' })
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'ar')));
    expect((await form(productId)).description_ar).toBe('<p>Line one<br>Line two</p>');
  });

  it("limits a product to some of the card's terms: its page and the card's options offer only those", async () => {
    const { productId } = await productOfSeller(db, sellerId, `${uniqueWord('tau')} fridge`);
    await db.update(products).set({ price: 20_000_00, specialPrice: null }).where(eq(products.id, productId));
    await db.insert(productPaymentMethods).values({ productId, method: 'ocean_amancard' });
    const terms = async () => {
      const detail = await getProductDetail({ db, locale: 'en' }, productId);
      const { token } = await shopperWithCart(db, productId, 1);
      const options = await call(
        'rest',
        'POST',
        '/rest/en/V1/amancard/options',
        { dealers: [sellerId] },
        bearer(token),
      );
      const [dealer] = options.body.dealers as { options: { months: number }[] }[];
      return [detail!.instalmentPlans.map((p) => p.months), dealer!.options.map((o) => o.months)];
    };
    expect(await terms()).toEqual([
      [6, 12, 18, 24],
      [6, 12, 18, 24],
    ]);
    const before = await form(productId);
    const limited = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, instalment_months: ['24', '12', '12'] },
      as.catalog,
    );
    expect(limited.body.instalment_months).toEqual(['12', '24']);
    expect(await terms()).toEqual([
      [12, 24],
      [12, 24],
    ]);
    for (const [locale, message] of [
      ['en', 'Choose terms among 6, 12, 18, 24 and 36 months.'],
      ['ar', 'اختر مددًا من بين 6 و12 و18 و24 و36 شهرًا.'],
    ] as const) {
      const bad = await adminCall(
        'PUT',
        `/catalog/products/${productId}`,
        { ...before, instalment_months: ['9'] },
        { ...as.catalog, 'accept-language': locale },
      );
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
    // None ticked: the seller's terms again.
    await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, instalment_months: [] },
      as.catalog,
    );
    expect((await terms())[0]).toEqual([6, 12, 18, 24]);
  });

  it('refuses bad input field by field, in the language asked, and writes nothing', async () => {
    const word = uniqueWord('orbit');
    const { productId } = await productOfSeller(db, sellerId, `${word} heater`);
    const { productId: other } = await productOfSeller(db, sellerId, `${word} cooler`);
    const before = await form(productId);
    const bad = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      {
        ...before,
        name_ar: 'x',
        price: '10.555',
        special_price: '20',
        stock: '-1',
        payment_methods: [],
        url_key: 'Not a key',
      },
      { ...as.catalog, 'accept-language': 'ar' },
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        field_errors: {
          name_ar: 'catalog_name',
          price: 'catalog_price',
          stock: 'catalog_stock',
          payment_methods: 'catalog_payment_methods',
          url_key: 'catalog_url_key',
        },
      },
    });
    expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    // A method the store does not have is named as such, not as "choose at least one".
    const unknown = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, payment_methods: ['card', 'bitcoin'] },
      as.catalog,
    );
    expect(unknown.body.field_errors).toEqual({ 'payment_methods.1': 'catalog_payment_method_unknown' });
    const over = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, special_price: '999999' },
      as.catalog,
    );
    expect(over.body.field_errors).toEqual({ special_price: 'catalog_special_price_over' });
    const otherForm = await form(other);
    const taken = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, sku: otherForm.sku },
      as.catalog,
    );
    expect(taken).toMatchObject({ status: 409, body: { field_errors: { sku: 'catalog_sku_taken' } } });
    const path = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, url_key: otherForm.url_key },
      as.catalog,
    );
    expect(path).toMatchObject({ status: 409, body: { field_errors: { url_key: 'catalog_url_key_taken' } } });
    const reserved = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, url_key: 'checkout' },
      as.catalog,
    );
    expect(reserved.status).toBe(409);
    // /en and /ar lead to a page in that language: never a product's address.
    const language = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, url_key: 'en' },
      as.catalog,
    );
    expect(language.status).toBe(409);
    const brand = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...before, brand_id: 99999999 },
      as.catalog,
    );
    expect(brand).toMatchObject({ status: 400, body: { field_errors: { brand_id: 'catalog_brand' } } });
    expect((await adminCall('PUT', '/catalog/products/99999999', before, as.catalog)).status).toBe(404);
    expect(await form(productId)).toEqual(before);
  });

  it('creates one product of six sent at once with the same SKU; the others are 409s that say why', async () => {
    const word = uniqueWord('twin');
    const model = await form((await productOfSeller(db, sellerId, `${word} model`)).productId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        adminCall(
          'POST',
          '/catalog/products',
          { ...model, sku: `TWIN-${word}`, url_key: `${word}-twin` },
          as.catalog,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toMatch(
        /^(Another product already has this SKU|Someone else changed this)/,
      );
  });

  it('creates a product that is on sale and searchable at once', async () => {
    const word = uniqueWord('comet');
    const model = await form((await productOfSeller(db, sellerId, `${word} model`)).productId);
    const created = await adminCall(
      'POST',
      '/catalog/products',
      {
        ...model,
        sku: `NEW-${word}`,
        url_key: `${word}-new-kettle`,
        name_en: `${word} kettle`,
        name_ar: `غلاية ${word}`,
      },
      as.catalog,
    );
    expect(created).toMatchObject({ status: 201, body: { sku: `NEW-${word}`, is_active: true } });
    expect(await searchIds(`${word} kettle`)).toContain(created.body.id);
  });
});

describe('bulk actions', () => {
  it('deactivates and activates many products, each with an audit row; refuses an empty choice', async () => {
    const word = uniqueWord('pulsar');
    const a = (await productOfSeller(db, sellerId, `${word} iron`)).productId;
    const b = (await productOfSeller(db, sellerId, `${word} steamer`)).productId;
    const off = await adminCall(
      'POST',
      '/catalog/products/bulk',
      { action: 'deactivate', ids: [a, b] },
      as.catalog,
    );
    expect(off).toMatchObject({ status: 200, body: { updated: 2 } });
    expect(await searchIds(word)).toEqual([]);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog_product.bulk_deactivate'), eq(auditLog.entity, 'product')));
    expect(rows.map((r) => r.entityId)).toEqual(expect.arrayContaining([String(a), String(b)]));
    await adminCall('POST', '/catalog/products/bulk', { action: 'activate', ids: [a, b] }, as.catalog);
    expect((await searchIds(word)).sort()).toEqual([a, b].sort());
    const methods = await adminCall(
      'POST',
      '/catalog/products/bulk',
      { action: 'payment_methods', ids: [a], payment_methods: ['wallet'] },
      as.catalog,
    );
    expect(methods.status).toBe(200);
    expect((await form(a)).payment_methods).toEqual(['wallet']);
    expect(
      (await adminCall('POST', '/catalog/products/bulk', { action: 'activate', ids: [] }, as.catalog)).status,
    ).toBe(400);
    expect(
      (await adminCall('POST', '/catalog/products/bulk', { action: 'category', ids: [a] }, as.catalog)).body,
    ).toMatchObject({
      field_errors: { category_id: 'catalog_category' },
    });
    expect(
      (
        await adminCall(
          'POST',
          '/catalog/products/bulk',
          { action: 'activate', ids: [a, 99999999] },
          as.catalog,
        )
      ).status,
    ).toBe(404);
  });
});
