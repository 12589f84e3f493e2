import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog } from '@/db/schema';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { restApp } from '@/http/rest/app';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/catalog/products/{id}/images: pictures checked by content, stored as WebP at the
 * store's size with their smaller variants; ordered and described in both languages; removed.
 */
let db: Db;
let catalog: Record<string, string>;
let operations: Record<string, string>;
let productId: number;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  db = (await useTestDb()).db;
  catalog = (await signedInStaff(db, 'catalog')).headers;
  operations = (await signedInStaff(db, 'operations')).headers;
  const sellerId = await newSeller(db, `Images ${uniqueWord('s')}`);
  productId = (await productOfSeller(db, sellerId, `${uniqueWord('lumina')} lamp`)).productId;
  jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#aa6633' } })
    .png()
    .toBuffer();
});

function upload(files: { bytes: Buffer; name: string; type: string }[], headers = catalog) {
  const form = new FormData();
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return restApp.request(`/rest/V1/admin/catalog/products/${productId}/images`, {
    method: 'POST',
    body: form,
    headers: { ...headers, 'accept-language': 'en' },
  });
}

type Wire = { images: { id: number; url: string; alt_ar: string; alt_en: string }[] };

describe('product pictures', () => {
  it('stores uploads as WebP at 600 px with 320 and 480 px variants, in order', async () => {
    const res = await upload([
      { bytes: jpeg, name: 'front.jpg', type: 'image/jpeg' },
      { bytes: png, name: 'side.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    const { images } = (await res.json()) as Wire;
    expect(images).toHaveLength(2);
    const first = path.join(mediaRoot(), images[0]!.url.replace('/media/', ''));
    const meta = await sharp(await readFile(first)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 450 });
    for (const w of [320, 480]) {
      const variant = path.join(mediaRoot(), `.w${w}`, images[0]!.url.replace('/media/', ''));
      expect((await sharp(await readFile(variant)).metadata()).width).toBe(w);
    }
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))));
    expect(audit.map((a) => a.action)).toContain('catalog_image.add');
  });

  it('refuses a file that is not a picture by its content, whatever its name, and a role without the catalog', async () => {
    const fake = await upload([
      { bytes: Buffer.from('MZ not an image at all'), name: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { field_errors: Record<string, string> }).field_errors).toEqual({
      images: 'image_type',
    });
    expect((await upload([])).status).toBe(400);
    expect((await upload([{ bytes: png, name: 'a.png', type: 'image/png' }], operations)).status).toBe(403);
  });

  it('orders and describes the pictures in both languages; the product page uses them; removes one', async () => {
    const { images } = (await adminCall('GET', `/catalog/products/${productId}/images`, undefined, catalog))
      .body as unknown as Wire;
    const reversed = [...images]
      .reverse()
      .map((i, n) => ({ id: i.id, alt_ar: `صورة ${n + 1}`, alt_en: `Picture ${n + 1}` }));
    const saved = await adminCall(
      'PUT',
      `/catalog/products/${productId}/images`,
      { images: reversed },
      catalog,
    );
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as Wire).images.map((i) => i.id)).toEqual(reversed.map((i) => i.id));
    const page = await getProductDetail({ db, locale: 'ar' }, productId);
    expect(page!.imageAlts.slice(0, 2)).toEqual(['صورة 1', 'صورة 2']);

    const partial = await adminCall(
      'PUT',
      `/catalog/products/${productId}/images`,
      { images: reversed.slice(1) },
      catalog,
    );
    expect(partial).toMatchObject({
      status: 409,
      body: { field_errors: { images: 'catalog_images_order' } },
    });
    const long = await adminCall(
      'PUT',
      `/catalog/products/${productId}/images`,
      { images: reversed.map((i) => ({ ...i, alt_en: 'x'.repeat(201) })) },
      catalog,
    );
    expect(long.status).toBe(400);

    const gone = reversed[0]!.id;
    const removed = await adminCall(
      'DELETE',
      `/catalog/products/${productId}/images/${gone}`,
      undefined,
      catalog,
    );
    expect(removed.status).toBe(200);
    expect((removed.body as unknown as Wire).images.map((i) => i.id)).not.toContain(gone);
    const file = images.find((i) => i.id === gone)!.url.replace('/media/', '');
    await expect(stat(path.join(mediaRoot(), file))).rejects.toThrow();
    expect(
      (await adminCall('DELETE', `/catalog/products/${productId}/images/${gone}`, undefined, catalog)).status,
    ).toBe(404);
  });
});
