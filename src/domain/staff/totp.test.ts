import { describe, expect, it } from 'vitest';
import { acceptedStep, currentTotp, newTotpSecret, totpUri } from './totp';

describe('staff TOTP (RFC 6238)', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-11-25T10:00:10Z');

  it('accepts the current code and one step of drift, nothing further', () => {
    expect(acceptedStep(secret, currentTotp(secret, now), now, null)).toBe(
      Math.floor(now.getTime() / 30_000),
    );
    expect(
      acceptedStep(secret, currentTotp(secret, new Date(now.getTime() - 30_000)), now, null),
    ).not.toBeNull();
    expect(acceptedStep(secret, currentTotp(secret, new Date(now.getTime() - 90_000)), now, null)).toBeNull();
  });

  it('refuses a code used already, and anything not six digits', () => {
    const step = acceptedStep(secret, currentTotp(secret, now), now, null)!;
    expect(acceptedStep(secret, currentTotp(secret, now), now, step)).toBeNull();
    expect(acceptedStep(secret, '12345', now, null)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', now, null)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    // The RFC's secret "12345678901234567890" in base32; its 8-digit code 94287082 ends in 287082.
    expect(currentTotp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('gives an otpauth address an app can read', () => {
    expect(totpUri(secret, 'ops@aman.test')).toMatch(/^otpauth:\/\/totp\/Aman%20Stores:ops%40aman\.test\?/);
  });
});
