import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createDb, queryOneAtATime, type DbHandle } from '@/db/client';
import { logger } from '@/http/logger';
import { startJobRunner } from '@/jobs/runner';
import { call, newPhone } from './auth-helpers';
import { waitFor } from './job-helpers';
import { useTestDb } from './test-db';

// Issue 11, item 8: a connection the server ends must not end the process. Only a PostgreSQL
// server has connections to end (PGlite runs in the process), so these run with TEST_DATABASE_URL.
const onServer = Boolean(inject('serverUrl'));
let url = '';
let admin: pg.Client;
beforeAll(async () => {
  const { source } = await useTestDb();
  if (!('url' in source)) return;
  // this worker's own database (a clone of the run's template)
  url = source.url;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Ends, from another session, every connection of this database that `application_name` opened. */
async function terminate(applicationName: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pg_terminate_backend(pid), pid from pg_stat_activity
      where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
    [applicationName],
  );
  return rows.length;
}

const pidOf = async (db: DbHandle['db']) =>
  ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!
    .pid;

describe.skipIf(!onServer)('database connections ended by the server', () => {
  it('keeps serving requests after the pooled connections of the app are terminated', async () => {
    const lost = vi.spyOn(logger, 'warn');
    const check = () =>
      call('auth', 'POST', '/api/amanauth/check_existence', { value: newPhone(), type: 'phone' });
    expect((await check()).status).toBe(200);
    const ended = await terminate('aman');
    expect(ended).toBeGreaterThan(0);
    // Each idle connection reports its end to the pool, which logs it instead of crashing.
    await waitFor('the pool to see every connection end', async () => lost.mock.calls.length >= ended);
    expect(lost.mock.calls[0]![1]).toBe('idle database connection lost; the pool replaces it');
    expect((await check()).status).toBe(200);
  });

  it('survives a connection that ends inside a transaction, and serves the next query', async () => {
    const handle = createDb({ url, poolMax: 2 });
    const lost = vi.spyOn(logger, 'debug');
    try {
      const failed = await handle.db
        .transaction(async (tx) => {
          const pid = await pidOf(tx as unknown as DbHandle['db']);
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The checked-out connection hears of its end while nothing runs on it.
          await waitFor('the connection to report its end', async () => lost.mock.calls.length > 0);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failed).toBeInstanceOf(Error);
      expect(lost.mock.calls[0]![1]).toBe('database connection lost');
      expect(await pidOf(handle.db)).toEqual(expect.any(Number));
    } finally {
      await handle.close();
    }
  });

  it("keeps the job queue running after pg-boss's own connections are terminated", async () => {
    const handle = await useTestDb();
    const runner = await startJobRunner(handle, { schedule: false, jobs: [] });
    const reported = vi.spyOn(logger, 'error');
    try {
      expect(await terminate('aman-jobs')).toBeGreaterThan(0);
      await waitFor('pg-boss to report the lost connection', async () =>
        reported.mock.calls.some((c) => c[1] === 'job queue error'),
      );
      // Other terminated connections of its pool may still be idle and not yet told of their end:
      // a query may meet one of them once; the queue must answer again after that.
      await waitFor('the job queue to answer again', () =>
        runner.queue.getQueues().then(
          (queues) => Array.isArray(queues),
          () => false,
        ),
      );
    } finally {
      await runner.stop();
    }
  });
});

describe.skipIf(!onServer)('queries started at once on one connection', () => {
  it('are sent one after another, each when the one before has answered, in the order started', async () => {
    // Counts the queries node-postgres is handed while its connection is still busy: the queue
    // pg@9 removes (Promise.all over a transaction's `tx` in the domain code).
    const clientQuery = pg.Client.prototype.query;
    let whileBusy = 0;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const state = this as unknown as { activeQuery?: unknown; _queryQueue?: unknown[] };
      if (state.activeQuery || state._queryQueue?.length) whileBusy++;
      return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const handle = createDb({ url, poolMax: 2 });
    try {
      const slow = (n: number) => sql`select ${n}::int as n, pg_sleep(0.02)`;
      const rowsOf = (r: unknown) => (r as { rows: { n: number }[] }).rows.map((row) => row.n);
      const answers = await handle.db.transaction(async (tx) =>
        Promise.all([1, 2, 3].map((n) => tx.execute(slow(n)).then(rowsOf))),
      );
      expect(answers).toEqual([[1], [2], [3]]);
      expect(whileBusy).toBe(0);
      // The pool's own calls (callbacks) go through the same turn.
      expect(rowsOf(await handle.db.execute(slow(4)))).toEqual([4]);
      expect(whileBusy).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('sends the next query after one that failed', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      queryOneAtATime(client);
      const [failed, next] = await Promise.allSettled([
        client.query('select 1 / 0'),
        client.query<{ n: number }>('select 2 as n'),
      ]);
      expect(failed.status).toBe('rejected');
      expect(next.status === 'fulfilled' && next.value.rows).toEqual([{ n: 2 }]);
    } finally {
      await client.end();
    }
  });
});
