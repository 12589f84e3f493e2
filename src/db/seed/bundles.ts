import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { bundleItems, bundleTranslations, bundles, products } from '../schema';

/**
 * The demo bundles of /offers: products a shopper buys together, by the demo catalogue's SKUs
 * (stable: a SKU always yields the same product, see product-factory.ts).
 */
export const DEMO_BUNDLES = [
  {
    code: 'home-cinema',
    title: {
      en: 'Home cinema: Samsung 55-inch OLED TV, soundbar and wall mount',
      ar: 'سينما منزلية: شاشة سامسونج OLED مقاس 55 بوصة مع ساوند بار وحامل حائط',
    },
    skus: ['AMN-OLED-001', 'AMN-SBR-003', 'AMN-WMT-003'],
  },
  {
    code: 'samsung-kitchen',
    title: {
      en: 'Samsung kitchen pair: No Frost refrigerator and microwave',
      ar: 'ثنائي المطبخ من سامسونج: ثلاجة نوفروست وميكروويف',
    },
    skus: ['AMN-NFR-006', 'AMN-MCW-003'],
  },
  {
    code: 'iphone-airpods',
    title: { en: 'Apple iPhone 15 with AirPods 4', ar: 'آيفون 15 من أبل مع سماعات إيربودز 4' },
    skus: ['AMN-IPH-006', 'AMN-EBD-008'],
  },
] as const;

/** Inserts the demo bundles; fails if a SKU is missing, so a catalogue change cannot drop one silently. */
export async function insertBundles(db: Db): Promise<void> {
  const skus = DEMO_BUNDLES.flatMap((b) => [...b.skus]);
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  const missing = skus.filter((s) => !idOf.has(s));
  if (missing.length > 0) throw new Error(`demo bundles: unknown SKUs ${missing.join(', ')}`);

  const inserted = await db
    .insert(bundles)
    .values(DEMO_BUNDLES.map((b, position) => ({ code: b.code, position })))
    .returning({ id: bundles.id, code: bundles.code });
  const bundleId = new Map(inserted.map((r) => [r.code, r.id]));
  await db.insert(bundleTranslations).values(
    DEMO_BUNDLES.flatMap((b) =>
      (['ar', 'en'] as const).map((locale) => ({
        bundleId: bundleId.get(b.code)!,
        locale,
        title: b.title[locale],
      })),
    ),
  );
  await db.insert(bundleItems).values(
    DEMO_BUNDLES.flatMap((b) =>
      b.skus.map((sku, position) => ({
        bundleId: bundleId.get(b.code)!,
        productId: idOf.get(sku)!,
        position,
      })),
    ),
  );
}
