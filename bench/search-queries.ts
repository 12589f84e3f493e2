/**
 * The search benchmark's traffic: a long tail of distinct queries drawn Zipf-like (a few popular
 * queries, many rare ones), built from the benchmark database's own catalogue with a seeded random
 * generator, so two runs on the same database send the same requests in the same order.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { Rng } from '@/db/seed/random';

export const KINDS = ['word', 'brand', 'misspelling', 'listing', 'suggestion'] as const;
export type Kind = (typeof KINDS)[number];

/** Share of each kind in the mixed traffic. */
const MIX: Record<Kind, number> = {
  word: 0.3,
  brand: 0.15,
  misspelling: 0.1,
  listing: 0.25,
  suggestion: 0.2,
};
/** Distinct queries per kind (at least; the pools are cut to these sizes). */
const POOL: Record<Kind, number> = { word: 800, brand: 300, misspelling: 500, listing: 700, suggestion: 500 };
/** Zipf exponent: the rank-r query is drawn with probability ∝ 1 / r^s. */
const ZIPF_S = 1;

type Entries = Record<string, string>;
const fp = (g: number, i: number, prop: string) =>
  `searchCriteria[filter_groups][${g}][filters][${i}][${prop}]`;
const filter = (field: string, value: string, condition = 'eq', g = 0, i = 0): Entries => ({
  [fp(g, i, 'field')]: field,
  [fp(g, i, 'value')]: value,
  [fp(g, i, 'condition_type')]: condition,
});
const text = (value: string, pageSize = 24): Entries => ({
  ...filter('search_term', value, 'like'),
  'searchCriteria[pageSize]': String(pageSize),
});
const url = (locale: string, entries: Entries) =>
  `/rest/${locale}/V1/catalog/search?${new URLSearchParams(entries).toString()}`;
const localeOf = (word: string) => (/[\u0600-\u06ff]/.test(word) ? 'ar' : 'en');

interface Catalogue {
  /** Words of product and category names, most frequent first, per locale. */
  words: Record<'ar' | 'en', string[]>;
  brands: { key: string; ar: string; en: string }[];
  categories: { id: number; ar: string; en: string; brands: string[]; attrs: [string, string][] }[];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const words = await rows<{ locale: 'ar' | 'en'; w: string }>(
    db,
    sql`select locale, w from (
      select locale, w, count(*) as n, row_number() over (partition by locale order by count(*) desc, w) as r
      from (select pt.locale, regexp_split_to_table(lower(pt.name), '\\s+') as w
            from product_translations pt where pt.product_id % 7 = 0) x
      where length(w) >= 3 and w !~ '[0-9()/+,.-]' group by locale, w) y
    where r <= 400 order by locale, r`,
  );
  const brands = await rows<{ key: string; ar: string; en: string }>(
    db,
    sql`select b.url_key as key, max(bt.name) filter (where bt.locale = 'ar') as ar,
          max(bt.name) filter (where bt.locale = 'en') as en
        from brands b join brand_translations bt on bt.brand_id = b.id group by b.url_key order by b.url_key`,
  );
  const categories = await rows<{
    id: number;
    ar: string;
    en: string;
    brands: string[] | null;
    attrs: [string, string][] | null;
  }>(
    db,
    sql`select c.id, max(ct.name) filter (where ct.locale = 'ar') as ar,
          max(ct.name) filter (where ct.locale = 'en') as en,
          (select array_agg(distinct b.url_key) from product_categories pc
             join products p on p.id = pc.product_id join brands b on b.id = p.brand_id
             where pc.category_id = c.id and pc.product_id % 11 = 0) as brands,
          (select json_agg(json_build_array(k, v)) from (
             select e.key as k, e.value as v, count(*) as n
             from product_categories pc join products p on p.id = pc.product_id, jsonb_each_text(p.attributes) e
             where pc.category_id = c.id and pc.product_id % 11 = 0
             group by 1, 2 order by n desc limit 6) a) as attrs
        from categories c join category_translations ct on ct.category_id = c.id
        group by c.id order by c.id`,
  );
  return {
    words: {
      ar: words.filter((w) => w.locale === 'ar').map((w) => w.w),
      en: words.filter((w) => w.locale === 'en').map((w) => w.w),
    },
    brands,
    categories: categories
      .filter((c) => c.brands?.length)
      .map((c) => ({ ...c, brands: c.brands ?? [], attrs: c.attrs ?? [] })),
  };
}

/** A typing mistake: a letter dropped, doubled, swapped with the next, or replaced. */
function misspell(rng: Rng, word: string): string {
  const chars = [...word];
  const i = rng.int(1, Math.max(1, chars.length - 2));
  switch (rng.int(0, 3)) {
    case 0:
      chars.splice(i, 1);
      break;
    case 1:
      chars.splice(i, 0, chars[i] ?? '');
      break;
    case 2:
      [chars[i], chars[i - 1]] = [chars[i - 1] ?? '', chars[i] ?? ''];
      break;
    default:
      chars[i] = rng.pick(localeOf(word) === 'ar' ? [...'اأةهىيتثسشصزر'] : [...'aeiouysnrt']);
  }
  return chars.join('');
}

/** Fills a set with make() until it has n entries (or make() keeps repeating itself). */
function pool(n: number, make: () => string): string[] {
  const out = new Set<string>();
  for (let tries = 0; out.size < n && tries < n * 20; tries++) out.add(make());
  return [...out];
}

