import { sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@/domain/catalog/listing';
import { isLocale } from '@/i18n/locales';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import type { RawFacets } from './facets';
import type { Intent } from './intent';
import { FIXED_FIELDS, facetOfGroup, groupSql, type FilterGroup } from './filters';
import { sellableP } from '@/domain/catalog/sellable';
import { followsMarkerSql } from './accessory-markers';

export interface SearchSqlInput {
  categoryId?: number;
  /** tsquery text, or null to list without text. */
  tsquery: string | null;
  /** Also search descriptions (the body), for when names, brands, categories and specs find nothing. */
  broad?: boolean;
  /** Brands and categories the query names outright (see intent.ts). */
  intent?: Intent;
  phrase: string;
  groups: FilterGroup[];
  sort: ListingSort;
  limit: number;
  offset: number;
  /** Also count the facets (the costly part); false when they are already known. */
  withFacets: boolean;
  /**
   * Also answer the suggestions' product names for this many suggestions (suggest.ts), from the
   * same ranked matches instead of a second ranking pass; only with text, not broad.
   */
  suggestions?: number;
}

/** What the statement answers: facets only when asked for. */
export interface RawResult extends Partial<RawFacets> {
  total: number;
  ids: number[] | null;
  /** The suggestions' product names, when asked for (see SearchSqlInput.suggestions). */
  names?: string[] | null;
}

/** The locale as an SQL literal (it is one of two known values), so the per-locale partial GIN index applies. */
function localeLiteral(ctx: Ctx): SQL {
  if (!isLocale(ctx.locale)) throw new Error(`Unknown locale ${String(ctx.locale)}`);
  return sql.raw(`'${ctx.locale}'`);
}

/**
 * Matching products with what filters, facets and sorting need, one row each (the "base").
 * With text: search documents matching the tsquery, scored by ts_rank (name and brand weigh most)
 * plus boosts for an exact name, a name that starts with the query, and a name that contains it.
 */
function candidatesSql(ctx: Ctx, input: SearchSqlInput): SQL {
  const now = nowOf(ctx).toISOString();
  const locale = localeLiteral(ctx);
  const price = sql`case when p.special_price < p.price
      and (p.special_from is null or p.special_from <= ${now}::timestamptz)
      and (p.special_to is null or p.special_to >= ${now}::timestamptz) then p.special_price else p.price end`;
  // Brand and seller stay ids here (names and url keys come from the cached dictionaries): two
  // joins fewer per matching product. Whether it may be bought on the card is a column of the
  // product, kept by triggers on product_payment_methods (migration 0047): no probe per match.
  const columns = sql`p.id, ${price} as price, p.brand_id, p.seller_id, p.stock > 0 as in_stock,
      p.card_instalments as instalment, p.attributes, p.created_at, p.sales_count`;
  const inCategory = sql`select pc.product_id from product_categories pc where pc.category_id = ${input.categoryId ?? 0}`;
  // A listing's products are fetched by an id array (an index scan sized at run time), a search's
  // one primary-key read per match (a lateral subquery the planner keeps as it is): joined by
  // estimate instead, it would read the whole products table for a few thousand matches, or,
  // when it expects one match of a rare word that has thousands, read every match's products once
  // per match.
  if (input.tsquery === null) {
    const ids =
      input.categoryId === undefined
        ? sql`true`
        : sql`p.id = any((select array_agg(product_id) from (${inCategory}) c)::int[])`;
    return sql`candidates as (
      select ${columns}, 0::real as score from products p
      where ${sellableP} and ${ids}
    )`;
  }
  const alsoInCategory = input.categoryId === undefined ? sql`` : sql`and p.id in (${inCategory})`;
  const phrase = input.phrase;
  // A description match ranks far below any name, brand or category match (weight D, and only
  // searched when those find nothing). Descriptions live in search_bodies, apart from the narrow
  // documents every other search reads; the indexer writes one row in each per product and locale.
  const tsquery = sql`to_tsquery('simple', ${input.tsquery})`;
  const from = input.broad
    ? sql`(select product_id from search_documents where locale = ${locale} and document @@ ${tsquery}
          union select product_id from search_bodies where locale = ${locale} and body @@ ${tsquery}) u
        join search_documents d on d.product_id = u.product_id and d.locale = ${locale}
        join search_bodies b on b.product_id = u.product_id and b.locale = ${locale}`
    : sql`search_documents d`;
  const where = input.broad ? sql`true` : sql`d.document @@ query`;
  const rank = input.broad
    ? sql`ts_rank(d.document, query) + ts_rank(b.body, query)`
    : sql`ts_rank(d.document, query)`;
  // Each document is ranked once; `suggested` is the suggestions' score of the same rank.
  return sql`matched as materialized (
      select product_id, rank + ${nameBoostSql(phrase)} as score,
        rank + ${nameBoostSql(phrase, { suggested: true })} as suggested
      from (select d.product_id, d.name_norm, ${rank} as rank
        from ${from} cross join ${tsquery} as query
        where d.locale = ${locale} and ${where}) ranked
    ),
    candidates as (
      select ${columns}, m.score + ${intentBoost(input.intent)} as score
      from matched m cross join lateral (select * from products p where p.id = m.product_id offset 0) p
      where ${sellableP} ${alsoInCategory}
    )`;
}

/**
 * The name boosts over a row's `name_norm`: the exact name 10, a name that starts with the phrase
 * 4, one that holds it 2, but not when it holds it right after "for" (an accessory of what was
 * named: accessory-markers.ts). The suggestions' score (suggest.ts) gives nothing for a name that
 * only holds it.
 */
export function nameBoostSql(phrase: string, { suggested = false } = {}): SQL {
  const holds = suggested
    ? sql``
    : sql`when strpos(name_norm, ${phrase}) > 0 and not ${followsMarkerSql(phrase)} then 2`;
  return sql`case when name_norm = ${phrase} then 10 when starts_with(name_norm, ${phrase}) then 4 ${holds} else 0 end`;
}

/** Named categories holding at most this many products are looked up through a hash (intentBoost). */
const HASHED_INTENT_MAX = 50_000;

function intentBoost(intent: Intent | undefined): SQL {
  const parts: SQL[] = [];
  if (intent?.brands.length) {
    const whens = intent.brands.map((b) => sql`when ${b.id}::int then ${b.boost}::real`);
    parts.push(sql`(case p.brand_id ${sql.join(whens, sql` `)} else 0 end)`);
  }
  if (intent?.categoryIds.length) {
    const ids = `{${intent.categoryIds.join(',')}}`;
    // Up to a size whose hash fits in work_mem, the products of the named categories are read once
    // (one index range) into a hash (IN); beyond it, each matching product is looked up (EXISTS),
    // as PostgreSQL would otherwise rescan the whole list for every product.
    const inCategories =
      (intent.categoryProducts ?? Infinity) <= HASHED_INTENT_MAX
        ? sql`p.id in (select ic.product_id from product_categories ic where ic.category_id = any(${ids}::int[]))`
        : sql`exists (select 1 from product_categories ic where ic.product_id = p.id
            and ic.category_id = any(${ids}::int[]))`;
    parts.push(sql`(case when ${inCategories} then 3 else 0 end)`);
  }
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

/**
 * A search's best match is its score, then units sold; a listing without text has no score and
 * leads with what sells for the most money, units sold times today's price. By units alone, a
 * category's cheap accessories outsold what it is named for: the TV listing led with wall mounts
 * and receivers. Piastres times units stay far below 2^53, so the in-memory index's doubles order
 * them exactly as PostgreSQL's bigints do.
 */
function orderSql(sort: ListingSort, hasText: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`base.price asc, base.id asc`;
    case 'price_desc':
      return sql`base.price desc, base.id desc`;
    case 'newest':
      return sql`base.created_at desc, base.id desc`;
    case 'oldest':
      return sql`base.created_at asc, base.id asc`;
    case 'name':
      return sql`pt.name asc, base.id asc`;
    case 'name_desc':
      return sql`pt.name desc, base.id desc`;
    default:
      return hasText
        ? sql`base.score desc, base.sales_count desc, base.id desc`
        : sql`base.sales_count::bigint * base.price desc, base.id desc`;
  }
}

const flag = (i: number) => sql.raw(`g${i}`);
const andAll = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/**
 * One statement answers a search: the total, the page of ids in order and, when asked, every
 * facet, each counted over the base with all filter groups except those about its own field.
 */
export function searchSql(ctx: Ctx, input: SearchSqlInput): SQL {
  const facets = input.groups.map(facetOfGroup);
  const flags = input.groups.map((g, i) => sql`${groupSql(g)} as ${flag(i)}`);
  const all = andAll(input.groups.map((_, i) => flag(i)));
  const except = (facet: string) => andAll(facets.flatMap((f, i) => (f === facet ? [] : [flag(i)])));
  const nameJoin =
    input.sort === 'name' || input.sort === 'name_desc'
      ? sql`join product_translations pt on pt.product_id = base.id and pt.locale = ${localeLiteral(ctx)}`
      : sql``;
  return sql`with ${candidatesSql(ctx, input)},
    base as materialized (select r.*${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``} from candidates r)
    select json_build_object(
      'total', (select count(*) from base where ${all}),
      'ids', (select json_agg(id) from (
        select base.id from base ${nameJoin} where ${all}
        order by ${orderSql(input.sort, input.tsquery !== null)}
        limit ${input.limit} offset ${input.offset}) page)
      ${input.withFacets ? sql`, ${facetsSql(facets, all, except)}` : sql``}
      ${withSuggestions(input) ? sql`, 'names', ${namesSql(ctx, input.suggestions ?? 0)}` : sql``}
    ) as data`;
}

/** Whether the statement also answers the suggestions' product names. */
export const withSuggestions = (input: SearchSqlInput): boolean =>
  input.tsquery !== null && !input.broad && (input.suggestions ?? 0) > 0;

/**
 * The product names suggest.ts offers, from the ranked matches: the same query as its own
 * (topProductNames) over the same documents and scores, without ranking them a second time.
 */
export function namesSql(ctx: Ctx, limit: number): SQL {
  const locale = localeLiteral(ctx);
  return sql`(select json_agg(x.name order by x.suggested desc, x.sales_count desc, x.id desc) from (
      select pt.name, m.suggested, p.sales_count, p.id from (
        select product_id, suggested from matched order by suggested desc, product_id desc limit ${limit * 3}
      ) m
      join products p on p.id = m.product_id and ${sellableP}
      join product_translations pt on pt.product_id = m.product_id and pt.locale = ${locale}
      order by m.suggested desc, p.sales_count desc, p.id desc limit ${limit * 2}) x)`;
}

/**
 * The facet counts of the base (see RawFacets). Attribute pairs are counted per distinct attribute
 * set first: products of a kind share sets, so far fewer pairs are unnested than products match
 * (8,087 'samsung' products have 1,595 sets).
 */
function facetsSql(facets: (string | null)[], all: SQL, except: (facet: string) => SQL): SQL {
  const filtered = [
    ...new Set(facets.filter((f): f is string => f !== null && f !== 'availability' && !isFixed(f))),
  ];
  const filteredList = `{${filtered.map((c) => `"${c.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const perFiltered = filtered.map(
    (code) => sql`${code}::text, (select json_agg(json_build_array(v, n)) from (
        select base.attributes ->> ${code} as v, count(*) as n from base
        where ${except(code)} and base.attributes ->> ${code} is not null group by 1) x)`,
  );
  return sql`'brand', (select json_agg(json_build_array(brand_id, n)) from (
        select brand_id, count(*) as n from base where ${except('brand')} group by brand_id) x),
      'seller', (select json_agg(json_build_array(seller_id, n)) from (
        select seller_id, count(*) as n from base where ${except('seller')} group by seller_id) x),
      'price', (select json_build_array(min(price), max(price)) from base where ${except('price')}),
      'availability', (select count(*) from base where ${except('availability')} and in_stock),
      'instalment', (select count(*) from base where ${except('instalment')} and instalment),
      'attributes', (select json_agg(json_build_array(k, v, n)) from (
        select e.key as k, e.value as v, sum(g.n)::bigint as n
        from (select base.attributes, count(*) as n from base where ${all} group by 1) g,
          jsonb_each_text(g.attributes) e
        where not (e.key = any(${filteredList}::text[])) group by 1, 2) x),
      'filtered', ${perFiltered.length ? sql`json_build_object(${sql.join(perFiltered, sql`, `)})` : sql`null`}`;
}

const isFixed = (field: string) => (FIXED_FIELDS as readonly string[]).includes(field);

/** Runs the statement and reads its one JSON cell (node-postgres parses json, PGlite may not). */
export async function runSearchSql(ctx: Ctx, input: SearchSqlInput): Promise<RawResult> {
  const result = (await ctx.db.execute(searchSql(ctx, input))) as unknown as {
    rows: { data: RawResult | string }[];
  };
  const cell = result.rows[0]?.data;
  if (cell === undefined) throw new Error('search query returned no row');
  return typeof cell === 'string' ? (JSON.parse(cell) as RawResult) : cell;
}
