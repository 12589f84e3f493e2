import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/translate';
import type { Address } from './account-types';
import { addressLines } from './address-labels';

const address: Address = {
  id: 1,
  street: 'شارع التحرير',
  building_number: '5',
  floor: null,
  apartment_number: null,
  landmark: 'بجوار البنك',
  governorate: 'giza',
  city: 'dokki',
  area: 'dokki',
  additional_mobile: null,
  default_address: true,
};

describe('addressLines', () => {
  it('shows the landmark as the shopper typed it, in both languages (no word added in front)', () => {
    for (const locale of ['ar', 'en'] as const) {
      const { lines } = addressLines(address, [], getT(locale));
      const landmark = lines.find((l) => l.includes('البنك'));
      expect(landmark).toBeDefined();
      expect(landmark!.endsWith('بجوار البنك')).toBe(true);
      expect(landmark).not.toMatch(/بجوار بجوار|Near/);
    }
  });
});
