import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog, cmsBlocks, countdowns, popupBanners } from '@/db/schema';
import { cachedCountdown, cachedPopupBanners, cachedPromoStrip } from '@/domain/content/page-data';
import { PROMO_STRIP_BLOCK } from '@/domain/content/promo-strip';
import { cairoDayFrom, cairoEnd, cairoStart } from '@/domain/shared/cairo-day';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, adminUpload, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/content/{popups,countdown,promo-strip}: the content role (and admins) edit the
 * overlay ad, the header countdown and the promo strip, each write audited with before and after;
 * the public calls and the shell's cached data show a change at once, in both languages. Other
 * roles get 403, a customer's token or no cookie 401. The API files share one database, so what
 * this file changes is put back at the end.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let jpeg: Buffer;
let seededCountdowns: (typeof countdowns.$inferSelect)[];
let seededStrip: (typeof cmsBlocks.$inferSelect)[] = [];
let seededPopupIds: number[];
const dayFrom = (days: number) => cairoDayFrom(new Date(), days);

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'content', 'operations', 'catalog'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#aa3355' } })
    .jpeg()
    .toBuffer();
  seededCountdowns = await db.select().from(countdowns);
  seededPopupIds = (await db.select({ id: popupBanners.id }).from(popupBanners)).map((p) => p.id);
  // API files share one database: another file may have saved the strip before this one runs.
  seededStrip = await db.select().from(cmsBlocks).where(eq(cmsBlocks.identifier, PROMO_STRIP_BLOCK));
}, 60_000);

afterAll(async () => {
  for (const { id, ...row } of seededCountdowns)
    await db.update(countdowns).set(row).where(eq(countdowns.id, id));
  await db.delete(popupBanners).where(notInArray(popupBanners.id, seededPopupIds));
  await db.delete(cmsBlocks).where(eq(cmsBlocks.identifier, PROMO_STRIP_BLOCK));
});

const popupFields = (extra: Record<string, string> = {}) => ({
  title_ar: 'عرض الجمعة',
  title_en: 'Friday deal',
  link: '/offers',
  starts_on: '',
  ends_on: '',
  is_active: 'true',
  ...extra,
});

interface PopupWire {
  id: number;
  image: string;
  title_en: string;
  status: string;
  message?: string;
  field_errors?: Record<string, string>;
}

/** A multipart overlay ad call, as the page's form sends it. */
const sendPopup = (
  method: 'POST' | 'PUT',
  pathTail: string,
  values: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string> = as.content!,
  locale = 'en',
) => adminUpload<PopupWire>(method, `/content/popups${pathTail}`, values, image, headers, locale);

async function publicBanners(locale: 'ar' | 'en') {
  const res = await restApp.request(`/rest/${locale}/V1/popup/bannerpopup/banners`);
  return (await res.json()) as { id: number; title: string; image: string; link: string }[];
}

async function publicCountdown(locale: 'ar' | 'en') {
  const res = await restApp.request(`/rest/${locale}/V1/countdown`);
  return (await res.json()) as { countdown_start_date: string | null; countdown_end_date: string | null };
}

const auditOf = (entity: string, id?: number | string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), id === undefined ? undefined : eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const ctxOf = (locale: 'ar' | 'en') => ({ db, locale });

