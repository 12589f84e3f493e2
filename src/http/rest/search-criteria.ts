import { DEFAULT_PAGE_SIZE, type ListingSort } from '@/domain/catalog/listing';
import {
  MAX_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  type FilterCondition,
  type FilterGroup,
  type SearchQuery,
} from '@/domain/search';
import { AppError } from '@/domain/shared/errors';

/**
 * Magento's searchCriteria query form, parsed and checked:
 *   searchCriteria[filter_groups][i][filters][j][field|value|condition_type]
 *   searchCriteria[sortOrders][i][field|direction], searchCriteria[pageSize], searchCriteria[currentPage]
 * Filters in a group are OR'ed, groups AND'ed. Every mistake is a 400 naming the parameter.
 */
export const CONDITION_TYPES = ['eq', 'neq', 'like', 'in', 'nin', 'gteq', 'lteq', 'from', 'to'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const SORT_FIELDS = ['relevance', 'price', 'created_at', 'name'] as const;
export const MAX_GROUPS = 20;
export const MAX_FILTERS = 20;
export const MAX_LIST_VALUES = 100;
export const MAX_PAGE = 10_000;

/** The text fields: the shopper's query. */
const TEXT_FIELDS = new Set(['search_term', 'q', 'name']);
const LIST_OPS = new Set<ConditionType>(['eq', 'neq', 'in', 'nin', 'like']);
const NUMBER_OPS = new Set<ConditionType>(['eq', 'neq', 'gteq', 'lteq', 'from', 'to']);
const ALLOWED: Record<string, Set<ConditionType>> = {
  text: new Set(['eq', 'like']),
  category_id: new Set(['eq', 'neq', 'in', 'nin']),
  brand: LIST_OPS,
  seller: LIST_OPS,
  price: NUMBER_OPS,
  in_stock: new Set(['eq']),
  instalment: new Set(['eq']),
};
const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,63}$/;

export interface WireFilter {
  field: string;
  value: string;
  condition_type: ConditionType;
}

/** The criteria as understood, echoed back in the answer (Magento's search_criteria). */
export interface WireSearchCriteria {
  filter_groups: { filters: WireFilter[] }[];
  sort_orders: { field: string; direction: 'ASC' | 'DESC' }[];
  page_size: number;
  current_page: number;
}

export interface ParsedSearchCriteria {
  query: SearchQuery;
  criteria: WireSearchCriteria;
}

const bad = (messageKey: string, parameter: string, extra: Record<string, string> = {}) =>
  new AppError('invalid', messageKey, { parameter, ...extra });

interface RawFilter {
  field?: string;
  value?: string;
  condition_type?: string;
}

interface Raw {
  groups: Map<number, Map<number, RawFilter>>;
  sorts: Map<number, { field?: string; direction?: string }>;
  pageSize?: string;
  currentPage?: string;
}

function index(segment: string | undefined, max: number, parameter: string): number {
  const n = Number(segment);
  if (segment === undefined || !/^\d{1,4}$/.test(segment) || n >= max) {
    throw bad('search_invalid_index', parameter, { max: String(max - 1) });
  }
  return n;
}

const GROUP_KEYS = new Set(['filter_groups', 'filterGroups']);
const SORT_KEYS = new Set(['sortOrders', 'sort_orders']);
const PAGE_SIZE_KEYS = new Set(['pageSize', 'page_size']);
const CURRENT_PAGE_KEYS = new Set(['currentPage', 'current_page']);
const FILTER_PROPS = new Set(['field', 'value', 'condition_type', 'conditionType']);

/** Sorts every searchCriteria parameter into its place; unknown shapes are errors. */
function collect(params: URLSearchParams): Raw {
  const raw: Raw = { groups: new Map(), sorts: new Map() };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (!key.startsWith('searchCriteria')) continue;
    if (seen.has(key)) throw bad('search_duplicate_parameter', key);
    seen.add(key);
    const path = /^searchCriteria((?:\[[^[\]]*\])+)$/.exec(key)?.[1];
    const seg = path ? [...path.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '') : [];
    const [top, a, b, c, d] = seg;
    if (seg.length === 1 && top && PAGE_SIZE_KEYS.has(top)) raw.pageSize = value;
    else if (seg.length === 1 && top && CURRENT_PAGE_KEYS.has(top)) raw.currentPage = value;
    else if (seg.length === 5 && top && GROUP_KEYS.has(top) && b === 'filters' && d && FILTER_PROPS.has(d)) {
      const g = index(a, MAX_GROUPS, key);
      const f = index(c, MAX_FILTERS, key);
      const group = raw.groups.get(g) ?? new Map<number, RawFilter>();
      raw.groups.set(g, group);
      const filter = group.get(f) ?? {};
      group.set(f, filter);
      const prop = d === 'conditionType' ? 'condition_type' : (d as keyof RawFilter);
      if (filter[prop] !== undefined) throw bad('search_duplicate_parameter', key);
      filter[prop] = value;
    } else if (seg.length === 3 && top && SORT_KEYS.has(top) && (b === 'field' || b === 'direction')) {
      const i = index(a, 1, key);
      const sort = raw.sorts.get(i) ?? {};
      raw.sorts.set(i, sort);
      sort[b] = value;
    } else throw bad('search_unknown_parameter', key);
  }
  return raw;
}

