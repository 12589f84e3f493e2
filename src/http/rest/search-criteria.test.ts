import { describe, expect, it } from 'vitest';
import { AppError } from '@/domain/shared/errors';
import { parseSearchCriteria } from './search-criteria';

const f = (g: number, i: number, prop: string) =>
  `searchCriteria[filter_groups][${g}][filters][${i}][${prop}]`;
const parse = (entries: Record<string, string> | [string, string][]) =>
  parseSearchCriteria(new URLSearchParams(entries));
const filter = (field: string, value: string, condition?: string, g = 0, i = 0): Record<string, string> => ({
  [f(g, i, 'field')]: field,
  [f(g, i, 'value')]: value,
  ...(condition ? { [f(g, i, 'condition_type')]: condition } : {}),
});

/** The AppError a bad query throws: its message key and the parameter it names. */
function failure(entries: Record<string, string> | [string, string][]) {
  try {
    parse(entries);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.kind).toBe('invalid');
    return { key: e.messageKey, parameter: e.params.parameter, params: e.params };
  }
  throw new Error('expected a 400');
}

describe('parseSearchCriteria: defaults and text', () => {
  it('answers page 1 of 24 by relevance with nothing given', () => {
    const { query, criteria } = parse({});
    expect(query).toEqual({ filters: {}, groups: [], sort: 'relevance', page: 1, pageSize: 24 });
    expect(criteria).toEqual({ filter_groups: [], sort_orders: [], page_size: 24, current_page: 1 });
  });

  it.each(['search_term', 'q', 'name'])(
    'takes %s (like or eq) as the free text, without % wildcards',
    (field) => {
      expect(parse(filter(field, '%سامسونج%', 'like')).query.text).toBe('سامسونج');
      expect(parse(filter(field, 'lg tv')).query.text).toBe('lg tv');
    },
  );

  it("counts 200 characters without a leading single space or the pattern's % signs (§5)", () => {
    const longest = 'a'.repeat(200);
    expect(parse(filter('search_term', ` ${longest}`)).query.text).toBe(longest);
    expect(parse(filter('search_term', `%${longest}%`, 'like')).query.text).toBe(longest);
    expect(() => parse(filter('search_term', `  ${longest}`))).toThrow(AppError);
    expect(() => parse(filter('search_term', `%${longest}a%`, 'like'))).toThrow(AppError);
  });

  it('treats a blank text as no text and joins texts of several groups', () => {
    expect(parse(filter('search_term', '   ', 'like')).query.text).toBeUndefined();
    const both = parse({ ...filter('search_term', 'samsung', 'like', 0), ...filter('q', 'tv', 'like', 1) });
    expect(both.query.text).toBe('samsung tv');
  });

  it('ignores parameters that are not searchCriteria', () => {
    expect(parse({ _: '123', lang: 'en' }).query.groups).toEqual([]);
  });

  it('echoes the criteria as understood', () => {
    const { criteria } = parse({
      ...filter('brand', 'samsung'),
      'searchCriteria[sortOrders][0][field]': 'price',
      'searchCriteria[pageSize]': '10',
      'searchCriteria[currentPage]': '3',
    });
    expect(criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'brand', value: 'samsung', condition_type: 'eq' }] }],
      sort_orders: [{ field: 'price', direction: 'ASC' }],
      page_size: 10,
      current_page: 3,
    });
  });
});

