import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '@/config';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The sandbox outbox (/dev/outbox) and courier (POST /rest/V1/dev/orders/{id}/advance) show every
 * one-time code and move any order: they answer only to SANDBOX_KEY (the secret link `npm start`
 * prints), and not at all in production or once a real message provider is configured.
 */
export function sandboxKeyMatches(given: string | null | undefined): boolean {
  const key = config().sandbox?.key;
  if (!key || !given) return false;
  return timingSafeEqual(digest(given), digest(key));
}