function listing(rng: Rng, c: Catalogue['categories'][number]): string {
  const entries: Entries = { ...filter('category_id', String(c.id)) };
  let g = 1;
  if (rng.chance(0.5)) Object.assign(entries, filter('in_stock', '1', 'eq', g++));
  if (rng.chance(0.4)) {
    const from = rng.pick([500, 1000, 2000, 5000]) * 100;
    Object.assign(entries, filter('price', String(from), 'from', g, 0));
    Object.assign(entries, filter('price', String(from * rng.int(2, 20)), 'to', g++, 1));
  }
  if (rng.chance(0.5)) {
    const brands = rng.sample(c.brands, Math.min(c.brands.length, rng.int(1, 4)));
    Object.assign(entries, filter('brand', brands.join(','), 'in', g++));
  }
  if (c.attrs.length && rng.chance(0.3)) {
    const [code, value] = rng.pick(c.attrs);
    Object.assign(entries, filter(code, value, 'eq', g++));
  }
  if (rng.chance(0.2)) Object.assign(entries, filter('instalment', '1', 'eq', g++));
  // The directions the API offers: price both ways, newest first, names A to Z.
  const [field, direction] = rng.pick([
    ['relevance', ''],
    ['relevance', ''],
    ['price', 'ASC'],
    ['price', 'DESC'],
    ['created_at', 'DESC'],
    ['name', 'ASC'],
  ] as const);
  if (field !== 'relevance') {
    entries['searchCriteria[sortOrders][0][field]'] = field;
    entries['searchCriteria[sortOrders][0][direction]'] = direction;
  }
  entries['searchCriteria[currentPage]'] = String(rng.chance(0.7) ? 1 : rng.int(2, 6));
  return url(rng.chance(0.6) ? 'ar' : 'en', entries);
}

/** Distinct request paths per kind, in popularity order (index 0 is the most requested). */
export async function buildPools(db: Db, seed = 20261123): Promise<Record<Kind, string[]>> {
  const cat = await loadCatalogue(db);
  const rng = new Rng(seed);
  const allWords = [...cat.words.ar, ...cat.words.en];
  const categoryNouns = cat.categories.flatMap((c) => [c.ar, c.en]);
  const brandName = (b: Catalogue['brands'][number]) => (rng.chance(0.5) ? b.ar : b.en);
  const anyWord = () => (rng.chance(0.3) ? rng.pick(categoryNouns) : rng.pick(allWords));
  const inLocale = (w: string) => (rng.chance(0.85) ? localeOf(w) : localeOf(w) === 'ar' ? 'en' : 'ar');

  const words = pool(POOL.word, () => {
    const w = rng.chance(0.6) ? anyWord() : `${rng.pick(allWords)} ${rng.pick(allWords)}`;
    return url(inLocale(w), text(w));
  });
  const brands = pool(POOL.brand, () => {
    const b = rng.pick(cat.brands);
    const w = rng.chance(0.4)
      ? brandName(b)
      : rng.chance(0.5)
        ? `${brandName(b)} ${rng.pick(categoryNouns)}`
        : `${rng.pick(allWords)} ${brandName(b)}`;
    return url(inLocale(w), text(w));
  });
  const misspellings = pool(POOL.misspelling, () => {
    const w = misspell(
      rng,
      rng.chance(0.3) ? brandName(rng.pick(cat.brands)).toLowerCase() : rng.pick(allWords),
    );
    return url(inLocale(w), text(w));
  });
  const listings = pool(POOL.listing, () => listing(rng, rng.pick(cat.categories)));
  const suggestions = pool(POOL.suggestion, () => {
    const w = rng.chance(0.3) ? brandName(rng.pick(cat.brands)).toLowerCase() : rng.pick(allWords);
    const prefix = [...w].slice(0, rng.int(2, Math.max(2, Math.min(6, [...w].length)))).join('');
    return url(inLocale(prefix), text(prefix, 10));
  });
  const shuffle = (list: string[]) => rng.sample(list, list.length);
  return {
    word: shuffle(words),
    brand: shuffle(brands),
    misspelling: shuffle(misspellings),
    listing: shuffle(listings),
    suggestion: shuffle(suggestions),
  };
}

/** Draws ranks 0..n-1 with probability ∝ 1 / (rank + 1)^s. */
function zipf(rng: Rng, n: number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 1; r <= n; r++) cumulative.push((sum += 1 / r ** ZIPF_S));
  return () => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A fixed sequence of `length` request paths: one kind, or the mix of all kinds when kind is 'mix'. */
export function sequence(
  pools: Record<Kind, string[]>,
  kind: Kind | 'mix',
  length: number,
  seed: number,
): string[] {
  const rng = new Rng(seed);
  const draw = Object.fromEntries(KINDS.map((k) => [k, zipf(rng, pools[k].length)])) as Record<
    Kind,
    () => number
  >;
  const pickKind = (): Kind => {
    let x = rng.next();
    for (const k of KINDS) if ((x -= MIX[k]) < 0) return k;
    return 'word';
  };
  return Array.from({ length }, () => {
    const k = kind === 'mix' ? pickKind() : kind;
    return pools[k][draw[k]()] ?? '';
  });
}
