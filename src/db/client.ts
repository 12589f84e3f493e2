import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { config } from '@/config';
import { logger } from '@/http/logger';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue connects through: the same embedded database, or the server's URL. */
  source: { pglite: PGlite } | { url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), 'src/db/migrations');

/**
 * The one factory: a PostgreSQL server when a URL is given, embedded PGlite otherwise
 * (a directory, or `memory://` for tests). Both speak the same PostgreSQL dialect.
 */
export function createDb(options: { url?: string; poolMax?: number; dataDir?: string } = {}): DbHandle {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // Names the app's sessions in pg_stat_activity (pg-boss's are 'aman-jobs').
      application_name: 'aman',
    });
    watchConnections(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      source: { url: options.url },
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    source: { pglite: client },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A connection the server ends (a restart, a failover, pg_terminate_backend, an idle timeout of a
 * proxy) emits 'error', and an 'error' nobody listens to is an uncaught exception that ends the
 * process. While the connection is idle the pool re-emits it: logged, and the pool drops the
 * connection and opens a new one when it is next needed. While it is checked out (a transaction)
 * the pool does not listen, so every connection also gets a listener of its own: the query in
 * flight, or the next one, fails with the same error and is answered as any failed query, and
 * the broken connection is not returned to the pool.
 */
export function watchConnections(pool: pg.Pool) {
  pool.on('error', (err) => logger.warn({ err }, 'idle database connection lost; the pool replaces it'));
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.debug({ err }, 'database connection lost'));
    queryOneAtATime(client);
  });
}

type QueryArgs = [unknown, ...unknown[]];

/**
 * A connection runs one statement at a time. node-postgres queues a query sent while another is
 * running, but that queue is deprecated and goes in pg@9 ("Calling client.query() when the client
 * is already executing a query"), and domain code starts several reads at once on a transaction's
 * connection (Promise.all over `ctx.db`). Here each query waits for the one before it on the same
 * connection; the pool's own callback calls are chained alike. Streams (a `submit`) pass through.
 */
export function queryOneAtATime(client: pg.ClientBase) {
  const query = client.query.bind(client) as (...args: QueryArgs) => Promise<unknown> | undefined;
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = (...args: QueryArgs) => {
    const first = args[0] as { submit?: unknown } | null;
    if (typeof first === 'object' && first !== null && typeof first.submit === 'function')
      return query(...args);
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as (...r: unknown[]) => void) : null;
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    if (!callback) return run;
    run.then(
      (result) => callback(null, result),
      (err: unknown) => callback(err),
    );
    return undefined;
  };
  (client as unknown as { query: typeof inTurn }).query = inTurn;
}

/** DATABASE_URL's server, else embedded PGlite in PGLITE_DIR (.data/pglite). */
export function defaultDbOptions(): { url?: string; poolMax?: number; dataDir?: string } {
  return config().database;
}

const globalForDb = globalThis as unknown as { __dbHandle?: DbHandle };

/** The process-wide database (PGlite allows one process per data directory, so one handle). */
export function getDbHandle(): DbHandle {
  globalForDb.__dbHandle ??= createDb(defaultDbOptions());
  return globalForDb.__dbHandle;
}

export function getDb(): Db {
  return getDbHandle().db;
}

/** Tests swap in their own database. */
export function setDbHandle(handle: DbHandle | undefined) {
  globalForDb.__dbHandle = handle;
}
