import { sql } from 'drizzle-orm';
import { isLocale } from '@/i18n/locales';
import type { Ctx } from '../../shared/ctx';
import { nowOf } from '../../shared/ctx';
import { remember } from '../memo';
import { withSuggestions, type RawResult, type SearchSqlInput } from '../search-sql';
import { answer } from './answer';
import type { DocumentIndex, Matches } from './document-index';
import { memorySearch } from './sync';
import { suggestedNames } from './suggested-names';
import { parseTsquery, type QueryNode } from './tsvector';

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

/**
 * The documents of the locale that the tsquery (as PostgreSQL reads it) matches, ranked for the
 * phrase, with the query read; null when memory does not read the query.
 */
async function matchText(
  ctx: Ctx,
  documents: DocumentIndex,
  tsquery: string,
  phrase: string,
): Promise<{ query: QueryNode; matches: Matches } | null> {
  const query = parseTsquery(await canonical(ctx, tsquery));
  const matches = query && documents.match(query, phrase);
  return query && matches ? { query, matches } : null;
}

/**
 * What the search statement of search-sql.ts answers, from this instance's memory when it can:
 * the text matched and ranked by the documents' index, filtered, sorted, paged and counted over the
 * catalogue's facts. Null when it cannot (turned off or loading, a description fallback that may
 * find something, a ranking or filter it does not reproduce), and the statement answers.
 */
export async function memoryAnswer(ctx: Ctx, input: SearchSqlInput): Promise<RawResult | null> {
  if (!isLocale(ctx.locale)) {
    memoryStats.declined++;
    return null;
  }
  const memory = await memorySearch(ctx.db);
  if (!memory) return null;
  let matches: Matches | null = null;
  let query: QueryNode | null = null;
  if (input.tsquery !== null) {
    const found = await matchText(ctx, memory.documents[ctx.locale], input.tsquery, input.phrase);
    if (!found) {
      memoryStats.declined++;
      return null;
    }
    ({ query, matches } = found);
  }
  // The description fallback finds the products whose document or description matches. When no
  // document does and the descriptions' words cannot, it finds none, and memory gives that empty
  // answer; otherwise PostgreSQL ranks the descriptions, which memory does not hold. It runs only
  // when nothing else was found, so it mostly finds nothing.
  const broad = input.broad ?? false;
  if (
    broad &&
    (!query || !matches || matches.ids.length > 0 || memory.descriptionWords[ctx.locale].mayMatch(query))
  ) {
    memoryStats.declined++;
    return null;
  }
  const raw = answer(broad ? { ...input, broad: false } : input, {
    catalogue: memory.catalogue,
    matches,
    nowMicros: nowOf(ctx).getTime() * 1000,
    locale: ctx.locale,
  });
  if (!raw) {
    memoryStats.declined++;
    return null;
  }
  if (matches && withSuggestions(input)) {
    raw.names = suggestedNames(memory.catalogue, matches, input.suggestions ?? 0, ctx.locale);
  }
  memoryStats.answered++;
  return raw;
}

/**
 * The suggestions' product names for a text that no search of the same request ranked (suggest.ts,
 * topProductNames): the same names from this instance's memory, or undefined when it cannot answer
 * (turned off or loading, a query it does not read), and PostgreSQL ranks them.
 */
export async function memoryNames(
  ctx: Ctx,
  tsquery: string,
  phrase: string,
  limit: number,
): Promise<string[] | undefined> {
  if (!isLocale(ctx.locale)) return undefined;
  const memory = await memorySearch(ctx.db);
  if (!memory) return undefined;
  const found = await matchText(ctx, memory.documents[ctx.locale], tsquery, phrase);
  if (!found) return undefined;
  memoryStats.answered++;
  return suggestedNames(memory.catalogue, found.matches, limit, ctx.locale) ?? [];
}
