import { describe, expect, it } from 'vitest';
import { egpAlike, formatDate, formatList, formatNumber, formatPrice, intlLocale } from './format';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('formatPrice', () => {
  it('shows EGP in English', () => {
    expect(formatPrice(1_299_900, 'en')).toMatch(/EGP\s?12,999/);
    expect(formatPrice(49_950, 'en')).toMatch(/499\.50/);
  });
  it('shows Egyptian pounds in Arabic, in Western digits', () => {
    const ar = formatPrice(1_299_950, 'ar');
    expect(ar).toMatch(/ج\.م\.‏?/);
    expect(ar).toContain('12,999.50');
  });
});

describe('egpAlike', () => {
  it('gives every amount piastres when one of them has some, in both languages', () => {
    const mixed = egpAlike([1000, 934.88], 'en');
    expect(mixed(1000)).toMatch(/EGP\s?1,000\.00$/);
    expect(mixed(934.88)).toMatch(/EGP\s?934\.88$/);
    expect(egpAlike([1000, 0.5], 'ar')(1000)).toContain('1,000.00');
  });
  it('leaves whole pounds whole when none has piastres', () => {
    expect(egpAlike([1000, 250], 'en')(1000)).toMatch(/EGP\s?1,000$/);
    expect(egpAlike([1000, 250], 'ar')(250)).not.toContain('.00');
  });
});

describe('formatNumber', () => {
  it('groups thousands in both languages', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ar')).toBe('1,234,567');
  });
  it('pads to a number of digits, and writes years without separators', () => {
    expect(formatNumber(5, 'ar', { minDigits: 2 })).toBe('05');
    expect(formatNumber(2026, 'ar', { grouping: false })).toBe('2026');
  });
  it('writes whole numbers to 999 without Intl, exactly as Intl writes them', () => {
    for (const locale of ['ar', 'en'] as const) {
      for (const minDigits of [undefined, 1, 2, 3, 4]) {
        for (const grouping of [true, false]) {
          const intl = new Intl.NumberFormat(intlLocale[locale], {
            minimumIntegerDigits: minDigits,
            useGrouping: grouping,
            maximumFractionDigits: 2,
          });
          // The whole range it writes itself, and the numbers around it that Intl still writes.
          for (const value of [
            ...Array.from({ length: 1000 }, (_, i) => i),
            -0,
            -1,
            0.5,
            999.5,
            1000,
            1234,
          ]) {
            expect(formatNumber(value, locale, { minDigits, grouping })).toBe(intl.format(value));
          }
        }
      }
    }
  });
});

describe('formatDate', () => {
  it("writes 'MMMM d, yyyy' in English", () => {
    expect(formatDate('2025-11-01T12:00:00Z', 'en')).toBe('November 1, 2025');
  });
  it('writes the month name, day and year in Arabic', () => {
    expect(formatDate('2025-11-01T12:00:00Z', 'ar')).toBe('1 نوفمبر 2025');
  });
});

describe('formatList', () => {
  it('joins names the way each language does', () => {
    expect(formatList(['a.png', 'b.png', 'c.png'], 'en')).toBe('a.png, b.png, and c.png');
    expect(formatList(['a.png', 'b.png'], 'ar')).toBe('a.png وb.png');
  });
});

describe('one digit system on Arabic pages', () => {
  it('numbers, prices and dates all use Western digits', () => {
    const out = [
      formatNumber(1_234_567, 'ar'),
      formatNumber(7, 'ar', { minDigits: 2 }),
      formatPrice(1_299_950, 'ar'),
      formatDate('2025-11-01T12:00:00Z', 'ar'),
      formatList(['1', '2'], 'ar'),
    ];
    for (const text of out) {
      expect(text).not.toMatch(ARABIC_INDIC);
      expect(text).toMatch(/[0-9]/);
    }
  });
});
