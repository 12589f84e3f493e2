import { sql, type SQL } from 'drizzle-orm';
import type { ListingFilters } from '@/domain/catalog/listing';
import { AppError } from '@/domain/shared/errors';

/**
 * Filters as Magento's searchCriteria has them: conditions OR'ed within a group, groups AND'ed.
 * ListingFilters (the pages' form) is the special case of one group per field.
 */
export const FILTER_OPS = [
  'eq',
  'neq',
  'like',
  'nlike',
  'in',
  'nin',
  'finset',
  'nfinset',
  'gt',
  'gteq',
  'lt',
  'lteq',
  'range',
  'null',
  'notnull',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/**
 * The fields every product has; any other field is an attribute code (products.attributes).
 * entity_id, sku, status, visibility and type_id are Magento's product fields: the listing holds
 * only enabled (status 1), visible in catalog and search (visibility 4), simple products.
 */
export const FIXED_FIELDS = [
  'brand',
  'seller',
  'price',
  'in_stock',
  'instalment',
  'category_id',
  'entity_id',
  'sku',
  'status',
  'visibility',
  'type_id',
] as const;
export type FixedField = (typeof FIXED_FIELDS)[number];
/** Fixed fields that narrow no facet. */
const NOT_FACETS = new Set(['category_id', 'entity_id', 'sku', 'status', 'visibility', 'type_id']);
export interface FilterCondition {
  /** A fixed field or an attribute code. */
  field: string;
  op: FilterOp;
  /**
   * eq/neq/like/nlike/gt/gteq/lt/lteq/finset/nfinset: one value; in/nin: one or more; range:
   * [from, to] with '' for an open end; null/notnull: none. price in piastres; in_stock and
   * instalment '1' or '0'; category_id and entity_id ids. finset: the value is one of the
   * field's comma-separated values (Magento's multi-select attributes).
   */
  values: string[];
  /**
   * Where the condition came from, for error messages: a searchCriteria filter such as
   * "searchCriteria[filter_groups][0][filters][1]", to which [field], [value] or [condition_type]
   * is added to name the bad part.
   */
  source?: string;
}

export type FilterGroup = FilterCondition[];

/** Which facet a filter field narrows: a facet's counts ignore the groups about its own field. */
export const facetOfField = (field: string): string | null =>
  NOT_FACETS.has(field) ? null : field === 'in_stock' ? 'availability' : field;

/** Groups from the pages' filters; each field is one group. */
export function groupsFromListingFilters(filters: ListingFilters): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (filters.brands?.length) groups.push([{ field: 'brand', op: 'in', values: filters.brands }]);
  if (filters.sellers?.length) groups.push([{ field: 'seller', op: 'in', values: filters.sellers }]);
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const bound = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n)));
    groups.push([
      { field: 'price', op: 'range', values: [bound(filters.priceMin), bound(filters.priceMax)] },
    ]);
  }
  // false means "no preference" for the pages, which only ever ask for the positive filter.
  if (filters.inStock) groups.push([{ field: 'in_stock', op: 'eq', values: ['1'] }]);
  if (filters.instalment) groups.push([{ field: 'instalment', op: 'eq', values: ['1'] }]);
  for (const [code, values] of Object.entries(filters.attributes ?? {})) {
    if (values.length) groups.push([{ field: code, op: 'in', values }]);
  }
  return groups;
}

/** The name of a condition's part in error messages. */
export const partOf = (c: FilterCondition, part: 'field' | 'value' | 'condition_type') =>
  c.source ? `${c.source}[${part}]` : c.field;

const invalid = (c: FilterCondition, messageKey: string, extra: Record<string, string> = {}) =>
  new AppError('invalid', messageKey, {
    parameter: partOf(c, messageKey === 'search_condition_not_allowed' ? 'condition_type' : 'value'),
    ...extra,
  });

function whole(c: FilterCondition, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) throw invalid(c, 'search_invalid_number');
  return n;
}

function flag(c: FilterCondition): boolean {
  const v = c.values[0];
  if (c.op !== 'eq' || (v !== '1' && v !== '0')) throw invalid(c, 'search_invalid_boolean');
  return v === '1';
}

function one(c: FilterCondition): string {
  const v = c.values[0];
  if (v === undefined) throw invalid(c, 'search_missing_value');
  return v;
}

