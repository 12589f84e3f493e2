import pino from 'pino';

const REDACTED = '[redacted]';

/**
 * Fields of database errors that carry the values of a query: drizzle's and PGlite's `params`
 * (and PGlite's `queryOptions`), PostgreSQL's `detail` ("Key (email)=(…) already exists.") and
 * `where` ("unnamed portal parameter $1 = '…'"). `client` is the pg connection an idle error came
 * from, with its connection parameters (the password among them).
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'queryOptions', 'detail', 'where', 'client']);

type ErrorRecord = Error & Record<string, unknown>;

/** The message without values: drizzle's "Failed query: <sql>\nparams: <values>" keeps its SQL. */
function redactMessage(err: ErrorRecord): string {
  let message = err.message;
  if ('params' in err) {
    const cut = message.indexOf('\nparams:');
    if (cut >= 0) message = message.slice(0, cut);
  }
  // Data exceptions (SQLSTATE class 22) quote the value: invalid input syntax for type integer: "abc".
  if (typeof err.code === 'string' && err.code.startsWith('22')) {
    message = message.replace(/: ".*"$/s, `: "${REDACTED}"`);
  }
  return message;
}

/**
 * A copy of an error (and of its causes) fit for a log: the SQL text stays, the values of the
 * query and of the rows it touched do not. Everything else of the error is kept as it is.
 */
export function redactError(err: unknown, seen = new WeakMap<object, unknown>()): unknown {
  if (!(err instanceof Error)) return err;
  if (seen.has(err)) return seen.get(err);
  const source = err as ErrorRecord;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as ErrorRecord;
  seen.set(err, copy);
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (VALUE_FIELDS.has(key)) {
      if (value !== undefined && value !== null) copy[key] = REDACTED;
    } else if (key !== 'cause' && key !== 'errors') {
      copy[key] = value instanceof Error ? redactError(value, seen) : value;
    }
  }
  const message = redactMessage(source);
  const hidden = (key: string, value: unknown) =>
    Object.defineProperty(copy, key, { value, enumerable: false, writable: true, configurable: true });
  hidden('message', message);
  hidden('stack', source.stack?.replace(source.message, message));
  if (source.cause !== undefined) hidden('cause', redactError(source.cause, seen));
  if (Array.isArray(source.errors))
    hidden(
      'errors',
      source.errors.map((e) => redactError(e, seen)),
    );
  return copy;
}

/** pino's error serializer, on the redacted copy. */
export const serializeError = (err: unknown) => pino.stdSerializers.err(redactError(err) as Error);

/** Applied to every log line: errors under `err` (pino's own key) or `error`. */
export const logSerializers = { err: serializeError, error: serializeError };
