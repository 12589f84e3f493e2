import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows EGP in English', () => {
    expect(formatPrice(1_299_900, 'en')).toMatch(/EGP\s?12,999/);
    expect(formatPrice(49_950, 'en')).toMatch(/499\.50/);
  });
  it('shows Egyptian pounds in Arabic', () => {
    const ar = formatPrice(1_299_900, 'ar');
    expect(ar).toMatch(/ج\.م\.‏?/);
    expect(ar).toMatch(/١٢٬٩٩٩/);
  });
});

describe('formatDate', () => {
  it("writes 'MMMM d, yyyy' in English", () => {
    expect(formatDate('2025-11-01T12:00:00Z', 'en')).toBe('November 1, 2025');
  });
  it('writes the month name, day and year in Arabic', () => {
    expect(formatDate('2025-11-01T12:00:00Z', 'ar')).toBe('١ نوفمبر ٢٠٢٥');
  });
});
