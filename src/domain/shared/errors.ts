/** What kind of failure: the HTTP layer (src/http/rest/errors.ts) alone turns it into a status. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** Well-formed but not acceptable (an idempotency key sent again with another request). */
  | 'unprocessable'
  | 'rate_limited'
  /** More than the route takes (a request body over its limit). */
  | 'too_large'
  | 'unavailable';

/**
 * The one error type the domain throws: a kind, a message key under `errors.` in the translation
 * files and its parameters. No HTTP here: the REST API, the back office and GraphQL map it.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: string,
    readonly params: Record<string, string> = {},
    /** For refused forms: the §5 message key of each field at fault. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(`${kind}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export const notFound = (messageKey = 'not_found', params: Record<string, string> = {}) =>
  new AppError('not_found', messageKey, params);
