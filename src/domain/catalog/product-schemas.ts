import { z } from 'zod';
import { PAYMENT_METHODS, PRODUCT_APPROVALS } from '@/db/schema/catalog';
import { plainAmount } from '../shared/digits';

export { PAYMENT_METHODS, PRODUCT_APPROVALS };

/**
 * What staff may write on a product (issue 17, back office part 2), shared by the edit form and
 * the server. Money is entered in pounds (up to two decimals) and kept in piastres; dates are Cairo
 * calendar days. Each message is a key under `errors.`.
 */
export const PRODUCT_LOCALES = ['ar', 'en'] as const;
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const ACTIVE_FILTERS = ['yes', 'no'] as const;
export const BULK_ACTIONS = ['activate', 'deactivate', 'category', 'payment_methods'] as const;
export const MAX_PRICE_POUNDS = 5_000_000;
export const MAX_STOCK = 100_000;

const pounds = (error: string) =>
  z.preprocess(
    plainAmount,
    z.coerce
      .number({ error })
      .positive({ error })
      .max(MAX_PRICE_POUNDS, { error })
      .multipleOf(0.01, { error })
      .transform((n) => Math.round(n * 100)),
  );

const optionalDay = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'catalog_date' })
  .optional()
  .transform((d) => d || null);

const id = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error });

const text = (min: number, max: number, error: string) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error });

export const MAX_WEIGHT_KG = 1000;
/** The card's terms a product may limit itself to (src/domain/credit/plans.ts PLAN_TERMS). */
export const INSTALMENT_TERMS = [6, 12, 18, 24, 36] as const;
export const MAX_ATTRIBUTES = 40;

/** Kilograms with up to three decimals, kept in grams; blank is "not known". */
const weight = z
  .preprocess(
    (v) => (v === '' ? null : plainAmount(v)),
    z.nullable(
      z.coerce
        .number({ error: 'catalog_weight' })
        .positive({ error: 'catalog_weight' })
        .max(MAX_WEIGHT_KG, { error: 'catalog_weight' })
        .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, { error: 'catalog_weight' })
        .transform((n) => Math.round(n * 1000)),
    ),
  )
  .optional();

/**
 * The product's filterable attributes, code → value (e.g. screen_size → 55); blank values are
 * dropped. Left out (the CSV import without the column), the product keeps the ones it has.
 */
const attributes = z
  .record(
    z.string().regex(/^[a-z0-9_]{1,40}$/, { error: 'catalog_attribute_unknown' }),
    z.string({ error: 'catalog_attribute_value' }).trim().max(100, { error: 'catalog_attribute_value' }),
    { error: 'catalog_attribute_value' },
  )
  .transform((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== '')))
  .refine((r) => Object.keys(r).length <= MAX_ATTRIBUTES, { error: 'catalog_attribute_value' })
  .refine((r) => Object.values(r).every((v) => !/[<>,=]/.test(v)), { error: 'catalog_attribute_value' })
  .optional();

/** The fields alone (the OpenAPI document derives the seller portal's body from them). */
export const productFieldsSchema = z.object({
  sku: z
    .string({ error: 'catalog_sku' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/, { error: 'catalog_sku' }),
  url_key: z
    .string({ error: 'catalog_url_key' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'catalog_url_key' })
    .max(150, { error: 'catalog_url_key' }),
  name_ar: text(2, 200, 'catalog_name'),
  name_en: text(2, 200, 'catalog_name'),
  short_description_ar: text(0, 1000, 'catalog_short_description').default(''),
  short_description_en: text(0, 1000, 'catalog_short_description').default(''),
  description_ar: text(0, 20_000, 'catalog_description').default(''),
  description_en: text(0, 20_000, 'catalog_description').default(''),
  price: pounds('catalog_price'),
  special_price: z
    .union([z.literal('').transform(() => null), z.null(), pounds('catalog_special_price')])
    .default(null),
  special_from: optionalDay,
  special_to: optionalDay,
  stock: z.preprocess(
    plainAmount,
    z.coerce
      .number({ error: 'catalog_stock' })
      .int({ error: 'catalog_stock' })
      .min(0, { error: 'catalog_stock' })
      .max(MAX_STOCK, { error: 'catalog_stock' }),
  ),
  brand_id: id('catalog_brand'),
  seller_id: id('catalog_seller'),
  category_id: id('catalog_category'),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS, { error: 'catalog_payment_method_unknown' }), {
      error: 'catalog_payment_methods',
    })
    .min(1, { error: 'catalog_payment_methods' }),
  is_active: z.boolean({ error: 'catalog_active' }),
  weight,
  attributes,
  /** The card's terms the product allows; none ticked (or left out): whatever its seller offers. */
  instalment_months: z
    .array(
      z.coerce
        .number({ error: 'catalog_instalment_months' })
        .refine((m) => (INSTALMENT_TERMS as readonly number[]).includes(m), {
          error: 'catalog_instalment_months',
        }),
      { error: 'catalog_instalment_months' },
    )
    .transform((list) => (list.length === 0 ? null : [...new Set(list)].sort((a, b) => a - b)))
    .optional(),
});
export const productEditSchema = productFieldsSchema.superRefine((p, ctx) => {
  if (p.special_price !== null && p.special_price >= p.price)
    ctx.addIssue({ code: 'custom', path: ['special_price'], message: 'catalog_special_price_over' });
  if (p.special_from && p.special_to && p.special_to < p.special_from)
    ctx.addIssue({ code: 'custom', path: ['special_to'], message: 'catalog_special_dates' });
});

export type ProductEdit = z.output<typeof productEditSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;

export const bulkSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'catalog_bulk_action' }),
    ids: z
      .array(id('catalog_bulk_ids'), { error: 'catalog_bulk_ids' })
      .min(1, { error: 'catalog_bulk_ids' })
      .max(200, { error: 'catalog_bulk_ids' }),
    category_id: id('catalog_category').optional(),
    payment_methods: z
      .array(z.enum(PAYMENT_METHODS, { error: 'catalog_payment_methods' }))
      .min(1, { error: 'catalog_payment_methods' })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'category' && !b.category_id)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'catalog_category' });
    if (b.action === 'payment_methods' && !b.payment_methods)
      ctx.addIssue({ code: 'custom', path: ['payment_methods'], message: 'catalog_payment_methods' });
  });
