import { z } from 'zod';

/**
 * The back office's CMS block form (content role), shared by the domain, the page's form (this
 * file runs in the browser too: no server imports) and the OpenAPI document.
 */
export const CMS_TITLE_MAX = 120;
/**
 * The store's legal texts, which the card application, the checkout and every page's footer link
 * to: editors change their text, never switch them off. (Another block's page switched off drops
 * out of the footer and the sitemap.)
 */
export const ALWAYS_ON_BLOCKS: readonly string[] = [
  'terms-and-conditions',
  'return-refund-policy',
  'privacy-policy',
];
/** Characters of HTML per language: the longest seeded block is under 10,000. */
export const CMS_CONTENT_MAX = 100_000;
/** The form's text fields, and what the history names when they change. */
export const CMS_TEXT_FIELDS = ['title_ar', 'title_en', 'content_ar', 'content_en'] as const;
export const CMS_AUDIT_FIELDS = [...CMS_TEXT_FIELDS, 'is_active'] as const;
export type CmsAuditField = (typeof CMS_AUDIT_FIELDS)[number];
/** What the audit log records of blocks (`cms_block.<action>`). */
export const CMS_BLOCK_ACTIONS = ['update'] as const;

/**
 * The store page that shows each block (its route file reads the same identifier: a unit test
 * compares them); null for a block only the REST call `/cmsblocks/{identifier}` serves.
 */
export const CMS_BLOCK_PAGES: Readonly<Record<string, string | null>> = {
  'about-us': '/about',
  'terms-and-conditions': '/terms-and-conditions',
  'return-refund-policy': '/return-refund-policy',
  'privacy-policy': '/privacy-policy',
  'store-offers': '/offers',
  'help-aman-card': '/help',
  'sell-on-aman': '/sellonaman',
  'instalment-card': null,
};

export const cmsBlockPage = (identifier: string): string | null => CMS_BLOCK_PAGES[identifier] ?? null;

const title = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(CMS_TITLE_MAX, { error: key })
    .refine((v) => !/[<>]/.test(v), { error: key });

/** Kept as written; the store and the preview sanitise it when they show it. */
const content = z.string({ error: 'cms_content' }).max(CMS_CONTENT_MAX, { error: 'cms_content_too_long' });

export const cmsContentSchema = z.object({ content_ar: content, content_en: content });

/**
 * What a block's page shows must be there: text, or at least a picture. Only tags and spaces would
 * leave the page blank under its title.
 */
export const hasContent = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim() !== '';
const savedContent = content.refine(hasContent, { error: 'cms_content_empty' });

export const cmsBlockSchema = z.object({
  title_ar: title('cms_title_ar'),
  title_en: title('cms_title_en'),
  content_ar: savedContent,
  content_en: savedContent,
  is_active: z.boolean({ error: 'cms_active' }),
  /** The block's version the form loaded: a write over a newer one is refused. */
  updated_at: z.iso.datetime({ offset: true, error: 'cms_version' }),
});
export type CmsBlockInput = z.output<typeof cmsBlockSchema>;

/** The fields whose values differ between two audit snapshots, in the form's order. */
export function changedCmsFields(
  before: Partial<Record<CmsAuditField, unknown>> | null,
  after: Partial<Record<CmsAuditField, unknown>> | null,
): CmsAuditField[] {
  return CMS_AUDIT_FIELDS.filter((f) => before?.[f] !== after?.[f]);
}
