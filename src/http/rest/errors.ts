import type { Context } from 'hono';
import { AppError } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';
import { logger } from '../logger';

/** Magento-style error body: a message in the request's language and its parameters. */
export function errorBody(locale: Locale, messageKey: string, params: Record<string, string> = {}) {
  return { message: getT(locale)(`errors.${messageKey}`, params), parameters: Object.values(params) };
}

/** The one place that maps errors to HTTP: AppError keeps its status; anything else is a 500 with no stack. */
export function mapError(err: unknown, c: Context, locale: Locale) {
  if (err instanceof AppError) {
    return c.json(errorBody(locale, err.messageKey, err.params), err.status as 400);
  }
  logger.error({ err, requestId: c.get('requestId' as never) }, 'unhandled error');
  return c.json(errorBody(locale, 'internal'), 500);
}
