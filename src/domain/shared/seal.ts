import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { config } from '@/config';

/**
 * Secrets the server must read back (a staff member's TOTP key, an e-mail waiting to be delivered
 * with a reset link in it) are kept sealed with AES-256-GCM, under a key derived from AUTH_SECRET
 * for each purpose: a copy of the database alone does not give them away.
 */
const PURPOSES = {
  totp: ['aman-staff', 'totp-seal'],
  message: ['aman-outbox', 'message-seal'],
} as const;

export type SealPurpose = keyof typeof PURPOSES;

function key(purpose: SealPurpose): Buffer {
  const { authSecret, nodeProduction } = config();
  if (!authSecret && nodeProduction) throw new Error('AUTH_SECRET must be set in production');
  const secret = authSecret ?? 'development-only-staff-secret';
  const [salt, info] = PURPOSES[purpose];
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
}

export function seal(plain: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function unseal(sealed: string, purpose: SealPurpose): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
