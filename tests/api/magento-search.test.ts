import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { categories, products } from '@/db/schema';
import { restApp } from '@/http/rest/app';
import { CONDITION_TYPES } from '@/http/rest/search-criteria-fields';
import { filter, fp, type Entries } from './search-criteria-helpers';
import { useTestDb } from './test-db';

/** Magento 2's /V1/search and /V1/products, and the searchCriteria vocabulary they share. */
let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

interface MagentoProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  status: number;
  visibility: number;
  type_id: string;
  extension_attributes: { stock_item: { is_in_stock: boolean } };
  custom_attributes: { attribute_code: string; value: string }[];
}
interface Products {
  items: MagentoProduct[];
  total_count: number;
  search_criteria: { request_name?: string; sort_orders: unknown[] };
  message?: string;
  parameters?: string[];
}
interface SearchResult {
  items: { id: number }[];
  aggregations: { buckets: { name: string; values: { value: string; metrics: string[] }[] }[] };
  total_count: number;
  search_criteria: { request_name?: string };
}

const sortBy = (field: string, direction: string, i = 0): Entries => ({
  [`searchCriteria[sortOrders][${i}][field]`]: field,
  [`searchCriteria[sortOrders][${i}][direction]`]: direction,
});
const size = (n: number): Entries => ({ 'searchCriteria[pageSize]': String(n) });

async function get<T>(path: string, entries: Entries, headers: Record<string, string> = {}) {
  const res = await restApp.request(`${path}?${new URLSearchParams(entries)}`, { headers });
  return { status: res.status, body: (await res.json()) as T };
}
async function ok<T>(path: string, entries: Entries, headers: Record<string, string> = {}): Promise<T> {
  const { status, body } = await get<T>(path, entries, headers);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body;
}
const idsOf = (a: { items: { id: number }[] }) => a.items.map((i) => i.id);

async function categoryId(urlKey: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.urlKey, urlKey));
  if (!row) throw new Error(`no category ${urlKey}`);
  return row.id;
}

const arabic = /[\u0600-\u06FF]/;

