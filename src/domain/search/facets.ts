import type { Facet, FacetOption } from '@/domain/catalog/listing';
import { getT } from '@/i18n/translate';
import type { Ctx } from '../shared/ctx';
import type { Dictionaries } from './dictionaries';

/** Facet counts as the search query returns them (see search-sql.ts). */
export interface RawFacets {
  total: number;
  /** [brand id, count] */
  brand: [number, number][] | null;
  /** [seller id, count] */
  seller: [number, number][] | null;
  price: [number | null, number | null] | null;
  availability: number;
  instalment: number;
  /** Attributes no filter narrows: [code, value, count]. */
  attributes: [string, string, number][] | null;
  /** Attributes a filter narrows, each counted without its own filter: code → [value, count]. */
  filtered: Record<string, [string, number][] | null> | null;
}

/** An attribute becomes a facet when at least this share of the results has it... */
const MIN_COVERAGE = 0.25;
/** ...and there are at most this many (the shopper's own filters always show). */
const MAX_ATTRIBUTE_FACETS = 8;
const MAX_OPTIONS = 40;

const isNumeric = (v: string) => /^-?\d+(\.\d+)?$/.test(v);

function sortOptions(options: FacetOption[], numeric: boolean): FacetOption[] {
  return numeric
    ? options.sort((a, b) => Number(a.value) - Number(b.value))
    : options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

function listFacet(
  code: string,
  label: string,
  rows: [string, number][],
  name: (v: string) => string,
): Facet {
  const options = rows.map(([value, count]) => ({ value, label: name(value), count: Number(count) }));
  return { code, label, type: 'list', options: sortOptions(options, false).slice(0, MAX_OPTIONS) };
}

function attributeFacet(code: string, rows: [string, number][], dict: Dictionaries): Facet | null {
  const def = dict.attributes.get(code);
  if (!def) return null;
  const numeric = rows.every(([value]) => isNumeric(value));
  const options = rows.map(([value, count]) => {
    const label = dict.values.get(value) ?? value;
    return {
      value,
      label: def.unit && isNumeric(value) ? `${label} ${def.unit}` : label,
      count: Number(count),
    };
  });
  return {
    code,
    label: def.label,
    type: 'list',
    options: sortOptions(options, numeric).slice(0, MAX_OPTIONS),
  };
}

/**
 * Facets of a result set in the context's language: brand, price range, availability,
 * instalments, seller, then the attributes that fit the results. Counts come from the query, where
 * each facet is counted with every filter but its own.
 */
export function buildFacets(ctx: Ctx, raw: RawFacets, dict: Dictionaries): Facet[] {
  const t = getT(ctx.locale);
  const facets: Facet[] = [];
  if (raw.brand?.length) {
    const rows = raw.brand.map(([id, n]): [string, number] => [
      dict.brandKeys.get(Number(id)) ?? String(id),
      n,
    ]);
    facets.push(listFacet('brand', t('search.facets.brand'), rows, (v) => dict.brands.get(v)?.name ?? v));
  }
  const [min, max] = raw.price ?? [null, null];
  if (min !== null && max !== null) {
    facets.push({ code: 'price', label: t('search.facets.price'), type: 'range', options: [], min, max });
  }
  // Boolean facets offer the one useful choice; its count is how many results it keeps.
  if (raw.availability > 0) {
    facets.push({
      code: 'availability',
      label: t('search.facets.availability'),
      type: 'boolean',
      options: [{ value: '1', label: t('search.facets.in_stock'), count: Number(raw.availability) }],
    });
  }
  if (raw.instalment > 0) {
    facets.push({
      code: 'instalment',
      label: t('search.facets.instalment'),
      type: 'boolean',
      options: [{ value: '1', label: t('search.facets.instalment_eligible'), count: Number(raw.instalment) }],
    });
  }
  if (raw.seller?.length) {
    const rows = raw.seller.map(([id, n]): [string, number] => [
      dict.sellerCodes.get(Number(id)) ?? String(id),
      n,
    ]);
    facets.push(listFacet('seller', t('search.facets.seller'), rows, (v) => dict.sellers.get(v) ?? v));
  }

  const byCode = new Map<string, [string, number][]>();
  for (const [code, value, count] of raw.attributes ?? []) {
    byCode.set(code, [...(byCode.get(code) ?? []), [value, Number(count)]]);
  }
  const total = Math.max(1, Number(raw.total));
  const fitting = [...byCode.entries()].filter(([code, rows]) => {
    const def = dict.attributes.get(code);
    const covered = rows.reduce((sum, [, n]) => sum + n, 0);
    return def?.filterable && rows.length >= 2 && covered / total >= MIN_COVERAGE;
  });
  const position = (code: string) => dict.attributes.get(code)?.position ?? Number.MAX_SAFE_INTEGER;
  const chosen = fitting
    .sort(([a, ra], [b, rb]) => rb.length - ra.length || position(a) - position(b))
    .slice(0, MAX_ATTRIBUTE_FACETS);
  const active = Object.entries(raw.filtered ?? {}).map(([code, rows]) => [code, rows ?? []] as const);
  for (const [code, rows] of [...active, ...chosen].sort(([a], [b]) => position(a) - position(b))) {
    const facet = attributeFacet(code, [...rows], dict);
    if (facet && facet.options.length) facets.push(facet);
  }
  return facets;
}
