import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@/db/client';
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