describe('parseSearchCriteria: every condition type', () => {
  const only = (entries: Record<string, string>) => parse(entries).query.groups?.[0]?.[0];

  it('eq, neq, like, in, nin on a brand', () => {
    expect(only(filter('brand', 'samsung', 'eq'))).toMatchObject({
      field: 'brand',
      op: 'eq',
      values: ['samsung'],
    });
    expect(only(filter('brand', 'lg', 'neq'))).toMatchObject({ op: 'neq', values: ['lg'] });
    expect(only(filter('brand', 'sam%', 'like'))).toMatchObject({ op: 'like', values: ['sam%'] });
    expect(only(filter('brand', 'samsung, lg,,sony', 'in'))).toMatchObject({
      op: 'in',
      values: ['samsung', 'lg', 'sony'],
    });
    expect(only(filter('seller', 'aman-store', 'nin'))).toMatchObject({ field: 'seller', op: 'nin' });
  });

  it('gteq, lteq, from, to on the price, in EGP turned into piastres', () => {
    expect(only(filter('price', '1500', 'gteq'))).toMatchObject({
      field: 'price',
      op: 'gteq',
      values: ['150000'],
    });
    expect(only(filter('price', '1499.99', 'lteq'))).toMatchObject({ op: 'lteq', values: ['149999'] });
    expect(only(filter('price', '100', 'from'))).toMatchObject({ op: 'range', values: ['10000', ''] });
    expect(only(filter('price', '200', 'to'))).toMatchObject({ op: 'range', values: ['', '20000'] });
    expect(only(filter('price', '99', 'eq'))).toMatchObject({ op: 'eq', values: ['9900'] });
  });

  it('merges from and to on one field in one group into a band', () => {
    const { query } = parse({
      ...filter('price', '100', 'from', 0, 0),
      ...filter('price', '200', 'to', 0, 1),
    });
    expect(query.groups).toEqual([
      [
        {
          field: 'price',
          op: 'range',
          values: ['10000', '20000'],
          source: 'searchCriteria[filter_groups][0][filters][0]',
        },
      ],
    ]);
  });

  it('keeps filters of one group together (OR) and groups apart (AND)', () => {
    const { query } = parse({
      ...filter('brand', 'samsung', 'eq', 0, 0),
      ...filter('brand', 'lg', 'eq', 0, 1),
      ...filter('in_stock', '1', 'eq', 1, 0),
    });
    expect(query.groups?.map((g) => g.length)).toEqual([2, 1]);
  });

  it('flags: in_stock (or availability) and instalment take 1/0/true/false', () => {
    expect(only(filter('in_stock', 'true'))).toMatchObject({ field: 'in_stock', values: ['1'] });
    expect(only(filter('availability', '0'))).toMatchObject({ field: 'in_stock', values: ['0'] });
    expect(only(filter('instalment', '1'))).toMatchObject({ field: 'instalment', values: ['1'] });
  });

  it('a lone category eq is the listing context; other category filters are conditions', () => {
    expect(parse(filter('category_id', '12')).query.categoryId).toBe(12);
    expect(only(filter('category_id', '3,4', 'in'))).toMatchObject({
      field: 'category_id',
      op: 'in',
      values: ['3', '4'],
    });
    expect(only(filter('category_id', '3', 'neq'))).toMatchObject({ op: 'neq' });
  });

  it('any attribute code, with text or numeric conditions', () => {
    expect(only(filter('screen_size', '55,65', 'in'))).toMatchObject({
      field: 'screen_size',
      values: ['55', '65'],
    });
    expect(only(filter('capacity_l', '400', 'gteq'))).toMatchObject({ op: 'gteq', values: ['400'] });
    expect(only(filter('panel', 'OLED', 'like'))).toMatchObject({ op: 'like' });
  });

  it('sort orders: price both ways, newest, name, relevance', () => {
    const sort = (field: string, direction?: string) =>
      parse({
        'searchCriteria[sortOrders][0][field]': field,
        ...(direction ? { 'searchCriteria[sortOrders][0][direction]': direction } : {}),
      }).query.sort;
    expect(sort('price', 'ASC')).toBe('price_asc');
    expect(sort('price', 'desc')).toBe('price_desc');
    expect(sort('created_at')).toBe('newest');
    expect(sort('created_at', 'DESC')).toBe('newest');
    expect(sort('name')).toBe('name');
    expect(sort('relevance', 'DESC')).toBe('relevance');
  });
});