describe('who may call the promotion routes', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const [popup] = seededPopupIds;
    const calls: [string, string, unknown?][] = [
      ['GET', '/content/popups'],
      ['GET', `/content/popups/${popup}`],
      ['DELETE', `/content/popups/${popup}`],
      ['GET', '/content/countdown'],
      ['PUT', '/content/countdown', { starts_on: dayFrom(0), ends_on: dayFrom(1), is_active: false }],
      ['GET', '/content/promo-strip'],
      ['PUT', '/content/promo-strip', { text_en: 'Nope', is_active: false }],
    ];
    for (const [method, p, body] of calls) {
      for (const role of ['operations', 'catalog'] as const)
        expect([role, method, p, (await adminCall(method, p, body, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect([method, p, (await adminCall(method, p, body, bearer(customerToken))).status]).toEqual([
        method,
        p,
        401,
      ]);
      expect([method, p, (await adminCall(method, p, body)).status]).toEqual([method, p, 401]);
    }
    expect((await sendPopup('POST', '', popupFields(), jpeg, as.operations)).status).toBe(403);
    expect((await sendPopup('POST', '', popupFields(), jpeg, bearer(customerToken))).status).toBe(401);
    expect((await sendPopup('PUT', `/${popup}`, popupFields(), null, as.catalog)).status).toBe(403);
    // Nothing was written.
    expect(await db.select().from(countdowns)).toEqual(seededCountdowns);
    expect((await db.select().from(popupBanners)).map((p) => p.id)).toEqual(seededPopupIds);
    expect(await db.select().from(cmsBlocks).where(eq(cmsBlocks.identifier, PROMO_STRIP_BLOCK))).toEqual(
      seededStrip,
    );
    for (const role of ['content', 'admin'] as const)
      for (const p of ['/content/popups', '/content/countdown', '/content/promo-strip'])
        expect([role, p, (await adminCall('GET', p, undefined, as[role])).status]).toEqual([role, p, 200]);
  });
});

describe('overlay ads', () => {
  it('adds an ad cut to a 600 × 600 WebP with its 480 width, on the public call and the cached data at once', async () => {
    const cachedBefore = await cachedPopupBanners(ctxOf('en'));
    const created = await sendPopup('POST', '', popupFields({ title_en: 'Friday deal API' }), jpeg);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title_en: 'Friday deal API', status: 'live', link: '/offers' });
    const file = created.body.image.replace('/media/', '');
    expect(await sharp(await readFile(path.join(mediaRoot(), file))).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 600,
    });
    expect((await sharp(await readFile(path.join(mediaRoot(), '.w480', file))).metadata()).width).toBe(480);

    expect((await publicBanners('en')).find((b) => b.id === created.body.id)).toEqual({
      id: created.body.id,
      title: 'Friday deal API',
      image: created.body.image,
      link: '/offers',
    });
    expect((await publicBanners('ar')).find((b) => b.id === created.body.id)?.title).toBe('عرض الجمعة');
    const cachedAfter = await cachedPopupBanners(ctxOf('en'));
    expect(cachedAfter).not.toBe(cachedBefore);
    expect(cachedAfter.map((b) => b.title)).toContain('Friday deal API');

    const audit = await auditOf('popup_banner', created.body.id);
    expect(audit.map((a) => a.action)).toEqual(['popup_banner.create']);
    expect(audit[0]!.after).toMatchObject({ title_en: 'Friday deal API', link: '/offers', active: true });
  });

  it('edits the titles (keeping the picture); a future, ended or switched-off ad leaves the public call', async () => {
    const { body } = await sendPopup('POST', '', popupFields({ title_en: 'Edit this ad' }), jpeg);
    const shown = async (locale: 'ar' | 'en') => (await publicBanners(locale)).some((b) => b.id === body.id);

    const edited = await sendPopup(
      'PUT',
      `/${body.id}`,
      popupFields({ title_en: 'Edited ad', title_ar: 'إعلان معدّل' }),
      null,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.image).toBe(body.image);
    expect((await publicBanners('ar')).find((b) => b.id === body.id)?.title).toBe('إعلان معدّل');
    expect((await cachedPopupBanners(ctxOf('en'))).find((b) => b.id === body.id)?.title).toBe('Edited ad');

    for (const [extra, status] of [
      [{ starts_on: dayFrom(2) }, 'scheduled'],
      [{ starts_on: dayFrom(-5), ends_on: dayFrom(-1) }, 'ended'],
      [{ is_active: 'false' }, 'inactive'],
    ] as const) {
      const res = await sendPopup(
        'PUT',
        `/${body.id}`,
        popupFields({ title_en: 'Edited ad', ...extra }),
        null,
      );
      expect([extra, res.body.status]).toEqual([extra, status]);
      expect(await shown('en')).toBe(false);
    }
    const today = await sendPopup(
      'PUT',
      `/${body.id}`,
      popupFields({ title_en: 'Edited ad', starts_on: dayFrom(0), ends_on: dayFrom(0) }),
      null,
    );
    expect(today.body.status).toBe('live');
    expect(await shown('en')).toBe(true);
    const [row] = await db.select().from(popupBanners).where(eq(popupBanners.id, body.id));
    expect(row).toMatchObject({ startsAt: cairoStart(dayFrom(0)), endsAt: cairoEnd(dayFrom(0)) });

    const audit = await auditOf('popup_banner', body.id);
    expect(audit.map((a) => a.action)).toEqual([
      'popup_banner.create',
      ...Array(5).fill('popup_banner.update'),
    ]);
    expect(audit[1]!.before).toMatchObject({ title_en: 'Edit this ad', title_ar: 'عرض الجمعة' });
    expect(audit[1]!.after).toMatchObject({ title_en: 'Edited ad', title_ar: 'إعلان معدّل' });

    const removed = await adminCall('DELETE', `/content/popups/${body.id}`, undefined, as.content);
    expect(removed.status).toBe(200);
    expect(await shown('ar')).toBe(false);
    expect((await adminCall('GET', `/content/popups/${body.id}`, undefined, as.content)).status).toBe(404);
    expect((await auditOf('popup_banner', body.id)).at(-1)).toMatchObject({
      action: 'popup_banner.delete',
      before: expect.objectContaining({ title_en: 'Edited ad' }),
    });
  });

  it('refuses bad fields and pictures in the caller’s language, naming each field, writing nothing', async () => {
    const count = (await db.select().from(popupBanners)).length;
    const bad = await sendPopup(
      'POST',
      '',
      popupFields({
        title_en: '',
        link: 'https://evil.example/x',
        starts_on: dayFrom(3),
        ends_on: dayFrom(1),
      }),
      null,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      title_en: 'popup_title_en',
      link: 'popup_link',
      ends_on: 'popup_ends_before_starts',
      image: 'popup_image_required',
    });
    const arabic = await sendPopup('POST', '', popupFields(), null, as.content, 'ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe('اختر صورة للإعلان.');
    const notImage = await sendPopup('POST', '', popupFields(), Buffer.from('GIF89a not really a picture'));
    expect(notImage.body.field_errors).toEqual({ image: 'image_type' });
    expect((await db.select().from(popupBanners)).length).toBe(count);
    expect((await sendPopup('PUT', '/999999', popupFields(), null)).status).toBe(404);
  });
});

