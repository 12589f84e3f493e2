/**
 * A search answered from memory: what the SQL statement of search-sql.ts answers (total, page of
 * ids, facets, the suggestions' names), computed over the in-memory catalogue and documents with
 * the same rules, so that the two answer alike. Answers null for what it does not reproduce (a sort
 * by name, which follows the database's collation; ILIKE filters; the description fallback), and
 * the statement answers instead.
 */
import type { ListingSort } from '@/domain/catalog/listing';
import { facetOfGroup, FIXED_FIELDS } from '../filters';
import type { RawResult, SearchSqlInput } from '../search-sql';
import { effectivePrice, type AttributeSet, type Catalogue } from './catalogue';
import type { Matches } from './document-index';
import { groupPredicate, type Predicate, type Row } from './filters';

interface Candidate extends Row {
  score: number;
  /** Which groups it passes, one bit each (at most 31 groups are answered here). */
  passes: number;
}

const MAX_GROUPS = 31;

function comparator(sort: ListingSort, hasText: boolean): ((a: Candidate, b: Candidate) => number) | null {
  const byId = (a: Candidate, b: Candidate) => a.p.id - b.p.id;
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'price_desc':
      return (a, b) => b.price - a.price || byId(b, a);
    case 'newest':
      return (a, b) => b.p.createdAt - a.p.createdAt || byId(b, a);
    case 'oldest':
      return (a, b) => a.p.createdAt - b.p.createdAt || byId(a, b);
    case 'name':
    case 'name_desc':
      return null;
    default:
      return hasText
        ? (a, b) => b.score - a.score || b.p.salesCount - a.p.salesCount || byId(b, a)
        : (a, b) => b.p.salesCount - a.p.salesCount || byId(b, a);
  }
}

/** The k best by `compare`, in order (a partial sort: pages are small, matches many). */
function best<T>(items: T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k >= items.length / 4) return [...items].sort(compare).slice(0, k);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && compare(item, top[k - 1] as T) >= 0) continue;
    let i = top.length < k ? top.length : k - 1;
    while (i > 0 && compare(item, top[i - 1] as T) < 0) {
      top[i] = top[i - 1] as T;
      i--;
    }
    top[i] = item;
  }
  return top;
}

export interface MemoryInput {
  catalogue: Catalogue;
  /** The matching documents, or null to list without text. */
  matches: Matches | null;
  nowMicros: number;
}

/** The statement's answer from memory, or null when it must run in PostgreSQL. */
export function answer(input: SearchSqlInput, memory: MemoryInput): RawResult | null {
  const { catalogue, matches } = memory;
  const compare = comparator(input.sort, matches !== null);
  if (!compare || input.broad || input.groups.length > MAX_GROUPS) return null;
  const predicates = input.groups.map((g) => groupPredicate(g, catalogue));
  if (predicates.some((p) => p === null)) return null;
  const tests = predicates as Predicate[];
  const intent = input.intent;
  const brandBoost = new Map((intent?.brands ?? []).map((b) => [b.id, Math.fround(b.boost)]));
  const named = new Set(intent?.categoryIds ?? []);

  // The base: products on sale among the matches (or all, or the category's), with their scores.
  const base: Candidate[] = [];
  const nowMicros = memory.nowMicros;
  const take = (id: number, score: number) => {
    const p = catalogue.products.get(id);
    if (!p || !catalogue.sellable(p)) return;
    if (input.categoryId !== undefined && !p.categories.includes(input.categoryId)) return;
    const row: Candidate = { p, price: effectivePrice(p, nowMicros), score, passes: 0 };
    for (let i = 0; i < tests.length; i++) if ((tests[i] as Predicate)(row)) row.passes |= 1 << i;
    if (matches) {
      // The statement's `m.score + brand boost + category boost`, in double precision.
      if (brandBoost.size) row.score += brandBoost.get(p.brandId) ?? 0;
      if (named.size) row.score += p.categories.some((c) => named.has(c)) ? 3 : 0;
    }
    base.push(row);
  };
  if (matches) {
    for (let k = 0; k < matches.ids.length; k++) take(matches.ids[k] ?? 0, matches.scores[k] ?? 0);
  } else {
    const ids =
      input.categoryId === undefined
        ? catalogue.products.keys()
        : (catalogue.byCategory.get(input.categoryId) ?? new Set<number>()).values();
    for (const id of ids) take(id, 0);
  }

  const everyGroup = (1 << tests.length) - 1;
  const kept = base.filter((c) => c.passes === everyGroup);
  const page = best(kept, input.offset + input.limit, compare).slice(input.offset);
  const result: RawResult = { total: kept.length, ids: page.length ? page.map((c) => c.p.id) : null };
  if (input.withFacets) Object.assign(result, facets(input, base, kept));
  return result;
}

/** The facet counts of facetsSql: each facet over the base with every group but its own field's. */
function facets(input: SearchSqlInput, base: Candidate[], kept: Candidate[]): Partial<RawResult> {
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
  const brands = new Map<number, number>();
  const sellers = new Map<number, number>();
  const values = filtered.map(() => new Map<string, number>());
  let min: number | null = null;
  let max: number | null = null;
  let availability = 0;
  let instalment = 0;
  for (const c of base) {
    const { p, passes } = c;
    if ((passes & brandMask) === brandMask) brands.set(p.brandId, (brands.get(p.brandId) ?? 0) + 1);
    if ((passes & sellerMask) === sellerMask) sellers.set(p.sellerId, (sellers.get(p.sellerId) ?? 0) + 1);
    if ((passes & priceMask) === priceMask) {
      if (min === null || c.price < min) min = c.price;
      if (max === null || c.price > max) max = c.price;
    }
    if (p.inStock && (passes & stockMask) === stockMask) availability++;
    if (p.instalment && (passes & instalmentMask) === instalmentMask) instalment++;
    for (let i = 0; i < filtered.length; i++) {
      const mask = filteredMasks[i] ?? 0;
      const value = p.attributes.values.get(filtered[i] ?? '');
      const counts = values[i];
      if (value !== undefined && counts && (passes & mask) === mask)
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  // Attribute pairs counted per distinct attribute set, as the statement does.
  const sets = new Map<AttributeSet, number>();
  for (const c of kept) sets.set(c.p.attributes, (sets.get(c.p.attributes) ?? 0) + 1);
  const pairs = new Map<string, [string, string, number]>();
  for (const [set, n] of sets) {
    for (const [k, v] of set.pairs) {
      if (filtered.includes(k)) continue;
      const key = `${k}\u0000${v}`;
      const seen = pairs.get(key);
      if (seen) seen[2] += n;
      else pairs.set(key, [k, v, n]);
    }
  }
  const listed = <K>(counts: Map<K, number>): [K, number][] | null => (counts.size ? [...counts] : null);
  return {
    brand: listed(brands),
    seller: listed(sellers),
    price: [min, max],
    availability,
    instalment,
    attributes: pairs.size ? [...pairs.values()] : null,
    filtered: filtered.length
      ? Object.fromEntries(filtered.map((code, i) => [code, listed(values[i] ?? new Map<string, number>())]))
      : null,
  };
}
