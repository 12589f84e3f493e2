import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, desc, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/config';
import type { Db } from '@/db/client';
import { outboxMessages, productPaymentMethods, products, refundRequests } from '@/db/schema';
import { resources } from '@/i18n/resources';
import { headerOnlyPng } from '../fixtures/crafted-images';
import { restApp } from '@/http/rest/app';
import { bearer, call, newPhone, registerCustomer } from './auth-helpers';
import { SANDBOX_KEY, withEnv } from './env';
import { useTestDb } from './test-db';

let db: Db;
let serial = 0;
const media = mkdtempSync(path.join(os.tmpdir(), 'aman-refunds-'));
beforeAll(async () => {
  db = (await useTestDb()).db;
  process.env.MEDIA_DIR = media;
  reloadConfig();
});

async function deliveredOrder() {
  const { token, phone } = await registerCustomer(db);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.price, 10_000)))
    // From the end of the catalogue: the other API files take their products from the start.
    .orderBy(desc(products.id))
    .offset(serial++)
    .limit(1);
  await db.update(products).set({ stock: 50 }).where(eq(products.id, row!.id));
  await db
    .insert(productPaymentMethods)
    .values({ productId: row!.id, method: 'cashondelivery' })
    .onConflictDoNothing();
  const address = await call(
    'rest',
    'POST',
    '/rest/en/V1/customers/me/addresses',
    { street: 'Tahrir', building_number: '1', governorate: 'cairo', city: 'nasr_city', area: 'district_7' },
    bearer(token),
  );
  await call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: row!.id, qty: 1 } },
    bearer(token),
  );
  const placed = await call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    {
      payment_method: { method: 'cashondelivery' },
      address_id: address.body.id,
      idempotency_key: `refund-${newPhone()}`,
    },
    bearer(token),
  );
  const orderId = placed.body.order_id as number;
  const details = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
  const itemId = (details.body.items as { item_id: number }[])[0]!.item_id;
  return { token, phone, orderId, itemId };
}

const advance = (orderId: number, key: string | null = SANDBOX_KEY) =>
  call(
    'rest',
    'POST',
    `/rest/V1/dev/orders/${orderId}/advance`,
    undefined,
    key ? { 'x-sandbox-key': key } : {},
  );
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#f7941d' } })
    .png()
    .toBuffer();

async function refund(
  token: string,
  orderId: number,
  fields: Record<string, string>,
  photos: { bytes: Buffer; name: string; type: string }[] = [],
  locale: 'ar' | 'en' = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos)
    form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  const res = await restApp.request(`/rest/${locale}/V1/orders/mine/${orderId}/refund`, {
    method: 'POST',
    body: form,
    headers: bearer(token),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { field_errors?: Record<string, string> },
  };
}

