import { z } from 'zod';
import { isCalendarDay } from '../shared/cairo-day';
import { plainAmount } from '../shared/digits';

/**
 * The back office's coupon form and list filter, shared by the domain, the pages' forms (this file
 * runs in the browser too: no server imports) and the OpenAPI document. Money is entered in
 * pounds and percentages in per cent; the domain stores piastres and basis points.
 */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** Inactive: switched off by staff; otherwise by its dates against now. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_PAGE_SIZE = 20;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
/** The largest amount (pounds) and limit the form takes: far above any real coupon. */
export const COUPON_MAX_POUNDS = 1_000_000;
export const COUPON_MAX_USES = 1_000_000;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
/** A number typed in a form ("12.5", "١٢٫٥") or sent as one; an empty field is "not given". */
const toNumber = (v: unknown) => {
  const blank = plainAmount(blankToUndefined(v));
  return typeof blank === 'string' ? Number(blank) : blank;
};
/** At most two decimals: piastres of a pound, or basis points of a per cent. */
const hundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const pounds = (key: string, min: number) =>
  z
    .number({ error: key })
    .min(min, { error: key })
    .max(COUPON_MAX_POUNDS, { error: key })
    .refine(hundredths, { error: key });
const uses = z
  .number({ error: 'coupon_usage_limit' })
  .refine(Number.isInteger, { error: 'coupon_usage_limit' })
  .min(1, { error: 'coupon_usage_limit' })
  .max(COUPON_MAX_USES, { error: 'coupon_usage_limit' });
const day = (key: string) => z.string({ error: key }).refine(isCalendarDay, { error: key });

export const couponCodeSchema = z
  .string({ error: 'coupon_code_format' })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, { error: 'coupon_code_format' });

const fieldsShape = {
  kind: z.enum(COUPON_KINDS, { error: 'coupon_kind' }),
  /** Per cent (1–100) for a percentage, pounds for a fixed amount. */
  value: z.preprocess(toNumber, z.number({ error: 'coupon_value' })),
  /** Pounds; only for a percentage. */
  max_discount: z.preprocess(toNumber, pounds('coupon_max_discount', 0.01).optional()),
  min_subtotal: z.preprocess(toNumber, pounds('coupon_min_subtotal_invalid', 0).optional()),
  /** Cairo calendar days, both included. */
  starts_on: day('coupon_date'),
  ends_on: day('coupon_date'),
  usage_limit: z.preprocess(toNumber, uses.optional()),
  usage_limit_per_customer: z.preprocess(toNumber, uses.optional()),
};

type CouponForm = { kind: CouponKind; value: number; starts_on: string; ends_on: string };
/** Whether the fields a check reads parsed; it then runs even when other fields failed. */
const parsed =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((i) => fields.includes(String(i.path?.[0])));
const percentOk = (v: number) => v >= 1 && v <= 100 && hundredths(v);
const amountOk = (v: number) => v >= 0.01 && v <= COUPON_MAX_POUNDS && hundredths(v);

/** The checks across fields: the value's range by kind, and the end not before the start. */
function checked<T extends z.ZodType<CouponForm>>(schema: T) {
  return schema
    .refine((f) => f.kind !== 'percent' || percentOk(f.value), {
      path: ['value'],
      message: 'coupon_percent',
      when: parsed('kind', 'value'),
    })
    .refine((f) => f.kind !== 'fixed' || amountOk(f.value), {
      path: ['value'],
      message: 'coupon_amount',
      when: parsed('kind', 'value'),
    })
    .refine((f) => f.ends_on >= f.starts_on, {
      path: ['ends_on'],
      message: 'coupon_ends_before_starts',
      when: parsed('starts_on', 'ends_on'),
    });
}

/** What a coupon is besides its code (the code never changes: orders point at it). */
export const couponFieldsSchema = checked(z.object(fieldsShape));
export type CouponFields = z.output<typeof couponFieldsSchema>;

/** A new coupon: its code and the rest. */
export const couponCreateSchema = checked(z.object({ code: couponCodeSchema, ...fieldsShape }));
export type CouponCreate = z.output<typeof couponCreateSchema>;

export const couponActiveSchema = z.object({
  active: z.boolean({ error: 'coupon_active_invalid' }),
});

export const couponFilterSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(32, { error: 'coupon_filter_q' }).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(COUPON_STATUSES, { error: 'coupon_filter_status' }).optional(),
  ),
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});
export type CouponFilter = z.output<typeof couponFilterSchema>;
