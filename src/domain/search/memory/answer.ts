/**
 * A search answered from memory: what the SQL statement of search-sql.ts answers (total, page of
 * ids, facets, the suggestions' names), computed over the in-memory catalogue and documents with
 * the same rules, so that the two answer alike. Answers null for what it does not reproduce (a sort
 * by name under a collation other than code point order; ILIKE filters; the description fallback),
 * and the statement answers instead.
 */
import type { ListingSort } from '@/domain/catalog/listing';
import { facetOfGroup, FIXED_FIELDS } from '../filters';
import type { RawResult, SearchSqlInput } from '../search-sql';
import type { Catalogue } from './catalogue';
import type { Matches } from './document-index';
import { groupPredicate, type Predicate, type Row } from './filters';
import { best } from './best';
import { compareLexemes } from './rank';
import { Tally } from './tally';

/**
 * The statement's base: the products on sale among the matches (or listed), column by column: their
 * rows in the catalogue, prices, scores and which groups they pass, so that a search over tens of
 * thousands of matches fills a few arrays instead of making an object each.
 */
class Base {
  size = 0;
  readonly rows: Int32Array;
  readonly price: Float64Array;
  readonly score: Float64Array;
  /** Which groups each passes, one bit each (at most 31 groups are answered here). */
  readonly passes: Int32Array;

  constructor(capacity: number) {
    this.rows = new Int32Array(capacity);
    this.price = new Float64Array(capacity);
    this.score = new Float64Array(capacity);
    this.passes = new Int32Array(capacity);
  }

  push(row: number, price: number, score: number, passes: number): void {
    const i = this.size++;
    this.rows[i] = row;
    this.price[i] = price;
    this.score[i] = score;
    this.passes[i] = passes;
  }
}

const MAX_GROUPS = 31;

/** How the statement orders its base, as a comparison of two of its indices. */
function comparator(
  sort: ListingSort,
  hasText: boolean,
  base: Base,
  catalogue: Catalogue,
  locale: string,
): ((a: number, b: number) => number) | null {
  const at = (column: Float64Array, i: number) => column[i] ?? 0;
  const row = (i: number) => base.rows[i] ?? 0;
  const byId = (a: number, b: number) => catalogue.idAt(row(a)) - catalogue.idAt(row(b));
  const created = (i: number) => catalogue.createdAt(row(i));
  const sales = (i: number) => catalogue.salesAt(row(i));
  const name = (i: number) => catalogue.nameAt(row(i), locale) ?? '';
  const { price, score } = base;
  // A listing's best match (search-sql.ts, orderSql): below 2^53, so exact in a double.
  const takings = (i: number) => sales(i) * at(price, i);
  switch (sort) {
    case 'price_asc':
      return (a, b) => at(price, a) - at(price, b) || byId(a, b);
    case 'price_desc':
      return (a, b) => at(price, b) - at(price, a) || byId(b, a);
    case 'newest':
      return (a, b) => created(b) - created(a) || byId(b, a);
    case 'oldest':
      return (a, b) => created(a) - created(b) || byId(a, b);
    // The database's order of names, when it is code point order (Catalogue.namesByCodePoint).
    case 'name':
      return catalogue.namesByCodePoint ? (a, b) => compareLexemes(name(a), name(b)) || byId(a, b) : null;
    case 'name_desc':
      return catalogue.namesByCodePoint ? (a, b) => compareLexemes(name(b), name(a)) || byId(b, a) : null;
    default:
      return hasText
        ? (a, b) => at(score, b) - at(score, a) || sales(b) - sales(a) || byId(b, a)
        : (a, b) => takings(b) - takings(a) || byId(b, a);
  }
}

export interface MemoryInput {
  catalogue: Catalogue;
  /** The matching documents, or null to list without text. */
  matches: Matches | null;
  nowMicros: number;
  /** The shopper's language: the names a sort by name compares. */
  locale: string;
}

