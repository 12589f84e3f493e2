import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getDb } from '@/db/client';
import { authenticate } from '@/domain/auth/tokens';
import type { Customer } from '@/domain/auth/tokens';
import type { StaffPrincipal } from '@/domain/staff/sessions';
import type { Ctx } from '@/domain/shared/ctx';
import type { Locale } from '@/i18n/locales';
import { logger } from './logger';
import { localeFromHeaders } from './request-locale';

export interface AppEnv {
  Variables: {
    ctx: Ctx;
    requestId: string;
    customer: Customer;
    /** A back-office caller (src/http/admin): set by requireStaff, never from a customer token. */
    staff: StaffPrincipal;
    token: string;
    /** The body limit already applied to this request (src/http/body-limit.ts). */
    bodyLimit: number | undefined;
  };
}

/**
 * One log line per request with its id, and the ctx every domain call takes. `localeOf` picks
 * the request's language (the path's locale segment where there is one).
 */
export function requestContext(
  localeOf: (c: Context) => Locale = (c) => localeFromHeaders(c.req.raw.headers),
) {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    c.set('ctx', { db: getDb(), locale: localeOf(c), requestId });
    await next();
    c.header('x-request-id', requestId);
    logger.info({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
  return middleware;
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** Calls of a signed-in customer: a missing, expired or revoked bearer token is a 401. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  c.set('customer', await authenticate(c.get('ctx'), token));
  c.set('token', token!);
  await next();
};

/** The caller's address for rate limits: the first proxy hop, as Next and the load balancer set it. */
export function clientIp(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || undefined;
}
