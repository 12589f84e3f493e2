import type { z } from 'zod';
import { ADDRESS_SHORT_MAX, ADDRESS_TEXT_MAX, addressSchema } from '@/domain/customers/address-schema';
import type { Address } from './account-types';

/**
 * The form checks an address with the API's own schema (src/domain/customers/address-schema.ts),
 * so both sides refuse the same things with the same errors.* keys; what it answers (null for an
 * empty optional field, the mobile in its 01… form) is what the form sends.
 */
export const addressFormSchema = addressSchema;

export const STREET_MAX = ADDRESS_TEXT_MAX;
export const LANDMARK_MAX = ADDRESS_TEXT_MAX;
export const BUILDING_MAX = 20;
export const SHORT_FIELD_MAX = ADDRESS_SHORT_MAX;

/** What the form holds: every field as typed. */
export interface AddressInput {
  street: string;
  building_number: string;
  floor: string;
  apartment_number: string;
  landmark: string;
  governorate: string;
  city: string;
  area: string;
  additional_mobile: string;
  default_address: boolean;
}
export type AddressField = keyof AddressInput;
export const ADDRESS_FIELDS = Object.keys(addressSchema.shape) as AddressField[];

export const EMPTY_ADDRESS = {
  street: '',
  building_number: '',
  floor: '',
  apartment_number: '',
  landmark: '',
  governorate: '',
  city: '',
  area: '',
  additional_mobile: '',
  default_address: false,
} satisfies AddressInput & z.input<typeof addressSchema>;

export function addressToInput(address: Address): AddressInput {
  return {
    street: address.street,
    building_number: address.building_number,
    floor: address.floor ?? '',
    apartment_number: address.apartment_number ?? '',
    landmark: address.landmark ?? '',
    governorate: address.governorate,
    city: address.city,
    area: address.area,
    additional_mobile: address.additional_mobile ?? '',
    default_address: address.default_address,
  };
}
