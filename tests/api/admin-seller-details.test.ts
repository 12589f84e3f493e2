import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog, sellers } from '@/db/schema';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, adminUpload, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/catalog/sellers/{id}/details: the catalog team renames a seller in both
 * languages and gives it a logo (400 × 200 WebP), shown beside "sold by" on its products at once.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let sellerId: number;
let productId: number;
let png: Buffer;

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['catalog', 'content', 'operations'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  sellerId = await newSeller(db, `Details ${uniqueWord('d')}`);
  productId = (await productOfSeller(db, sellerId, `${uniqueWord('delta')} heater`)).productId;
  png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#aa3322' } })
    .png()
    .toBuffer();
}, 60_000);

const url = (id = sellerId) => `/catalog/sellers/${id}/details`;
const names = { name_ar: 'النيل للإلكترونيات', name_en: 'Nile Electronics' };

describe("a seller's details", () => {
  it('catalog staff rename it and give it a logo; its products show both at once; audited', async () => {
    const saved = await adminUpload<{ logo: string }>('PUT', url(), names, png, as.catalog!);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: sellerId, ...names });
    const logo = await sharp(
      await readFile(path.join(mediaRoot(), saved.body.logo.replace('/media/', ''))),
    ).metadata();
    expect(logo).toMatchObject({ format: 'webp', width: 400, height: 200 });
    for (const locale of ['ar', 'en'] as const) {
      const detail = await getProductDetail({ db, locale }, productId);
      expect(detail!.seller).toMatchObject({
        name: names[`name_${locale}`],
        logo: saved.body.logo.replace('/media/', ''),
      });
    }
    // A save without a picture keeps the logo.
    const renamed = await adminUpload(
      'PUT',
      url(),
      { ...names, name_en: 'Nile Electronics Co' },
      null,
      as.catalog!,
    );
    expect(renamed.body).toMatchObject({ name_en: 'Nile Electronics Co', logo: saved.body.logo });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller'), eq(auditLog.entityId, String(sellerId))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['seller.details', 'seller.details']);
    expect(audit[1]!.after).toMatchObject({ name_en: 'Nile Electronics Co' });
    const read = await adminCall('GET', url(), undefined, as.catalog);
    expect(read.body).toMatchObject({
      name_en: 'Nile Electronics Co',
      history: [{ action: 'seller.details' }, {}],
    });
  });

  it('refuses bad names and pictures in both languages, an unknown seller, and other roles', async () => {
    for (const [locale, message] of [
      ['en', 'Enter the Arabic name (up to 80 characters, without < or >).'],
      ['ar', 'اكتب الاسم بالعربية (حتى 80 حرفًا، بدون < أو >).'],
    ] as const) {
      const bad = await adminUpload(
        'PUT',
        url(),
        { ...names, name_ar: '<b>x</b>' },
        null,
        as.catalog!,
        locale,
      );
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
    const fake = await adminUpload('PUT', url(), names, Buffer.from('not a picture'), as.catalog!);
    expect(fake.status).toBe(400);
    expect(fake.body.field_errors).toEqual({ image: 'image_type' });
    expect((await adminUpload('PUT', url(999_999), names, null, as.catalog!)).status).toBe(404);
    for (const role of ['content', 'operations'] as const) {
      expect((await adminUpload('PUT', url(), names, null, as[role]!)).status).toBe(403);
      expect((await adminCall('GET', url(), undefined, as[role])).status).toBe(403);
    }
    const customer = (await quickCustomer(db)).token;
    expect((await adminCall('GET', url(), undefined, bearer(customer))).status).toBe(401);
    const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
    expect(row!.isActive).toBe(true);
  });
});
