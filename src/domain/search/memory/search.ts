import { sql } from 'drizzle-orm';
import { isLocale } from '@/i18n/locales';
import type { Ctx } from '../../shared/ctx';
import { nowOf } from '../../shared/ctx';
import { remember } from '../memo';
import { namesSql, withSuggestions, type RawResult, type SearchSqlInput } from '../search-sql';
import { answer } from './answer';
import { best } from './best';
import type { Matches } from './document-index';
import { memorySearch } from './sync';
import { parseTsquery } from './tsvector';

const TSQUERY_TTL_MS = 5 * 60_000;

/**
 * How many statements this process answered from memory, and how many it left to PostgreSQL (the
 * description fallback included).
 */
export const memoryStats = { answered: 0, declined: 0 };

/** The tsquery as PostgreSQL reads it ('simple' configuration), in its printed form. */
async function canonical(ctx: Ctx, tsquery: string): Promise<string> {
  return remember(ctx.db, `tsquery:${tsquery}`, TSQUERY_TTL_MS, async () => {
    const result = (await ctx.db.execute(
      sql`select to_tsquery('simple', ${tsquery})::text as q`,
    )) as unknown as { rows: { q: string }[] };
    return result.rows[0]?.q ?? '';
  });
}

/** The suggestions' product names of the statement (namesSql), from the best matches. */
async function names(ctx: Ctx, matches: Matches, limit: number): Promise<string[] | null> {
  const top = best(
    matches.ids.map((_, k) => k),
    limit * 3,
    (a, b) =>
      (matches.suggested[b] ?? 0) - (matches.suggested[a] ?? 0) ||
      (matches.ids[b] ?? 0) - (matches.ids[a] ?? 0),
  );
  const list = (values: number[]) => `{${values.join(',')}}`;
  const result = (await ctx.db.execute(sql`with matched as (
      select * from unnest(${list(top.map((k) => matches.ids[k] ?? 0))}::int[],
        ${list(top.map((k) => matches.suggested[k] ?? 0))}::float8[]) as m(product_id, suggested))
    select ${namesSql(ctx, limit)} as names`)) as unknown as { rows: { names: string[] | string | null }[] };
  const cell = result.rows[0]?.names ?? null;
  return typeof cell === 'string' ? (JSON.parse(cell) as string[]) : cell;
}

/**
 * What the search statement of search-sql.ts answers, from this instance's memory when it can:
 * the text matched and ranked by the documents' index, filtered, sorted, paged and counted over the
 * catalogue's facts. Null when it cannot (turned off or loading, the description fallback, a
 * ranking or filter it does not reproduce), and the statement answers.
 */
export async function memoryAnswer(ctx: Ctx, input: SearchSqlInput): Promise<RawResult | null> {
  if (input.broad || !isLocale(ctx.locale)) {
    memoryStats.declined++;
    return null;
  }
  const memory = await memorySearch(ctx.db);
  if (!memory) return null;
  let matches: Matches | null = null;
  if (input.tsquery !== null) {
    const query = parseTsquery(await canonical(ctx, input.tsquery));
    matches = query && memory.documents[ctx.locale].match(query, input.phrase);
    if (!matches) {
      memoryStats.declined++;
      return null;
    }
  }
  const raw = answer(input, {
    catalogue: memory.catalogue,
    matches,
    nowMicros: nowOf(ctx).getTime() * 1000,
    locale: ctx.locale,
  });
  if (!raw) {
    memoryStats.declined++;
    return null;
  }
  if (matches && withSuggestions(input)) raw.names = await names(ctx, matches, input.suggestions ?? 0);
  memoryStats.answered++;
  return raw;
}
