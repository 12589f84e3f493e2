import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, cmsBlocks } from '@/db/schema';
import { HOME_SECTION_IDS } from '@/domain/content/home-section-schemas';
import { HOME_SECTIONS_BLOCK } from '@/domain/content/home-sections';
import { cachedHomeContent } from '@/domain/content/page-data';
import { PRODUCT_ROW_IDS } from '@/domain/content/home';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/content/home-sections: the content role (and admins) choose which of the home
 * page's sections show, in which order and under which titles; stored as the CMS block
 * `home-sections` (JSON), audited, and the home call and the home page's cache follow at once.
 * Other roles get 403, a customer's token or no cookie 401. The block is removed before and after,
 * so other files see the store's own order.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
const H = '/content/home-sections';

interface Setting {
  id: string;
  visible: boolean;
  title_ar: string;
  title_en: string;
}
interface HomeWire {
  sections: { identifier: string; title: string }[];
  categories: unknown[];
  product_rows: { identifier: string; title: string; items: unknown[] }[];
  brands: unknown[];
}

const call = async (method: string, body?: unknown, headers = as.content!, locale = 'en') => {
  const res = await adminCall(method, H, body, { ...headers, 'accept-language': locale });
  return res as typeof res & { body: { sections: Setting[]; history: { action: string }[] } };
};
const home = async (locale: 'ar' | 'en') => {
  const res = await restApp.request(`/rest/${locale}/V1/home`);
  expect(res.status).toBe(200);
  return (await res.json()) as HomeWire;
};
const all = (change: (s: Setting) => Partial<Setting> = () => ({})): Setting[] =>
  HOME_SECTION_IDS.map((id) => ({
    id,
    visible: true,
    title_ar: '',
    title_en: '',
    ...change({ id } as Setting),
  }));
const removeBlock = () => db.delete(cmsBlocks).where(eq(cmsBlocks.identifier, HOME_SECTIONS_BLOCK));

beforeAll(async () => {
  db = (await useTestDb()).db;
  await removeBlock();
  for (const role of ['admin', 'content', 'operations', 'catalog'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
}, 60_000);

afterAll(removeBlock);

describe('who may call the home sections route', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    for (const [method, body] of [['GET'], ['PUT', { sections: all() }]] as const) {
      for (const role of ['operations', 'catalog'] as const)
        expect((await call(method, body, as[role])).status).toBe(403);
      expect((await call(method, body, bearer(customerToken))).status).toBe(401);
      expect((await call(method, body, {})).status).toBe(401);
    }
    expect(await db.select().from(cmsBlocks).where(eq(cmsBlocks.identifier, HOME_SECTIONS_BLOCK))).toEqual(
      [],
    );
    for (const role of ['content', 'admin'] as const)
      expect((await call('GET', undefined, as[role])).status).toBe(200);
  });
});

