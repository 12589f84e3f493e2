import { and, desc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, brands, categories, productCategories, products, sellers } from '@/db/schema';
import { STAFF_ROLES, type StaffRole } from '@/domain/staff/roles';
import { restApp } from '@/http/rest/app';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * CSV import and export of products (issue 17): a dry run lists every bad row with its reason
 * before anything is written; batches create or update by SKU in one transaction each, with one
 * audit row; the export of a filter escapes cells a spreadsheet would run as formulas.
 */
let db: Db;
const as = {} as Record<StaffRole, Record<string, string>>;
let sellerCode: string;
let sellerId: number;
let brandKey: string;
let category: { id: number; path: string; parentId: number | null };

const HEADER =
  'sku,url_key,name_ar,name_en,price,special_price,qty,product_online,categories,brand,seller,payment_methods';

beforeAll(async () => {
  db = (await useTestDb()).db;
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  for (const role of STAFF_ROLES)
    as[role] = (await signedInStaff(db, role, role === 'seller' ? seller!.id : undefined)).headers;
  const name = `Import Test ${uniqueWord('s')}`;
  sellerId = await newSeller(db, name);
  sellerCode = (await db.select({ code: sellers.code }).from(sellers).where(eq(sellers.id, sellerId)))[0]!
    .code;
  brandKey = (await db.select({ key: brands.urlKey }).from(brands).limit(1))[0]!.key;
  category = (
    await db
      .select({ id: categories.id, path: categories.path, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.level, 2))
      .limit(1)
  )[0]!;
});

function upload(path: string, csv: string, headers: Record<string, string>, language = 'en') {
  const body = new FormData();
  body.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
  return restApp.request(`/rest/V1/admin${path}`, {
    method: 'POST',
    body,
    headers: { 'accept-language': language, ...headers },
  });
}

const line = (cells: (string | number)[]) => cells.join(',');

describe('who may import and export', () => {
  it('catalog and admin only; other roles 403, a customer token 401', async () => {
    const customer = (await quickCustomer(db)).token;
    const csv = `${HEADER}\n`;
    for (const role of STAFF_ROLES) {
      const dry = await upload('/catalog/import/dry-run', csv, as[role]);
      const batch = await adminCall('POST', '/catalog/import/batch', {}, as[role]);
      const exported = await adminCall('GET', '/catalog/products/export.csv?q=none', undefined, as[role]);
      if (role === 'admin' || role === 'catalog') {
        expect(dry.status, role).toBe(400);
        expect(batch.status, role).toBe(400);
        expect(exported.status, role).toBe(200);
      } else {
        expect([dry.status, batch.status, exported.status], role).toEqual([403, 403, 403]);
      }
    }
    expect((await upload('/catalog/import/dry-run', csv, bearer(customer))).status).toBe(401);
    expect((await adminCall('POST', '/catalog/import/batch', {}, bearer(customer))).status).toBe(401);
    expect((await adminCall('GET', '/catalog/products/export.csv', undefined, bearer(customer))).status).toBe(
      401,
    );
  });
});

