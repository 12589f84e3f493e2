import { z } from 'zod';
import { phoneSchema } from './schemas';

/**
 * The address form of §3, in the API's field names, shared by the form and the server. The
 * server also checks that governorate, city and area are known codes of the directory.
 */
export const ADDRESS_TEXT_MAX = 120;
export const ADDRESS_SHORT_MAX = 10;

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });
const optional = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .max(max, { error: key })
    .nullish()
    .transform((v) => v || null);

export const addressSchema = z.object({
  street: required('address_street', ADDRESS_TEXT_MAX),
  building_number: required('address_building', 20),
  floor: optional('address_floor', ADDRESS_SHORT_MAX),
  apartment_number: optional('address_apartment', ADDRESS_SHORT_MAX),
  landmark: optional('address_landmark', ADDRESS_TEXT_MAX),
  governorate: required('address_governorate', 40),
  city: required('address_city', 60),
  area: required('address_area', 60),
  additional_mobile: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema.nullish())
    .transform((v) => v ?? null),
  default_address: z.boolean({ error: 'invalid_input' }).optional().default(false),
});

export type AddressInput = z.output<typeof addressSchema>;
