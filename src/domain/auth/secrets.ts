import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { config } from '@/config';

/** One-time codes from a secure random source, `length` digits, leading zeros allowed. */
export function generateCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/**
 * Codes are short, so a plain hash could be reversed by trying all of them: they are stored as
 * an HMAC keyed by a server secret and bound to their purpose and phone.
 */
export function hashCode(code: string, binding: string, secret = codeSecret()): string {
  return createHmac('sha256', secret).update(`${binding}:${code}`).digest('base64url');
}

export function codeMatches(code: string, binding: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(code, binding));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Customer tokens: 256 random bits for the client, only their SHA-256 kept on the server. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function codeSecret(): string {
  const { authSecret: secret, nodeProduction } = config();
  if (secret) return secret;
  if (nodeProduction) throw new Error('AUTH_SECRET must be set in production');
  return 'development-only-code-secret';
}
