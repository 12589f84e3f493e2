import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../client';
import {
  brandTranslations,
  categories,
  cmsBlocks,
  cmsBlockTranslations,
  countdowns,
  homeSlides,
  popupBanners,
  productCategories,
  productImages,
  productPaymentMethods,
  products,
  productTranslations,
  sellerTranslations,
  urlRewrites,
} from '../schema';
import { CMS_IDENTIFIERS } from './data/cms';
import { seedDemo } from './demo';

const NOW = new Date('2025-10-25T12:00:00Z');

describe('seedDemo', () => {
  it('seeds the demo catalogue, content and images', async () => {
    const handle = createDb();
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'aman-media-'));
    try {
      await handle.migrate();
      const { db } = handle;
      const started = performance.now();
      const result = await seedDemo(db, { mediaDir, now: NOW });
      console.log(`seedDemo: ${result.products} products in ${Math.round(performance.now() - started)} ms`);

      // Category tree.
      const cats = await db.select().from(categories);
      expect(result.categories).toBe(cats.length);
      const mains = cats.filter((c) => c.level === 1);
      expect(mains.length).toBeGreaterThanOrEqual(10);
      for (const main of mains) {
        const subs = cats.filter((c) => c.parentId === main.id);
        expect(subs.length, main.path).toBeGreaterThanOrEqual(2);
        expect(subs.every((s) => s.level === 2 && s.path === `${main.path}/${s.urlKey}`)).toBe(true);
      }
      expect(cats.filter((c) => c.level === 3).length).toBeGreaterThanOrEqual(5);
      const important = mains.filter((c) => c.isImportant).map((c) => c.importancePosition);
      expect(important.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(mains.filter((c) => c.includeInMenu).length).toBeGreaterThanOrEqual(5);

      // Products and their translations.
      const all = await db.select().from(products);
      expect(all.length).toBe(result.products);
      expect(all.length).toBeGreaterThanOrEqual(400);
      const translations = await db.select().from(productTranslations);
      expect(translations.length).toBe(all.length * 2);
      for (const t of translations) {
        expect(t.name.length, `${t.productId} ${t.locale}`).toBeGreaterThan(0);
        expect(t.description.length).toBeGreaterThan(0);
        expect(t.specifications.length).toBeGreaterThanOrEqual(6);
        expect(t.specifications.length).toBeLessThanOrEqual(10);
      }
      const locales = new Set(translations.map((t) => `${t.productId}:${t.locale}`));
      expect(all.every((p) => locales.has(`${p.id}:ar`) && locales.has(`${p.id}:en`))).toBe(true);
      expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);

      // Prices, offers, stock.
      expect(all.some((p) => p.price < 50_000)).toBe(true);
      expect(all.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
      const onSale = all.filter((p) => p.specialPrice !== null);
      expect(onSale.length).toBeGreaterThan(all.length * 0.2);
      expect(onSale.every((p) => (p.specialPrice ?? 0) < p.price)).toBe(true);
      expect(onSale.some((p) => p.specialFrom !== null && p.specialTo !== null)).toBe(true);
      expect(all.some((p) => p.stock === 0)).toBe(true);
      expect(all.every((p) => p.stock >= 0 && p.stock <= 60)).toBe(true);
      expect(all.every((p) => Object.keys(p.attributes).includes('color'))).toBe(true);

      // Brands and sellers.
      expect((await db.select().from(brandTranslations)).length).toBeGreaterThanOrEqual(40);
      expect((await db.select().from(sellerTranslations)).length).toBeGreaterThanOrEqual(10);

      // Payment methods: at least one each; the instalment card only from 500 EGP.
      const methods = await db.select().from(productPaymentMethods);
      const byProduct = new Map<number, string[]>();
      for (const m of methods) byProduct.set(m.productId, [...(byProduct.get(m.productId) ?? []), m.method]);
      for (const p of all) {
        const list = byProduct.get(p.id) ?? [];
        expect(list.length).toBeGreaterThanOrEqual(1);
        const effective = p.specialPrice ?? p.price;
        if (list.includes('ocean_amancard')) expect(effective).toBeGreaterThanOrEqual(50_000);
      }
      expect(methods.some((m) => m.method === 'ocean_amancard')).toBe(true);

      // Every level of each product's category ancestry.
      const links = await db.select().from(productCategories);
      const catById = new Map(cats.map((c) => [c.id, c]));
      for (const p of all.slice(0, 50)) {
        const leaf = catById.get(p.categoryId);
        const linked = new Set(links.filter((l) => l.productId === p.id).map((l) => l.categoryId));
        expect(linked.size).toBe(leaf?.level);
        for (let c = leaf; c; c = c.parentId ? catById.get(c.parentId) : undefined)
          expect(linked.has(c.id)).toBe(true);
      }

      // Images exist on disk.
      const images = await db.select().from(productImages);
      expect(images.length).toBeGreaterThanOrEqual(all.length * 2);
      for (const img of images) expect(existsSync(path.join(mediaDir, img.path)), img.path).toBe(true);
      for (const c of cats) expect(c.image && existsSync(path.join(mediaDir, c.image))).toBe(true);

      // URL rewrites cover every category and product.
      const [catRewrites] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(urlRewrites)
        .innerJoin(
          categories,
          and(eq(urlRewrites.entityType, 'category'), eq(urlRewrites.entityId, categories.id)),
        )
        .where(eq(urlRewrites.requestPath, categories.path));
      expect(catRewrites?.n).toBe(cats.length);
      const [productRewrites] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(urlRewrites)
        .innerJoin(
          products,
          and(eq(urlRewrites.entityType, 'product'), eq(urlRewrites.entityId, products.id)),
        )
        .where(eq(urlRewrites.requestPath, products.urlKey));
      expect(productRewrites?.n).toBe(all.length);

      // CMS blocks in both locales; home content.
      const blocks = await db.select().from(cmsBlocks);
      const blockTexts = await db.select().from(cmsBlockTranslations);
      for (const identifier of CMS_IDENTIFIERS) {
        const block = blocks.find((b) => b.identifier === identifier);
        expect(block, identifier).toBeDefined();
        for (const locale of ['ar', 'en']) {
          const text = blockTexts.find((t) => t.blockId === block?.id && t.locale === locale);
          expect(text?.title.length, `${identifier} ${locale}`).toBeGreaterThan(0);
          expect(text?.content).toContain('<p>');
        }
      }
      expect((await db.select().from(homeSlides)).length).toBe(4);
      expect((await db.select().from(popupBanners)).length).toBe(1);
      const [countdown] = await db.select().from(countdowns);
      expect(countdown?.endDate.getTime()).toBeGreaterThan(NOW.getTime());
    } finally {
      await handle.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
