import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_IDENTIFIERS } from '@/db/seed/data/cms';
import { STORE_OFFERS_BLOCK } from './offers';
import { CMS_BLOCK_PAGES, CMS_CONTENT_MAX, changedCmsFields, cmsBlockSchema } from './cms-schemas';

const form = {
  title_ar: 'من نحن',
  title_en: 'About us',
  content_ar: '<p>نص</p>',
  content_en: '<p>Text</p>',
  is_active: true,
  updated_at: '2026-11-27T01:40:50.123456Z',
};
const faults = (input: unknown) => {
  const result = cmsBlockSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the CMS block form', () => {
  it('takes both titles trimmed, HTML as written and the version to the microsecond', () => {
    const parsed = cmsBlockSchema.parse({
      ...form,
      title_en: '  About us ',
      content_en: '<script>x</script>',
    });
    expect(parsed).toMatchObject({ title_en: 'About us', content_en: '<script>x</script>' });
    expect(parsed.updated_at).toBe(form.updated_at);
  });

  it('refuses empty titles, markup in a title, and text over the limit, each on its field', () => {
    expect(faults({ ...form, title_ar: '   ', title_en: 'About <b>us</b>' })).toEqual({
      title_ar: 'cms_title_ar',
      title_en: 'cms_title_en',
    });
    expect(faults({ ...form, content_en: 'x'.repeat(CMS_CONTENT_MAX + 1) })).toEqual({
      content_en: 'cms_content_too_long',
    });
    expect(faults({ ...form, content_ar: 'x'.repeat(CMS_CONTENT_MAX) })).toEqual({});
  });

  it('refuses content with nothing to show (spaces, empty tags), and takes a picture alone', () => {
    expect(faults({ ...form, content_en: '   ', content_ar: '<p> &nbsp; </p><div></div>' })).toEqual({
      content_en: 'cms_content_empty',
      content_ar: 'cms_content_empty',
    });
    expect(faults({ ...form, content_en: '<p><img src="/media/offer.jpg" alt="Offer"></p>' })).toEqual({});
  });

  it('needs the version it edits and a real switch', () => {
    const { updated_at: _, ...noVersion } = form;
    expect(faults({ ...noVersion, is_active: 'yes' })).toEqual({
      is_active: 'cms_active',
      updated_at: 'cms_version',
    });
    expect(faults({ ...form, updated_at: 'yesterday' })).toEqual({ updated_at: 'cms_version' });
  });
});

describe('what a change touched', () => {
  it('names the fields that differ, in the form’s order', () => {
    const before = { title_ar: 'أ', title_en: 'A', content_ar: '', content_en: '', is_active: true };
    expect(changedCmsFields(before, { ...before, is_active: false, content_en: '<p>x</p>' })).toEqual([
      'content_en',
      'is_active',
    ]);
    expect(changedCmsFields(before, before)).toEqual([]);
  });
});

describe('where the store shows each block', () => {
  it('knows every seeded block, and each page’s route reads that block', () => {
    expect(Object.keys(CMS_BLOCK_PAGES).sort()).toEqual([...CMS_IDENTIFIERS].sort());
    for (const [identifier, page] of Object.entries(CMS_BLOCK_PAGES)) {
      if (!page) continue;
      const file = path.join(process.cwd(), 'src/app/(store)', page, 'page.tsx');
      const source = readFileSync(file, 'utf8');
      // The page names the identifier itself, or reads the offers, which name it (offers.ts).
      const named =
        source.includes(`'${identifier}'`) ||
        (identifier === STORE_OFFERS_BLOCK && source.includes('getStoreOffers('));
      expect([page, identifier, named]).toEqual([page, identifier, true]);
    }
  });
});
