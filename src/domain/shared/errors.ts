/**
 * The one error type the domain throws. `messageKey` is a key under `errors.` in the
 * translation files; the HTTP layer maps it to a status and a message in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messageKey: string,
    readonly params: Record<string, string> = {},
    /** For refused forms: the §5 message key of each field at fault. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export const notFound = (messageKey = 'not_found', params: Record<string, string> = {}) =>
  new AppError('not_found', 404, messageKey, params);
