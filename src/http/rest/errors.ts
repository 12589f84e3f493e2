import type { Context } from 'hono';
import { AppError, lostRace, outOfRange, type ErrorKind } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';
import { logger } from '../logger';

/** Magento-style error body: a message in the request's language and its parameters. */
export function errorBody(locale: Locale, messageKey: string, params: Record<string, string> = {}) {
  return { message: getT(locale)(`errors.${messageKey}`, params), parameters: Object.values(params) };
}

/** The HTTP status of each kind of domain error. */
export const STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<ErrorKind, number>;

/**
 * The one place that maps errors to HTTP: a domain error by its kind, a write that lost a race with
 * another (lostRace) as a 409, a number beyond its column (outOfRange) as a 400; anything else is
 * a 500 with no stack.
 */
export function mapError(err: unknown, c: Context, locale: Locale) {
  const raced = lostRace(err);
  if (raced) {
    logger.warn({ err, requestId: c.get('requestId' as never) }, 'write lost a race');
    return mapError(raced, c, locale);
  }
  const malformed = outOfRange(err);
  if (malformed) {
    logger.warn({ err, requestId: c.get('requestId' as never) }, 'a value out of its column range');
    return mapError(malformed, c, locale);
  }
  if (err instanceof AppError) {
    const body = errorBody(locale, err.messageKey, err.params);
    const fields = Object.keys(err.fieldErrors).length > 0 ? { field_errors: err.fieldErrors } : {};
    // A refusal to wait says how long in HTTP's own words too: a screen counts it down (RFC 9110 §10.2.3).
    if (err.kind === 'rate_limited' && /^\d+$/.test(err.params.seconds ?? ''))
      c.header('Retry-After', err.params.seconds);
    return c.json({ ...body, ...fields }, STATUS_OF_KIND[err.kind]);
  }
  logger.error({ err, requestId: c.get('requestId' as never) }, 'unhandled error');
  return c.json(errorBody(locale, 'internal'), 500);
}
