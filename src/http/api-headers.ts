import type { MiddlewareHandler } from 'hono';
import { config } from '@/config';
import { apiSecurityHeaders } from './security-headers';

const headers = () => apiSecurityHeaders(config().publicUrl?.startsWith('https://') ?? false);

/** The APIs' security headers on every answer of a Hono app (src/proxy.ts does not run there). */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(headers())) c.res.headers.set(name, value);
};

/** The same for a route handler outside Hono (next-auth); a copy, as a redirect's headers are immutable. */
export function withApiHeaders(response: Response): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers())) copy.headers.set(name, value);
  return copy;
}