describe('home sections', () => {
  it("with nothing set: every section, in the store's own order", async () => {
    const got = await call('GET');
    expect(got.body.sections).toEqual(all());
    expect(PRODUCT_ROW_IDS.every((id) => (HOME_SECTION_IDS as readonly string[]).includes(id))).toBe(true);
    const en = await home('en');
    expect(en.sections.map((s) => s.identifier)).toEqual([...HOME_SECTION_IDS]);
    expect(en.product_rows.map((r) => r.identifier)).toEqual([
      'offers',
      'best_sellers',
      'instalment_picks',
      'new_arrivals',
    ]);
  });

  it('hides, reorders and retitles; the home call and the cached home page follow at once; audited', async () => {
    const ctx = { db, locale: 'en' as const };
    const cachedBefore = await cachedHomeContent(ctx);
    expect(cachedBefore.rows.map((r) => r.id)).toContain('new_arrivals');
    const sections: Setting[] = [
      {
        id: 'best_sellers',
        visible: true,
        title_ar: 'الأعلى مبيعًا هذا الأسبوع',
        title_en: 'Top sellers this week',
      },
      { id: 'categories', visible: true, title_ar: '', title_en: '' },
      { id: 'offers', visible: true, title_ar: '', title_en: '' },
      { id: 'new_arrivals', visible: false, title_ar: '', title_en: '' },
      { id: 'instalment_picks', visible: true, title_ar: '', title_en: '' },
      { id: 'brands', visible: true, title_ar: '', title_en: '' },
    ];
    const saved = await call('PUT', { sections });
    expect(saved.status).toBe(200);
    expect(saved.body.sections).toEqual(sections);
    const en = await home('en');
    expect(en.sections.map((s) => s.identifier)).toEqual([
      'best_sellers',
      'categories',
      'offers',
      'instalment_picks',
      'brands',
    ]);
    expect(en.product_rows.map((r) => [r.identifier, r.title])).toEqual([
      ['best_sellers', 'Top sellers this week'],
      ['offers', "Today's offers"],
      ['instalment_picks', 'Buy now, pay in instalments'],
    ]);
    const ar = await home('ar');
    expect(ar.product_rows[0]).toMatchObject({
      identifier: 'best_sellers',
      title: 'الأعلى مبيعًا هذا الأسبوع',
    });
    expect(ar.sections[1]).toEqual({ identifier: 'categories', title: 'تسوّق حسب الفئة' });
    // The home page's cache (the cms tables' triggers bump the 'content' version).
    const cachedAfter = await cachedHomeContent(ctx);
    expect(cachedAfter.rows.map((r) => r.id)).toEqual(['best_sellers', 'offers', 'instalment_picks']);
    expect(cachedAfter.sections[0]).toEqual({ id: 'best_sellers', title: 'Top sellers this week' });
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'home_sections'), eq(auditLog.action, 'home_sections.update')))
      .orderBy(asc(auditLog.id));
    expect(rows.at(-1)).toMatchObject({ before: { 0: { id: 'categories' } } });
    expect((rows.at(-1)!.after as Setting[])[0]).toMatchObject({ id: 'best_sellers' });
    expect((await call('GET')).body.history[0]).toMatchObject({ action: 'home_sections.update' });
  });

  it('hides the category tiles and the brands; a section left out shows after the others', async () => {
    const saved = await call('PUT', {
      sections: [
        { id: 'categories', visible: false },
        { id: 'brands', visible: false },
        { id: 'new_arrivals', visible: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.sections.map((s) => s.id)).toEqual([
      'categories',
      'brands',
      'new_arrivals',
      'offers',
      'best_sellers',
      'instalment_picks',
    ]);
    const en = await home('en');
    expect(en.categories).toEqual([]);
    expect(en.brands).toEqual([]);
    expect(en.product_rows.map((r) => r.identifier)).toEqual([
      'new_arrivals',
      'offers',
      'best_sellers',
      'instalment_picks',
    ]);
  });

  it('refuses unknown sections, duplicates and bad titles in English and Arabic, and changes nothing', async () => {
    const before = (await call('GET')).body.sections;
    const cases: [unknown, Record<string, string>][] = [
      [{ sections: [{ id: 'slides', visible: true }] }, { 'sections.0.id': 'home_section_unknown' }],
      [{ sections: [{ id: 'offers' }, { id: 'offers' }] }, { sections: 'home_section_twice' }],
      [
        { sections: [{ id: 'offers', title_en: '<script>' }] },
        { 'sections.0.title_en': 'home_section_title' },
      ],
      [{ sections: [{ id: 'offers', visible: 'maybe' }] }, { 'sections.0.visible': 'home_section_visible' }],
      [{ sections: 'offers' }, { sections: 'home_sections' }],
    ];
    for (const [body, fields] of cases) {
      const en = await call('PUT', body);
      expect([en.status, en.body.field_errors]).toEqual([400, fields]);
      const ar = await call('PUT', body, as.content, 'ar');
      expect(ar.status).toBe(400);
      expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(ar.body.message).not.toBe(en.body.message);
    }
    expect((await call('GET')).body.sections).toEqual(before);
  });

  it('stays out of the generic content blocks editor', async () => {
    const list = await adminCall('GET', '/content/blocks', undefined, as.content);
    expect((list.body.items as { identifier: string }[]).map((b) => b.identifier)).not.toContain(
      HOME_SECTIONS_BLOCK,
    );
    expect(
      (await adminCall('GET', `/content/blocks/${HOME_SECTIONS_BLOCK}`, undefined, as.content)).status,
    ).toBe(404);
  });

  it('with the block removed, the store is back to its own order', async () => {
    await removeBlock();
    expect((await home('en')).sections.map((s) => s.identifier)).toEqual([...HOME_SECTION_IDS]);
  });
});
