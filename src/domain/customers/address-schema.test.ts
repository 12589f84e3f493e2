import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validate';
import { addressSchema } from './address-schema';

const valid = {
  street: ' Abbas El Akkad ',
  building_number: '12',
  governorate: 'cairo',
  city: 'nasr_city',
  area: 'district_7',
};

describe('address form', () => {
  it('accepts the required fields and turns empty optional ones into null', () => {
    const r = addressSchema.parse({ ...valid, floor: '', landmark: '  ', additional_mobile: '' });
    expect(r).toMatchObject({
      street: 'Abbas El Akkad',
      floor: null,
      landmark: null,
      additional_mobile: null,
    });
    expect(r.default_address).toBe(false);
  });

  it('keeps the digits 0–9 whichever keyboard typed them, in every field', () => {
    const r = addressSchema.parse({
      ...valid,
      street: 'شارع ٩',
      building_number: '١٢',
      floor: '٣',
      apartment_number: '۴/ب',
      landmark: 'أمام بوابة ٢',
    });
    expect(r).toMatchObject({
      street: 'شارع 9',
      building_number: '12',
      floor: '3',
      apartment_number: '4/ب',
      landmark: 'أمام بوابة 2',
    });
  });

  it('normalises an additional mobile to its 01… form', () => {
    expect(addressSchema.parse({ ...valid, additional_mobile: '+201012345678' }).additional_mobile).toBe(
      '01012345678',
    );
  });

  it('names each field at fault with its message key', () => {
    const r = addressSchema.safeParse({
      street: '',
      building_number: 'x'.repeat(21),
      floor: '12345678901',
      additional_mobile: '0101',
    });
    expect(fieldErrors(r.error!)).toEqual({
      street: 'address_street',
      building_number: 'address_building',
      floor: 'address_floor',
      governorate: 'address_governorate',
      city: 'address_city',
      area: 'address_area',
      additional_mobile: 'phone_length',
    });
  });

  it('refuses a landmark over 120 characters and a non-boolean default flag', () => {
    const r = addressSchema.safeParse({ ...valid, landmark: 'x'.repeat(121), default_address: 'yes' });
    expect(fieldErrors(r.error!)).toEqual({ landmark: 'address_landmark', default_address: 'invalid_input' });
  });
});

describe('what a courier can read', () => {
  it('takes the letters, digits and marks real addresses use, in Arabic and English', () => {
    const r = addressSchema.parse({
      ...valid,
      street: "12 El-Tahrir St., Bldg (B) #3 & Sons' Tower",
      building_number: '4/B',
      floor: 'الأرضي',
      apartment_number: '١٢-أ',
      landmark: 'أمام مسجد الرحمة، بجوار صيدلية د/ أحمد',
    });
    expect(r.building_number).toBe('4/B');
  });

  it('refuses symbols and text without a letter or digit, each field under its own message', () => {
    const r = addressSchema.safeParse({
      ...valid,
      street: '<<>>',
      building_number: '@@',
      floor: 'abc!',
      apartment_number: '--',
      landmark: 'near the <script>',
    });
    expect(fieldErrors(r.error!)).toEqual({
      street: 'address_chars',
      building_number: 'address_short_chars',
      floor: 'address_short_chars',
      apartment_number: 'address_short_chars',
      landmark: 'address_chars',
    });
  });
});
