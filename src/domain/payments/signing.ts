import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '@/config';

/**
 * Gateway callbacks are signed with HMAC-SHA256 over the fields in key order (k=v joined by &, each
 * key and value URL-encoded, so that no other split of the same text into fields has the same
 * signature), as payment gateways do; a callback whose signature doesn't match changes nothing.
 */
export function signFields(fields: Record<string, string>, secret: string): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(fields[k]!)}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function signatureMatches(fields: Record<string, string>, signature: string, secret: string): boolean {
  const expected = Buffer.from(signFields(fields, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The key shared with the gateway: PAYMENT_GATEWAY_SECRET, or the sandbox's own in development. */
export function gatewaySecret(): string {
  const { gatewaySecret: secret, nodeProduction } = config();
  if (secret) return `gateway:${secret}`;
  if (nodeProduction) throw new Error('PAYMENT_GATEWAY_SECRET must be set in production');
  return 'development-only-gateway-secret';
}
