import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type Db } from 'pg-boss';
import type { DbHandle } from '@/db/client';

/**
 * pg-boss on the app's database: on embedded PGlite it shares the app's one connection (PGlite
 * is single-process, and pg-boss supports it as a backend); on a server it keeps a small pool of
 * its own. Its tables live in the `pgboss` schema, which it creates and migrates on start.
 */
export function createQueue(
  source: DbHandle['source'],
  options: { schedule: boolean; cronCheckSeconds: number },
): PgBoss {
  const common = {
    schema: 'pgboss',
    application_name: 'aman-jobs',
    // Only instances that schedule look for due occurrences; pg-boss files each occurrence under a
    // per-minute singleton key, so however many instances find it, it is enqueued once.
    schedule: options.schedule,
    cronMonitorIntervalSeconds: options.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(options.cronCheckSeconds, 5),
  };
  return 'pglite' in source
    ? new PgBoss({ ...common, db: sharedPglite(source.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: source.url, max: 3 });
}

/**
 * pg-boss's PGlite adapter, except that its multi-statement blocks (`BEGIN; …; COMMIT`, sent
 * without parameters) run inside PGlite's own transaction. The adapter rolls a failed block back
 * with a query of its own, and on a connection the app shares, another query can run in between
 * and fail with "current transaction is aborted"; PGlite's transaction rolls back before it lets
 * any other query in. (The nested BEGIN and the extra COMMIT only draw warnings.)
 */
function sharedPglite(pglite: PGlite): Db {
  return {
    ...fromPglite(pglite),
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((r) => r.rows) };
    },
  };
}