function whole(
  value: string | undefined,
  parameter: string,
  min: number,
  max: number,
  messageKey: string,
): number {
  const n = Number(value);
  if (value === undefined || !/^\d{1,9}$/.test(value.trim()) || n < min || n > max) {
    throw bad(messageKey, parameter, { min: String(min), max: String(max) });
  }
  return n;
}

/** EGP (whole or with up to two decimals) as piastres. */
function piastres(value: string, parameter: string): string {
  const v = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) throw bad('search_invalid_price', parameter);
  return String(Math.round(Number(v) * 100));
}

function list(value: string, parameter: string): string[] {
  const values = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.length) throw bad('search_missing_value', parameter);
  if (values.length > MAX_LIST_VALUES)
    throw bad('search_too_many_values', parameter, { max: String(MAX_LIST_VALUES) });
  return values;
}

function flag(value: string, parameter: string): string {
  const v = value.trim().toLowerCase();
  if (v === '1' || v === 'true') return '1';
  if (v === '0' || v === 'false') return '0';
  throw bad('search_invalid_boolean', parameter);
}

/** A searchable text from a filter value: Magento clients send like-patterns such as "%tv%". */
function text(value: string, parameter: string): string {
  if (value.length > SEARCH_TEXT_MAX)
    throw bad('search_text_too_long', parameter, { max: String(SEARCH_TEXT_MAX) });
  return value.replace(/%/g, ' ').trim();
}

const fieldKind = (field: string) =>
  TEXT_FIELDS.has(field) ? 'text' : field === 'availability' ? 'in_stock' : field;

/** One filter as a domain condition; `from`/`to` become an open range, merged later. */
function condition(field: string, op: ConditionType, value: string, base: string): FilterCondition {
  const kind = fieldKind(field);
  const source = `${base}[value]`;
  const single = (values: string[]): FilterCondition => {
    const domainOp = op === 'from' || op === 'to' ? 'range' : op;
    const vs = op === 'from' ? [values[0] ?? '', ''] : op === 'to' ? ['', values[0] ?? ''] : values;
    return { field: kind, op: domainOp, values: vs, source: base };
  };
  const isList = op === 'in' || op === 'nin';
  switch (kind) {
    case 'category_id': {
      const ids = isList ? list(value, source) : [value.trim()];
      for (const id of ids) whole(id, source, 1, 2_147_483_647, 'search_invalid_id');
      return single(ids);
    }
    case 'price':
      return single([piastres(value, source)]);
    case 'in_stock':
    case 'instalment':
      return single([flag(value, source)]);
    case 'brand':
    case 'seller':
      return single(isList ? list(value, source) : [value.trim()]);
    default: {
      if (['gteq', 'lteq', 'from', 'to'].includes(op) && !/^-?\d{1,12}(\.\d{1,6})?$/.test(value.trim())) {
        throw bad('search_invalid_number', source);
      }
      return single(isList ? list(value, source) : [value.trim()]);
    }
  }
}

/** A group's from/to conditions on one field become one range (a price band, not "either end"). */
function mergeRanges(group: FilterCondition[]): FilterCondition[] {
  const out: FilterCondition[] = [];
  for (const c of group) {
    const open = out.find((o) => o.op === 'range' && c.op === 'range' && o.field === c.field);
    const [from = '', to = ''] = c.values;
    if (open && ((from && !open.values[0]) || (to && !open.values[1]))) {
      open.values = [open.values[0] || from, open.values[1] || to];
    } else out.push(c);
  }
  return out;
}