describe.each([
  ['ar', 'سامسونج'],
  ['en', 'samsung'],
] as const)('Magento search calls in %s', (locale, word) => {
  const products_ = `/rest/${locale}/V1/products`;

  it('answers the quick search request (requestName) with the same ids as catalog/search', async () => {
    const quick = {
      'searchCriteria[requestName]': 'quick_search_container',
      ...filter('search_term', word, 'like'),
      ...size(10),
    };
    const result = await ok<SearchResult>(`/rest/${locale}/V1/search`, quick);
    const catalog = await ok<{ items: { product_id: number }[]; total_count: number }>(
      `/rest/${locale}/V1/catalog/search`,
      { ...filter('search_term', word, 'like'), ...size(10) },
    );
    expect(result.items.length).toBeGreaterThan(0);
    expect(idsOf(result)).toEqual(catalog.items.map((i) => i.product_id));
    expect(result.total_count).toBe(catalog.total_count);
    expect(result.search_criteria.request_name).toBe('quick_search_container');
    const brand = result.aggregations.buckets.find((b) => b.name === 'brand_bucket');
    expect(brand?.values.find((v) => v.value === 'samsung')?.metrics).toEqual([
      'samsung',
      String(result.total_count),
    ]);
  });

  it("answers products in Magento's shape, in the request's language", async () => {
    const body = await ok<Products>(products_, { ...filter('search_term', word, 'like'), ...size(5) });
    const item = body.items[0] as MagentoProduct;
    expect(item).toMatchObject({ status: 1, visibility: 4, type_id: 'simple', price: expect.any(Number) });
    expect(item.custom_attributes.find((a) => a.attribute_code === 'url_key')?.value).toMatch(/\S/);
    expect(typeof item.extension_attributes.stock_item.is_in_stock).toBe('boolean');
    if (locale === 'ar') expect(item.name).toMatch(arabic);
    else expect(item.name).not.toMatch(arabic);
  });

  it('filters by entity_id (in), sku (eq, like), status, visibility and type_id', async () => {
    const rows = await db.select({ id: products.id, sku: products.sku }).from(products).limit(3);
    const three = rows.map((r) => r.id);
    const byId = await ok<Products>(products_, filter('entity_id', three.join(','), 'in'));
    expect(new Set(idsOf(byId))).toEqual(new Set(three));
    const sku = rows[0]?.sku ?? '';
    expect(idsOf(await ok<Products>(products_, filter('sku', sku)))).toEqual([rows[0]?.id]);
    const like = await ok<Products>(products_, filter('sku', `${sku.slice(0, 3)}%`, 'like'));
    expect(like.items.every((p) => p.sku.startsWith(sku.slice(0, 3)))).toBe(true);

    const all = (await ok<Products>(products_, {})).total_count;
    expect(all).toBeGreaterThan(0);
    expect((await ok<Products>(products_, filter('status', '1'))).total_count).toBe(all);
    expect((await ok<Products>(products_, filter('status', '2'))).total_count).toBe(0);
    expect((await ok<Products>(products_, filter('visibility', '2,3,4', 'in'))).total_count).toBe(all);
    expect((await ok<Products>(products_, filter('visibility', '1'))).total_count).toBe(0);
    expect((await ok<Products>(products_, filter('type_id', 'simple'))).total_count).toBe(all);
  });

  it('gt and lt on the price are strict; from/to and several groups combine', async () => {
    const tvs = String(await categoryId('tvs'));
    const base = filter('category_id', tvs, 'eq', 0);
    const cheap = await ok<Products>(products_, { ...base, ...sortBy('price', 'ASC'), ...size(1) });
    const least = cheap.items[0]?.price ?? 0;
    const above = await ok<Products>(products_, { ...base, ...filter('price', String(least), 'gt', 1) });
    const atLeast = await ok<Products>(products_, { ...base, ...filter('price', String(least), 'gteq', 1) });
    expect(atLeast.total_count).toBeGreaterThan(above.total_count);
    const below = await ok<Products>(products_, {
      ...base,
      ...filter('price', String(least), 'lt', 1),
    });
    expect(below.total_count).toBe(0);
  });

  it('finset on category_ids, null and notnull on an attribute', async () => {
    const tvs = String(await categoryId('tvs'));
    const fridges = String(await categoryId('refrigerators'));
    const byEq = await ok<Products>(products_, filter('category_id', tvs));
    const byFinset = await ok<Products>(products_, filter('category_ids', tvs, 'finset'));
    expect(byFinset.total_count).toBe(byEq.total_count);
    const nullFilter = (field: string, op: string, g: number): Entries => ({
      [fp(g, 0, 'field')]: field,
      [fp(g, 0, 'condition_type')]: op,
    });
    const screen = (op: string) =>
      ok<Products>(products_, {
        ...filter('category_id', tvs, 'eq', 0),
        ...nullFilter('screen_size', op, 1),
      });
    const [withScreen, without] = [await screen('notnull'), await screen('null')];
    expect(withScreen.total_count).toBeGreaterThan(0);
    expect(withScreen.total_count + without.total_count).toBe(byEq.total_count);
    const facets = await ok<{ facets: { code: string; options: { count: number }[] }[] }>(
      `/rest/${locale}/V1/catalog/search`,
      filter('category_id', tvs),
    );
    const sizes = facets.facets.find((f) => f.code === 'screen_size')?.options ?? [];
    expect(withScreen.total_count).toBe(sizes.reduce((n, o) => n + o.count, 0));
    const fridgesAll = await ok<Products>(products_, filter('category_id', fridges));
    const fridgesNoScreen = await ok<Products>(products_, {
      ...filter('category_id', fridges, 'eq', 0),
      ...nullFilter('screen_size', 'null', 1),
    });
    expect(fridgesNoScreen.total_count).toBe(fridgesAll.total_count);
  });

  it('sorts by created_at both ways and by name Z to A; echoes every sort order', async () => {
    const tvs = String(await categoryId('tvs'));
    const base = { ...filter('category_id', tvs), ...size(100) };
    const asc = idsOf(await ok<Products>(products_, { ...base, ...sortBy('created_at', 'ASC') }));
    const desc = idsOf(await ok<Products>(products_, { ...base, ...sortBy('created_at', 'DESC') }));
    expect(asc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...desc].reverse());
    const named = await ok<Products>(products_, {
      ...base,
      ...sortBy('name', 'DESC'),
      ...sortBy('price', 'ASC', 1),
    });
    const names = named.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(named.search_criteria.sort_orders).toHaveLength(2);
  });

  it.each([
    ['searchCriteria[requestName]', { 'searchCriteria[requestName]': '<script>' }],
    [fp(0, 0, 'condition_type'), filter('price', '10', 'finset')],
    [fp(0, 0, 'condition_type'), filter('in_stock', '1', 'gt')],
    [fp(0, 0, 'value'), filter('entity_id', 'abc', 'in')],
    [fp(0, 0, 'value'), filter('screen_size', 'big', 'gt')],
    [fp(0, 0, 'condition_type'), filter('brand', 'lg', 'between')],
  ] as [string, Entries][])('answers 400 naming %s', async (parameter, entries) => {
    for (const path of [`/rest/${locale}/V1/search`, products_]) {
      const { status, body } = await get<Products>(path, entries);
      expect(status).toBe(400);
      expect(body.parameters).toContain(parameter);
      if (locale === 'ar') expect(body.message).toMatch(arabic);
      else expect(body.message).not.toMatch(arabic);
    }
  });

  it('names every condition type it takes when it refuses one', async () => {
    const { body } = await get<Products>(products_, filter('brand', 'lg', 'between'));
    for (const op of CONDITION_TYPES) expect(body.message).toContain(op);
  });
});

it('serves /rest/V1/products and /rest/V1/search without a locale, in the Accept-Language', async () => {
  const entries = { ...filter('search_term', 'samsung', 'like'), ...size(3) };
  const en = await ok<Products>('/rest/V1/products', entries, { 'accept-language': 'en' });
  const ar = await ok<Products>('/rest/V1/products', entries, { 'accept-language': 'ar' });
  expect(en.items.length).toBeGreaterThan(0);
  expect(idsOf(en)).toEqual(idsOf(ar));
  expect(en.items[0]?.name).not.toMatch(arabic);
  expect(ar.items[0]?.name).toMatch(arabic);
  const search = await ok<SearchResult>('/rest/V1/search', entries);
  expect(idsOf(search)).toEqual(idsOf(en));
  const ids = idsOf(en);
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  expect(rows).toHaveLength(ids.length);
});
