import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { categories, productPaymentMethods, products } from '@/db/schema';
import { cachedProductDetail } from '@/domain/catalog/page-data';
import { createPageOutputCache, type PageOutputCache } from '@/http/page-output-cache.mjs';
import { pageOutputCacheSettings } from '@/http/page-versions';
import { productOutside } from './category-helpers';
import { saveCashOrder, shopperWithCart } from './shop-helpers';
import { useTestDb } from './test-db';

/*
 * The page output cache (src/http/page-output-cache.mjs) keyed by the real tag versions the app
 * gives it (src/http/page-versions.ts), in front of a stand-in for Next.js that renders a product's
 * price and stock from the pages' data cache: a price write and an order that takes the last unit
 * show on the next request, on both "instances" (each its own output cache) and in both languages.
 */

let db: Db;
const servers: http.Server[] = [];
let renders = 0;

function renderProduct(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const id = Number(new URL(req.url ?? '/', 'http://x').pathname.split('-').pop());
  const locale = /(?:^|; )lang=en(?:;|$)/.test(req.headers.cookie ?? '') ? 'en' : 'ar';
  void cachedProductDetail({ db, locale }, id).then((p) => {
    res.setHeader('content-security-policy', `script-src 'nonce-${renders}abc=='`);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<html lang="${locale}"><p id="price">${p?.finalPrice}</p><p id="stock">${p?.stockState.state}</p>`,
    );
  });
}

/** An app instance: its own output cache in front of the renderer. */
async function instance(): Promise<{ base: string; cache: PageOutputCache }> {
  const cache = createPageOutputCache({
    settings: pageOutputCacheSettings,
    isCacheablePath: (p) => p.startsWith('/product-'),
  });
  const server = http.createServer((req, res) => void cache.handle(req, res, () => renderProduct(req, res)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache };
}

async function page(base: string, path: string, lang: 'ar' | 'en') {
  const res = await fetch(`${base}${path}`, { headers: { cookie: `lang=${lang}` } });
  const html = await res.text();
  return {
    from: res.headers.get('x-page-cache'),
    price: Number(/id="price">(\d+)</.exec(html)?.[1]),
    stock: /id="stock">(\w+)</.exec(html)?.[1],
    lang: /lang="(\w+)"/.exec(html)?.[1],
  };
}

/** A product of its own (newest first, skipping those other files take), sold by cash on delivery. */
async function product(stock: number, skip: number) {
  const [row] = await db
    .select({ id: products.id, price: products.price, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.price, 100_000)))
    .orderBy(desc(products.id))
    .offset(20 + skip)
    .limit(1);
  await db.update(products).set({ stock, specialPrice: null }).where(eq(products.id, row!.id));
  await db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, row!.id));
  await db.insert(productPaymentMethods).values({ productId: row!.id, method: 'cashondelivery' });
  return { ...row!, path: `/product-${row!.id}` };
}

beforeAll(async () => {
  db = (await useTestDb()).db;
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('the page output cache keyed by the tag versions', () => {
  it('shows a price write on the next request, on every instance', async () => {
    const p = await product(5, 0);
    const [one, two] = [await instance(), await instance()];
    for (const app of [one, two]) {
      expect(await page(app.base, p.path, 'en')).toMatchObject({ from: 'miss', price: p.price });
      expect(await page(app.base, p.path, 'en')).toMatchObject({ from: 'hit', price: p.price });
    }
    const rendered = renders;

    await db
      .update(products)
      .set({ price: p.price + 10_000 })
      .where(eq(products.id, p.id));
    for (const app of [one, two])
      expect(await page(app.base, p.path, 'en')).toMatchObject({ from: 'miss', price: p.price + 10_000 });
    expect(renders).toBe(rendered + 2);
    expect(await page(one.base, p.path, 'en')).toMatchObject({ from: 'hit', price: p.price + 10_000 });
  });

  it('shows an order that takes the last unit on the next request, in both languages', async () => {
    const p = await product(1, 1);
    const app = await instance();
    for (const lang of ['ar', 'en'] as const) {
      await page(app.base, p.path, lang);
      expect(await page(app.base, p.path, lang)).toMatchObject({ from: 'hit', stock: 'low_stock', lang });
    }

    const { token, addressId } = await shopperWithCart(db, p.id, 1);
    const placed = await saveCashOrder(token, addressId);
    expect(placed.status).toBe(201);

    for (const lang of ['ar', 'en'] as const)
      expect(await page(app.base, p.path, lang)).toMatchObject({ from: 'miss', stock: 'out_of_stock', lang });
  });

  it("keys a category's page by its own version and a product's by its stock and its category's: a write re-renders those of its categories only", async () => {
    const p = await product(4, 2);
    const { categoryId } = p;
    // A product of the same category (its page lists p among the related products) and one of
    // a category p is not in.
    const [sibling] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, categoryId), ne(products.id, p.id)))
      .limit(1);
    const stranger = await productOutside(db, p.id);
    const pathOf = async (categoryId: number) =>
      `/${(await db.select({ path: categories.path }).from(categories).where(eq(categories.id, categoryId)))[0]!.path}`;
    // The product's path now (another file may have moved it: an older path answers a redirect).
    const productPath = async (id: number) =>
      `/${(await db.select({ urlKey: products.urlKey }).from(products).where(eq(products.id, id)))[0]!.urlKey}`;
    const paths = [
      '/',
      await pathOf(categoryId),
      await pathOf(stranger.categoryId),
      await productPath(p.id),
      await productPath(sibling!.id),
      await productPath(stranger.id),
    ];
    const { versions } = pageOutputCacheSettings();
    const keys = () => Promise.all(paths.map((path) => versions(path)));
    const before = await keys();
    const [home, list, otherList, item, siblingItem, strangerItem] = before;
    expect(home).toMatch(/^catalog:\d+,content:\d+$/);
    const shared = list?.replace(/category@.*$/, '');
    expect(shared).toMatch(/^structure:\d+,content:\d+,$/);
    expect(list).toMatch(new RegExp(`^${shared}category@${categoryId}:\\d+$`));
    expect(otherList).toMatch(new RegExp(`^${shared}category@${stranger.categoryId}:\\d+$`));
    expect(item).toMatch(new RegExp(`^${shared}product@${p.id}:stock:\\d+,category@${categoryId}:\\d+$`));
    expect(siblingItem).toMatch(new RegExp(`^${shared}product@${sibling!.id}:`));
    expect(strangerItem).toMatch(new RegExp(`^${shared}product@${stranger.id}:`));

    // An order that leaves three units: in stock still, so only this product's page is rendered again.
    const { token, addressId } = await shopperWithCart(db, p.id, 1);
    expect((await saveCashOrder(token, addressId)).status).toBe(201);
    const afterOrder = await keys();
    expect(afterOrder[3]).not.toBe(item);
    expect(afterOrder).toEqual([home, list, otherList, afterOrder[3], siblingItem, strangerItem]);

    // A price: its category's page and its products' pages, and home (keyed by every catalogue write).
    await db
      .update(products)
      .set({ price: p.price + 5_000 })
      .where(eq(products.id, p.id));
    const afterPrice = await keys();
    for (const i of [0, 1, 3, 4]) expect(afterPrice[i]).not.toBe(afterOrder[i]);
    expect([afterPrice[2], afterPrice[5]]).toEqual([otherList, strangerItem]);

    // What every catalogue page shows (a brand's name here): every page.
    await db.execute(
      sql`update brand_translations set name = name where brand_id = (select min(id) from brands)`,
    );
    const afterBrand = await keys();
    for (const i of afterBrand.keys()) expect(afterBrand[i]).not.toBe(afterPrice[i]);
  });
});
