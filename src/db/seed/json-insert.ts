import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Multi-row INSERT that ships all rows as ONE jsonb parameter and expands it with
 * jsonb_to_recordset. Far cheaper than a VALUES list with thousands of bound parameters
 * (both for the query builder and for PostgreSQL), and works the same on PGlite and pg.
 * Keys are the table's property names; every row must have the same keys as the first.
 */
export async function insertJson<
  T extends PgTable,
  R extends Record<string, unknown> = Record<string, never>,
>(
  db: Db,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  returning: readonly string[] = [],
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(first);
  const cols = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertJson: unknown column ${key}`);
    return column;
  });
  const payload = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        out[(cols[i] as { name: string }).name] = (row as Record<string, unknown>)[key] ?? null;
      });
      return out;
    }),
  );
  const names = sql.join(
    cols.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const definitions = sql.join(
    cols.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  let query: SQL = sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${payload}::jsonb) as t(${definitions})`;
  if (returning.length) {
    const list = returning.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`insertJson: unknown column ${key}`);
      return sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`;
    });
    query = sql`${query} returning ${sql.join(list, sql`, `)}`;
  }
  const result = (await db.execute(query)) as unknown as { rows?: R[] };
  return result.rows ?? [];
}
