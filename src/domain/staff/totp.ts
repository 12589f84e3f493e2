import { Secret, TOTP } from 'otpauth';

/** RFC 6238 codes as authenticator apps make them: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Aman Stores';

function totp(secretBase32: string, label = 'staff') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/**
 * The time step of a right code (one step of clock drift either way), or null. A step at or before
 * `lastStep` was already used: refused, so a code seen over a shoulder is good only once.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** For tests and the demo: the code an app would show now. */
export function currentTotp(secretBase32: string, now = new Date()): string {
  return totp(secretBase32).generate({ timestamp: now.getTime() });
}