describe("parseSearchCriteria: the rest of Magento's vocabulary", () => {
  const only = (entries: Record<string, string>) => parse(entries).query.groups?.[0]?.[0];
  const sort = (orders: [string, string?][]) =>
    parse(
      Object.fromEntries(
        orders.flatMap(([field, direction], i) => [
          [`searchCriteria[sortOrders][${i}][field]`, field],
          ...(direction ? [[`searchCriteria[sortOrders][${i}][direction]`, direction]] : []),
        ]),
      ),
    );

  it("accepts Magento's quick search request as it is sent", () => {
    const { query, criteria } = parse({
      'searchCriteria[requestName]': 'quick_search_container',
      ...filter('search_term', 'شاشة'),
      'searchCriteria[pageSize]': '12',
    });
    expect(query.text).toBe('شاشة');
    expect(criteria.request_name).toBe('quick_search_container');
    expect(query.pageSize).toBe(12);
  });

  it('gt and lt on the price are a piastre inside the bound; moreq is gteq', () => {
    expect(only(filter('price', '1000', 'gt'))).toMatchObject({ op: 'gteq', values: ['100001'] });
    expect(only(filter('price', '1000', 'lt'))).toMatchObject({ op: 'lteq', values: ['99999'] });
    expect(only(filter('price', '10.5', 'moreq'))).toMatchObject({ op: 'gteq', values: ['1050'] });
    expect(only(filter('price', '5,10', 'in'))).toMatchObject({ op: 'in', values: ['500', '1000'] });
  });

  it('gt, lt, finset, nfinset, nlike, null and notnull on an attribute', () => {
    expect(only(filter('capacity_l', '400', 'gt'))).toMatchObject({ op: 'gt', values: ['400'] });
    expect(only(filter('capacity_l', '400', 'lt'))).toMatchObject({ op: 'lt', values: ['400'] });
    expect(only(filter('color', 'black', 'finset'))).toMatchObject({ op: 'finset', values: ['black'] });
    expect(only(filter('color', 'black', 'nfinset'))).toMatchObject({ op: 'nfinset' });
    expect(only(filter('panel', '%OLED%', 'nlike'))).toMatchObject({ op: 'nlike' });
    expect(only({ [f(0, 0, 'field')]: 'panel', [f(0, 0, 'condition_type')]: 'notnull' })).toMatchObject({
      op: 'notnull',
      values: [],
    });
    expect(only(filter('brand', '', 'null'))).toMatchObject({ field: 'brand', op: 'null' });
  });

  it("Magento's product fields: category_ids finset, entity_id, sku, status, visibility, type_id", () => {
    expect(only(filter('category_ids', '4', 'finset'))).toMatchObject({ field: 'category_id', op: 'finset' });
    expect(only(filter('entity_id', '1,2,3', 'in'))).toMatchObject({
      field: 'entity_id',
      values: ['1', '2', '3'],
    });
    expect(only(filter('sku', 'SAM-%', 'like'))).toMatchObject({ field: 'sku', op: 'like' });
    expect(only(filter('status', '1'))).toMatchObject({ field: 'status', op: 'eq', values: ['1'] });
    expect(only(filter('visibility', '2,3,4', 'in'))).toMatchObject({ field: 'visibility', op: 'in' });
    expect(only(filter('type_id', 'simple'))).toMatchObject({ field: 'type_id', op: 'eq' });
    expect(only(filter('manufacturer', 'lg'))).toMatchObject({ field: 'brand', values: ['lg'] });
    expect(only(filter('in_stock', '1', 'neq'))).toMatchObject({
      field: 'in_stock',
      op: 'eq',
      values: ['0'],
    });
  });

  it('every direction of every sort field; the first sort order decides, all are echoed', () => {
    expect(sort([['created_at', 'ASC']]).query.sort).toBe('oldest');
    expect(sort([['entity_id', 'DESC']]).query.sort).toBe('newest');
    expect(sort([['name', 'DESC']]).query.sort).toBe('name_desc');
    expect(sort([['position', 'ASC']]).query.sort).toBe('relevance');
    const two = sort([['price', 'DESC'], ['name']]);
    expect(two.query.sort).toBe('price_desc');
    expect(two.criteria.sort_orders).toEqual([
      { field: 'price', direction: 'DESC' },
      { field: 'name', direction: 'ASC' },
    ]);
  });
});

