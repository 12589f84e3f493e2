import {
  DEFAULT_PAGE_SIZE,
  SUGGESTIONS_PAGE_SIZE,
  type Facet,
  type ListingQuery,
  type ListingResult,
} from '@/domain/catalog/listing';
import { productCardsByIds } from '@/domain/catalog/product-cards';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { loadDictionaries, type Dictionaries } from './dictionaries';
import { buildFacets, type RawFacets } from './facets';
import { FIXED_FIELDS, groupsFromListingFilters, partOf, type FilterGroup } from './filters';
import { findIntent, WHOLE_BRAND_BOOST } from './intent';
import { keep, recall, remember } from './memo';
import { runSearchSql, withSuggestions, type RawResult, type SearchSqlInput } from './search-sql';
import { memoryAnswer } from './memory/search';
import { offerNames, type SharedNames } from './shared-names';
import { exactSku } from './sku-query';
import { buildTextMatch, withLastWordWhole } from './text-query';
import { searchVersion } from './catalogue-version';
import { config } from '@/config';

/** The pages' ListingQuery, plus Magento-style filter groups (the REST API's searchCriteria). */
export interface SearchQuery extends ListingQuery {
  /** AND'ed with `filters`; conditions within a group are OR'ed. Their fields are validated. */
  groups?: FilterGroup[];
}

export const MAX_PAGE_SIZE = 100;
/**
 * How long an identical search is answered from memory (ids, total and facets; the cards are read
 * as of the last write, withCards). Entries are keyed by the catalogue's version
 * (catalogue-version.ts), so a product write on any app instance retires them at once; only stock
 * changes by orders, which write no search document, can leave in-stock filters and counts this
 * old. SEARCH_CACHE_MS=0 turns it off.
 */
export const cacheMs = () => config().searchCacheMs;
/** Facet counts are kept longer than pages: they are the costly part and move slowly. */
const FACETS_TTL_FACTOR = 6;
/** An expired answer is still served this many TTLs longer while it is refreshed in the background. */
const STALE_FACTOR = 5;

/** Every field of the API's groups must be a fixed field or a known attribute code. */
function checkFields(groups: readonly FilterGroup[], dict: Dictionaries): void {
  for (const c of groups.flat()) {
    if ((FIXED_FIELDS as readonly string[]).includes(c.field) || dict.attributes.has(c.field)) continue;
    throw new AppError('invalid', 'search_unknown_field', {
      parameter: partOf(c, 'field'),
      field: c.field,
    });
  }
}

/** Facets of one set of matches (text, category, filters) and the tsquery that made it. */
interface KnownFacets {
  tsquery: string | null;
  broad: boolean;
  facets: Facet[];
}

/** What a search finds, before the cards are read: what the answer cache keeps. */
interface Found {
  ids: number[];
  total: number;
  facets: Facet[];
  approximate: boolean;
}

/** Settles the suggestions' names offered for this search (shared-names.ts). */
type ShareNames = (found: SharedNames | null) => void;

