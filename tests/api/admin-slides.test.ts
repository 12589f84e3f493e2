import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog, homeSlides } from '@/db/schema';
import { cairoDayFrom } from '@/domain/shared/cairo-day';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, adminUpload, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/content/slides…: the content role (and admins) add, edit, order and remove the
 * home page's hero slides, each write audited; the home call shows the change at once and honours
 * the slide's days. Other roles get 403, a customer's token 401.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let jpeg: Buffer;
const dayFrom = (days: number) => cairoDayFrom(new Date(), days);

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'content', 'operations', 'catalog'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  jpeg = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#225588' } })
    .jpeg()
    .toBuffer();
}, 60_000);

const fields = (extra: Record<string, string> = {}) => ({
  title_ar: 'تخفيضات الشتاء',
  title_en: 'Winter sale',
  subtitle_ar: 'حتى 30٪',
  subtitle_en: 'Up to 30 % off',
  link: '/offers',
  starts_on: '',
  ends_on: '',
  is_active: 'true',
  ...extra,
});

/** A multipart slide call, as the page's form sends it. */
const send = (
  method: 'POST' | 'PUT',
  pathTail: string,
  values: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string> = as.content!,
  locale = 'en',
) => adminUpload<SlideWire>(method, `/content/slides${pathTail}`, values, image, headers, locale);

interface SlideWire {
  id: number;
  image: string;
  title_en: string;
  status: string;
  message?: string;
  field_errors?: Record<string, string>;
}

