import {
  DEFAULT_PAGE_SIZE,
  LISTING_SORTS,
  type Facet,
  type ListingFilters,
  type ListingSort,
} from './listing';
import { plainAmount } from '../shared/digits';

/**
 * Filters, sort and page live in the URL so a listing can be shared and reloaded:
 * ?sort=price_asc&page=2&brand=samsung,lg&seller=x&price_min=1000&price_max=5000&in_stock=1&instalment=1&attr_screen_size=55,65
 * Prices in the URL are whole EGP; inside, piastres.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

export const MAX_PAGE = 1000;
const ATTR_PREFIX = 'attr_';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A list parameter's values, separated by commas. A comma inside a value ("Wi-Fi, Bluetooth") is
 * written `\,` and a backslash `\\`, so that a value is never cut in parts.
 */
const list = (v: string | string[] | undefined) => {
  const values: string[] = [];
  let value = '';
  const text = first(v) ?? '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) value += text[++i];
    else if (c === ',') {
      values.push(value);
      value = '';
    } else value += c;
  }
  values.push(value);
  return values.map((s) => s.trim()).filter(Boolean);
};

/** The values as one list parameter (list reads them back). */
const joinList = (values: Iterable<string>) =>
  [...values].map((v) => v.replace(/[\\,]/g, (c) => `\\${c}`)).join(',');

/** A whole or decimal EGP amount as piastres, or undefined when absent or not a number. */
function egpParam(v: string | string[] | undefined): number | undefined {
  const s = first(v)?.trim();
  if (!s) return undefined;
  // As typed on an Arabic keyboard (١٠٬٠٠٠) or with separators (10,000): read as the shopper meant.
  const n = Number(plainAmount(s));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
}

/**
 * The price range of the URL as typed, its ends in order: "from 50,000 to 1,000" is read as
 * 1,000 to 50,000, as the shopper meant, rather than a range nothing can fall in.
 */
export function priceRange(params: SearchParams): { min: string; max: string } {
  const min = first(params.price_min)?.trim() ?? '';
  const max = first(params.price_max)?.trim() ?? '';
  const [low, high] = [egpParam(min), egpParam(max)];
  return low !== undefined && high !== undefined && low > high ? { min: max, max: min } : { min, max };
}

export interface ListingParams {
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export function parseListingParams(
  params: SearchParams,
  defaultSort: ListingSort = 'relevance',
): ListingParams {
  const sortParam = first(params.sort);
  const sort = (LISTING_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as ListingSort)
    : defaultSort;
  const pageNumber = Number(first(params.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;

  const filters: ListingFilters = {};
  const brands = list(params.brand);
  if (brands.length) filters.brands = brands;
  const sellers = list(params.seller);
  if (sellers.length) filters.sellers = sellers;
  const range = priceRange(params);
  const min = egpParam(range.min);
  const max = egpParam(range.max);
  if (min !== undefined) filters.priceMin = min;
  if (max !== undefined) filters.priceMax = max;
  if (first(params.in_stock) === '1') filters.inStock = true;
  if (first(params.instalment) === '1') filters.instalment = true;
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(ATTR_PREFIX)) continue;
    const values = list(value);
    if (values.length) (filters.attributes ??= {})[key.slice(ATTR_PREFIX.length)] = values;
  }
  return { filters, sort, page, pageSize: DEFAULT_PAGE_SIZE };
}

/** The URL parameter that carries a facet's values. */
export function facetParam(code: string): string {
  if (code === 'brand' || code === 'seller' || code === 'instalment') return code;
  if (code === 'availability') return 'in_stock';
  return `${ATTR_PREFIX}${code}`;
}

/** A copy of the current parameters with one changed (undefined removes it); any change but page resets to page 1. */
export function withParam(params: SearchParams, key: string, value: string | undefined): string {
  return withParams(params, { [key]: value });
}

/** withParam for several parameters at once. */
function withParams(params: SearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams();
  const paging = Object.keys(changes).every((k) => k === 'page');
  for (const [k, v] of Object.entries(params)) {
    const s = first(v);
    if (s !== undefined && !(k in changes) && k !== 'lang' && (paging || k !== 'page')) next.set(k, s);
  }
  for (const [k, v] of Object.entries(changes)) if (v !== undefined && v !== '') next.set(k, v);
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** Adds or removes one value of a comma-separated list parameter. */
export function toggleListValue(params: SearchParams, key: string, value: string): string {
  const values = new Set(list(params[key]));
  if (values.has(value)) values.delete(value);
  else values.add(value);
  return withParam(params, key, joinList(values) || undefined);
}

export function isSelected(params: SearchParams, key: string, value: string): boolean {
  return list(params[key]).includes(value);
}

/** A filter in force, as a chip that removes it: an option of a facet, or the price range (EGP). */
export type ActiveFilter =
  | { kind: 'option'; facet: string; label: string; href: string }
  | { kind: 'choice'; param: 'in_stock' | 'instalment'; href: string }
  | { kind: 'price'; min?: number; max?: number; href: string };

/**
 * The filters the URL puts in force, in the facets' order, each with the link that removes it.
 * One the results no longer offer as a facet (nothing matches) keeps a chip all the same: its URL
 * value as label, or for a yes-or-no filter its parameter, for the page to name.
 */
export function activeFilters(facets: Facet[], params: SearchParams): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const range = priceRange(params);
  const [min, max] = [egpParam(range.min), egpParam(range.max)];
  const byParam = new Map(facets.map((f) => [f.type === 'range' ? 'price' : facetParam(f.code), f]));
  const keys = Object.keys(params).filter(
    (k) => ['brand', 'seller', 'in_stock', 'instalment'].includes(k) || k.startsWith(ATTR_PREFIX),
  );
  const ordered = [...byParam.keys(), ...keys.filter((k) => !byParam.has(k))];
  if (!byParam.has('price')) ordered.push('price');
  for (const key of ordered) {
    if (key === 'price') {
      if (min !== undefined || max !== undefined)
        chips.push({
          kind: 'price',
          min: min === undefined ? undefined : min / 100,
          max: max === undefined ? undefined : max / 100,
          href: withParams(params, { price_min: undefined, price_max: undefined }),
        });
      continue;
    }
    const facet = byParam.get(key);
    if (key === 'in_stock' || key === 'instalment') {
      if (first(params[key]) === '1')
        chips.push({ kind: 'choice', param: key, href: withParam(params, key, undefined) });
      continue;
    }
    for (const value of list(params[key]))
      chips.push({
        kind: 'option',
        facet: facet?.label ?? '',
        label: facet?.options.find((o) => o.value === value)?.label ?? value,
        href: toggleListValue(params, key, value),
      });
  }
  return chips;
}

/** The listing without any filter: the search text and the sort stay. */
export function clearFiltersHref(params: SearchParams): string {
  const keep = new URLSearchParams();
  for (const k of ['q', 'sort']) {
    const v = first(params[k]);
    if (v !== undefined) keep.set(k, v);
  }
  const s = keep.toString();
  return s ? `?${s}` : '?';
}
