import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSerializers, redactError, serializeError } from './log-redaction';
import { logger } from './logger';

const SECRET = 'secret.shopper@example.com';

/** What the app's logger writes for `logger.error({ err }, …)`, as one parsed line. */
function logged(err: unknown): { line: string; json: Record<string, unknown> } {
  let line = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  pino({ base: undefined, serializers: logSerializers }, sink).error({ err }, 'unhandled error');
  return { line, json: JSON.parse(line) as Record<string, unknown> };
}

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = new PGlite('memory://');
  db = drizzle(client);
  await db.execute(sql`create table shoppers (email text constraint shoppers_email_unique unique)`);
  await db.execute(sql`insert into shoppers (email) values (${SECRET})`);
  // Starting PGlite takes seconds on a busy machine.
}, 60_000);
afterAll(() => client.close());

async function failure(query: Promise<unknown>): Promise<Error> {
  try {
    await query;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the query to fail');
}

describe('database errors in the logs (issue 11, item 8)', () => {
  it('keep the SQL of a failed query but none of its values, nor the values of the row it hit', async () => {
    const err = await failure(db.execute(sql`insert into shoppers (email) values (${SECRET})`));
    // What would have been logged before: drizzle's message and the cause both carry the e-mail.
    expect(err.message).toContain(SECRET);
    expect(JSON.stringify(pino.stdSerializers.err(err))).toContain(SECRET);

    const { line, json } = logged(err);
    expect(line).not.toContain(SECRET);
    const logErr = json.err as Record<string, unknown>;
    expect(logErr.type).toBe('DrizzleQueryError');
    expect(logErr.query).toBe('insert into shoppers (email) values ($1)');
    expect(logErr.params).toBe('[redacted]');
    expect(logErr.message).toContain('Failed query: insert into shoppers (email) values ($1)');
    // The database's own words stay: which constraint, which table.
    expect(logErr.message).toContain(
      'duplicate key value violates unique constraint "shoppers_email_unique"',
    );
    expect(logErr.stack).toContain('caused by:');
  });

  it('hide the value a data error quotes in its message', async () => {
    const err = await failure(db.execute(sql`select ${SECRET}::int`));
    expect(JSON.stringify(pino.stdSerializers.err(err))).toContain(SECRET);
    const { line } = logged(err);
    expect(line).not.toContain(SECRET);
    expect(line).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
  });

  it('drop the detail, the where and the connection of a pg error, keeping its code and constraint', () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email_unique"'),
      {
        code: '23505',
        constraint: 'customers_email_unique',
        table: 'customers',
        detail: `Key (email)=(${SECRET}) already exists.`,
        where: `unnamed portal parameter $1 = '${SECRET}'`,
        client: { connectionParameters: { password: 'db-password' } },
      },
    );
    const { line, json } = logged(pgError);
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('db-password');
    expect(json.err).toMatchObject({
      code: '23505',
      constraint: 'customers_email_unique',
      detail: '[redacted]',
    });
  });

  it("are what the app's logger serializes", () => {
    const serializers = (logger as unknown as Record<symbol, Record<string, unknown>>)[
      pino.symbols.serializersSym
    ]!;
    expect(serializers.err).toBe(serializeError);
    expect(serializers.error).toBe(serializeError);
  });

  it('leave the original error untouched, and other errors as they are', () => {
    const err = Object.assign(new Error('plain'), { params: [SECRET] });
    const copy = redactError(err) as Error & { params: unknown };
    expect(copy).toBeInstanceOf(Error);
    expect(copy.params).toBe('[redacted]');
    expect(err.params).toEqual([SECRET]);
    expect(redactError('not an error')).toBe('not an error');
    expect(logged(new TypeError('boom')).json.err).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
