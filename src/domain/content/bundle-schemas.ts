import { z } from 'zod';
import { flagField, plainTextField } from './slide-schemas';

/**
 * The back office's bundle form (content role), shared by the domain, the page's form (this file
 * runs in the browser too: no server imports) and the OpenAPI document. JSON bodies.
 */

/** A bundle is two to four products; the back office may save others, the store does not show them. */
export const BUNDLE_MIN_ITEMS = 2;
export const BUNDLE_MAX_ITEMS = 4;
export const BUNDLE_CODE_MAX = 60;
export const BUNDLE_TITLE_MAX = 120;
/** The form's text fields. */
export const BUNDLE_TEXT_FIELDS = ['code', 'title_ar', 'title_en'] as const;
/** What the audit log records of bundles (`bundle.<action>`). */
export const BUNDLE_ACTIONS = ['create', 'update', 'order', 'delete'] as const;

/** Lowercase letters and digits, words joined by single dashes: "home-cinema", "back-to-school-2026". */
export const BUNDLE_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const productIds = z
  .array(
    z.coerce
      .number({ error: 'bundle_items' })
      .int({ error: 'bundle_items' })
      .positive({ error: 'bundle_items' }),
    {
      error: 'bundle_items',
    },
  )
  .min(BUNDLE_MIN_ITEMS, { error: 'bundle_items' })
  .max(BUNDLE_MAX_ITEMS, { error: 'bundle_items' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'bundle_items_twice' });

const bundleFields = {
  code: z
    .string({ error: 'bundle_code' })
    .trim()
    .min(1, { error: 'bundle_code' })
    .max(BUNDLE_CODE_MAX, { error: 'bundle_code' })
    .regex(BUNDLE_CODE_PATTERN, { error: 'bundle_code' }),
  title_ar: plainTextField('bundle_title_ar', BUNDLE_TITLE_MAX),
  title_en: plainTextField('bundle_title_en', BUNDLE_TITLE_MAX),
  /** The products in the order the bundle shows them. */
  product_ids: productIds,
  is_active: flagField('bundle_active').default(true),
};

export const bundleCreateSchema = z.object(bundleFields);
/** An edit also says which version of the bundle it was made from (409 when another save came first). */
export const bundleUpdateSchema = z.object({
  ...bundleFields,
  updated_at: z.iso.datetime({ offset: true, error: 'bundle_version' }),
});
export type BundleForm = z.output<typeof bundleCreateSchema>;
export type BundleFormInput = z.input<typeof bundleCreateSchema>;

/** The bundles' new order: every bundle's id once, first shown first. */
export const bundleOrderSchema = z.object({
  ids: z
    .array(z.coerce.number({ error: 'bundle_order' }).int().positive(), { error: 'bundle_order' })
    .max(200, { error: 'bundle_order' }),
});

/** The product search of the bundle form: SKU (its start) or name (any part). */
export const bundleProductSearchSchema = z.object({
  q: z
    .string({ error: 'bundle_search' })
    .trim()
    .min(1, { error: 'bundle_search' })
    .max(100, { error: 'bundle_search' }),
});
