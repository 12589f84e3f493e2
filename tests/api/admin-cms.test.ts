import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, cmsBlockTranslations, cmsBlocks } from '@/db/schema';
import { switchedOffPages } from '@/domain/content/cms';
import { CMS_CONTENT_MAX } from '@/domain/content/cms-schemas';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/content/blocks…: the content role (and admins) edit the store's CMS blocks in both
 * languages; a save shows on the public call at once, sanitised; a form loaded before someone
 * else's save is refused (409); each save is audited. Other roles get 403, a customer's token 401.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'content', 'operations', 'catalog'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
});

interface BlockWire {
  identifier: string;
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
  is_active: boolean;
  updated_at: string;
  page: string | null;
  history: { action: string; actor: string; changed: string[] }[];
}

async function loadBlock(identifier: string, headers = as.content!) {
  const res = await adminCall('GET', `/content/blocks/${identifier}`, undefined, headers);
  expect(res.status).toBe(200);
  return res.body as unknown as BlockWire;
}

/** The form's body from a loaded block, with changes. */
const formOf = (b: BlockWire, changes: Partial<BlockWire> = {}) => ({
  title_ar: b.title_ar,
  title_en: b.title_en,
  content_ar: b.content_ar,
  content_en: b.content_en,
  is_active: b.is_active,
  updated_at: b.updated_at,
  ...changes,
});

const save = (identifier: string, body: unknown, headers = as.content!, locale = 'en') =>
  adminCall('PUT', `/content/blocks/${identifier}`, body, { ...headers, 'accept-language': locale });

/** What shoppers get: the public call of §7. */
async function publicBlock(locale: 'ar' | 'en', identifier: string) {
  const res = await restApp.request(`/rest/${locale}/V1/cmsblocks/${identifier}`);
  return { status: res.status, body: (await res.json()) as { title: string; content: string } };
}

const auditOf = (identifier: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'cms_block'), eq(auditLog.entityId, identifier)))
    .orderBy(auditLog.id);

describe('who may call the CMS block routes', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const block = await loadBlock('privacy-policy');
    const calls: [string, string, unknown?][] = [
      ['GET', '/content/blocks'],
      ['GET', '/content/blocks/privacy-policy'],
      ['PUT', '/content/blocks/privacy-policy', formOf(block, { title_en: 'Taken over' })],
      ['POST', '/content/blocks/preview', { content_ar: '<p>x</p>', content_en: '<p>x</p>' }],
    ];
    const before = await db.select().from(cmsBlockTranslations);
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
    expect(await db.select().from(cmsBlockTranslations)).toEqual(before);
    for (const role of ['content', 'admin'] as const) {
      expect((await adminCall('GET', '/content/blocks', undefined, as[role])).status).toBe(200);
      expect((await adminCall('GET', '/content/blocks/privacy-policy', undefined, as[role])).status).toBe(
        200,
      );
    }
  });
});

