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
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
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
