import { describe, expect, it } from 'vitest';
import { cardBrand, cardOutcome, luhnValid, parseExpiry, SANDBOX_CARDS, SANDBOX_OTP } from './sandbox-card';
import { signatureMatches, signFields } from './signing';

describe('callback signatures', () => {
  const fields = { session: 'abc', result: 'paid', amount: '1500' };
  it('match only the same fields with the same secret, in any key order', () => {
    const sig = signFields(fields, 's3cret');
    expect(signatureMatches({ amount: '1500', result: 'paid', session: 'abc' }, sig, 's3cret')).toBe(true);
    expect(signatureMatches({ ...fields, result: 'declined' }, sig, 's3cret')).toBe(false);
    expect(signatureMatches(fields, sig, 'other')).toBe(false);
    expect(signatureMatches(fields, 'not-hex', 's3cret')).toBe(false);
    // The same text split into other fields (everything in the first value) is another message.
    expect(signatureMatches({ amount: '1500&result=paid&session=abc' }, sig, 's3cret')).toBe(false);
  });
});

describe('sandbox test cards', () => {
  it('knows the published numbers and their brands', () => {
    for (const n of Object.values(SANDBOX_CARDS)) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrand(SANDBOX_CARDS.visaSuccess)).toBe('visa');
    expect(cardBrand(SANDBOX_CARDS.mastercardSuccess)).toBe('mastercard');
    expect(cardBrand('371449635398431')).toBeNull();
  });
  it('succeeds, declines, or asks for a 3-D Secure code', () => {
    expect(cardOutcome(SANDBOX_CARDS.visaSuccess, undefined)).toBe('success');
    expect(cardOutcome(SANDBOX_CARDS.declined, undefined)).toBe('declined');
    expect(cardOutcome(SANDBOX_CARDS.threeDSecure, undefined)).toBe('needs_3ds');
    expect(cardOutcome(SANDBOX_CARDS.threeDSecure, SANDBOX_OTP)).toBe('success');
    expect(cardOutcome(SANDBOX_CARDS.threeDSecure, '000000')).toBe('wrong_code');
  });
  it('reads MM/YY expiry dates that have not passed', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('10/26', now)).toBeNull();
    expect(parseExpiry('13/27', now)).toBeNull();
    expect(parseExpiry('1/27', now)).toBeNull();
  });
});
