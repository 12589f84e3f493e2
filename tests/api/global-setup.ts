import pg from 'pg';

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), the run gets its own database, created here and
 * dropped at the end; without it, each run uses an in-memory PGlite (see tests/api/test-db.ts).
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    provide('databaseUrl', '');
    return;
  }
  const name = `aman_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  provide('databaseUrl', url.toString());

  return async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
