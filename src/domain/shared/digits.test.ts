import { describe, expect, it } from 'vitest';
import { asciiDigits, plainAmount } from './digits';

describe('asciiDigits', () => {
  it('reads Arabic-Indic and extended Arabic-Indic digits as 0-9, leaving everything else', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('+٢٠ 10-١٢')).toBe('+20 10-12');
    expect(asciiDigits('abc أمان 42')).toBe('abc أمان 42');
  });
});

describe('plainAmount', () => {
  it('reads an amount without its thousands separators, in either script', () => {
    expect(plainAmount('١٢٬٣٤٥')).toBe('12345');
    expect(plainAmount('12,345')).toBe('12345');
    expect(plainAmount('١٢٣٫٥')).toBe('123.5');
    expect(plainAmount(42)).toBe(42);
  });
});
