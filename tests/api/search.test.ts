import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { brands, categories, productCategories, productPaymentMethods, products, sellers } from '@/db/schema';
import { suggest } from '@/domain/search';
import { restApp } from '@/http/rest/app';
import { filter, fp, type Entries } from './search-criteria-helpers';
import { useTestDb } from './test-db';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

interface WireItem {
  product_id: number;
  name: string;
  title: string;
  url_key: string;
  image: string | null;
  image_link: string | null;
  price: number;
  final_price: number;
  in_stock: boolean;
  instalment_eligible: boolean;
}
interface WireFacet {
  code: string;
  label: string;
  type: string;
  options: { value: string; label: string; count: number }[];
  min?: number;
  max?: number;
}
interface Answer {
  items: WireItem[];
  total_count: number;
  suggestions: string[];
  facets: WireFacet[];
  search_criteria: unknown;
  message?: string;
  parameters?: string[];
}

const text = (value: string, g = 0) => filter('search_term', value, 'like', g);
const size = (n: number, page = 1): Entries => ({
  'searchCriteria[pageSize]': String(n),
  'searchCriteria[currentPage]': String(page),
});
const sortBy = (field: string, direction?: string): Entries => ({
  'searchCriteria[sortOrders][0][field]': field,
  ...(direction ? { 'searchCriteria[sortOrders][0][direction]': direction } : {}),
});

async function search(locale: string, entries: Entries): Promise<{ status: number; body: Answer }> {
  const res = await restApp.request(`/rest/${locale}/V1/catalog/search?${new URLSearchParams(entries)}`);
  return { status: res.status, body: (await res.json()) as Answer };
}
async function ok(locale: string, entries: Entries): Promise<Answer> {
  const { status, body } = await search(locale, entries);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body;
}
const ids = (a: Answer) => a.items.map((i) => i.product_id);
const facet = (a: Answer, code: string) => a.facets.find((f) => f.code === code);

async function categoryId(urlKey: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.urlKey, urlKey));
  if (!row) throw new Error(`no category ${urlKey}`);
  return row.id;
}
async function brandsOf(list: number[]): Promise<string[]> {
  if (!list.length) return [];
  const rows = await db
    .select({ key: brands.urlKey })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, list));
  return rows.map((r) => r.key);
}
async function inCategory(list: number[], id: number): Promise<boolean> {
  if (!list.length) return true;
  const rows = await db
    .selectDistinct({ p: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.productId, list));
  const inside = await db
    .select({ p: productCategories.productId })
    .from(productCategories)
    .where(eq(productCategories.categoryId, id));
  const set = new Set(inside.map((r) => r.p));
  return rows.every((r) => set.has(r.p));
}

const arabic = /[\u0600-\u06FF]/;

