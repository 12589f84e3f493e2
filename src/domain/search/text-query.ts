import { sql } from 'drizzle-orm';
import type { Ctx } from '../shared/ctx';
import { remember } from './memo';
import { analyseQuery, isVocabularyWord, normaliseText, wordParts } from './normalise';

/** Queries longer than this are cut (spec §5 and §9: search text is at most 200 characters). */
export const SEARCH_TEXT_MAX = 200;

/** §5: a search's leading single space is ignored (its limit counts what follows it). */
export const withoutLeadingSpace = (value: string) => (value.startsWith(' ') ? value.slice(1) : value);
/** At most this many words of a query are used; the rest add cost and little meaning. */
const MAX_WORDS = 8;
/** pg_trgm's default similarity threshold (the % operator) is 0.3; corrections need a bit more. */
const MIN_SIMILARITY = 0.34;
const MAX_CORRECTIONS = 3;
const TTL_MS = 5 * 60_000;

export interface QueryWord {
  word: string;
  /** The word and what it may also be: corrections of a misspelling, parts of "256gb". */
  alternatives: string[];
  /** Also match words that start with it (the last word, as the shopper may still be typing). */
  prefix: boolean;
}

export interface TextMatch {
  words: QueryWord[];
  /** tsquery requiring every word. */
  all: string;
  /** tsquery requiring any word, for when nothing has them all; null for a single word. */
  any: string | null;
  /** The normalised query, for the exact-name and name-prefix boosts. */
  phrase: string;
  /** A word the catalogue does not have was searched as the words closest to it ("samsng"). */
  corrected: boolean;
}

type Corrections = Map<string, string[]>;

/**
 * Vocabulary words for each query word: itself when the vocabulary has it; otherwise the most
 * similar words by trigram similarity (misspellings such as "samsng" or "سامسنج").
 */
async function correct(ctx: Ctx, words: string[]): Promise<Corrections> {
  const out: Corrections = new Map();
  const eligible = words.filter(isVocabularyWord);
  await Promise.all(
    eligible.map(async (word) => {
      out.set(word, await remember(ctx.db, `correct:${word}`, TTL_MS, () => lookUp(ctx, word)));
    }),
  );
  return out;
}

async function lookUp(ctx: Ctx, word: string): Promise<string[]> {
  const result = (await ctx.db.execute(sql`
    select term, sim from (
      select term, 2::real as sim from search_terms where term = ${word}
      union all
      select * from (
        select term, similarity(term, ${word}) as sim from search_terms
        where term % ${word} and term <> ${word}
        order by sim desc, term limit 6
      ) close_terms
    ) found order by sim desc, term
  `)) as unknown as { rows: { term: string; sim: number }[] };
  const rows = result.rows.map((r) => ({ term: r.term, sim: Number(r.sim) }));
  if (rows.some((r) => r.sim > 1)) return [word];
  const best = rows[0]?.sim ?? 0;
  return rows
    .filter((r) => r.sim >= MIN_SIMILARITY && r.sim >= best - 0.1)
    .slice(0, MAX_CORRECTIONS)
    .map((r) => r.term);
}

// Words are letters, digits and '.', so quoting is enough to keep tsquery syntax out of them.
const lexeme = (word: string, prefix = false) => `'${word.replace(/'/g, '')}'${prefix ? ':*' : ''}`;

function alternativesQuery(w: QueryWord): string {
  const parts = [...new Set(w.alternatives)].map((a) => lexeme(a));
  if (w.prefix) parts.push(lexeme(w.word, true));
  const glued = wordParts(w.word);
  if (glued.length) parts.push(`(${glued.map((p) => lexeme(p)).join(' & ')})`);
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' | ')})`;
}

/**
 * Analyses a shopper's query: normalised, stemmed words, each with its corrections, and the
 * tsqueries that find them. Null when the text has no words.
 */
export async function buildTextMatch(ctx: Ctx, text: string): Promise<TextMatch | null> {
  const clipped = text.slice(0, SEARCH_TEXT_MAX);
  const analysed = analyseQuery(clipped).slice(0, MAX_WORDS);
  if (!analysed.length) return null;
  const corrections = await correct(ctx, analysed);
  const last = analysed.length - 1;
  const words = analysed.map((word, i) => {
    const found = corrections.get(word);
    return {
      word,
      alternatives: found?.length ? (found.includes(word) ? found : [word, ...found]) : [word],
      prefix: i === last && word.length >= 2 && /^\p{L}+$/u.test(word),
    };
  });
  return {
    words,
    ...tsqueries(words),
    phrase: normaliseText(clipped),
    corrected: words.some((w) => !corrections.get(w.word)?.includes(w.word) && w.alternatives.length > 1),
  };
}

/** The tsqueries of the words: every word, and (for more than one) any of them. */
function tsqueries(words: QueryWord[]): Pick<TextMatch, 'all' | 'any'> {
  const each = words.map(alternativesQuery);
  return { all: each.join(' & '), any: each.length > 1 ? each.join(' | ') : null };
}

/** The same match with its last word whole, not also the start of longer words. */
export function withLastWordWhole(match: TextMatch): TextMatch {
  const words = match.words.map((w, i) => (i === match.words.length - 1 ? { ...w, prefix: false } : w));
  return { ...match, words, ...tsqueries(words) };
}
