import { z } from 'zod';
import { isCalendarDay } from '../shared/cairo-day';

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

/** A short plain text (no < or >) of 1 to `max` characters. */
export const plainTextField = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: key })
    .refine((v) => !/[<>]/.test(v), { error: key });
const title = (key: string) => plainTextField(key, SLIDE_TITLE_MAX);
/** The same, or empty (its default). */
export const optionalTextField = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .max(max, { error: key })
    .refine((v) => !/[<>]/.test(v), { error: key })
    .default('');
const subtitle = optionalTextField('slide_subtitle', SLIDE_SUBTITLE_MAX);

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

const cairoDayText = (key: string) => z.string({ error: key }).refine(isCalendarDay, { error: key });
/** A Cairo calendar day as YYYY-MM-DD; empty means none. */
export const cairoDayField = (key: string) => z.preprocess(blankToUndefined, cairoDayText(key).optional());
/** The same, required. */
export const requiredCairoDayField = (key: string) => z.preprocess(blankToUndefined, cairoDayText(key));
const day = cairoDayField('slide_date');

/** A checkbox or a JSON boolean: "true"/"1"/"on" and "false"/"0". */
const FLAG_TEXT: Record<string, boolean> = { true: true, '1': true, on: true, false: false, '0': false };
export const flagField = (key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v in FLAG_TEXT ? FLAG_TEXT[v] : v),
    z.boolean({ error: key }),
  );
const flag = flagField('slide_active');

/** A path on this store (isStorePath) of at most `max` characters. */
export const storePathField = (key: string, max: number) =>
  z.string({ error: key }).trim().max(max, { error: key }).refine(isStorePath, { error: key });

export const slideFieldsSchema = z
  .object({
    title_ar: title('slide_title_ar'),
    title_en: title('slide_title_en'),
    subtitle_ar: subtitle,
    subtitle_en: subtitle,
    link: storePathField('slide_link', SLIDE_LINK_MAX),
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

/** Where a slide (or an overlay ad) stands now: switched off, or by its dates. */
export function slideStatus(
  s: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): SlideStatus {
  if (!s.isActive) return 'inactive';
  if (s.startsAt && now < s.startsAt) return 'scheduled';
  if (s.endsAt && now > s.endsAt) return 'ended';
  return 'live';
}