describe('parseSearchCriteria: every bad input is a 400 naming the parameter', () => {
  it.each([
    [
      'pageSize 0',
      { 'searchCriteria[pageSize]': '0' },
      'search_invalid_page_size',
      'searchCriteria[pageSize]',
    ],
    [
      'pageSize 101',
      { 'searchCriteria[pageSize]': '101' },
      'search_invalid_page_size',
      'searchCriteria[pageSize]',
    ],
    [
      'pageSize text',
      { 'searchCriteria[pageSize]': 'ten' },
      'search_invalid_page_size',
      'searchCriteria[pageSize]',
    ],
    [
      'pageSize decimal',
      { 'searchCriteria[pageSize]': '2.5' },
      'search_invalid_page_size',
      'searchCriteria[pageSize]',
    ],
    [
      'currentPage 0',
      { 'searchCriteria[currentPage]': '0' },
      'search_invalid_current_page',
      'searchCriteria[currentPage]',
    ],
    [
      'currentPage -1',
      { 'searchCriteria[currentPage]': '-1' },
      'search_invalid_current_page',
      'searchCriteria[currentPage]',
    ],
    ['unknown key', { 'searchCriteria[foo]': '1' }, 'search_unknown_parameter', 'searchCriteria[foo]'],
    [
      'broken brackets',
      { 'searchCriteria[pageSize': '1' },
      'search_unknown_parameter',
      'searchCriteria[pageSize',
    ],
    ['bare searchCriteria', { searchCriteria: '1' }, 'search_unknown_parameter', 'searchCriteria'],
    ['unknown filter property', { [f(0, 0, 'colour')]: 'x' }, 'search_unknown_parameter', f(0, 0, 'colour')],
    [
      'group index text',
      { 'searchCriteria[filter_groups][x][filters][0][field]': 'brand' },
      'search_invalid_index',
      'searchCriteria[filter_groups][x][filters][0][field]',
    ],
    [
      'group index too big',
      { 'searchCriteria[filter_groups][20][filters][0][field]': 'brand' },
      'search_invalid_index',
      'searchCriteria[filter_groups][20][filters][0][field]',
    ],
    ['field missing', { [f(0, 0, 'value')]: 'x' }, 'search_missing_value', f(0, 0, 'field')],
    ['value missing', { [f(0, 0, 'field')]: 'brand' }, 'search_missing_value', f(0, 0, 'value')],
    ['value empty', filter('brand', ' '), 'search_missing_value', f(0, 0, 'value')],
    ['in list empty', filter('brand', ' , ', 'in'), 'search_missing_value', f(0, 0, 'value')],
    [
      'unknown condition',
      filter('brand', 'lg', 'between'),
      'search_unknown_condition',
      f(0, 0, 'condition_type'),
    ],
    [
      'condition not for field',
      filter('price', '5', 'like'),
      'search_condition_not_allowed',
      f(0, 0, 'condition_type'),
    ],
    [
      'in on a flag',
      filter('in_stock', '1', 'in'),
      'search_condition_not_allowed',
      f(0, 0, 'condition_type'),
    ],
    [
      'gteq on the text',
      filter('search_term', 'tv', 'gteq'),
      'search_condition_not_allowed',
      f(0, 0, 'condition_type'),
    ],
    ['field not a code', filter('Screen Size!', '55'), 'search_unknown_field', f(0, 0, 'field')],
    ['price not a number', filter('price', 'cheap', 'lteq'), 'search_invalid_price', f(0, 0, 'value')],
    ['price negative', filter('price', '-5', 'gteq'), 'search_invalid_price', f(0, 0, 'value')],
    ['price 3 decimals', filter('price', '1.999', 'gteq'), 'search_invalid_price', f(0, 0, 'value')],
    [
      'attribute range not a number',
      filter('screen_size', 'big', 'gteq'),
      'search_invalid_number',
      f(0, 0, 'value'),
    ],
    ['flag not 1/0', filter('in_stock', 'yes'), 'search_invalid_boolean', f(0, 0, 'value')],
    ['category not an id', filter('category_id', 'tvs'), 'search_invalid_id', f(0, 0, 'value')],
    [
      'text too long',
      filter('search_term', 'x'.repeat(201), 'like'),
      'search_text_too_long',
      f(0, 0, 'value'),
    ],
    [
      'text with another filter',
      { ...filter('search_term', 'tv', 'like', 0, 0), ...filter('brand', 'lg', 'eq', 0, 1) },
      'search_text_not_alone',
      f(0, 0, 'field'),
    ],
    [
      'sort field unknown',
      { 'searchCriteria[sortOrders][0][field]': 'popularity' },
      'search_invalid_sort_field',
      'searchCriteria[sortOrders][0][field]',
    ],
    [
      'sort field missing',
      { 'searchCriteria[sortOrders][0][direction]': 'ASC' },
      'search_missing_value',
      'searchCriteria[sortOrders][0][field]',
    ],
    [
      'sixth sort order',
      { 'searchCriteria[sortOrders][5][field]': 'price' },
      'search_invalid_index',
      'searchCriteria[sortOrders][5][field]',
    ],
    [
      'request name not an identifier',
      { 'searchCriteria[requestName]': 'quick search<script>' },
      'search_invalid_request_name',
      'searchCriteria[requestName]',
    ],
    [
      'gt on a flag',
      filter('in_stock', '1', 'gt'),
      'search_condition_not_allowed',
      f(0, 0, 'condition_type'),
    ],
    [
      'finset on the price',
      filter('price', '10', 'finset'),
      'search_condition_not_allowed',
      f(0, 0, 'condition_type'),
    ],
    ['gt on a word', filter('capacity_l', 'big', 'gt'), 'search_invalid_number', f(0, 0, 'value')],
    ['entity_id not a number', filter('entity_id', 'x1', 'in'), 'search_invalid_id', f(0, 0, 'value')],
    [
      'sort direction unknown',
      { 'searchCriteria[sortOrders][0][field]': 'price', 'searchCriteria[sortOrders][0][direction]': 'UP' },
      'search_invalid_direction',
      'searchCriteria[sortOrders][0][direction]',
    ],
  ] as [string, Record<string, string>, string, string][])('%s', (_name, entries, key, parameter) => {
    expect(failure(entries)).toMatchObject({ key, parameter });
  });

  it('a parameter given twice', () => {
    expect(
      failure([
        ['searchCriteria[pageSize]', '5'],
        ['searchCriteria[pageSize]', '6'],
      ]),
    ).toMatchObject({ key: 'search_duplicate_parameter', parameter: 'searchCriteria[pageSize]' });
  });

  it('too many values in one list', () => {
    const many = Array.from({ length: 101 }, (_, i) => `b${i}`).join(',');
    expect(failure(filter('brand', many, 'in'))).toMatchObject({ key: 'search_too_many_values' });
  });
});
