import { describe, expect, it } from 'vitest';
import { phoneSchema } from './schemas';
import { typedPhone } from './typed-phone';

describe('typedPhone (what the phone field keeps)', () => {
  it('keeps a number pasted from contacts in its local form, which fits 11 characters', () => {
    for (const pasted of [
      '+201012345678',
      '+20 101 234 5678',
      '0020 10-1234-5678',
      '(+20) 1012345678',
      '20 101 234 5678',
    ])
      expect(typedPhone(pasted)).toBe('01012345678');
    expect(typedPhone('+٢٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(phoneSchema.parse(typedPhone('+20 155 000 1111'))).toBe('01550001111');
  });

  it('keeps what is typed, digit by digit, without separators, as long as a number can be', () => {
    expect(typedPhone('010 1234')).toBe('0101234');
    expect(typedPhone('٠١٠١٢٣٤٥٦٧٨')).toBe('٠١٠١٢٣٤٥٦٧٨');
    expect(typedPhone('+2010')).toBe('+2010');
    expect(typedPhone('010123456789')).toBe('01012345678');
    expect(typedPhone('+20101234567899')).toBe('01012345678');
    // Not a mobile: kept as typed (cut), for the schema to refuse with its message.
    expect(typedPhone('+20 2 2345 6789')).toBe('+20223456789');
    expect(phoneSchema.safeParse(typedPhone('+20 2 2345 6789')).success).toBe(false);
  });
});
