import { DEFAULT_PAGE_SIZE, type ListingSort } from '@/domain/catalog/listing';
import {
  MAX_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  type FilterCondition,
  type FilterGroup,
  type SearchQuery,
} from '@/domain/search';
import {
  bad,
  checkAllowed,
  conditionOf,
  CONDITION_TYPES,
  kindOf,
  searchText,
  VALUELESS,
  whole,
  type ConditionType,
} from './search-criteria-fields';

/**
 * Magento's searchCriteria query form, parsed and checked:
 *   searchCriteria[requestName] (quick_search_container and the like: accepted and echoed),
 *   searchCriteria[filter_groups][i][filters][j][field|value|condition_type]
 *   searchCriteria[sortOrders][i][field|direction], searchCriteria[pageSize], searchCriteria[currentPage]
 * Filters in a group are OR'ed, groups AND'ed. Only what is malformed is a 400, naming the parameter.
 * The fields and condition types are in search-criteria-fields.ts.
 */
export { CONDITION_TYPES, type ConditionType };
/** Magento's sort fields; position (a category's own order) is our relevance. */
export const SORT_FIELDS = ['relevance', 'position', 'price', 'name', 'created_at', 'entity_id'] as const;
export const MAX_GROUPS = 20;
export const MAX_FILTERS = 20;
export const MAX_SORTS = 5;
export const MAX_PAGE = 10_000;
const REQUEST_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export interface WireFilter {
  field: string;
  value: string;
  condition_type: ConditionType;
}

/** The criteria as understood, echoed back in the answer (Magento's search_criteria). */
export interface WireSearchCriteria {
  request_name?: string;
  filter_groups: { filters: WireFilter[] }[];
  sort_orders: { field: string; direction: 'ASC' | 'DESC' }[];
  page_size: number;
  current_page: number;
}

export interface ParsedSearchCriteria {
  query: SearchQuery;
  criteria: WireSearchCriteria;
}

interface RawFilter {
  field?: string;
  value?: string;
  condition_type?: string;
}

interface Raw {
  requestName?: string;
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
const REQUEST_NAME_KEYS = new Set(['requestName', 'request_name']);
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
    const [top = '', a, b, c, d] = seg;
    if (seg.length === 1 && PAGE_SIZE_KEYS.has(top)) raw.pageSize = value;
    else if (seg.length === 1 && CURRENT_PAGE_KEYS.has(top)) raw.currentPage = value;
    else if (seg.length === 1 && REQUEST_NAME_KEYS.has(top)) {
      if (!REQUEST_NAME.test(value.trim())) throw bad('search_invalid_request_name', key);
      raw.requestName = value.trim();
    } else if (seg.length === 5 && GROUP_KEYS.has(top) && b === 'filters' && d && FILTER_PROPS.has(d)) {
      const g = index(a, MAX_GROUPS, key);
      const f = index(c, MAX_FILTERS, key);
      const group = raw.groups.get(g) ?? new Map<number, RawFilter>();
      raw.groups.set(g, group);
      const filter = group.get(f) ?? {};
      group.set(f, filter);
      const prop = d === 'conditionType' ? 'condition_type' : (d as keyof RawFilter);
      if (filter[prop] !== undefined) throw bad('search_duplicate_parameter', key);
      filter[prop] = value;
    } else if (seg.length === 3 && SORT_KEYS.has(top) && (b === 'field' || b === 'direction')) {
      const i = index(a, MAX_SORTS, key);
      const sort = raw.sorts.get(i) ?? {};
      raw.sorts.set(i, sort);
      sort[b] = value;
    } else throw bad('search_unknown_parameter', key);
  }
  return raw;
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

/** The listing's order of a sort field and direction. */
function sortOf(field: (typeof SORT_FIELDS)[number], direction: 'ASC' | 'DESC'): ListingSort {
  switch (field) {
    case 'price':
      return direction === 'ASC' ? 'price_asc' : 'price_desc';
    // Ids are given in the order products are created.
    case 'created_at':
    case 'entity_id':
      return direction === 'ASC' ? 'oldest' : 'newest';
    case 'name':
      return direction === 'ASC' ? 'name' : 'name_desc';
    default:
      return 'relevance';
  }
}

/**
 * The first sort order decides (the listing breaks ties by product id); the others are checked
 * and echoed. Relevance and position are always best first.
 */
function parseSort(raw: Raw): { sort: ListingSort; echo: WireSearchCriteria['sort_orders'] } {
  const echo: WireSearchCriteria['sort_orders'] = [];
  const fields: (typeof SORT_FIELDS)[number][] = [];
  for (const [i, s] of [...raw.sorts.entries()].sort(([a], [b]) => a - b)) {
    const p = (prop: string) => `searchCriteria[sortOrders][${i}][${prop}]`;
    const field = s.field?.trim() as (typeof SORT_FIELDS)[number] | undefined;
    if (!field) throw bad('search_missing_value', p('field'));
    if (!SORT_FIELDS.includes(field)) throw bad('search_invalid_sort_field', p('field'));
    const given = s.direction?.trim().toUpperCase();
    if (given !== undefined && given !== 'ASC' && given !== 'DESC')
      throw bad('search_invalid_direction', p('direction'));
    const ranked = field === 'relevance' || field === 'position';
    const direction = ranked
      ? 'DESC'
      : ((given ?? (field === 'created_at' ? 'DESC' : 'ASC')) as 'ASC' | 'DESC');
    fields.push(field);
    echo.push({ field, direction });
  }
  const [first] = echo;
  return { sort: first ? sortOf(fields[0] ?? 'relevance', first.direction) : 'relevance', echo };
}

/** Parses a searchCriteria query string (/V1/catalog/search, /V1/search, /V1/products). Throws AppError 400 naming the bad parameter. */
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
      const op = (filter.condition_type?.trim().toLowerCase() || 'eq') as ConditionType;
      if (!CONDITION_TYPES.includes(op))
        throw bad('search_unknown_condition', p('condition_type'), {
          conditions: CONDITION_TYPES.join(', '),
        });
      const value = filter.value ?? '';
      if (filter.value === undefined && !VALUELESS.has(op)) throw bad('search_missing_value', p('value'));
      const kind = kindOf(field, p('field'));
      checkAllowed(kind, op, field, p('condition_type'));
      echo.push({ field, value, condition_type: op });
      if (kind === 'text') {
        if (entries.length > 1) throw bad('search_text_not_alone', p('field'), { field });
        const t = searchText(value, p('value'));
        if (t) texts.push(t);
        continue;
      }
      if (!VALUELESS.has(op) && value.trim() === '') throw bad('search_missing_value', p('value'));
      group.push(conditionOf(kind, field, op, value, base));
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
      ...(raw.requestName ? { request_name: raw.requestName } : {}),
      filter_groups: echoGroups,
      sort_orders: sortEcho,
      page_size: pageSize,
      current_page: currentPage,
    },
  };
}