function parseSort(raw: Raw): { sort: ListingSort; echo: WireSearchCriteria['sort_orders'] } {
  const s = raw.sorts.get(0);
  if (!s) return { sort: 'relevance', echo: [] };
  const p = (prop: string) => `searchCriteria[sortOrders][0][${prop}]`;
  const field = s.field?.trim();
  if (!field) throw bad('search_missing_value', p('field'));
  if (!(SORT_FIELDS as readonly string[]).includes(field)) throw bad('search_invalid_sort_field', p('field'));
  const given = s.direction?.trim().toUpperCase();
  if (given !== undefined && given !== 'ASC' && given !== 'DESC')
    throw bad('search_invalid_direction', p('direction'));
  const direction = given ?? (field === 'created_at' ? 'DESC' : 'ASC');
  const sort: ListingSort =
    field === 'price'
      ? direction === 'ASC'
        ? 'price_asc'
        : 'price_desc'
      : field === 'created_at'
        ? 'newest'
        : field === 'name'
          ? 'name'
          : 'relevance';
  // Newest first and A to Z are the orders the listing engine offers for these fields.
  if ((field === 'created_at' && direction !== 'DESC') || (field === 'name' && direction !== 'ASC')) {
    throw bad('search_unsupported_direction', p('direction'), { field, direction });
  }
  return { sort, echo: [{ field, direction }] };
}

/** Parses the query string of GET /V1/catalog/search. Throws AppError 400 naming the bad parameter. */
export function parseSearchCriteria(params: URLSearchParams): ParsedSearchCriteria {
  const raw = collect(params);
  const texts: string[] = [];
  const groups: FilterGroup[] = [];
  const echoGroups: WireSearchCriteria['filter_groups'] = [];
  let categoryId: number | undefined;

  for (const [g, filters] of [...raw.groups.entries()].sort(([a], [b]) => a - b)) {
    const group: FilterCondition[] = [];
    const echo: WireFilter[] = [];
    const entries = [...filters.entries()].sort(([a], [b]) => a - b);
    for (const [f, filter] of entries) {
      const base = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      const p = (prop: string) => `${base}[${prop}]`;
      const field = filter.field?.trim();
      if (!field) throw bad('search_missing_value', p('field'));
      if (filter.value === undefined) throw bad('search_missing_value', p('value'));
      const op = (filter.condition_type?.trim().toLowerCase() || 'eq') as ConditionType;
      if (!(CONDITION_TYPES as readonly string[]).includes(op))
        throw bad('search_unknown_condition', p('condition_type'));
      const kind = fieldKind(field);
      if (!ALLOWED[kind] && !ATTRIBUTE_CODE.test(field))
        throw bad('search_unknown_field', p('field'), { field });
      if (ALLOWED[kind] && !ALLOWED[kind].has(op)) {
        throw bad('search_condition_not_allowed', p('condition_type'), { condition: op, field });
      }
      echo.push({ field, value: filter.value, condition_type: op });
      if (kind === 'text') {
        if (entries.length > 1) throw bad('search_text_not_alone', p('field'), { field });
        const t = text(filter.value, p('value'));
        if (t) texts.push(t);
        continue;
      }
      if (filter.value.trim() === '') throw bad('search_missing_value', p('value'));
      group.push(condition(field, op, filter.value, base));
    }
    echoGroups.push({ filters: echo });
    const only = group[0];
    // A lone category is the listing's context (the fast path), as on a category page.
    if (group.length === 1 && only?.field === 'category_id' && only.op === 'eq' && categoryId === undefined) {
      categoryId = Number(only.values[0]);
    } else if (group.length) groups.push(mergeRanges(group));
  }

  const pageSize =
    raw.pageSize === undefined
      ? DEFAULT_PAGE_SIZE
      : whole(raw.pageSize, 'searchCriteria[pageSize]', 1, MAX_PAGE_SIZE, 'search_invalid_page_size');
  const currentPage =
    raw.currentPage === undefined
      ? 1
      : whole(raw.currentPage, 'searchCriteria[currentPage]', 1, MAX_PAGE, 'search_invalid_current_page');
  const { sort, echo: sortEcho } = parseSort(raw);
  const joined = texts.join(' ').slice(0, SEARCH_TEXT_MAX);

  const query: SearchQuery = { filters: {}, groups, sort, page: currentPage, pageSize };
  if (joined) query.text = joined;
  if (categoryId !== undefined) query.categoryId = categoryId;
  return {
    query,
    criteria: {
      filter_groups: echoGroups,
      sort_orders: sortEcho,
      page_size: pageSize,
      current_page: currentPage,
    },
  };
}