describe.each([
  ['ar', 'سامسونج'],
  ['en', 'samsung'],
] as const)('catalog/search in %s', (locale, brandWord) => {
  it('answers items, total_count, suggestions, facets and the criteria', async () => {
    const body = await ok(locale, { ...text(brandWord), ...size(10) });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(10);
    expect(body.total_count).toBeGreaterThanOrEqual(body.items.length);
    const item = body.items[0] as WireItem;
    expect(item).toMatchObject({
      product_id: expect.any(Number),
      name: expect.any(String),
      title: item.name,
      url_key: expect.any(String),
      price: expect.any(Number),
    });
    expect(item.image_link ?? item.image).toMatch(/^\/media\//);
    if (locale === 'ar') expect(item.name).toMatch(arabic);
    else expect(item.name).not.toMatch(arabic);
    expect(new Set(await brandsOf(ids(body)))).toEqual(new Set(['samsung']));
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    for (const s of body.suggestions) expect(typeof s).toBe('string');
    expect(body.search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'search_term', value: brandWord, condition_type: 'like' }] }],
      sort_orders: [],
      page_size: 10,
      current_page: 1,
    });
  });

  it('pages through results without overlap and past the end', async () => {
    const first = await ok(locale, { ...text(brandWord), ...size(5, 1) });
    const second = await ok(locale, { ...text(brandWord), ...size(5, 2) });
    expect(second.total_count).toBe(first.total_count);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    const beyond = await ok(locale, { ...text(brandWord), ...size(5, 500) });
    expect(beyond.items).toEqual([]);
    expect(beyond.total_count).toBe(first.total_count);
  });

  it('defaults to 24 per page', async () => {
    const tvs = await categoryId('tvs');
    const body = await ok(locale, filter('category_id', String(tvs)));
    expect(body.items.length).toBe(Math.min(24, body.total_count));
  });

  it('sorts by price both ways, newest first and by name', async () => {
    const tvs = String(await categoryId('tvs'));
    const asc = await ok(locale, { ...filter('category_id', tvs), ...sortBy('price', 'ASC'), ...size(30) });
    const prices = asc.items.map((i) => i.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await ok(locale, { ...filter('category_id', tvs), ...sortBy('price', 'DESC'), ...size(30) });
    const down = desc.items.map((i) => i.final_price);
    expect(down).toEqual([...down].sort((a, b) => b - a));

    const newest = await ok(locale, {
      ...filter('category_id', tvs),
      ...sortBy('created_at', 'DESC'),
      ...size(30),
    });
    const rows = await db
      .select({ id: products.id, at: products.createdAt })
      .from(products)
      .where(inArray(products.id, ids(newest)));
    const at = new Map(rows.map((r) => [r.id, r.at.getTime()]));
    const times = ids(newest).map((id) => at.get(id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const named = await ok(locale, { ...filter('category_id', tvs), ...sortBy('name'), ...size(30) });
    const names = named.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by category (eq, in, neq) at any level', async () => {
    const tvs = await categoryId('tvs');
    const oled = await categoryId('oled');
    const fridges = await categoryId('refrigerators');
    const main = await ok(locale, { ...filter('category_id', String(tvs)), ...size(100) });
    expect(await inCategory(ids(main), tvs)).toBe(true);
    const leaf = await ok(locale, { ...filter('category_id', String(oled)), ...size(100) });
    expect(leaf.total_count).toBeLessThan(main.total_count);
    expect(await inCategory(ids(leaf), oled)).toBe(true);
    const either = await ok(locale, { ...filter('category_id', `${oled},${fridges}`, 'in'), ...size(100) });
    const fridgeOnly = await ok(locale, filter('category_id', String(fridges)));
    expect(either.total_count).toBe(leaf.total_count + fridgeOnly.total_count);
    const notTvs = await ok(locale, { ...filter('category_id', String(tvs), 'neq'), ...size(100) });
    expect(ids(notTvs).some((id) => ids(main).includes(id))).toBe(false);
  });

  it('filters by brand: eq, in, neq, like, and OR within a group', async () => {
    const tvs = String(await categoryId('tvs'));
    const base = filter('category_id', tvs, 'eq', 0);
    const lg = await ok(locale, { ...base, ...filter('brand', 'lg', 'eq', 1), ...size(100) });
    expect(new Set(await brandsOf(ids(lg)))).toEqual(new Set(['lg']));
    const two = await ok(locale, { ...base, ...filter('brand', 'lg,samsung', 'in', 1), ...size(100) });
    const samsung = await ok(locale, { ...base, ...filter('brand', 'samsung', 'eq', 1) });
    expect(two.total_count).toBe(lg.total_count + samsung.total_count);
    const ored = await ok(locale, {
      ...base,
      ...filter('brand', 'lg', 'eq', 1, 0),
      ...filter('brand', 'samsung', 'eq', 1, 1),
    });
    expect(ored.total_count).toBe(two.total_count);
    const notLg = await ok(locale, { ...base, ...filter('brand', 'lg', 'neq', 1), ...size(100) });
    expect(await brandsOf(ids(notLg))).not.toContain('lg');
    const like = await ok(locale, { ...base, ...filter('brand', 'sam%', 'like', 1) });
    expect(like.total_count).toBe(samsung.total_count);
  });

  it('filters by seller, stock and instalments', async () => {
    const [seller] = await db.select({ code: sellers.code }).from(sellers).limit(1);
    const bySeller = await ok(locale, { ...filter('seller', seller?.code ?? ''), ...size(50) });
    expect(bySeller.total_count).toBeGreaterThan(0);
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(inArray(products.id, ids(bySeller)));
    expect(rows.length).toBe(bySeller.items.length);

    const inStock = await ok(locale, { ...filter('in_stock', '1'), ...size(100) });
    expect(inStock.items.every((i) => i.in_stock)).toBe(true);
    const out = await ok(locale, { ...filter('availability', '0'), ...size(100) });
    expect(out.total_count).toBeGreaterThan(0);
    expect(out.items.every((i) => !i.in_stock)).toBe(true);

    const instalment = await ok(locale, { ...filter('instalment', '1'), ...size(100) });
    expect(instalment.items.every((i) => i.instalment_eligible)).toBe(true);
    const card = await db
      .select({ id: productPaymentMethods.productId })
      .from(productPaymentMethods)
      .where(eq(productPaymentMethods.method, 'ocean_amancard'));
    expect(instalment.total_count).toBe(new Set(card.map((c) => c.id)).size);
  });

  it('filters by price in EGP: from/to in one group, gteq and lteq in two', async () => {
    const band = await ok(locale, {
      ...filter('price', '1000', 'from', 0, 0),
      ...filter('price', '5000', 'to', 0, 1),
      ...size(100),
    });
    expect(band.total_count).toBeGreaterThan(0);
    for (const i of band.items) expect(i.final_price >= 1000 && i.final_price <= 5000).toBe(true);
    const two = await ok(locale, {
      ...filter('price', '1000', 'gteq', 0),
      ...filter('price', '5000', 'lteq', 1),
    });
    expect(two.total_count).toBe(band.total_count);
  });

  it('filters by any attribute code: eq, in and numeric ranges', async () => {
    const tvs = String(await categoryId('tvs'));
    const base = filter('category_id', tvs, 'eq', 0);
    const all = await ok(locale, base);
    const screens = facet(all, 'screen_size');
    expect(screens?.options.length).toBeGreaterThan(1);
    const first = screens?.options[0];
    const one = await ok(locale, { ...base, ...filter('screen_size', first?.value ?? '', 'eq', 1) });
    expect(one.total_count).toBe(first?.count);
    const big = await ok(locale, { ...base, ...filter('screen_size', '65', 'gteq', 1), ...size(100) });
    const expected = (screens?.options ?? [])
      .filter((o) => Number(o.value) >= 65)
      .reduce((s, o) => s + o.count, 0);
    expect(big.total_count).toBe(expected);
  });

  it('counts facets with every filter but their own', async () => {
    const tvs = String(await categoryId('tvs'));
    const body = await ok(locale, {
      ...filter('category_id', tvs, 'eq', 0),
      ...filter('brand', 'samsung', 'eq', 1),
    });
    const brandFacet = facet(body, 'brand');
    expect(brandFacet?.type).toBe('list');
    const samsung = brandFacet?.options.find((o) => o.value === 'samsung');
    expect(samsung?.count).toBe(body.total_count);
    expect(samsung?.label).toBe(locale === 'ar' ? 'سامسونج' : 'Samsung');
    // Other brands still show, counted as if the brand filter were not there.
    expect(brandFacet?.options.some((o) => o.value === 'lg' && o.count > 0)).toBe(true);
    const sellerFacet = facet(body, 'seller');
    expect(sellerFacet?.options.reduce((s, o) => s + o.count, 0)).toBe(body.total_count);
    const price = facet(body, 'price');
    expect(price).toMatchObject({ type: 'range', min: expect.any(Number), max: expect.any(Number) });
    expect(facet(body, 'availability')?.options[0]?.count).toBeGreaterThan(0);
    expect(facet(body, 'instalment')?.type).toBe('boolean');
    const screen = facet(body, 'screen_size');
    expect(screen?.label).toBe(locale === 'ar' ? 'حجم الشاشة' : 'Screen size');
    expect(screen?.options[0]?.label).toMatch(locale === 'ar' ? /بوصة/ : /inch/);
    expect(facet(body, 'capacity_l')).toBeUndefined();
  });

  it('offers refrigerator attributes on a refrigerator listing', async () => {
    const fridges = String(await categoryId('refrigerators'));
    const body = await ok(locale, filter('category_id', fridges));
    expect(facet(body, 'capacity_l')?.options.length).toBeGreaterThan(1);
    expect(facet(body, 'screen_size')).toBeUndefined();
  });

  it('suggests at most 10 strings for a short query', async () => {
    const body = await ok(locale, { ...text(locale === 'ar' ? 'ثلا' : 'ref'), ...size(10) });
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
  });

  it.each(locale === 'ar' ? ['ثلا', 'شاشة سامسونج', 'سامسنج'] : ['ref', 'lg tv', 'samsng'])(
    'suggests for "%s" what suggest() alone does (the search shares its ranking with them)',
    async (query) => {
      const body = await ok(locale, text(query));
      expect(body.suggestions).toEqual(await suggest({ db, locale }, query));
      expect(body.suggestions.length).toBeGreaterThan(0);
    },
  );

  it('answers no items, no suggestions beyond the text and no error for nonsense', async () => {
    const body = await ok(locale, text('qqqzzzxxx'));
    expect(body.total_count).toBe(0);
    expect(body.items).toEqual([]);
  });
});

describe.each(['ar', 'en'] as const)('catalog/search bad input in %s', (locale) => {
  it.each([
    ['searchCriteria[pageSize]', { 'searchCriteria[pageSize]': '500' }],
    ['searchCriteria[pageSize]', { 'searchCriteria[pageSize]': 'abc' }],
    ['searchCriteria[currentPage]', { 'searchCriteria[currentPage]': '0' }],
    ['searchCriteria[foo]', { 'searchCriteria[foo]': 'bar' }],
    [fp(0, 0, 'field'), { [fp(0, 0, 'value')]: 'x' }],
    [fp(0, 0, 'value'), { [fp(0, 0, 'field')]: 'brand' }],
    [fp(0, 0, 'condition_type'), filter('brand', 'lg', 'between')],
    [fp(0, 0, 'condition_type'), filter('price', '10', 'finset')],
    [fp(0, 0, 'value'), filter('price', 'cheap', 'gteq')],
    [fp(0, 0, 'value'), filter('in_stock', 'maybe')],
    [fp(0, 0, 'value'), filter('category_id', 'tvs')],
    [fp(0, 0, 'field'), filter('no_such_attribute', '1')],
    [fp(0, 0, 'field'), filter('Bad Field', '1')],
    [fp(0, 0, 'value'), filter('search_term', 'x'.repeat(201), 'like')],
    ['searchCriteria[sortOrders][0][field]', sortBy('popularity')],
    ['searchCriteria[sortOrders][0][direction]', sortBy('price', 'SIDEWAYS')],
    [
      'searchCriteria[filter_groups][a][filters][0][field]',
      { 'searchCriteria[filter_groups][a][filters][0][field]': 'x' },
    ],
  ] as [string, Entries][])('400 naming %s', async (parameter, entries) => {
    const { status, body } = await search(locale, entries);
    expect(status).toBe(400);
    expect(body.message).toContain(parameter);
    expect(body.parameters).toContain(parameter);
    if (locale === 'ar') expect(body.message).toMatch(arabic);
    else expect(body.message).not.toMatch(arabic);
  });

  it('names the bad page size with its bounds', async () => {
    const { body } = await search(locale, { 'searchCriteria[pageSize]': '0' });
    if (locale === 'en')
      expect(body.message).toBe('searchCriteria[pageSize] must be a whole number from 1 to 100.');
  });
});

it('answers 404 for an unknown locale', async () => {
  const res = await restApp.request(`/rest/fr/V1/catalog/search?${new URLSearchParams(text('tv'))}`);
  expect(res.status).toBe(404);
});
