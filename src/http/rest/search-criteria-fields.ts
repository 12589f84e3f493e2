import type { FilterCondition, FilterOp } from '@/domain/search';
import { FILTER_OPS, SEARCH_TEXT_MAX, withoutLeadingSpace } from '@/domain/search';
import { AppError } from '@/domain/shared/errors';

/**
 * The fields and condition types of Magento's searchCriteria filters, and how each becomes a
 * condition of the search engine. Magento 2 documents these condition types for /V1/search and
 * /V1/products; `moreq` is its other name of `gteq`, `from`/`to` the two ends of a range.
 */
export const CONDITION_TYPES = [
  // The engine's own operations but its internal `range`, which `from` and `to` make.
  ...FILTER_OPS.filter((op): op is Exclude<FilterOp, 'range'> => op !== 'range'),
  'moreq',
  'from',
  'to',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const MAX_LIST_VALUES = 100;

type Kind =
  | 'text'
  | 'category_id'
  | 'brand'
  | 'seller'
  | 'price'
  | 'in_stock'
  | 'instalment'
  | 'entity_id'
  | 'sku'
  | 'status'
  | 'visibility'
  | 'type_id'
  | 'attribute';

/** Magento's names of the fields, and ours, mapped to one kind each; any other code is an attribute. */
const KIND_OF_FIELD: Record<string, Kind> = {
  search_term: 'text',
  q: 'text',
  name: 'text',
  category_id: 'category_id',
  category_ids: 'category_id',
  brand: 'brand',
  manufacturer: 'brand',
  seller: 'seller',
  price: 'price',
  in_stock: 'in_stock',
  availability: 'in_stock',
  stock_status: 'in_stock',
  instalment: 'instalment',
  entity_id: 'entity_id',
  id: 'entity_id',
  sku: 'sku',
  status: 'status',
  visibility: 'visibility',
  type_id: 'type_id',
};

const TEXT: ConditionType[] = ['eq', 'neq', 'in', 'nin', 'like', 'nlike', 'finset', 'nfinset'];
const NUMBER: ConditionType[] = ['eq', 'neq', 'in', 'nin', 'gt', 'gteq', 'moreq', 'lt', 'lteq', 'from', 'to'];
const ALLOWED: Record<Kind, Set<ConditionType>> = {
  text: new Set(['eq', 'like']),
  category_id: new Set(['eq', 'neq', 'in', 'nin', 'finset', 'nfinset']),
  brand: new Set([...TEXT, 'null', 'notnull']),
  seller: new Set([...TEXT, 'null', 'notnull']),
  price: new Set(NUMBER),
  in_stock: new Set(['eq', 'neq']),
  instalment: new Set(['eq', 'neq']),
  entity_id: new Set(NUMBER),
  sku: new Set(TEXT),
  status: new Set(NUMBER),
  visibility: new Set(NUMBER),
  type_id: new Set(TEXT),
  attribute: new Set(CONDITION_TYPES),
};
const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,63}$/;
/** Condition types that take no value (Magento ignores one if given). */
export const VALUELESS = new Set<ConditionType>(['null', 'notnull']);

export const bad = (messageKey: string, parameter: string, extra: Record<string, string> = {}) =>
  new AppError('invalid', messageKey, { parameter, ...extra });

/** The kind of a field, or a 400 naming it. */
export function kindOf(field: string, parameter: string): Kind {
  const kind = KIND_OF_FIELD[field] ?? (ATTRIBUTE_CODE.test(field) ? 'attribute' : undefined);
  if (!kind) throw bad('search_unknown_field', parameter, { field });
  return kind;
}

/** Refuses a condition type the field cannot take (a price is never "like", stock never "gt"). */
export function checkAllowed(kind: Kind, op: ConditionType, field: string, parameter: string) {
  if (!ALLOWED[kind].has(op)) throw bad('search_condition_not_allowed', parameter, { condition: op, field });
}

export function whole(
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
function piastres(value: string, parameter: string): number {
  const v = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) throw bad('search_invalid_price', parameter);
  return Math.round(Number(v) * 100);
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

/**
 * A searchable text from a filter value: Magento clients send like-patterns such as "%tv%", whose
 * signs are not part of the text's 200 characters, and neither is a leading single space (§5).
 */
export function searchText(value: string, parameter: string): string {
  const text = withoutLeadingSpace(value.replace(/^%+|%+$/g, ''));
  if (text.length > SEARCH_TEXT_MAX)
    throw bad('search_text_too_long', parameter, { max: String(SEARCH_TEXT_MAX) });
  return text.replace(/%/g, ' ').trim();
}

const isList = (op: ConditionType) => op === 'in' || op === 'nin';

/** One value of a field, checked for its kind; prices become piastres. */
function valueOf(kind: Kind, op: ConditionType, value: string, parameter: string): string {
  switch (kind) {
    case 'category_id':
    case 'entity_id':
    case 'status':
    case 'visibility':
      return String(whole(value, parameter, 0, 2_147_483_647, 'search_invalid_id'));
    case 'price':
      return String(piastres(value, parameter));
    case 'in_stock':
    case 'instalment':
      return flag(value, parameter);
    case 'attribute':
      if (
        ['gt', 'gteq', 'lt', 'lteq', 'from', 'to'].includes(op) &&
        !/^-?\d{1,12}(\.\d{1,6})?$/.test(value)
      ) {
        throw bad('search_invalid_number', parameter);
      }
      return value;
    default:
      return value;
  }
}

/**
 * One filter as a domain condition. `from`/`to` become an open range (merged per group later);
 * `moreq` is `gteq`; a price `gt`/`lt` is a whole piastre inside the bound; stock and instalment
 * `neq` is `eq` of the other flag.
 */
export function conditionOf(
  kind: Exclude<Kind, 'text'>,
  field: string,
  op: ConditionType,
  raw: string,
  base: string,
): FilterCondition {
  const parameter = `${base}[value]`;
  const domainField = kind === 'attribute' ? field : kind;
  const at = (domainOp: FilterOp, values: string[]): FilterCondition => ({
    field: domainField,
    op: domainOp,
    values,
    source: base,
  });
  if (VALUELESS.has(op)) return at(op as FilterOp, []);
  const values = (isList(op) ? list(raw, parameter) : [raw.trim()]).map((v) =>
    valueOf(kind, op, v, parameter),
  );
  const [first = ''] = values;
  if (kind === 'price' && (op === 'gt' || op === 'lt')) {
    return at(op === 'gt' ? 'gteq' : 'lteq', [String(Number(first) + (op === 'gt' ? 1 : -1))]);
  }
  if ((kind === 'in_stock' || kind === 'instalment') && op === 'neq') {
    return at('eq', [first === '1' ? '0' : '1']);
  }
  if (op === 'from') return at('range', [first, '']);
  if (op === 'to') return at('range', ['', first]);
  if (op === 'moreq') return at('gteq', values);
  return at(op, values);
}
