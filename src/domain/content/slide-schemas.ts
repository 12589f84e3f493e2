import { z } from 'zod';

/**
 * The back office's hero slide form (content role), shared by the domain, the page's form (this
 * file runs in the browser too: no server imports) and the OpenAPI document. The form travels as
 * multipart fields (with the picture), so every value arrives as text.
 */
export const SLIDE_TITLE_MAX = 80;
export const SLIDE_SUBTITLE_MAX = 160;
export const SLIDE_LINK_MAX = 300;
/** The form's text fields (the flag and the picture aside). */
export const SLIDE_TEXT_FIELDS = [
  'title_ar',
  'title_en',
  'subtitle_ar',
  'subtitle_en',
  'link',
  'starts_on',
  'ends_on',
] as const;
/** What the audit log records of slides (`slide.<action>`). */
export const SLIDE_ACTIONS = ['create', 'update', 'order', 'delete'] as const;
/** Inactive: switched off by staff; otherwise by its dates against now. */
export const SLIDE_STATUSES = ['live', 'scheduled', 'ended', 'inactive'] as const;
export type SlideStatus = (typeof SLIDE_STATUSES)[number];

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const title = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(SLIDE_TITLE_MAX, { error: key })
    .refine((v) => !/[<>]/.test(v), { error: key });
const subtitle = z
  .string({ error: 'slide_subtitle' })
  .trim()
  .max(SLIDE_SUBTITLE_MAX, { error: 'slide_subtitle' })
  .refine((v) => !/[<>]/.test(v), { error: 'slide_subtitle' })
  .default('');

/**
 * Where a slide leads: a page of this store, as a path ("/offers", "/tvs?sort=price"). Another
 * site, a protocol-relative "//host" or a backslash trick is refused, so a slide can never send
 * shoppers away.
 */
export function isStorePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s<>"']/.test(value)) return false;
  try {
    return new URL(value, 'https://store.invalid').host === 'store.invalid';
  } catch {
    return false;
  }
}

const day = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'slide_date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'slide_date' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'slide_date' })
    .optional(),
);

/** A checkbox or a JSON boolean: "true"/"1"/"on" and "false"/"0". */
const FLAG_TEXT: Record<string, boolean> = { true: true, '1': true, on: true, false: false, '0': false };
const flag = z.preprocess(
  (v) => (typeof v === 'string' && v in FLAG_TEXT ? FLAG_TEXT[v] : v),
  z.boolean({ error: 'slide_active' }),
);

export const slideFieldsSchema = z
  .object({
    title_ar: title('slide_title_ar'),
    title_en: title('slide_title_en'),
    subtitle_ar: subtitle,
    subtitle_en: subtitle,
    link: z
      .string({ error: 'slide_link' })
      .trim()
      .max(SLIDE_LINK_MAX, { error: 'slide_link' })
      .refine(isStorePath, { error: 'slide_link' }),
    /** Cairo calendar days, both included; either may be empty (open-ended). */
    starts_on: day,
    ends_on: day,
    is_active: flag.default(true),
  })
  .refine((f) => !f.starts_on || !f.ends_on || f.ends_on >= f.starts_on, {
    path: ['ends_on'],
    message: 'slide_ends_before_starts',
  });
export type SlideFields = z.output<typeof slideFieldsSchema>;
/** The form's values as typed (every field text, the flag a boolean). */
export type SlideFormInput = z.input<typeof slideFieldsSchema>;

/** The slides' new order: every slide's id once, first shown first. */
export const slideOrderSchema = z.object({
  ids: z
    .array(z.coerce.number({ error: 'slide_order' }).int().positive(), { error: 'slide_order' })
    .max(100, { error: 'slide_order' }),
});

/** Where a slide stands now: switched off, or by its dates. */
export function slideStatus(
  s: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): SlideStatus {
  if (!s.isActive) return 'inactive';
  if (s.startsAt && now < s.startsAt) return 'scheduled';
  if (s.endsAt && now > s.endsAt) return 'ended';
  return 'live';
}