async function homeSlideTitles(locale: 'ar' | 'en') {
  const res = await restApp.request(`/rest/${locale}/V1/home`);
  const body = (await res.json()) as { slides: { title: string }[] };
  return body.slides.map((s) => s.title);
}

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'home_slide'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('who may call the slide routes', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const [first] = await db.select({ id: homeSlides.id }).from(homeSlides).limit(1);
    const before = await db.select().from(homeSlides);
    const json: [string, string, unknown?][] = [
      ['GET', '/content/slides'],
      ['GET', `/content/slides/${first!.id}`],
      ['PUT', '/content/slides/order', { ids: before.map((s) => s.id) }],
      ['DELETE', `/content/slides/${first!.id}`],
    ];
    for (const [method, p, body] of json) {
      for (const role of ['operations', 'catalog'] as const)
        expect([role, method, p, (await adminCall(method, p, body, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect((await adminCall(method, p, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, p, body)).status).toBe(401);
    }
    expect((await send('POST', '', fields(), jpeg, as.operations)).status).toBe(403);
    expect((await send('POST', '', fields(), jpeg, bearer(customerToken))).status).toBe(401);
    expect((await send('PUT', `/${first!.id}`, fields(), null, as.catalog)).status).toBe(403);
    // Nothing was written.
    expect(await db.select().from(homeSlides)).toEqual(before);
    for (const role of ['content', 'admin'] as const)
      expect((await adminCall('GET', '/content/slides', undefined, as[role])).status).toBe(200);
  });
});

describe('hero slides', () => {
  it('adds a slide cut to 1200 × 400 WebP with its smaller widths, last in order, on the home page at once', async () => {
    const created = await send('POST', '', fields({ title_en: 'Winter sale API' }), jpeg);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title_en: 'Winter sale API', status: 'live', link: '/offers' });
    const file = path.join(mediaRoot(), created.body.image.replace('/media/', ''));
    expect(await sharp(await readFile(file)).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 400,
    });
    for (const w of [480, 800]) {
      const variant = path.join(mediaRoot(), `.w${w}`, created.body.image.replace('/media/', ''));
      expect((await sharp(await readFile(variant)).metadata()).width).toBe(w);
    }
    const titles = await homeSlideTitles('en');
    expect(titles.at(-1)).toBe('Winter sale API');
    expect((await homeSlideTitles('ar')).at(-1)).toBe('تخفيضات الشتاء');
    const audit = await auditOf(created.body.id);
    expect(audit.map((a) => a.action)).toEqual(['slide.create']);
    expect(audit[0]!.after).toMatchObject({ title_en: 'Winter sale API', link: '/offers' });
  });

  it('edits the texts (keeping the picture), and a switched-off or future slide leaves the home page', async () => {
    const { body } = await send('POST', '', fields({ title_en: 'Edit me' }), jpeg);
    const edited = await send('PUT', `/${body.id}`, fields({ title_en: 'Edited slide' }), null);
    expect(edited.status).toBe(200);
    expect(edited.body.image).toBe(body.image);
    expect(await homeSlideTitles('en')).toContain('Edited slide');

    const later = await send(
      'PUT',
      `/${body.id}`,
      fields({ title_en: 'Edited slide', starts_on: dayFrom(2) }),
      null,
    );
    expect(later.body.status).toBe('scheduled');
    expect(await homeSlideTitles('en')).not.toContain('Edited slide');

    const ended = await send(
      'PUT',
      `/${body.id}`,
      fields({ title_en: 'Edited slide', starts_on: dayFrom(-5), ends_on: dayFrom(-1) }),
      null,
    );
    expect(ended.body.status).toBe('ended');
    expect(await homeSlideTitles('en')).not.toContain('Edited slide');

    const off = await send(
      'PUT',
      `/${body.id}`,
      fields({ title_en: 'Edited slide', is_active: 'false' }),
      null,
    );
    expect(off.body.status).toBe('inactive');
    expect(await homeSlideTitles('en')).not.toContain('Edited slide');

    const today = await send(
      'PUT',
      `/${body.id}`,
      fields({ title_en: 'Edited slide', starts_on: dayFrom(0), ends_on: dayFrom(0) }),
      null,
    );
    expect(today.body.status).toBe('live');
    expect(await homeSlideTitles('en')).toContain('Edited slide');

    const audit = await auditOf(body.id);
    expect(audit.map((a) => a.action)).toEqual(['slide.create', ...Array(5).fill('slide.update')]);
    expect(audit[1]!.before).toMatchObject({ title_en: 'Edit me' });
    expect(audit[1]!.after).toMatchObject({ title_en: 'Edited slide' });
  });

  it('refuses bad fields and pictures in the caller’s language, naming each field, writing nothing', async () => {
    const count = (await db.select().from(homeSlides)).length;
    const bad = await send(
      'POST',
      '',
      fields({ title_ar: '', link: 'https://evil.example/x', starts_on: dayFrom(3), ends_on: dayFrom(1) }),
      null,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      title_ar: 'slide_title_ar',
      link: 'slide_link',
      ends_on: 'slide_ends_before_starts',
      image: 'slide_image_required',
    });
    const arabic = await send('POST', '', fields({ link: '//evil.example' }), jpeg, as.content, 'ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe(
      'أدخل صفحة من هذا المتجر تبدأ بـ \u2066/\u2069، مثل \u2066/offers\u2069.',
    );
    const notImage = await send('POST', '', fields(), Buffer.from('GIF89a not really a picture'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.field_errors).toEqual({ image: 'image_type' });
    // A field at fault and a file that is no picture: one answer names both.
    const both = await send('POST', '', fields({ link: '//evil.example' }), Buffer.from('GIF89a nope'));
    expect(both.body.field_errors).toEqual({ link: 'slide_link', image: 'image_type' });
    const script = await send('POST', '', fields({ title_en: '<script>alert(1)</script>' }), jpeg);
    expect(script.body.field_errors).toEqual({ title_en: 'slide_title_en' });
    expect((await db.select().from(homeSlides)).length).toBe(count);
    expect((await send('PUT', '/999999', fields(), null)).status).toBe(404);
  });

  it('orders every slide at once, refuses a stale list, and removes a slide', async () => {
    const { body } = await send('POST', '', fields({ title_en: 'Goes first' }), jpeg);
    const list = await adminCall('GET', '/content/slides', undefined, as.content);
    const ids = (list.body.items as { id: number }[]).map((s) => s.id);
    const order = [body.id, ...ids.filter((id) => id !== body.id)];
    const ordered = await adminCall('PUT', '/content/slides/order', { ids: order }, as.content);
    expect(ordered.status).toBe(200);
    expect((ordered.body.items as { id: number }[]).map((s) => s.id)).toEqual(order);
    expect((await homeSlideTitles('en'))[0]).toBe('Goes first');

    const stale = await adminCall('PUT', '/content/slides/order', { ids: order.slice(1) }, as.content);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The slides changed meanwhile: reload the page and try again.');

    const removed = await adminCall('DELETE', `/content/slides/${body.id}`, undefined, as.content);
    expect(removed.status).toBe(200);
    expect(await homeSlideTitles('en')).not.toContain('Goes first');
    expect((await adminCall('GET', `/content/slides/${body.id}`, undefined, as.content)).status).toBe(404);
    expect((await auditOf(body.id)).map((a) => a.action)).toEqual(['slide.create', 'slide.delete']);
  });
});
