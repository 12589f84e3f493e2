import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { restApp } from '@/http/rest/app';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/seller/products/{id}/images: a seller adds, orders, describes and removes the
 * pictures of its own products (the catalog's picture rules); another seller's product is "not
 * found" on every call, and staff roles use the catalog's own calls.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let own: number;
let others: number;
let jpeg: Buffer;

beforeAll(async () => {
  db = (await useTestDb()).db;
  const sellerA = await newSeller(db, `Pictures A ${uniqueWord('a')}`);
  const sellerB = await newSeller(db, `Pictures B ${uniqueWord('b')}`);
  own = (await productOfSeller(db, sellerA, `${uniqueWord('pica')} oven`)).productId;
  others = (await productOfSeller(db, sellerB, `${uniqueWord('picb')} oven`)).productId;
  as.sellerA = (await signedInStaff(db, 'seller', sellerA)).headers;
  as.catalog = (await signedInStaff(db, 'catalog')).headers;
  jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#225588' } })
    .jpeg()
    .toBuffer();
}, 60_000);

function upload(productId: number, bytes: Buffer, headers: Record<string, string> = {}, locale = 'en') {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'front.jpg');
  return restApp.request(`/rest/V1/admin/seller/products/${productId}/images`, {
    method: 'POST',
    body: form,
    headers: { ...headers, 'accept-language': locale },
  });
}

type Wire = { images: { id: number; url: string; alt_ar: string; alt_en: string }[] };

describe("a seller's product pictures", () => {
  it('a seller uploads, describes and removes pictures of its own product', async () => {
    const first = await upload(own, jpeg, as.sellerA);
    expect(first.status).toBe(201);
    const second = (await (await upload(own, jpeg, as.sellerA)).json()) as Wire;
    expect(second.images).toHaveLength(2);
    const [a, b] = second.images;
    const arranged = await adminCall(
      'PUT',
      `/seller/products/${own}/images`,
      { images: [b, a].map((i) => ({ id: i!.id, alt_ar: 'فرن من الأمام', alt_en: 'Oven, front' })) },
      as.sellerA,
    );
    expect((arranged.body as unknown as Wire).images.map((i) => i.id)).toEqual([b!.id, a!.id]);
    // The catalog team sees the same pictures through its own calls.
    const seen = await adminCall('GET', `/catalog/products/${own}/images`, undefined, as.catalog);
    expect((seen.body as unknown as Wire).images[0]).toMatchObject({ id: b!.id, alt_en: 'Oven, front' });
    const removed = await adminCall(
      'DELETE',
      `/seller/products/${own}/images/${a!.id}`,
      undefined,
      as.sellerA,
    );
    expect((removed.body as unknown as Wire).images.map((i) => i.id)).toEqual([b!.id]);
  });

  it("refuses a file that is not a picture, in both languages, and never touches another seller's product", async () => {
    for (const [locale, message] of [
      ['en', 'en'],
      ['ar', 'ar'],
    ] as const) {
      const fake = await upload(own, Buffer.from('not a picture'), as.sellerA, locale);
      expect(fake.status).toBe(400);
      const body = (await fake.json()) as { message: string; field_errors: Record<string, string> };
      expect(body.field_errors).toEqual({ images: 'image_type' });
      expect(body.message).toMatch(message === 'ar' ? /[\u0600-\u06ff]/ : /^[\x20-\x7e]+$/);
    }
    expect((await upload(others, jpeg, as.sellerA)).status).toBe(404);
    for (const [method, path] of [
      ['GET', `/seller/products/${others}/images`],
      ['PUT', `/seller/products/${others}/images`],
      ['DELETE', `/seller/products/${others}/images/1`],
    ] as const)
      expect([
        method,
        (await adminCall(method, path, method === 'PUT' ? { images: [] } : undefined, as.sellerA)).status,
      ]).toEqual([method, 404]);
    // Staff use the catalog's calls; the seller's are for sellers only.
    expect((await upload(own, jpeg, as.catalog)).status).toBe(403);
    expect((await upload(own, jpeg)).status).toBe(401);
  });
});