/** A text column compared with eq/neq/in/nin/like. */
function textCondition(c: FilterCondition, column: SQL): SQL {
  const list = sql`${`{${c.values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  switch (c.op) {
    case 'eq':
      return sql`${column} = ${one(c)}`;
    case 'neq':
      return sql`${column} is distinct from ${one(c)}`;
    case 'in':
      return sql`${column} = any(${list})`;
    case 'nin':
      return sql`not (${column} = any(${list}))`;
    case 'like':
      return sql`${column} ilike ${one(c)}`;
    case 'nlike':
      return sql`not (${column} ilike ${one(c)})`;
    case 'finset':
      return sql`${one(c)} = any(string_to_array(${column}, ','))`;
    case 'nfinset':
      return sql`not (${one(c)} = any(string_to_array(${column}, ',')))`;
    case 'null':
      return sql`${column} is null`;
    case 'notnull':
      return sql`${column} is not null`;
    default:
      throw invalid(c, 'search_condition_not_allowed', { condition: c.op, field: c.field });
  }
}

/** A numeric expression compared with eq/neq/gteq/lteq/range. */
function numberCondition(c: FilterCondition, column: SQL, parse: (v: string) => number): SQL {
  switch (c.op) {
    case 'eq':
      return sql`${column} = ${parse(one(c))}`;
    case 'neq':
      return sql`${column} <> ${parse(one(c))}`;
    case 'gt':
      return sql`${column} > ${parse(one(c))}`;
    case 'gteq':
      return sql`${column} >= ${parse(one(c))}`;
    case 'lt':
      return sql`${column} < ${parse(one(c))}`;
    case 'lteq':
      return sql`${column} <= ${parse(one(c))}`;
    case 'in':
      return sql`${column} = any(${`{${c.values.map(parse).join(',')}}`}::numeric[])`;
    case 'nin':
      return sql`not (${column} = any(${`{${c.values.map(parse).join(',')}}`}::numeric[]))`;
    case 'null':
      return sql`${column} is null`;
    case 'notnull':
      return sql`${column} is not null`;
    case 'range': {
      const [from = '', to = ''] = c.values;
      const parts = [
        from === '' ? null : sql`${column} >= ${parse(from)}`,
        to === '' ? null : sql`${column} <= ${parse(to)}`,
      ].filter((p): p is SQL => p !== null);
      return parts.length ? sql.join(parts, sql` and `) : sql`true`;
    }
    default:
      throw invalid(c, 'search_condition_not_allowed', { condition: c.op, field: c.field });
  }
}

const decimal = (c: FilterCondition) => (value: string) => {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw invalid(c, 'search_invalid_number');
  return n;
};

/**
 * One condition as SQL over a candidate row `r` (columns: id, brand_id, seller_id, price, in_stock,
 * instalment, attributes). Values are always bound parameters.
 */
export function conditionSql(c: FilterCondition): SQL {
  // A product without a brand (or seller) is the "null" of these fields, not a brand row.
  if ((c.field === 'brand' || c.field === 'seller') && (c.op === 'null' || c.op === 'notnull')) {
    return textCondition(c, c.field === 'brand' ? sql`r.brand_id::text` : sql`r.seller_id::text`);
  }
  switch (c.field) {
    case 'brand':
      return sql`r.brand_id in (select b.id from brands b where ${textCondition(c, sql`b.url_key`)})`;
    case 'seller':
      return sql`r.seller_id in (select s.id from sellers s where ${textCondition(c, sql`s.code`)})`;
    case 'price':
      return numberCondition(c, sql`r.price`, (v) => whole(c, v));
    case 'in_stock':
      return flag(c) ? sql`r.in_stock` : sql`not r.in_stock`;
    case 'instalment':
      return flag(c) ? sql`r.instalment` : sql`not r.instalment`;
    case 'category_id': {
      // finset: Magento's category_ids is a multi-value field; "in one of the product's categories".
      if (!['eq', 'in', 'finset', 'neq', 'nin', 'nfinset'].includes(c.op) || !c.values.length) {
        throw invalid(c, 'search_condition_not_allowed', { condition: c.op, field: c.field });
      }
      const ids = `{${c.values.map((v) => whole(c, v)).join(',')}}`;
      const inside = sql`exists (select 1 from product_categories pc where pc.product_id = r.id and pc.category_id = any(${ids}::int[]))`;
      return ['eq', 'in', 'finset'].includes(c.op) ? inside : sql`not ${inside}`;
    }
    case 'entity_id':
      return numberCondition(c, sql`r.id`, (v) => whole(c, v));
    case 'sku':
      return sql`r.id in (select p.id from products p where ${textCondition(c, sql`p.sku`)})`;
    case 'status':
      return numberCondition(c, sql`1`, (v) => whole(c, v));
    case 'visibility':
      return numberCondition(c, sql`4`, (v) => whole(c, v));
    case 'type_id':
      return textCondition(c, sql`'simple'::text`);
    default: {
      const value = sql`(r.attributes ->> ${c.field})`;
      if (['gt', 'gteq', 'lt', 'lteq', 'range'].includes(c.op)) {
        // Only values that are numbers take part in a numeric comparison; the CASE keeps the
        // cast from ever seeing text such as "Wi-Fi".
        const numeric = sql`case when ${value} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${value}::numeric end`;
        return sql`coalesce(${numberCondition(c, numeric, decimal(c))}, false)`;
      }
      return sql`coalesce(${textCondition(c, value)}, false)`;
    }
  }
}

/** A group as SQL: its conditions OR'ed. */
export const groupSql = (group: FilterGroup): SQL =>
  group.length ? sql`(${sql.join(group.map(conditionSql), sql` or `)})` : sql`true`;

/** The facet a whole group narrows, when all its conditions are on that facet's field. */
export function facetOfGroup(group: FilterGroup): string | null {
  const facets = new Set(group.map((c) => facetOfField(c.field)));
  const [only] = [...facets];
  return facets.size === 1 && only ? only : null;
}
