import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validate';
import { bundleCreateSchema, bundleUpdateSchema } from './bundle-schemas';

const form = {
  code: 'home-cinema',
  title_ar: 'سينما منزلية',
  title_en: 'Home cinema',
  product_ids: [3, 1],
  is_active: true,
};
const faults = (input: unknown, schema = bundleCreateSchema) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the bundle form', () => {
  it('takes a code, both titles and 2 to 4 distinct products, in their order', () => {
    expect(bundleCreateSchema.parse(form)).toEqual(form);
    expect(bundleCreateSchema.parse({ ...form, product_ids: ['4', '2', '9', '1'] }).product_ids).toEqual([
      4, 2, 9, 1,
    ]);
    expect(bundleCreateSchema.parse({ ...form, is_active: undefined }).is_active).toBe(true);
  });

  it('wants a code of lowercase letters, digits and single dashes', () => {
    for (const code of ['Home', 'home cinema', '-home', 'home-', 'home--cinema', 'بيت', '', 'a'.repeat(61)])
      expect([code, faults({ ...form, code })]).toEqual([code, { code: 'bundle_code' }]);
    for (const code of ['a', 'tv-2026', 'back-to-school']) expect(faults({ ...form, code })).toEqual({});
  });

  it('refuses one product, five, the same one twice, and titles with tags', () => {
    expect(faults({ ...form, product_ids: [1] })).toEqual({ product_ids: 'bundle_items' });
    expect(faults({ ...form, product_ids: [1, 2, 3, 4, 5] })).toEqual({ product_ids: 'bundle_items' });
    expect(faults({ ...form, product_ids: [2, 2] })).toEqual({ product_ids: 'bundle_items_twice' });
    expect(faults({ ...form, title_en: '<b>x</b>', title_ar: ' ' })).toEqual({
      title_ar: 'bundle_title_ar',
      title_en: 'bundle_title_en',
    });
  });

  it('an edit names the version it was loaded from', () => {
    expect(faults(form, bundleUpdateSchema)).toEqual({ updated_at: 'bundle_version' });
    expect(faults({ ...form, updated_at: '2026-11-27T01:40:50.123456Z' }, bundleUpdateSchema)).toEqual({});
  });
});
