import type { MiddlewareHandler } from 'hono';
import { AppError } from '@/domain/shared/errors';
import type { AdminEnv } from './env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Staff are signed in by a cookie, which a browser sends with a request that another page started
 * (a form posted from another port of the same host or a sibling subdomain reaches a SameSite
 * cookie). So a write is refused when the browser says it came from elsewhere: Sec-Fetch-Site
 * other than same-origin, or else an Origin other than the store's. A client that is not a browser
 * sends neither and is let through: without a browser there is no one else's cookie to borrow.
 */
export const sameOriginWrites: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (
    !SAFE_METHODS.has(c.req.method) &&
    !fromThisOrigin(c.req.header('sec-fetch-site'), c.req.header('origin'), c.req.url)
  )
    throw new AppError('forbidden', 'staff_cross_site');
  await next();
};

/** The browser's own word on where a request came from (Fetch Metadata), else its Origin. */
export function fromThisOrigin(site: string | undefined, origin: string | undefined, url: string): boolean {
  if (site) return site === 'same-origin' || site === 'none';
  if (origin) return origin === new URL(url).origin;
  return true;
}
