/**
 * The API's filter groups (../filters.ts) as predicates over a product's facts, each answering what
 * its SQL (conditionSql) answers, NULL taken as false as the statement's WHERE takes it. The
 * conditions are validated by building their SQL first, so bad input fails with the same errors.
 * `like` and `nlike` (ILIKE patterns) are not reproduced: a group with one answers null, and the
 * search runs in PostgreSQL.
 */
import { groupSql, type FilterCondition, type FilterGroup } from '../filters';
import type { Catalogue } from './catalogue';

/** A product (its id and its row in the catalogue's columns) and the price it sells at now. */
export interface Row {
  id: number;
  r: number;
  price: number;
}
export type Predicate = (row: Row) => boolean;

const NUMERIC = /^-?[0-9]+(\.[0-9]+)?$/;

/** SQL's three values: true, false, or null (unknown). */
type Tri = boolean | null;

/** A text column (null: absent) under eq/neq/in/nin/finset/nfinset/null/notnull. */
function textTest(c: FilterCondition): ((value: string | null) => Tri) | null {
  const v = c.values[0] ?? '';
  const list = new Set(c.values);
  switch (c.op) {
    case 'eq':
      return (x) => (x === null ? null : x === v);
    case 'neq':
      return (x) => x !== v;
    case 'in':
      return (x) => (x === null ? null : list.has(x));
    case 'nin':
      return (x) => (x === null ? null : !list.has(x));
    case 'finset':
      return (x) => (x === null ? null : x.split(',').includes(v));
    case 'nfinset':
      return (x) => (x === null ? null : !x.split(',').includes(v));
    case 'null':
      return (x) => x === null;
    case 'notnull':
      return (x) => x !== null;
    default:
      return null;
  }
}

/** A number (null: absent) under eq/neq/gt/gteq/lt/lteq/in/nin/null/notnull/range. */
function numberTest(c: FilterCondition): ((value: number | null) => Tri) | null {
  const v = Number(c.values[0]);
  const list = c.values.map(Number);
  const known = (test: (x: number) => boolean) => (x: number | null) => (x === null ? null : test(x));
  switch (c.op) {
    case 'eq':
      return known((x) => x === v);
    case 'neq':
      return known((x) => x !== v);
    case 'gt':
      return known((x) => x > v);
    case 'gteq':
      return known((x) => x >= v);
    case 'lt':
      return known((x) => x < v);
    case 'lteq':
      return known((x) => x <= v);
    case 'in':
      return known((x) => list.includes(x));
    case 'nin':
      return known((x) => !list.includes(x));
    case 'null':
      return (x) => x === null;
    case 'notnull':
      return (x) => x !== null;
    case 'range': {
      const [from = '', to = ''] = c.values;
      if (from === '' && to === '') return () => true;
      return known((x) => (from === '' || x >= Number(from)) && (to === '' || x <= Number(to)));
    }
    default:
      return null;
  }
}

function condition(c: FilterCondition, catalogue: Catalogue): ((row: Row) => Tri) | null {
  if ((c.field === 'brand' || c.field === 'seller') && (c.op === 'null' || c.op === 'notnull')) {
    return () => c.op === 'notnull';
  }
  switch (c.field) {
    case 'brand':
    case 'seller': {
      const test = textTest(c);
      const keys = c.field === 'brand' ? catalogue.brandKeys : catalogue.sellerCodes;
      const owner = c.field === 'brand' ? catalogue.brandAt : catalogue.sellerAt;
      // id IN (select ... where cond): true when the owner's key meets the condition, else false.
      return test && ((row) => test(keys.get(owner(row.r)) ?? null) === true);
    }
    case 'price': {
      const test = numberTest(c);
      return test && ((row) => test(row.price));
    }
    case 'in_stock':
      return (row) => catalogue.inStockAt(row.r) === (c.values[0] === '1');
    case 'instalment':
      return (row) => catalogue.instalmentAt(row.r) === (c.values[0] === '1');
    case 'category_id': {
      // The products of each category named (byCategory has a product under each ancestor).
      const sets = [...new Set(c.values.map(Number))].map((id) => catalogue.byCategory.get(id) ?? new Set());
      const inside = (row: Row) => sets.some((products) => products.has(row.id));
      return ['eq', 'in', 'finset'].includes(c.op) ? inside : (row) => !inside(row);
    }
    case 'entity_id': {
      const test = numberTest(c);
      return test && ((row) => test(row.id));
    }
    case 'sku': {
      const test = textTest(c);
      return test && ((row) => test(catalogue.factsAt(row.r).sku) === true);
    }
    case 'status':
    case 'visibility': {
      const test = numberTest(c);
      const value = c.field === 'status' ? 1 : 4;
      return test && (() => test(value));
    }
    case 'type_id': {
      const test = textTest(c);
      return test && (() => test('simple'));
    }
    default: {
      const code = c.field;
      if (['gt', 'gteq', 'lt', 'lteq', 'range'].includes(c.op)) {
        const test = numberTest(c);
        return (
          test &&
          ((row) => {
            const raw = catalogue.attributesAt(row.r).get(code);
            return test(raw !== undefined && NUMERIC.test(raw) ? Number(raw) : null) ?? false;
          })
        );
      }
      const test = textTest(c);
      return test && ((row) => test(catalogue.attributesAt(row.r).get(code) ?? null) ?? false);
    }
  }
}

/** A group as a predicate (its conditions OR'ed); null when one of them is not reproduced. */
export function groupPredicate(group: FilterGroup, catalogue: Catalogue): Predicate | null {
  groupSql(group); // validates, throwing the statement's errors
  const tests = group.map((c) => condition(c, catalogue));
  if (tests.some((t) => t === null)) return null;
  const all = tests as ((row: Row) => Tri)[];
  // OR of three-valued results: true if any is true; the WHERE takes null as false.
  return all.length ? (row) => all.some((t) => t(row) === true) : () => true;
}