async function find(
  ctx: Ctx,
  q: SearchQuery,
  dict: Dictionaries,
  version: number,
  share: ShareNames = () => {},
): Promise<Found> {
  // A product's SKU as its page prints it finds that product, whatever its parts' words match.
  const sku = await exactSku(ctx, q.text);
  if (sku)
    q = { ...q, text: undefined, groups: [...(q.groups ?? []), [{ field: 'sku', op: 'eq', values: [sku] }]] };
  const groups = [...groupsFromListingFilters(q.filters), ...(q.groups ?? [])];
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(q.pageSize) || DEFAULT_PAGE_SIZE));
  const page = Math.max(1, Math.trunc(q.page) || 1);
  let text = q.text?.trim() ? await buildTextMatch(ctx, q.text) : null;
  // Text made only of symbols matches nothing, rather than everything.
  if (q.text?.trim() && !text) return { ids: [], total: 0, facets: [], approximate: false };
  const intent = text ? findIntent(dict, text) : undefined;
  // A query that names a brand whole ("إل جي", "lg") is complete: its last word is not also read
  // as the start of longer words ("جي" of جيجابايت, جيمنج).
  if (text && intent?.brands.some((b) => b.boost === WHOLE_BRAND_BOOST)) text = withLastWordWhole(text);

  // Facets do not depend on the page or the sort: another page of the same matches reuses them
  // and runs only the cheap part of the statement.
  const ttl = cacheMs();
  const facetKey = JSON.stringify([
    'facets',
    version,
    ctx.locale,
    q.text ?? '',
    q.categoryId ?? null,
    q.filters,
    q.groups,
  ]);
  const known = ttl > 0 && !ctx.now ? await recall<KnownFacets>(ctx.db, facetKey) : undefined;
  const input: SearchSqlInput = {
    categoryId: q.categoryId,
    tsquery: known ? known.tsquery : (text?.all ?? null),
    phrase: text?.phrase ?? '',
    groups,
    sort: q.sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    withFacets: !known,
    intent,
  };
  if (known) input.broad = known.broad;
  // The suggestions of the same request rank the same documents: their names come with this
  // statement (suggest.ts takes them), when it ranks what suggest would (every word, no descriptions).
  if (text && input.tsquery === text.all && !input.broad) input.suggestions = SUGGESTIONS_PAGE_SIZE;
  // Answered from this instance's memory when it can, else by the statement.
  const run = async () => (await memoryAnswer(ctx, input)) ?? runSearchSql(ctx, input);
  let raw: RawResult = await run();
  share(
    withSuggestions(input) && input.tsquery !== null
      ? { tsquery: input.tsquery, phrase: input.phrase, names: raw.names ?? [] }
      : null,
  );
  delete input.suggestions;
  // Nothing found: widen step by step, to descriptions, then to products with any of the words.
  if (!known && raw.total === 0 && text) {
    const steps = [
      { tsquery: text.all, broad: true },
      ...(text.any
        ? [
            { tsquery: text.any, broad: false },
            { tsquery: text.any, broad: true },
          ]
        : []),
    ];
    for (const step of steps) {
      Object.assign(input, step);
      raw = await run();
      if (raw.total > 0) break;
    }
  }
  const facets = known?.facets ?? buildFacets(ctx, raw as RawFacets, dict);
  if (!known && ttl > 0 && !ctx.now) {
    const found: KnownFacets = { tsquery: input.tsquery, broad: input.broad ?? false, facets };
    keep(ctx.db, facetKey, FACETS_TTL_FACTOR * ttl, Promise.resolve(found));
  }

  const total = Number(raw.total);
  const approximate =
    total > 0 && !!text && (text.corrected || (text.any !== null && input.tsquery === text.any));
  return { ids: (raw.ids ?? []).map(Number), total, facets, approximate };
}

/**
 * The cards of the found ids, in order, as of the last write: prices and stock are never as old
 * as an answer from the cache (productCardsByIds).
 */
async function withCards(ctx: Ctx, found: Found): Promise<ListingResult> {
  const items = found.ids.length ? await productCardsByIds(ctx, found.ids) : [];
  return { items, total: found.total, facets: found.facets, approximate: found.approximate };
}

/**
 * Searches and lists products: free text (Arabic or English; normalised, stemmed, synonyms and
 * misspellings), a category (any level), filters, sort and page, with facets. Also the engine of
 * category pages, without text.
 */
export async function searchProducts(ctx: Ctx, q: SearchQuery): Promise<ListingResult> {
  // Offered before the first await, so that a suggest() of the same request and text finds it.
  const share = q.text?.trim() ? offerNames(ctx, q.text) : () => {};
  try {
    return await searchAndRead(ctx, q, share);
  } finally {
    share(null);
  }
}

async function searchAndRead(ctx: Ctx, q: SearchQuery, share: ShareNames): Promise<ListingResult> {
  const dict = await loadDictionaries(ctx);
  checkFields(q.groups ?? [], dict);
  const ttl = cacheMs();
  if (ttl <= 0 || ctx.now) return withCards(ctx, await find(ctx, q, dict, 0, share));
  // Keyed by the catalogue's version: a product write on any instance retires every answer.
  const version = await searchVersion(ctx.db);
  const key = JSON.stringify([
    'search',
    version,
    ctx.locale,
    q.text ?? '',
    q.categoryId ?? null,
    q.filters,
    q.groups ?? [],
    q.sort,
    q.page,
    q.pageSize,
  ]);
  return withCards(
    ctx,
    await remember(ctx.db, key, ttl, () => find(ctx, q, dict, version, share), STALE_FACTOR * ttl),
  );
}
