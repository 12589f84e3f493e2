import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog, brands, products } from '@/db/schema';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, adminUpload, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/catalog/brands…: the catalog role (and admins) add, edit and remove brands (URL
 * key, both names, logo, position, featured), each write audited; the store's brand list shows a
 * change at once; a brand a product uses stays. Other roles get 403, a customer's token 401.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let jpeg: Buffer;
let serial = 0;
const unique = (word: string) => `${word}-${Date.now() % 1e6}-${++serial}`;

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'catalog', 'content', 'credit_officer'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  jpeg = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#aa3322' } })
    .jpeg()
    .toBuffer();
}, 60_000);

interface BrandWire {
  id: number;
  url_key: string;
  name_en: string;
  logo: string | null;
  is_featured: boolean;
  position: number;
}

const fields = (extra: Record<string, string> = {}) => ({
  url_key: unique('test-brand'),
  name_ar: 'ماركة تجريبية',
  name_en: 'Test brand',
  position: '5',
  is_featured: 'false',
  ...extra,
});

const send = (
  method: 'POST' | 'PUT',
  tail: string,
  values: Record<string, string>,
  image: Buffer | null = null,
  headers: Record<string, string> = as.catalog!,
  locale = 'en',
) => adminUpload<BrandWire>(method, `/catalog/brands${tail}`, values, image, headers, locale);

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'brand'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

/** The store's brand list (the landing page's call), in one language. */
async function storeBrandNames(locale: 'ar' | 'en') {
  const res = await restApp.request(`/rest/${locale}/V1/landingpage/content`);
  const body = (await res.json()) as { brands: { name: string }[] };
  return body.brands.map((b) => b.name);
}

describe('who may call the brand routes', () => {
  it('catalog and admin may; content and credit officers get 403; a customer token or no cookie 401', async () => {
    const [first] = await db.select({ id: brands.id }).from(brands).limit(1);
    const before = await db.select().from(brands).orderBy(asc(brands.id));
    for (const [method, p] of [
      ['GET', '/catalog/brands'],
      ['GET', `/catalog/brands/${first!.id}`],
      ['DELETE', `/catalog/brands/${first!.id}`],
    ] as const) {
      for (const role of ['content', 'credit_officer'] as const)
        expect([role, method, p, (await adminCall(method, p, undefined, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect((await adminCall(method, p, undefined, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, p)).status).toBe(401);
    }
    expect((await send('POST', '', fields(), null, as.content)).status).toBe(403);
    expect((await send('PUT', `/${first!.id}`, fields(), null, as.credit_officer)).status).toBe(403);
    expect(await db.select().from(brands).orderBy(asc(brands.id))).toEqual(before);
    for (const role of ['catalog', 'admin'] as const)
      expect((await adminCall('GET', '/catalog/brands', undefined, as[role])).status).toBe(200);
  });
});

describe('brands', () => {
  it('adds a brand with a 400 × 200 WebP logo, audited, in the store at once', async () => {
    const res = await send('POST', '', fields({ name_en: 'Brand API', is_featured: 'true' }), jpeg);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name_en: 'Brand API', is_featured: true, position: 5 });
    const file = path.join(mediaRoot(), res.body.logo!.replace('/media/', ''));
    expect(await sharp(await readFile(file)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
    expect(await storeBrandNames('en')).toContain('Brand API');
    expect(await storeBrandNames('ar')).toContain('ماركة تجريبية');
    const [row] = await auditOf(res.body.id);
    expect(row).toMatchObject({ action: 'brand.create', after: { name_en: 'Brand API', is_featured: true } });
    const one = await adminCall('GET', `/catalog/brands/${res.body.id}`, undefined, as.catalog);
    expect(one.body).toMatchObject({ name_ar: 'ماركة تجريبية', history: [{ action: 'brand.create' }] });
  });

  it('edits the names, key and position; the store shows the new name at once', async () => {
    const created = (await send('POST', '', fields({ name_en: 'Before rename' }))).body;
    const key = unique('after');
    const res = await send(
      'PUT',
      `/${created.id}`,
      fields({ url_key: key, name_en: 'After rename', position: '1' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url_key: key, name_en: 'After rename', position: 1, logo: null });
    const names = await storeBrandNames('en');
    expect(names).toContain('After rename');
    expect(names).not.toContain('Before rename');
    const rows = await auditOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['brand.create', 'brand.update']);
    expect(rows[1]).toMatchObject({
      before: { name_en: 'Before rename' },
      after: { name_en: 'After rename', url_key: key },
    });
  });

  it('refuses bad input field by field in the language asked, and a URL key another brand has', async () => {
    const count = (await db.select().from(brands)).length;
    const bad = fields({
      url_key: 'Not OK',
      name_ar: '',
      name_en: 'a<b',
      position: 'x',
      is_featured: 'perhaps',
    });
    const en = await send('POST', '', bad, null, as.catalog, 'en');
    expect(en.status).toBe(400);
    expect(en.body.field_errors).toEqual({
      url_key: 'brand_url_key',
      name_ar: 'brand_name_ar',
      name_en: 'brand_name_en',
      position: 'brand_position',
      is_featured: 'brand_featured',
    });
    expect(en.body.message).toBe(
      'A URL key is lowercase Latin letters, digits and single dashes (up to 80 characters).',
    );
    const ar = await send('POST', '', bad, null, as.catalog, 'ar');
    expect(ar.body.message).toBe('مفتاح الرابط حروف لاتينية صغيرة وأرقام وشرطات مفردة (80 حرفًا على الأكثر).');
    const [taken] = await db.select({ urlKey: brands.urlKey }).from(brands).limit(1);
    for (const locale of ['en', 'ar']) {
      const dup = await send('POST', '', fields({ url_key: taken!.urlKey }), null, as.catalog, locale);
      expect(dup.status).toBe(409);
      expect(dup.body.field_errors).toEqual({ url_key: 'brand_url_key_taken' });
      expect(dup.body.message).toBe(
        locale === 'en' ? 'Another brand already has this URL key.' : 'مفتاح الرابط هذا مستخدم لماركة أخرى.',
      );
    }
    expect((await send('POST', '', fields(), Buffer.from('GIF89a nope'))).body.field_errors).toEqual({
      image: 'image_type',
    });
    expect((await db.select().from(brands)).length).toBe(count);
  });

  it('removes a brand no product uses; one in use stays with a clear reason', async () => {
    const [used] = await db.select({ id: products.brandId }).from(products).limit(1);
    for (const locale of ['en', 'ar']) {
      const refused = await adminCall('DELETE', `/catalog/brands/${used!.id}`, undefined, {
        ...as.catalog,
        'accept-language': locale,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        locale === 'en'
          ? 'Products of this brand exist: give them another brand first.'
          : 'توجد منتجات من هذه الماركة: غيّر ماركتها أولًا.',
      );
    }
    expect(await db.select().from(brands).where(eq(brands.id, used!.id))).toHaveLength(1);
    const created = (await send('POST', '', fields({ name_en: 'Short lived' }))).body;
    expect((await adminCall('DELETE', `/catalog/brands/${created.id}`, undefined, as.admin)).status).toBe(
      200,
    );
    expect(await db.select().from(brands).where(eq(brands.id, created.id))).toEqual([]);
    expect(await storeBrandNames('en')).not.toContain('Short lived');
    const rows = await auditOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['brand.create', 'brand.delete']);
    expect(rows[1]!.actor).toMatch(/^admin\./);
    expect((await adminCall('GET', `/catalog/brands/${created.id}`, undefined, as.catalog)).status).toBe(404);
  });
});
