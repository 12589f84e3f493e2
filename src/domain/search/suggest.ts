import { sql } from 'drizzle-orm';
import { SUGGESTIONS_PAGE_SIZE } from '@/domain/catalog/listing';
import type { Ctx } from '../shared/ctx';
import { searchVersion } from './catalogue-version';
import { loadDictionaries, type NamedEntry } from './dictionaries';
import { remember } from './memo';
import { takeNames } from './shared-names';
import { cacheMs } from './search-products';
import { buildTextMatch, type QueryWord } from './text-query';
import { sellableP } from '@/domain/catalog/sellable';
import { nameBoostSql } from './search-sql';
import { memoryNames } from './memory/search';

const MAX_BRANDS = 2;
const MAX_CATEGORIES = 3;

/** Does every query word (or one of its corrections; the last also as a prefix) name this entry? */
function names(entry: NamedEntry, words: readonly QueryWord[]): boolean {
  return words.every((w) =>
    w.alternatives.some(
      (alt) => entry.words.has(alt) || (w.prefix && [...entry.words].some((x) => x.startsWith(w.word))),
    ),
  );
}

async function topProductNames(ctx: Ctx, tsquery: string, phrase: string, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const remembered = await memoryNames(ctx, tsquery, phrase, limit);
  if (remembered) return remembered;
  const locale = ctx.locale === 'ar' ? sql.raw(`'ar'`) : sql.raw(`'en'`);
  const result = (await ctx.db.execute(sql`
    select pt.name from (
      select d.product_id, ts_rank(d.document, query) + ${nameBoostSql(phrase, { suggested: true })} as score
      from search_documents d cross join to_tsquery('simple', ${tsquery}) as query
      where d.locale = ${locale} and d.document @@ query
      order by score desc, d.product_id desc limit ${limit * 3}
    ) m
    join products p on p.id = m.product_id and ${sellableP}
    join product_translations pt on pt.product_id = m.product_id and pt.locale = ${locale}
    order by m.score desc, p.sales_count desc, p.id desc limit ${limit * 2}
  `)) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}

async function compute(ctx: Ctx, text: string, limit: number): Promise<string[]> {
  // A search of the same request and text ranks the same documents and offers their names.
  const offered = limit === SUGGESTIONS_PAGE_SIZE ? takeNames(ctx, text) : undefined;
  const match = await buildTextMatch(ctx, text);
  if (!match) return [];
  const dict = await loadDictionaries(ctx);
  const brands = [...dict.brands.values()].filter((b) => match.words.some((w) => names(b, [w])));
  const onlyBrand = brands.filter((b) => names(b, match.words)).slice(0, MAX_BRANDS);
  // Categories named by the words that are not the brand ("ثلاجة سامسونج" → refrigerators).
  const rest = match.words.filter((w) => !brands.some((b) => names(b, [w])));
  const categories = rest.length
    ? dict.categories
        .filter((c) => c.productCount > 0 && names(c, rest))
        .sort((a, b) => b.productCount - a.productCount || a.level - b.level)
        .slice(0, MAX_CATEGORIES)
    : [];
  const brand = brands[0];
  const phrases = [
    ...onlyBrand.map((b) => b.name),
    ...categories.map((c) =>
      brand && rest.length < match.words.length
        ? ctx.locale === 'ar'
          ? `${c.name.replace(/^ال/, '')} ${brand.name}` // "ثلاجات سامسونج", not "الثلاجات سامسونج"
          : `${brand.name} ${c.name}`
        : c.name,
    ),
  ];
  const shared = offered ? await offered : null;
  const products =
    shared && shared.tsquery === match.all && shared.phrase === match.phrase
      ? shared.names
      : await topProductNames(ctx, match.all, match.phrase, limit);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const phrase of [...phrases, ...products]) {
    const key = phrase.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(phrase);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Up to `limit` (at most 10) completions of what the shopper is typing, in the context's language:
 * the brand it names, the categories it names (with the brand, when both are named), then the
 * names of the best-matching products. Misspellings and the other script are understood.
 */
export async function suggest(ctx: Ctx, text: string, limit = SUGGESTIONS_PAGE_SIZE): Promise<string[]> {
  const n = Math.min(SUGGESTIONS_PAGE_SIZE, Math.max(0, Math.trunc(limit)));
  if (!n || !text.trim()) return [];
  if (cacheMs() <= 0) return compute(ctx, text, n);
  const version = await searchVersion(ctx.db);
  return remember(ctx.db, JSON.stringify(['suggest', version, ctx.locale, text.trim(), n]), cacheMs(), () =>
    compute(ctx, text, n),
  );
}
