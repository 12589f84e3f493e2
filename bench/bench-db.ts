import pg from 'pg';

/** Creates a benchmark's database on the PostgreSQL server when it is missing (never drops one). */
export async function ensureBenchDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      console.log(`[bench] creating database ${name}`);
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}
