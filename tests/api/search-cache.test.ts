import { and, eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, type DbHandle } from '@/db/client';
import * as schema from '@/db/schema';
import { productTranslations, products } from '@/db/schema';
import { indexProducts, searchProducts } from '@/domain/search';
import { restApp } from '@/http/rest/app';
import { withEnv } from './env';
import { useTestDb } from './test-db';

/**
 * The search answer cache with two app instances on one database: the HTTP app (the test
 * database's handle) and a second instance with its own handle, so its own in-process cache.
 */
let handle: DbHandle;
let other: { db: Db; close: () => Promise<void> };
let productId: number;
let originalName: string;

// Letters no product word resembles, so misspelling corrections find nothing for it either.
const WORD = 'zqxjvw';
const CACHE_ON = { SEARCH_CACHE_MS: '10000' };

beforeAll(async () => {
  handle = await useTestDb();
  if ('url' in handle.source) {
    const second = createDb({ url: handle.source.url, poolMax: 2 });
    other = { db: second.db, close: second.close };
  } else {
    // PGlite is one embedded database: a second drizzle instance over it is a second cache scope.
    other = { db: drizzlePglite(handle.source.pglite, { schema }) as unknown as Db, close: async () => {} };
  }
  const [row] = await handle.db
    .select({ id: products.id, name: productTranslations.name })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')),
    )
    .where(eq(products.isActive, true))
    .orderBy(products.id)
    .limit(1);
  productId = row!.id;
  originalName = row!.name;
});

/** Renames the product in English through one instance, in one transaction with its re-indexing. */
async function rename(db: Db, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(productTranslations)
      .set({ name })
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'en')));
    await indexProducts(tx, [productId]);
  });
}

afterAll(async () => {
  await rename(handle.db, originalName);
  await other.close();
});

const searchUrl = (word: string) =>
  `/rest/en/V1/catalog/search?${new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
    'searchCriteria[filter_groups][0][filters][0][value]': word,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
  }).toString()}`;

async function viaHttp(word: string): Promise<{ ids: number[]; total: number }> {
  const res = await restApp.request(searchUrl(word));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { product_id: number }[]; total_count: number };
  return { ids: body.items.map((i) => i.product_id), total: body.total_count };
}

async function viaOther(word: string): Promise<{ ids: number[]; total: number }> {
  const found = await searchProducts(
    { db: other.db, locale: 'en' },
    { text: word, filters: {}, sort: 'relevance', page: 1, pageSize: 24 },
  );
  return { ids: found.items.map((i) => i.id), total: found.total };
}

describe('search answer cache with two app instances', () => {
  it('a product write through one instance is found at once through the other, whose answer was cached', async () => {
    await withEnv(CACHE_ON, async () => {
      // Both instances answer (and cache) "nothing" for the word.
      expect(await viaHttp(WORD)).toEqual({ ids: [], total: 0 });
      expect(await viaOther(WORD)).toEqual({ ids: [], total: 0 });

      // The second instance renames the product: the app's cached answer must not survive it.
      await rename(other.db, `Blender ${WORD} 600 W`);
      expect(await viaHttp(WORD)).toEqual({ ids: [productId], total: 1 });
      expect(await viaOther(WORD)).toEqual({ ids: [productId], total: 1 });

      // And the other way round: a write through the app's handle reaches the second instance.
      await rename(handle.db, originalName);
      expect(await viaOther(WORD)).toEqual({ ids: [], total: 0 });
      expect(await viaHttp(WORD)).toEqual({ ids: [], total: 0 });
    });
  });

  it('without a write, a repeated search is answered from the cache with live cards', async () => {
    await withEnv(CACHE_ON, async () => {
      const first = await viaHttp(originalName);
      expect(first.total).toBeGreaterThan(0);
      // A stock change writes no search document: the cached ids stay, the card reads the stock live.
      const [before] = await handle.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      await handle.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
      try {
        const res = await restApp.request(searchUrl(originalName));
        const body = (await res.json()) as { items: { product_id: number; in_stock: boolean }[] };
        expect(body.items.map((i) => i.product_id)).toEqual(first.ids);
        expect(body.items.find((i) => i.product_id === productId)?.in_stock).toBe(false);
      } finally {
        await handle.db.update(products).set({ stock: before!.stock }).where(eq(products.id, productId));
      }
    });
  });

  it('a card shows a price written through the other instance at once, and keeps it without a write', async () => {
    const priceOf = async () => {
      const res = await restApp.request(searchUrl(originalName));
      const body = (await res.json()) as { items: { product_id: number; price: number }[] };
      return body.items.find((i) => i.product_id === productId)?.price;
    };
    const [before] = await handle.db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, productId));
    const egp = before!.price / 100;
    expect(await priceOf()).toBe(egp);
    await other.db
      .update(products)
      .set({ price: before!.price + 10_000 })
      .where(eq(products.id, productId));
    try {
      expect(await priceOf()).toBe(egp + 100);
      expect(await priceOf()).toBe(egp + 100);
    } finally {
      await other.db.update(products).set({ price: before!.price }).where(eq(products.id, productId));
    }
    expect(await priceOf()).toBe(egp);
  });
});
