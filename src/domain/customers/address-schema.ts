import { z } from 'zod';
import { asciiDigits } from '../shared/digits';
import { phoneSchema } from './schemas';

/**
 * The address form of §3, in the API's field names, shared by the form and the server. The
 * server also checks that governorate, city and area are known codes of the directory.
 */
export const ADDRESS_TEXT_MAX = 120;
export const ADDRESS_SHORT_MAX = 10;

/**
 * What a courier can read: letters of any script, digits, spaces and the marks addresses use
 * ("12 El-Tahrir St., Bldg 4/B (#3)", «ش. التحرير، عمارة 4»), with at least one letter or digit.
 * Short fields (building, floor, apartment) take letters, digits, spaces, '-' and '/' only.
 */
const TEXT = /^[\p{L}\p{M}\p{N}\s.,،\-/#'()&]*$/u;
const SHORT = /^[\p{L}\p{M}\p{N}\s\-/]*$/u;
const READABLE = /[\p{L}\p{N}]/u;

/** A directory code (governorate, city, area): the server checks it is known. */
const code = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });

type Chars = { pattern: RegExp; key: string };
const TEXT_CHARS: Chars = { pattern: TEXT, key: 'address_chars' };
const SHORT_CHARS: Chars = { pattern: SHORT, key: 'address_short_chars' };

/** Kept with the digits 0–9 whichever keyboard typed them: a courier's slip, a page in English. */
const text = (key: string, max: number, chars: Chars) =>
  z
    .string({ error: key })
    .trim()
    .max(max, { error: key })
    .refine((v) => v === '' || (chars.pattern.test(v) && READABLE.test(v)), { error: chars.key })
    .transform(asciiDigits);
const required = (key: string, max: number, chars: Chars) =>
  text(key, max, chars).refine((v) => v !== '', { error: key });
const optional = (key: string, max: number, chars: Chars) =>
  text(key, max, chars)
    .nullish()
    .transform((v) => v || null);

export const addressSchema = z.object({
  street: required('address_street', ADDRESS_TEXT_MAX, TEXT_CHARS),
  building_number: required('address_building', 20, SHORT_CHARS),
  floor: optional('address_floor', ADDRESS_SHORT_MAX, SHORT_CHARS),
  apartment_number: optional('address_apartment', ADDRESS_SHORT_MAX, SHORT_CHARS),
  landmark: optional('address_landmark', ADDRESS_TEXT_MAX, TEXT_CHARS),
  governorate: code('address_governorate', 40),
  city: code('address_city', 60),
  area: code('address_area', 60),
  additional_mobile: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema.nullish())
    .transform((v) => v ?? null),
  default_address: z.boolean({ error: 'invalid_input' }).optional().default(false),
});

export type AddressInput = z.output<typeof addressSchema>;