describe('the dry run', () => {
  it('lists every bad row with its line, column and reason in the caller’s language, and writes nothing', async () => {
    const w = uniqueWord('dry').toUpperCase();
    const good = (n: number) =>
      line([
        `${w}-${n}`,
        `${w.toLowerCase()}-${n}`,
        'شاشة',
        `Screen ${n}`,
        '100',
        '',
        '2',
        '1',
        category.path,
        brandKey,
        sellerCode,
        'cashondelivery',
      ]);
    const csv = [
      HEADER,
      good(1),
      line([
        `${w}-2`,
        `${w.toLowerCase()}-2`,
        'شاشة',
        'Screen',
        'abc',
        '',
        'many',
        '1',
        category.path,
        brandKey,
        sellerCode,
        'card',
      ]),
      line([
        `${w}-3`,
        `${w.toLowerCase()}-3`,
        'شاشة',
        'Screen',
        '100',
        '',
        '1',
        '1',
        'no/such/path',
        brandKey,
        sellerCode,
        'card',
      ]),
      line([
        `${w}-1`,
        `${w.toLowerCase()}-4`,
        'شاشة',
        'Screen',
        '100',
        '',
        '1',
        '1',
        category.path,
        brandKey,
        sellerCode,
        'card',
      ]),
      line([
        `${w}-5`,
        `${w.toLowerCase()}-5`,
        '<script>x</script>',
        'Screen',
        '100',
        '',
        '1',
        '1',
        category.path,
        brandKey,
        sellerCode,
        'card',
      ]),
      good(6),
      // A line cut short is one bad row of its own; the lines around it are still checked.
      `${w}-8,${w.toLowerCase()}-8`,
    ].join('\n');
    const res = await upload('/catalog/import/dry-run', csv, as.catalog);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rows: number; good: number; bad: Record<string, unknown>[] };
    expect(body.rows).toBe(7);
    expect(body.good).toBe(2);
    expect(body.bad.map((b) => [b.line, b.column, b.reason])).toEqual([
      [3, 'price', 'catalog_price'],
      [3, 'qty', 'catalog_stock'],
      [4, 'categories', 'catalog_csv_unknown_category'],
      [5, 'sku', 'catalog_csv_duplicate_sku'],
      [6, 'name_ar', 'catalog_csv_html'],
      [8, '', 'catalog_csv_row_cells'],
    ]);
    expect(body.bad[5]!.message).toBe(
      'This line has 2 cells where the header has 12 columns: check its commas and quotes.',
    );
    expect(body.bad[2]!.message).toBe('No category has the path or number “no/such/path”.');
    expect(body.bad[3]!.message).toBe('This SKU is already on line 2 of the file.');
    expect(body.bad[4]!.message).toBe('HTML is not allowed in names.');
    const arabic = (await (await upload('/catalog/import/dry-run', csv, as.catalog, 'ar')).json()) as {
      bad: { message: string }[];
    };
    expect(arabic.bad[4]!.message).toBe('لا يُسمح بوسوم HTML في الأسماء.');
    expect(
      await db
        .select()
        .from(products)
        .where(eq(products.sku, `${w}-1`)),
    ).toEqual([]);
  });

  it('refuses a file that is not a products CSV, and one whose quote never closes, naming the line', async () => {
    const res = await upload('/catalog/import/dry-run', 'just,some\n1,2\n', as.catalog);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('url_key');
    const open = await upload(
      '/catalog/import/dry-run',
      'sku,url_key\nS-1,s-1\n"S-2,s-2\n',
      as.catalog,
      'ar',
    );
    expect(open.status).toBe(400);
    expect(((await open.json()) as { message: string }).message).toBe(
      'تعذّرت قراءة الملف بصيغة CSV قرب السطر 3: تأكد من إغلاق كل علامة تنصيص هناك.',
    );
  });
});

describe('the import', () => {
  it('creates by SKU, then the same batch again updates without duplicates; searchable; one audit row a batch', async () => {
    const w = uniqueWord('imp');
    const rows = [1, 2, 3].map((n) => ({
      sku: `${w.toUpperCase()}-${n}`,
      url_key: `${w}-${n}`,
      name_ar: `شاشة ${w} ${n}`,
      name_en: `${w} screen ${n}`,
      price: '1500.50',
      special_price: n === 1 ? '1200' : '',
      qty: String(n),
      product_online: '1',
      categories: category.path,
      brand: brandKey,
      seller: sellerCode,
      payment_methods: 'cashondelivery|card',
    }));
    const importId = `test-${w}`;
    const first = await adminCall(
      'POST',
      '/catalog/import/batch',
      { import_id: importId, first_line: 2, rows },
      as.catalog,
    );
    expect(first).toMatchObject({ status: 200, body: { created: 3, updated: 0 } });
    const again = await adminCall(
      'POST',
      '/catalog/import/batch',
      { import_id: importId, first_line: 2, rows: rows.map((r) => ({ ...r, qty: '9' })) },
      as.admin,
    );
    expect(again).toMatchObject({ status: 200, body: { created: 0, updated: 3 } });
    const saved = await db.select().from(products).where(eq(products.sellerId, sellerId));
    const mine = saved.filter((p) => p.sku.startsWith(`${w.toUpperCase()}-`));
    expect(mine.map((p) => [p.sku, p.stock, p.price]).sort()).toEqual([
      [`${w.toUpperCase()}-1`, 9, 150_050],
      [`${w.toUpperCase()}-2`, 9, 150_050],
      [`${w.toUpperCase()}-3`, 9, 150_050],
    ]);
    expect(mine.find((p) => p.sku.endsWith('-1'))!.specialPrice).toBe(120_000);
    const levels = await db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, mine[0]!.id));
    expect(levels.map((l) => l.id).sort()).toEqual([category.id, category.parentId].filter(Boolean).sort());

    const query = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
      'searchCriteria[filter_groups][0][filters][0][value]': w,
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
    });
    const found = (await (await restApp.request(`/rest/en/V1/catalog/search?${query}`)).json()) as {
      items: { product_id: number }[];
    };
    expect(found.items.map((i) => i.product_id).sort()).toEqual(mine.map((p) => p.id).sort());

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_import'), eq(auditLog.entityId, importId)))
      .orderBy(desc(auditLog.id));
    expect(audit.map((a) => a.after)).toEqual([
      { first_line: 2, rows: 3, created: 0, updated: 3 },
      { first_line: 2, rows: 3, created: 3, updated: 0 },
    ]);
  });

  it('a batch with a bad row writes nothing and answers the bad rows with their file lines', async () => {
    const w = uniqueWord('bad');
    const rows = [
      {
        sku: `${w}-1`,
        url_key: `${w}-1`,
        name_ar: 'شاشة',
        name_en: 'Screen',
        price: '10',
        categories: category.path,
        brand: brandKey,
        seller: sellerCode,
      },
      {
        sku: `${w}-2`,
        url_key: `${w}-2`,
        name_ar: 'شاشة',
        name_en: 'Screen',
        price: '10',
        categories: category.path,
        brand: 'no-such-brand',
        seller: sellerCode,
      },
    ];
    const answer = await adminCall(
      'POST',
      '/catalog/import/batch',
      { import_id: `test-${w}`, first_line: 502, rows },
      as.catalog,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.bad).toEqual([
      {
        line: 503,
        column: 'brand',
        reason: 'catalog_csv_unknown_brand',
        message: 'No brand has the URL key “no-such-brand”.',
      },
    ]);
    expect(
      await db
        .select()
        .from(products)
        .where(eq(products.sku, `${w}-1`)),
    ).toEqual([]);
  });
});

