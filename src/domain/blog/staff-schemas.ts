import { z } from 'zod';
import { flagField, optionalTextField, plainTextField } from '../content/slide-schemas';
import { BLOG_IDENTIFIER } from './schemas';

/**
 * The back office's blog forms (content role): posts and categories, shared by the domain, the
 * pages' forms (this file runs in the browser too: no server imports) and the OpenAPI document. The
 * post form travels as multipart fields (with the picture), so every value arrives as text.
 */
export const BLOG_TITLE_MAX = 160;
export const BLOG_SHORT_MAX = 500;
/** Characters of HTML per language, as the CMS blocks allow. */
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_AUTHOR_MAX = 80;
export const BLOG_TAG_MAX = 40;
export const BLOG_TAGS_MAX = 20;
export const BLOG_CATEGORY_TITLE_MAX = 80;
export const BLOG_IDENTIFIER_MAX = 120;

/** The post form's text fields (the flag, the categories and the picture aside). */
export const BLOG_POST_TEXT_FIELDS = [
  'identifier',
  'title_ar',
  'title_en',
  'short_content_ar',
  'short_content_en',
  'author_ar',
  'author_en',
  'tags_ar',
  'tags_en',
  'publish_at',
] as const;
/** The category form's text fields. */
export const BLOG_CATEGORY_TEXT_FIELDS = ['identifier', 'title_ar', 'title_en', 'position'] as const;
/** What the audit log records (`blog_post.<action>`, `blog_category.<action>`). */
export const BLOG_ACTIONS = ['create', 'update', 'delete'] as const;
/** Off: switched off by staff; draft: no publish date; scheduled: its date is still ahead. */
export const BLOG_POST_STATUSES = ['published', 'scheduled', 'draft', 'off'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

const identifier = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(BLOG_IDENTIFIER_MAX, { error: key })
    .regex(BLOG_IDENTIFIER, { error: key });

/** Tags typed as one text, separated by commas (Arabic or Latin); each trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  const tags = text
    .split(/[,،]/)
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const tags = (key: string) =>
  z
    .string({ error: key })
    .default('')
    .transform(splitTags)
    .refine((list) => list.length <= BLOG_TAGS_MAX, { error: key })
    .refine((list) => list.every((t) => t.length <= BLOG_TAG_MAX && !/[<>]/.test(t)), { error: key });

const content = (key: string) =>
  z
    .string({ error: key })
    .max(BLOG_CONTENT_MAX, { error: 'blog_content_too_long' })
    .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(v), { error: key });

/** Category ids as one text, "3,5" (a multipart field), or a JSON array. */
const categoryIds = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.coerce.number({ error: 'blog_categories' }).int({ error: 'blog_categories' }).positive(), {
      error: 'blog_categories',
    })
    .max(50, { error: 'blog_categories' })
    .default([]),
);

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** Cairo's wall clock to the minute (a datetime-local input), or empty for a draft. */
const publishAt = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string({ error: 'blog_publish_at' })
    .regex(LOCAL_MINUTE, { error: 'blog_publish_at' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)), { error: 'blog_publish_at' })
    .optional(),
);

export const blogPostFieldsSchema = z.object({
  identifier: identifier('blog_identifier'),
  title_ar: plainTextField('blog_title_ar', BLOG_TITLE_MAX),
  title_en: plainTextField('blog_title_en', BLOG_TITLE_MAX),
  short_content_ar: optionalTextField('blog_short_content', BLOG_SHORT_MAX),
  short_content_en: optionalTextField('blog_short_content', BLOG_SHORT_MAX),
  /** HTML from the rich-text editor; sanitised by the server before it is stored. */
  content_ar: content('blog_content_ar'),
  content_en: content('blog_content_en'),
  author_ar: optionalTextField('blog_author', BLOG_AUTHOR_MAX),
  author_en: optionalTextField('blog_author', BLOG_AUTHOR_MAX),
  tags_ar: tags('blog_tags'),
  tags_en: tags('blog_tags'),
  category_ids: categoryIds,
  publish_at: publishAt,
  is_active: flagField('blog_active').default(true),
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;

export const blogCategoryFieldsSchema = z.object({
  identifier: identifier('blog_identifier'),
  title_ar: plainTextField('blog_category_title_ar', BLOG_CATEGORY_TITLE_MAX),
  title_en: plainTextField('blog_category_title_en', BLOG_CATEGORY_TITLE_MAX),
  position: z.coerce
    .number({ error: 'blog_position' })
    .int({ error: 'blog_position' })
    .min(0, { error: 'blog_position' })
    .max(9999, { error: 'blog_position' })
    .default(0),
  is_active: flagField('blog_active').default(true),
});
export type BlogCategoryFields = z.output<typeof blogCategoryFieldsSchema>;

/** Where a post stands now: switched off, a draft, waiting for its moment, or on the store. */
export function blogPostStatus(
  p: { isActive: boolean; publishedAt: Date | null },
  now: Date,
): BlogPostStatus {
  if (!p.isActive) return 'off';
  if (!p.publishedAt) return 'draft';
  return p.publishedAt > now ? 'scheduled' : 'published';
}