describe('CMS blocks', () => {
  it('lists every block with both titles and the store page that shows it', async () => {
    const res = await adminCall('GET', '/content/blocks', undefined, as.content);
    const items = res.body.items as BlockWire[];
    expect(items.find((b) => b.identifier === 'about-us')).toMatchObject({
      page: '/about',
      is_active: true,
      title_en: expect.any(String),
      title_ar: expect.any(String),
    });
    expect(items.find((b) => b.identifier === 'store-offers')?.page).toBe('/offers');
    expect(items.find((b) => b.identifier === 'instalment-card')?.page).toBeNull();
    expect(items.every((b) => b.title_ar && b.title_en && !('content_en' in b))).toBe(true);
  });

  it('a save shows on the public call at once in both languages, sanitised, and is audited', async () => {
    const block = await loadBlock('about-us');
    const html = '<h2>Who we are</h2><p onclick="steal()">Aman API test</p><script>alert(1)</script>';
    const preview = await adminCall(
      'POST',
      '/content/blocks/preview',
      { content_ar: '<p>أمان</p><img src="javascript:alert(1)">', content_en: html },
      as.content,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.content_en).toBe('<h2>Who we are</h2><p>Aman API test</p>');

    const saved = await save(
      'about-us',
      formOf(block, { title_en: 'About Aman (test)', title_ar: 'عن أمان (اختبار)', content_en: html }),
    );
    expect(saved.status).toBe(200);
    // Stored as the editor wrote it; a new version.
    expect(saved.body).toMatchObject({ content_en: html, title_en: 'About Aman (test)' });
    expect(saved.body.updated_at).not.toBe(block.updated_at);

    const en = await publicBlock('en', 'about-us');
    expect(en.body.title).toBe('About Aman (test)');
    // Exactly what the preview showed: the script and the handler are gone.
    expect(en.body.content).toBe(preview.body.content_en);
    const ar = await publicBlock('ar', 'about-us');
    expect(ar.body.title).toBe('عن أمان (اختبار)');
    expect(ar.body.content).toBe(block.content_ar);

    const audit = await auditOf('about-us');
    expect(audit.map((a) => a.action)).toEqual(['cms_block.update']);
    expect(audit[0]!.before).toMatchObject({ title_en: block.title_en, content_en: block.content_en });
    expect(audit[0]!.after).toMatchObject({
      title_en: 'About Aman (test)',
      content_en: html,
      is_active: true,
    });
    const { history } = await loadBlock('about-us');
    expect(history).toMatchObject([
      { action: 'cms_block.update', changed: ['title_ar', 'title_en', 'content_en'] },
    ]);
  });

  it('switched off, its page is gone and unlinked; switched on again, it is back', async () => {
    const block = await loadBlock('about-us');
    const off = await save('about-us', formOf(block, { is_active: false }));
    expect(off.status).toBe(200);
    expect((await publicBlock('en', 'about-us')).status).toBe(404);
    // The footer and the sitemap leave out the page switched off.
    expect(await switchedOffPages({ db, locale: 'en' })).toEqual(['/about']);
    const on = await save('about-us', formOf(off.body as unknown as BlockWire, { is_active: true }));
    expect(on.status).toBe(200);
    expect((await publicBlock('ar', 'about-us')).status).toBe(200);
    expect(await switchedOffPages({ db, locale: 'en' })).toEqual([]);
    expect((await loadBlock('about-us')).history.map((h) => h.changed).slice(0, 2)).toEqual([
      ['is_active'],
      ['is_active'],
    ]);
  });

  it('keeps the legal texts on: refused off under the switch, in the language asked', async () => {
    const block = await loadBlock('terms-and-conditions');
    for (const [locale, message] of [
      ['en', 'The footer of every page links to this page: change its text, but keep it on.'],
      ['ar', 'يربط تذييل كل صفحة بهذه الصفحة: عدّل نصها لكن أبقها مفعّلة.'],
    ] as const) {
      const off = await save('terms-and-conditions', formOf(block, { is_active: false }), as.content, locale);
      expect(off.status).toBe(400);
      expect(off.body.field_errors).toEqual({ is_active: 'cms_block_always_on' });
      expect(off.body.message).toBe(message);
    }
    expect((await publicBlock('en', 'terms-and-conditions')).status).toBe(200);
  });

  it('a form loaded before another save is refused with 409 and changes nothing', async () => {
    const loaded = await loadBlock('return-refund-policy');
    const first = await save('return-refund-policy', formOf(loaded, { title_en: 'First editor' }), as.admin);
    expect(first.status).toBe(200);
    const second = await save('return-refund-policy', formOf(loaded, { title_en: 'Second editor' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Someone saved this block after you opened it. Copy your changes, reload the page to see theirs, then save again.',
    );
    expect((await publicBlock('en', 'return-refund-policy')).body.title).toBe('First editor');

    // Two saves of one version at once: one wins, the other is told.
    const current = await loadBlock('return-refund-policy');
    const both = await Promise.all(
      ['Racer A', 'Racer B'].map((title_en) => save('return-refund-policy', formOf(current, { title_en }))),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)!.body.title_en;
    expect((await publicBlock('en', 'return-refund-policy')).body.title).toBe(winner);
    expect((await auditOf('return-refund-policy')).length).toBe(2);
  });

  it('refuses bad input in the caller’s language, naming each field, writing nothing', async () => {
    const block = await loadBlock('sell-on-aman');
    const [row] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.identifier, 'sell-on-aman'));
    const bad = await save(
      'sell-on-aman',
      formOf(block, { title_ar: '  ', content_en: 'x'.repeat(CMS_CONTENT_MAX + 1) }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({ title_ar: 'cms_title_ar', content_en: 'cms_content_too_long' });
    expect(bad.body.message).toBe('Enter the Arabic title (at most 120 characters, no < or >).');
    const arabic = await save('sell-on-aman', formOf(block, { title_en: '' }), as.content, 'ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe('أدخل العنوان بالإنجليزية (120 حرفًا على الأكثر، بدون < أو >).');
    // Content with nothing to show would leave its page blank under the title.
    const blank = await save('sell-on-aman', formOf(block, { content_en: ' <p> </p> ' }));
    expect(blank.body.field_errors).toEqual({ content_en: 'cms_content_empty' });
    const { updated_at: _, ...noVersion } = formOf(block);
    expect((await save('sell-on-aman', noVersion)).body.field_errors).toEqual({ updated_at: 'cms_version' });
    const [after] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.identifier, 'sell-on-aman'));
    expect(after).toEqual(row);
    expect(await auditOf('sell-on-aman')).toEqual([]);

    const unknown = await save('no-such-block', formOf(block));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No content block with the identifier "no-such-block".');
    expect((await adminCall('GET', '/content/blocks/no-such-block', undefined, as.content)).status).toBe(404);
  });
});

describe('the promo strip block', () => {
  it('is left to its own page: not listed, not opened, not saved here', async () => {
    await adminCall(
      'PUT',
      '/content/promo-strip',
      { text_ar: 'نص', text_en: 'Text', cta_ar: 'قدّم', cta_en: 'Apply', is_active: true },
      as.content,
    );
    const [row] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.identifier, 'promo-strip'));
    expect(row).toBeDefined();
    const list = await adminCall('GET', '/content/blocks', undefined, as.content);
    const identifiers = (list.body.items as { identifier: string }[]).map((b) => b.identifier);
    expect(identifiers).not.toContain('promo-strip');
    expect(identifiers).toContain('about-us');
    expect((await adminCall('GET', '/content/blocks/promo-strip', undefined, as.content)).status).toBe(404);
    const put = await adminCall(
      'PUT',
      '/content/blocks/promo-strip',
      {
        title_ar: 'x',
        title_en: 'x',
        content_ar: '<b>x</b>',
        content_en: '<b>x</b>',
        is_active: true,
        updated_at: row!.updatedAt.toISOString(),
      },
      as.content,
    );
    expect(put.status).toBe(404);
    // API files share one database: the strip goes back to the store's own texts.
    await db.delete(cmsBlocks).where(eq(cmsBlocks.identifier, 'promo-strip'));
  });
});