describe('refund requests', () => {
  it('only a delivered order can ask for a refund, and the sandbox courier moves it there', async () => {
    const { token, orderId, itemId } = await deliveredOrder();
    const early = await refund(token, orderId, {
      reason: 'damaged',
      items: JSON.stringify([{ item_id: itemId, qty: 1 }]),
    });
    expect(early.status).toBe(409);
    expect((await advance(orderId)).body).toEqual({ status: 'shipped' });
    expect(
      (await call('rest', 'POST', `/rest/en/V1/orders/mine/${orderId}/cancel`, {}, bearer(token))).status,
    ).toBe(409);
    expect((await advance(orderId)).body).toEqual({ status: 'delivered' });
    expect((await advance(orderId)).status).toBe(409);
  });

  it('records the reason, the lines and the photos, and shows them on the order', async () => {
    const { token, phone, orderId, itemId } = await deliveredOrder();
    await advance(orderId);
    await advance(orderId);
    const items = JSON.stringify([{ item_id: itemId, qty: 1 }]);
    const ok = await refund(token, orderId, { reason: 'damaged', comment: 'The door is dented', items }, [
      { bytes: await png(), name: 'door.png', type: 'image/png' },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'refund_requested', can_request_refund: false });
    const request = ok.body.refund as { reason: string; comment: string; photos: string[]; items: unknown[] };
    expect(request).toMatchObject({
      reason: 'damaged',
      comment: 'The door is dented',
      items: [{ item_id: itemId, qty: 1 }],
    });
    expect(request.photos[0]).toMatch(/^\/media\/refunds\/\d+\/[0-9a-f]{24}\.webp$/);
    expect(existsSync(path.join(media, request.photos[0]!.replace('/media/', '')))).toBe(true);
    expect((await refund(token, orderId, { reason: 'damaged', items })).status).toBe(409);
    // The shopper is told it arrived, in the account's language (Arabic, the default), and when
    // the money would come back (§9: 3 to 4 days).
    const told = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    const received = told.filter((m) => m.body.includes('استلمنا طلب الاسترداد'));
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toContain('خلال 3 إلى 4 أيام');
  });

  it('refuses bad reasons, foreign lines, disguised files, large files and too many photos, changing nothing', async () => {
    const { token, orderId, itemId } = await deliveredOrder();
    await advance(orderId);
    await advance(orderId);
    const items = JSON.stringify([{ item_id: itemId, qty: 1 }]);
    expect((await refund(token, orderId, { reason: 'bored', items })).body.field_errors).toEqual({
      reason: 'refund_reason',
    });
    expect(
      (
        await refund(token, orderId, {
          reason: 'damaged',
          items: JSON.stringify([{ item_id: itemId + 999_999, qty: 1 }]),
        })
      ).body.field_errors,
    ).toEqual({ items: 'refund_items' });
    // None asked for: the form's words, in the request's language.
    const none = await refund(token, orderId, { reason: 'damaged', items: '[]' });
    expect(none.body.field_errors).toEqual({ items: 'refund_items_none' });
    expect(none.body.message).toBe('Choose at least one product to return.');
    expect(
      (
        await refund(token, orderId, {
          reason: 'damaged',
          items: JSON.stringify([{ item_id: itemId, qty: 2 }]),
        })
      ).body.field_errors,
    ).toEqual({ items: 'refund_qty_over' });
    const fake = await refund(token, orderId, { reason: 'damaged', items }, [
      { bytes: Buffer.from('<svg>not a photo</svg>'), name: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(fake.body.field_errors).toEqual({ photos: 'image_type' });
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (
        await refund(token, orderId, { reason: 'damaged', items }, [
          { bytes: big, name: 'big.png', type: 'image/png' },
        ])
      ).body.field_errors,
    ).toEqual({ photos: 'image_size' });
    // 12 MB is within the upload's body limit (four photos): the photo rule answers, not a 500.
    const twelve = Buffer.concat([await png(), Buffer.alloc(12 * 1024 * 1024)]);
    const refused = await refund(token, orderId, { reason: 'damaged', items }, [
      { bytes: twelve, name: 'twelve.png', type: 'image/png' },
    ]);
    expect(refused).toMatchObject({ status: 400, body: { field_errors: { photos: 'image_size' } } });
    const five = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => ({ bytes: await png(), name: `${n}.png`, type: 'image/png' })),
    );
    expect((await refund(token, orderId, { reason: 'damaged', items }, five)).body.field_errors).toEqual({
      photos: 'refund_photos',
    });
    const other = await registerCustomer(db);
    expect((await refund(other.token, orderId, { reason: 'damaged', items })).status).toBe(404);
    const details = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
    expect(details.body).toMatchObject({ status: 'delivered', refund: null });
  });

  it('refuses an image bomb by its header, quickly, with the pixel-limit message in the shopper language', async () => {
    const { token, orderId, itemId } = await deliveredOrder();
    await advance(orderId);
    await advance(orderId);
    const items = JSON.stringify([{ item_id: itemId, qty: 1 }]);
    // A valid PNG header claiming 16000 × 16000 (256 megapixels) and almost no pixel data.
    const bomb = { bytes: headerOnlyPng(16000, 16000), name: 'bomb.png', type: 'image/png' };
    for (const locale of ['en', 'ar'] as const) {
      const started = performance.now();
      const refused = await refund(token, orderId, { reason: 'damaged', items }, [bomb], locale);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(refused.status).toBe(400);
      expect(refused.body.field_errors).toEqual({ photos: 'image_pixels' });
      expect(refused.body.message).toBe(resources[locale].errors.image_pixels);
    }
    // A good photo beside the bomb does not carry it through, and nothing was stored.
    const mixed = await refund(token, orderId, { reason: 'damaged', items }, [
      { bytes: await png(), name: 'door.png', type: 'image/png' },
      bomb,
    ]);
    expect(mixed.body.field_errors).toEqual({ photos: 'image_pixels' });
    expect(existsSync(path.join(media, 'refunds', String(orderId)))).toBe(false);
    const details = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
    expect(details.body).toMatchObject({ status: 'delivered', refund: null });
  });

  it('answers a foreign, unknown or undelivered order before looking at any photo', async () => {
    const { token, orderId, itemId } = await deliveredOrder();
    const items = JSON.stringify([{ item_id: itemId, qty: 1 }]);
    const bomb = { bytes: headerOnlyPng(16000, 16000), name: 'bomb.png', type: 'image/png' };
    const junk = { bytes: Buffer.from('<svg>not a photo</svg>'), name: 'x.jpg', type: 'image/jpeg' };
    // Not delivered yet: the order's state is judged before the photos.
    expect((await refund(token, orderId, { reason: 'damaged', items }, [bomb, junk])).status).toBe(409);
    await advance(orderId);
    await advance(orderId);
    const other = await registerCustomer(db);
    for (const [who, id] of [
      [other.token, orderId],
      [token, orderId + 1_000_000],
    ] as const) {
      const refused = await refund(who, id, { reason: 'damaged', items }, [bomb, junk]);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(resources.en.errors.order_not_found);
    }
    // The lines are judged before the photos too.
    const duplicate = JSON.stringify([
      { item_id: itemId, qty: 1 },
      { item_id: itemId, qty: 1 },
    ]);
    expect(
      (await refund(token, orderId, { reason: 'damaged', items: duplicate }, [bomb])).body.field_errors,
    ).toEqual({ items: 'refund_item_duplicate' });
  });

  it('refuses a line listed twice, and more units than were bought less those already returned', async () => {
    const { token, orderId, itemId } = await deliveredOrder();
    await advance(orderId);
    await advance(orderId);
    const stored = () => db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId));
    const twice = await refund(token, orderId, {
      reason: 'damaged',
      items: JSON.stringify([
        { item_id: itemId, qty: 1 },
        { item_id: itemId, qty: 1 },
      ]),
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      message: resources.en.errors.refund_item_duplicate,
      field_errors: { items: 'refund_item_duplicate' },
    });
    const items = JSON.stringify([{ item_id: itemId, qty: 1 }]);
    // An earlier request for the line's one unit that was approved: nothing is left to return.
    const [earlier] = await db
      .insert(refundRequests)
      .values({ orderId, reason: 'damaged', items: [{ itemId, qty: 1 }], status: 'approved' })
      .returning();
    const over = await refund(token, orderId, { reason: 'damaged', items });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      message: resources.en.errors.refund_qty_over,
      field_errors: { items: 'refund_qty_over' },
    });
    expect(await stored()).toHaveLength(1);
    // Once that request is rejected, the unit can be asked for again: one unit, stored once.
    await db.update(refundRequests).set({ status: 'rejected' }).where(eq(refundRequests.id, earlier!.id));
    expect((await refund(token, orderId, { reason: 'damaged', items })).status).toBe(200);
    const rows = await stored();
    expect(rows.filter((r) => r.status === 'requested').map((r) => r.items)).toEqual([[{ itemId, qty: 1 }]]);
    // The order shows the new request, not the rejected one.
    const details = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
    expect(details.body.refund).toMatchObject({ status: 'requested', items: [{ item_id: itemId, qty: 1 }] });
  });

  it('has a sandbox courier only for the sandbox key, and none in production or with a real provider', async () => {
    const { orderId } = await deliveredOrder();
    expect((await advance(orderId, null)).status).toBe(404);
    expect((await advance(orderId, 'guessed-key')).status).toBe(404);
    await withEnv({ APP_ENV: 'production' }, async () => expect((await advance(orderId)).status).toBe(404));
    await withEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }, async () =>
      expect((await advance(orderId)).status).toBe(404),
    );
  });
});