/** The statement's answer from memory, or null when it must run in PostgreSQL. */
export function answer(input: SearchSqlInput, memory: MemoryInput): RawResult | null {
  const { catalogue, matches } = memory;
  const category = input.categoryId;
  const inCategory =
    category === undefined ? null : (catalogue.byCategory.get(category) ?? new Set<number>());
  const base = new Base(matches ? matches.ids.length : (inCategory?.size ?? catalogue.size));
  const compare = comparator(input.sort, matches !== null, base, catalogue, memory.locale);
  if (!compare || input.broad || input.groups.length > MAX_GROUPS) return null;
  const predicates = input.groups.map((g) => groupPredicate(g, catalogue));
  if (predicates.some((p) => p === null)) return null;
  const tests = predicates as Predicate[];
  const intent = input.intent;
  const brandBoost = new Map((intent?.brands ?? []).map((b) => [b.id, Math.fround(b.boost)]));
  // The products of the categories the text names (byCategory has a product under each ancestor).
  const named = [...new Set(intent?.categoryIds ?? [])].map(
    (c) => catalogue.byCategory.get(c) ?? new Set<number>(),
  );

  // The base: products on sale among the matches (or all, or the category's), with their scores.
  const nowMicros = memory.nowMicros;
  const row: Row = { id: 0, r: 0, price: 0 };
  const take = (id: number, r: number, score: number) => {
    if (r < 0 || !catalogue.sellableAt(r)) return;
    const price = catalogue.priceAt(r, nowMicros);
    let passes = 0;
    if (tests.length) {
      row.id = id;
      row.r = r;
      row.price = price;
      for (let i = 0; i < tests.length; i++) if ((tests[i] as Predicate)(row)) passes |= 1 << i;
    }
    if (matches) {
      // The statement's `m.score + brand boost + category boost`, in double precision.
      if (brandBoost.size) score += brandBoost.get(catalogue.brandAt(r)) ?? 0;
      if (named.length) score += named.some((products) => products.has(id)) ? 3 : 0;
    }
    base.push(r, price, score, passes);
  };
  if (matches) {
    for (let k = 0; k < matches.ids.length; k++) {
      const id = matches.ids[k] ?? 0;
      if (!inCategory || inCategory.has(id)) take(id, catalogue.row(id), matches.scores[k] ?? 0);
    }
  } else if (inCategory) {
    for (const id of inCategory) take(id, catalogue.row(id), 0);
  } else {
    for (const r of catalogue.rows()) take(catalogue.idAt(r), r, 0);
  }

  const everyGroup = (1 << tests.length) - 1;
  const kept: number[] = [];
  for (let i = 0; i < base.size; i++) if (base.passes[i] === everyGroup) kept.push(i);
  // A sort by name joins the products' names in the language: one without a name is counted, not listed.
  const byName = input.sort === 'name' || input.sort === 'name_desc';
  const listed = byName
    ? kept.filter((i) => catalogue.nameAt(base.rows[i] ?? 0, memory.locale) !== undefined)
    : kept;
  const page = best(listed, input.offset + input.limit, compare).slice(input.offset);
  const result: RawResult = {
    total: kept.length,
    ids: page.length ? page.map((i) => catalogue.idAt(base.rows[i] ?? 0)) : null,
  };
  if (input.withFacets) Object.assign(result, facets(input, catalogue, base));
  return result;
}

/** The facet counts of facetsSql: each facet over the base with every group but its own field's. */
function facets(input: SearchSqlInput, catalogue: Catalogue, base: Base): Partial<RawResult> {
  const ofGroup = input.groups.map(facetOfGroup);
  const maskOf = (facet: string) => {
    let mask = 0;
    ofGroup.forEach((f, i) => {
      if (f !== facet) mask |= 1 << i;
    });
    return mask;
  };
  const fixed = FIXED_FIELDS as readonly string[];
  const filtered = [
    ...new Set(ofGroup.filter((f): f is string => f !== null && f !== 'availability' && !fixed.includes(f))),
  ];
  const [brandMask, sellerMask, priceMask, stockMask, instalmentMask] = [
    'brand',
    'seller',
    'price',
    'availability',
    'instalment',
  ].map(maskOf) as [number, number, number, number, number];
  const filteredMasks = filtered.map(maskOf);
  const everyGroup = (1 << input.groups.length) - 1;
  // Attribute pairs of the results: the statement counts them per distinct set of attributes,
  // weighted by its products; so does this, keeping the first row of each set.
  const sets = new Tally();
  const firstRowOfSet: number[] = [];
  const pairs = new Tally();
  const brands = new Tally();
  const sellers = new Tally();
  const values = filtered.map(() => new Map<string, number>());
  let min: number | null = null;
  let max: number | null = null;
  let availability = 0;
  let instalment = 0;
  for (let i = 0; i < base.size; i++) {
    const r = base.rows[i] ?? 0;
    const passes = base.passes[i] ?? 0;
    const price = base.price[i] ?? 0;
    if ((passes & brandMask) === brandMask) brands.add(catalogue.brandAt(r));
    if ((passes & sellerMask) === sellerMask) sellers.add(catalogue.sellerAt(r));
    if ((passes & priceMask) === priceMask) {
      if (min === null || price < min) min = price;
      if (max === null || price > max) max = price;
    }
    if (passes === everyGroup && sets.add(catalogue.setAt(r))) firstRowOfSet.push(r);
    if (catalogue.inStockAt(r) && (passes & stockMask) === stockMask) availability++;
    if (catalogue.instalmentAt(r) && (passes & instalmentMask) === instalmentMask) instalment++;
    for (let j = 0; j < filtered.length; j++) {
      const mask = filteredMasks[j] ?? 0;
      const value = catalogue.attributesAt(r).get(filtered[j] ?? '');
      const counts = values[j];
      if (value !== undefined && counts && (passes & mask) === mask)
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  // Each set's pairs, counted once for all its products, in the order the products first had them.
  sets.entries().forEach(([, n], i) => {
    const r = firstRowOfSet[i] ?? 0;
    const to = catalogue.pairsToAt(r);
    for (let k = catalogue.pairsFromAt(r); k < to; k++) pairs.add(catalogue.pairAt(k), n);
  });
  const attributes = pairs.entries().flatMap(([id, n]): [string, string, number][] => {
    const [code, value] = catalogue.pairs[id] ?? ['', ''];
    return filtered.includes(code) ? [] : [[code, value, n]];
  });
  const listed = (counts: Map<string, number>): [string, number][] | null =>
    counts.size ? [...counts] : null;
  const tallied = (counts: Tally): [number, number][] | null => (counts.size ? counts.entries() : null);
  return {
    brand: tallied(brands),
    seller: tallied(sellers),
    price: [min, max],
    availability,
    instalment,
    attributes: attributes.length ? attributes : null,
    filtered: filtered.length
      ? Object.fromEntries(filtered.map((code, i) => [code, listed(values[i] ?? new Map<string, number>())]))
      : null,
  };
}
