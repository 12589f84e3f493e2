import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/** The row of catalogue_versions that search answers depend on. */
const SEARCH = 'search';

/**
 * Bumps the search catalogue's version. Called by indexProducts, inside the transaction that
 * writes the products, so the new version becomes visible to every app instance at the commit,
 * together with the data. The row is locked until then: product writes take it last.
 */
export async function bumpSearchVersion(db: Db): Promise<void> {
  await db.execute(sql`
    insert into catalogue_versions (name, version) values (${SEARCH}, 1)
    on conflict (name) do update set version = catalogue_versions.version + 1
  `);
}

/** The search catalogue's current version (0 before any product write): one primary-key read. */
export async function searchVersion(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select version from catalogue_versions where name = ${SEARCH}`,
  )) as unknown as { rows: { version: string | number }[] };
  return Number(result.rows[0]?.version ?? 0);
}