describe('the header countdown', () => {
  it('sets its Cairo days: the public call and the shell’s data show them at once, in both languages', async () => {
    const cachedBefore = await cachedCountdown(ctxOf('ar'));
    const saved = await adminCall(
      'PUT',
      '/content/countdown',
      { starts_on: dayFrom(-1), ends_on: dayFrom(20), is_active: true },
      as.content,
    );
    expect(saved.status).toBe(200);
    const start = cairoStart(dayFrom(-1)).toISOString();
    const end = cairoEnd(dayFrom(20)).toISOString();
    expect(saved.body.countdown).toMatchObject({
      starts_on: dayFrom(-1),
      ends_on: dayFrom(20),
      start_date: start,
    });
    for (const locale of ['ar', 'en'] as const) {
      expect(await publicCountdown(locale)).toMatchObject({
        countdown_start_date: start,
        countdown_end_date: end,
      });
      expect((await cachedCountdown(ctxOf(locale)))?.endDate.toISOString()).toBe(end);
    }
    expect(await cachedCountdown(ctxOf('ar'))).not.toBe(cachedBefore);
    // The one shown is the only one on: an older countdown cannot come back when this is switched off.
    expect((await db.select().from(countdowns).where(eq(countdowns.isActive, true))).length).toBe(1);

    const off = await adminCall(
      'PUT',
      '/content/countdown',
      { starts_on: dayFrom(-1), ends_on: dayFrom(20), is_active: false },
      as.admin,
    );
    expect(off.status).toBe(200);
    expect(await publicCountdown('en')).toMatchObject({
      countdown_start_date: null,
      countdown_end_date: null,
    });
    expect(await cachedCountdown(ctxOf('en'))).toBeNull();

    const read = await adminCall('GET', '/content/countdown', undefined, as.content);
    expect(read.body.countdown).toMatchObject({ is_active: false, ends_on: dayFrom(20) });
    const history = read.body.history as { action: string }[];
    expect(history.slice(0, 2).map((h) => h.action)).toEqual([
      'header_countdown.update',
      'header_countdown.update',
    ]);
    const audit = await auditOf('countdown');
    expect(audit.at(-1)!.before).toEqual({ starts_on: dayFrom(-1), ends_on: dayFrom(20), active: true });
    expect(audit.at(-1)!.after).toEqual({ starts_on: dayFrom(-1), ends_on: dayFrom(20), active: false });
  });

  it('refuses a last day before the first, and missing days, in the caller’s language', async () => {
    const rows = await db.select().from(countdowns);
    const bad = await adminCall(
      'PUT',
      '/content/countdown',
      { starts_on: dayFrom(5), ends_on: dayFrom(4) },
      {
        ...as.content,
        'accept-language': 'ar',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({ ends_on: 'countdown_ends_before_starts' });
    expect(bad.body.message).toBe('لا يمكن أن يكون اليوم الأخير قبل اليوم الأول.');
    const empty = await adminCall(
      'PUT',
      '/content/countdown',
      { starts_on: '', is_active: 'maybe' },
      as.content,
    );
    expect(empty.body.field_errors).toEqual({
      starts_on: 'countdown_date',
      ends_on: 'countdown_date',
      is_active: 'countdown_active',
    });
    expect(empty.body.message).toBe('Choose a date.');
    expect(await db.select().from(countdowns)).toEqual(rows);
  });
});

describe('the promo strip', () => {
  it('shows the store’s own texts until staff set theirs, then theirs at once in each language', async () => {
    expect(await cachedPromoStrip(ctxOf('en'))).toEqual({ visible: true, text: null, cta: null });
    // API files share a database per worker: admin-cms may have saved (and removed) a strip before.
    const earlier = (await auditOf('promo_strip')).length;
    const saved = await adminCall(
      'PUT',
      '/content/promo-strip',
      { text_ar: 'قسّط مشترياتك', text_en: 'Pay in parts', cta_ar: 'اطلب الآن', cta_en: '', is_active: true },
      as.content,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      text_ar: 'قسّط مشترياتك',
      text_en: 'Pay in parts',
      cta_ar: 'اطلب الآن',
      cta_en: '',
      is_active: true,
    });
    expect(await cachedPromoStrip(ctxOf('ar'))).toEqual({
      visible: true,
      text: 'قسّط مشترياتك',
      cta: 'اطلب الآن',
    });
    // An empty call to action keeps the store's own in that language.
    expect(await cachedPromoStrip(ctxOf('en'))).toEqual({ visible: true, text: 'Pay in parts', cta: null });

    const off = await adminCall('PUT', '/content/promo-strip', { ...saved.body, is_active: false }, as.admin);
    expect(off.status).toBe(200);
    expect((await cachedPromoStrip(ctxOf('en'))).visible).toBe(false);

    const audit = (await auditOf('promo_strip')).slice(earlier);
    expect(audit.map((a) => a.action)).toEqual(['promo_strip.update', 'promo_strip.update']);
    expect(audit[0]!.before).toMatchObject({ text_en: '', is_active: true });
    expect(audit[0]!.after).toMatchObject({ text_en: 'Pay in parts' });
    expect(audit[1]!.before).toMatchObject({ is_active: true });
    expect(audit[1]!.after).toMatchObject({ is_active: false });
    const read = await adminCall('GET', '/content/promo-strip', undefined, as.content);
    expect(read.body).toMatchObject({ text_en: 'Pay in parts', is_active: false });
  });

  it('refuses markup and long texts in the caller’s language', async () => {
    const bad = await adminCall(
      'PUT',
      '/content/promo-strip',
      { text_en: '<script>x</script>', cta_ar: 'x'.repeat(61) },
      { ...as.content, 'accept-language': 'ar' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({ text_en: 'promo_text', cta_ar: 'promo_cta' });
    expect(bad.body.message).toBe('النص 160 حرفًا على الأكثر، بدون < أو >.');
  });
});
