import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { codeMatches, generateCode, generateToken, hashCode, hashToken } from './secrets';

describe('passwords', () => {
  it('are stored as scrypt hashes that verify only the same password', async () => {
    const stored = await hashPassword('Passw0rd');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored).not.toContain('Passw0rd');
    expect(await verifyPassword('Passw0rd', stored)).toBe(true);
    expect(await verifyPassword('passw0rd', stored)).toBe(false);
    expect(await hashPassword('Passw0rd')).not.toBe(stored); // salted
  });
  it('refuses a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('one-time codes', () => {
  it('have the asked length, digits only, and vary', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateCode(6)));
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(45);
    expect(generateCode(4)).toMatch(/^\d{4}$/);
  });
  it('are kept as a keyed hash bound to their purpose', () => {
    const stored = hashCode('123456', 'register:01012345678');
    expect(stored).not.toContain('123456');
    expect(codeMatches('123456', 'register:01012345678', stored)).toBe(true);
    expect(codeMatches('123457', 'register:01012345678', stored)).toBe(false);
    expect(codeMatches('123456', 'forget:01012345678', stored)).toBe(false);
  });
});

describe('customer tokens', () => {
  it('carry at least 128 random bits and are kept hashed', () => {
    const token = generateToken();
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(generateToken()).not.toBe(token);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
