import { describe, expect, it } from 'vitest';
import { MIN_INSTALMENT_ITEM_PRICE, monthlyInstalment } from './instalments';

describe('monthlyInstalment', () => {
  it('divides the price over 24 months by default, rounding up', () => {
    expect(monthlyInstalment(2_400_000)).toBe(100_000);
    expect(monthlyInstalment(100_001)).toBe(4_167);
  });
  it('uses the term it is given', () => {
    expect(monthlyInstalment(1_200_000, 6)).toBe(200_000);
  });
  it('offers nothing under 500 EGP', () => {
    expect(monthlyInstalment(MIN_INSTALMENT_ITEM_PRICE - 1)).toBeNull();
    expect(monthlyInstalment(MIN_INSTALMENT_ITEM_PRICE)).not.toBeNull();
  });
});