describe('weight and attributes', () => {
  it('imports Magento’s weight and additional_attributes; a file without them keeps what products have; exported back', async () => {
    const w = uniqueWord('wat');
    const row = {
      sku: `${w.toUpperCase()}-1`,
      url_key: `${w}-1`,
      name_ar: `شاشة ${w}`,
      name_en: `${w} screen`,
      price: '9999',
      qty: '2',
      product_online: '1',
      categories: category.path,
      brand: brandKey,
      seller: sellerCode,
      weight: '14.2',
      additional_attributes: 'screen_size=55,panel=OLED',
    };
    const batch = (rows: Record<string, string>[]) =>
      adminCall('POST', '/catalog/import/batch', { import_id: `test-${w}`, first_line: 2, rows }, as.catalog);
    expect((await batch([row])).status).toBe(200);
    const read = async () => (await db.select().from(products).where(eq(products.sku, row.sku)))[0]!;
    expect(await read()).toMatchObject({
      weightGrams: 14_200,
      attributes: { screen_size: '55', panel: 'OLED' },
    });
    const { weight: _w, additional_attributes: _a, ...without } = row;
    expect((await batch([{ ...without, qty: '5' }])).status).toBe(200);
    expect(await read()).toMatchObject({ stock: 5, weightGrams: 14_200, attributes: { panel: 'OLED' } });
    const bad = await batch([{ ...row, additional_attributes: 'colour=red' }]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('additional_attributes');

    const res = await restApp.request(`/rest/V1/admin/catalog/products/export.csv?q=${w}`, {
      headers: as.catalog,
    });
    const records = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(records[0]).toMatchObject({ weight: '14.2', additional_attributes: 'panel=OLED,screen_size=55' });
  });
});

describe('the export', () => {
  it('exports the filtered products with a BOM, reads back, and escapes formula cells', async () => {
    const w = uniqueWord('exp');
    const { productId } = await productOfSeller(db, sellerId, `${w} kettle`);
    await productOfSeller(db, sellerId, `${uniqueWord('other')} kettle`);
    const formula = "=cmd|' /C calc'!A0";
    const form = (await adminCall('GET', `/catalog/products/${productId}`, undefined, as.catalog)).body;
    const saved = await adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...form, name_en: formula, name_ar: `${w} غلاية` },
      as.catalog,
    );
    expect(saved.status).toBe(200);
    const res = await restApp.request(
      `/rest/V1/admin/catalog/products/export.csv?q=${w}&seller=${sellerId}`,
      {
        headers: as.catalog,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(new TextDecoder().decode(bytes), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      sku: form.sku,
      name_en: `'${formula}`,
      name_ar: `${w} غلاية`,
      seller: sellerCode,
      product_online: '1',
    });
  });
});
