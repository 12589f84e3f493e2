import { describe, expect, it } from 'vitest';
import { cairoDateTime, cairoInstant } from '../shared/cairo-day';
import { blogCategoryFieldsSchema, blogPostFieldsSchema, blogPostStatus, splitTags } from './staff-schemas';

const post = (extra: Record<string, unknown> = {}) => ({
  identifier: 'tv-guide',
  title_ar: 'دليل الشاشات',
  title_en: 'TV guide',
  content_ar: '<p>نص</p>',
  content_en: '<p>Text</p>',
  ...extra,
});
const errorsOf = (input: unknown) => {
  const r = blogPostFieldsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the blog post form', () => {
  it('takes the multipart text: tags split on Latin and Arabic commas, categories "3,5", a Cairo time, the flag', () => {
    const parsed = blogPostFieldsSchema.parse(
      post({
        tags_ar: 'شاشات، تلفزيون ,شاشات',
        tags_en: ' tv, , screens ',
        category_ids: '3,5',
        publish_at: '2026-05-01T09:30',
        is_active: 'false',
      }),
    );
    expect(parsed).toMatchObject({
      tags_ar: ['شاشات', 'تلفزيون'],
      tags_en: ['tv', 'screens'],
      category_ids: [3, 5],
      publish_at: '2026-05-01T09:30',
      is_active: false,
      short_content_ar: '',
      author_en: '',
    });
    expect(blogPostFieldsSchema.parse(post({ publish_at: '' })).publish_at).toBeUndefined();
    expect(blogPostFieldsSchema.parse(post()).is_active).toBe(true);
  });

  it('names each bad field with its own key', () => {
    expect(
      errorsOf(
        post({
          identifier: 'TV Guide',
          title_en: '',
          title_ar: '<b>x</b>',
          content_en: '<p></p>',
          tags_en: 'a,<script>',
          category_ids: 'x',
          publish_at: '2026-13-01T25:00',
          is_active: 'maybe',
        }),
      ),
    ).toEqual({
      identifier: 'blog_identifier',
      title_ar: 'blog_title_ar',
      title_en: 'blog_title_en',
      content_en: 'blog_content_en',
      tags_en: 'blog_tags',
      category_ids: 'blog_categories',
      publish_at: 'blog_publish_at',
      is_active: 'blog_active',
    });
    expect(errorsOf(post({ identifier: '-starts-with-dash' }))).toEqual({ identifier: 'blog_identifier' });
    expect(errorsOf(post({ identifier: 'a'.repeat(121) }))).toEqual({ identifier: 'blog_identifier' });
    expect(errorsOf(post({ content_ar: 'x'.repeat(100_001) }))).toEqual({
      content_ar: 'blog_content_too_long',
    });
    expect(errorsOf(post({ tags_ar: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }))).toEqual({
      tags_ar: 'blog_tags',
    });
  });

  it('splits tags, dropping blanks and repeats', () => {
    expect(splitTags('a, b,a،c ,, ')).toEqual(['a', 'b', 'c']);
  });
});

describe('the blog category form', () => {
  it('takes a URL key, both titles, a position and the flag; refuses bad ones', () => {
    expect(
      blogCategoryFieldsSchema.parse({
        identifier: 'guides',
        title_ar: 'أدلة',
        title_en: 'Guides',
        position: '3',
      }),
    ).toEqual({ identifier: 'guides', title_ar: 'أدلة', title_en: 'Guides', position: 3, is_active: true });
    const r = blogCategoryFieldsSchema.safeParse({
      identifier: 'a b',
      title_ar: '',
      title_en: 'x',
      position: -1,
    });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['identifier', 'blog_identifier'],
      ['title_ar', 'blog_category_title_ar'],
      ['position', 'blog_position'],
    ]);
  });
});

describe('a post’s status', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('is off when switched off, a draft without a date, scheduled before it and published from it', () => {
    expect(blogPostStatus({ isActive: false, publishedAt: now }, now)).toBe('off');
    expect(blogPostStatus({ isActive: true, publishedAt: null }, now)).toBe('draft');
    expect(blogPostStatus({ isActive: true, publishedAt: new Date(now.getTime() + 60_000) }, now)).toBe(
      'scheduled',
    );
    expect(blogPostStatus({ isActive: true, publishedAt: now }, now)).toBe('published');
  });
});

describe('Cairo wall-clock times', () => {
  it('reads a Cairo time in winter (UTC+2) and in summer time (UTC+3), and writes it back', () => {
    expect(cairoInstant('2026-01-15T10:30').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(cairoInstant('2026-07-15T10:30').toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(cairoDateTime(new Date('2026-07-15T07:30:00Z'))).toBe('2026-07-15T10:30');
    expect(cairoDateTime(new Date('2026-01-14T22:05:00Z'))).toBe('2026-01-15T00:05');
  });
  it('places a skipped time just after the change, and a repeated one at its first showing', () => {
    // Summer time began at 00:00 on Friday 24 April 2026: 00:30 never showed on Cairo's clocks.
    expect(cairoDateTime(cairoInstant('2026-04-24T00:30'))).toBe('2026-04-24T01:30');
    // It ended at midnight after Thursday 29 October 2026: 23:30 showed twice, first at UTC+3.
    expect(cairoInstant('2026-10-29T23:30').toISOString()).toBe('2026-10-29T20:30:00.000Z');
  });
});
