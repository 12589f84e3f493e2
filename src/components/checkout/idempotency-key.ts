/**
 * A fresh key for one checkout visit. randomUUID exists only in secure contexts (https,
 * localhost); over plain http on another host the key is built from getRandomValues instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
