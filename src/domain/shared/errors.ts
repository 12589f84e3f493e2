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

/** A PostgreSQL error's SQLSTATE, from the driver or PGlite, wrapped by Drizzle or not. */
const sqlState = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A unique-key violation: what a check before the write could not see coming (another writer). */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';

/**
 * The SQLSTATEs of a write that lost a race with another when no rule caught it first: a unique key
 * taken in between (23505), a row it refers to removed in between (23503: the rules read it before
 * the other transaction committed), or PostgreSQL aborting one of two transactions (a deadlock
 * 40P01, a serialization failure 40001).
 */
const RACE_STATES = new Set(['23505', '23503', '40P01', '40001']);

/**
 * What such a write ends in: nothing was written, and the same request again is judged afresh (a
 * removed brand, say, then refused by its rule in the shopper's or staff member's language).
 */
/**
 * A value PostgreSQL cannot hold in its column (22003: an id or amount beyond its type's range;
 * 22P02: text where a number goes) that no rule caught first: the request is malformed, not the
 * store broken. Nothing was written: the statement, and its transaction, failed.
 */
export function outOfRange(err: unknown): AppError | null {
  const state = sqlState(err);
  return state === '22003' || state === '22P02' ? new AppError('invalid', 'out_of_range') : null;
}

export function lostRace(err: unknown): AppError | null {
  const state = sqlState(err);
  return state && RACE_STATES.has(state) ? new AppError('conflict', 'write_conflict') : null;
}
