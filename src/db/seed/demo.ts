import type { Db } from '../client';
import { markSearchDocumentsCurrent } from '../../domain/search/document-rules';
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  cmsBlocks,
  cmsBlockTranslations,
  countdowns,
  homeSlides,
  homeSlideTranslations,
  popupBanners,
  popupBannerTranslations,
  instalmentPromotions,
  sellerInstalmentRates,
  sellers,
  sellerTranslations,
  urlRewrites,
} from '../schema';
import { blogImageJobs, insertBlog } from './blog';
import { insertBundles } from './bundles';
import { insertCoupons } from './coupons';
import { insertAttributeDefinitions } from './attribute-definitions';
import { brandImagePath, categoryImagePath } from './catalog-tree';
import { BRANDS } from './data/brands';
import { CMS_BLOCKS } from './data/cms';
import { POPUP_BANNER, SLIDES } from './data/home';
import { SELLERS } from './data/sellers';
import { PROMOTIONS, SELLER_RATES } from './data/instalment-plans';
import { buildDemoPlan, type DemoPlan } from './demo-plan';
import { renderImages } from './images';
import { chunk, insertProducts } from './write-products';

const DAY_MS = 86_400_000;

export interface SeedDemoOptions {
  /** Directory the generated images are written to; the DB stores paths relative to it. */
  mediaDir: string;
  /** Reference time for dates (createdAt, offers, countdown); defaults to the current time. */
  now?: Date;
  /** How many images are rendered at once (default 4). */
  imageConcurrency?: number;
}

/**
 * Seeds the full demo catalogue and content in one transaction and renders its images.
 * Deterministic for a given `now`. Expects empty catalogue tables.
 */
export async function seedDemo(
  db: Db,
  options: SeedDemoOptions,
): Promise<{ products: number; categories: number }> {
  const now = options.now ?? new Date();
  const plan = buildDemoPlan(now);
  const [images, data] = await Promise.allSettled([
    renderImages(options.mediaDir, [...plan.images, ...blogImageJobs()], options.imageConcurrency ?? 4),
    db.transaction(async (tx) => {
      await insertDemo(tx, plan, now);
      // Every document was just built by this build's rules.
      await markSearchDocumentsCurrent(tx);
    }),
  ]);
  if (data.status === 'rejected') throw data.reason;
  if (images.status === 'rejected') throw images.reason;
  return { products: plan.products.length, categories: plan.categories.length };
}

async function insertDemo(db: Db, plan: DemoPlan, now: Date): Promise<void> {
  // Sellers and brands.
  const sellerRows = await db
    .insert(sellers)
    .values(
      SELLERS.map((s) => ({
        code: s.code,
        rating: s.rating,
        createdAt: new Date(now.getTime() - 700 * DAY_MS),
      })),
    )
    .returning({ id: sellers.id, code: sellers.code });
  const sellerId = new Map(sellerRows.map((row) => [row.code, row.id]));
  await db.insert(sellerTranslations).values(
    SELLERS.flatMap((s) => [
      { sellerId: sellerId.get(s.code) ?? 0, locale: 'ar' as const, name: s.ar },
      { sellerId: sellerId.get(s.code) ?? 0, locale: 'en' as const, name: s.en },
    ]),
  );
  await insertInstalmentPlans(db, sellerId, now);
  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({
        urlKey: b.urlKey,
        logo: brandImagePath(b.urlKey),
        position: i + 1,
        isFeatured: b.isFeatured,
      })),
    )
    .returning({ id: brands.id, urlKey: brands.urlKey });
  const brandId = new Map(brandRows.map((row) => [row.urlKey, row.id]));
  await db.insert(brandTranslations).values(
    BRANDS.flatMap((b) => [
      { brandId: brandId.get(b.urlKey) ?? 0, locale: 'ar' as const, name: b.ar },
      { brandId: brandId.get(b.urlKey) ?? 0, locale: 'en' as const, name: b.en },
    ]),
  );

  // Categories, level by level so parents have ids.
  const categoryId = new Map<string, number>();
  for (const level of [1, 2, 3]) {
    const rows = plan.categories.filter((c) => c.level === level);
    if (!rows.length) continue;
    const inserted = await db
      .insert(categories)
      .values(
        rows.map((c) => {
          const main = level === 1 ? c.main : undefined;
          return {
            parentId: c.parentPath ? (categoryId.get(c.parentPath) ?? null) : null,
            level,
            urlKey: c.urlKey,
            path: c.path,
            position: c.position,
            image: categoryImagePath(c.path),
            // Flags choose the main categories; sub-categories always show under their parent.
            includeInMenu: main?.includeInMenu ?? true,
            includeInSidebar: main?.includeInSidebar ?? true,
            includeInBoxSidebar: main?.includeInBoxSidebar ?? false,
            isImportant: (main?.importancePosition ?? 0) > 0,
            importancePosition: main?.importancePosition ?? 0,
          };
        }),
      )
      .returning({ id: categories.id, path: categories.path });
    for (const row of inserted) categoryId.set(row.path, row.id);
  }
  const idOf = (path: string) => {
    const id = categoryId.get(path);
    if (id === undefined) throw new Error(`Category ${path} was not inserted`);
    return id;
  };
  for (const batch of chunk(plan.categories, 500)) {
    await db.insert(categoryTranslations).values(
      batch.flatMap((c) => [
        {
          categoryId: idOf(c.path),
          locale: 'ar' as const,
          name: c.ar,
          description: `تسوق ${c.ar} أونلاين من أمان بضمان رسمي وتوصيل سريع وتقسيط مريح حتى 24 شهرًا.`,
        },
        {
          categoryId: idOf(c.path),
          locale: 'en' as const,
          name: c.en,
          description: `Shop ${c.en} online at Aman with official warranty, fast delivery and easy instalments up to 24 months.`,
        },
      ]),
    );
    await db
      .insert(urlRewrites)
      .values(
        batch.map((c) => ({ requestPath: c.path, entityType: 'category' as const, entityId: idOf(c.path) })),
      );
  }

  // Products.
  await insertProducts(
    db,
    plan.products.map((p) => ({
      draft: p.draft,
      brandId: brandId.get(p.brand.urlKey) ?? 0,
      sellerId: sellerId.get(p.sellerCode) ?? 0,
      categoryId: idOf(p.leaf.path),
      categoryIds: p.leaf.lineage.map(idOf),
      imagePaths: p.imagePaths,
    })),
  );

  await insertAttributeDefinitions(db);
  await insertContent(db, now);
  await insertCoupons(db, now);
  await insertBlog(db, now);
  await insertBundles(db);
}

/** Sellers' own instalment terms and the promotions running around `now`. */
async function insertInstalmentPlans(db: Db, sellerId: Map<string, number>, now: Date): Promise<void> {
  await db.insert(sellerInstalmentRates).values(
    Object.entries(SELLER_RATES).flatMap(([code, table]) =>
      Object.entries(table).map(([months, rateBps]) => ({
        sellerId: sellerId.get(code) ?? 0,
        months: Number(months),
        rateBps,
      })),
    ),
  );
  await db.insert(instalmentPromotions).values(
    PROMOTIONS.map((p) => ({
      sellerId: p.sellerCode === null ? null : (sellerId.get(p.sellerCode) ?? 0),
      months: p.months,
      rateBps: p.rateBps,
      startsAt: new Date(now.getTime() + p.fromDay * DAY_MS),
      endsAt: new Date(now.getTime() + p.toDay * DAY_MS),
      title: p.title,
    })),
  );
}

async function insertContent(db: Db, now: Date): Promise<void> {
  const blockRows = await db
    .insert(cmsBlocks)
    .values(CMS_BLOCKS.map((b) => ({ identifier: b.identifier, updatedAt: now })))
    .returning({ id: cmsBlocks.id, identifier: cmsBlocks.identifier });
  const blockId = new Map(blockRows.map((row) => [row.identifier, row.id]));
  await db.insert(cmsBlockTranslations).values(
    CMS_BLOCKS.flatMap((b) => [
      { blockId: blockId.get(b.identifier) ?? 0, locale: 'ar' as const, ...b.ar },
      { blockId: blockId.get(b.identifier) ?? 0, locale: 'en' as const, ...b.en },
    ]),
  );

  const slideRows = await db
    .insert(homeSlides)
    .values(SLIDES.map((s, i) => ({ position: i + 1, image: `slides/${i + 1}.webp`, link: s.link })))
    .returning({ id: homeSlides.id, position: homeSlides.position });
  await db.insert(homeSlideTranslations).values(
    slideRows.flatMap((row) => {
      const slide = SLIDES[row.position - 1];
      if (!slide) return [];
      return (['ar', 'en'] as const).map((locale) => ({
        slideId: row.id,
        locale,
        title: slide.title[locale],
        subtitle: slide.subtitle[locale],
      }));
    }),
  );

  const [banner] = await db
    .insert(popupBanners)
    .values({
      image: 'banners/1.webp',
      link: POPUP_BANNER.link,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
      isActive: true,
    })
    .returning({ id: popupBanners.id });
  if (banner) {
    await db.insert(popupBannerTranslations).values([
      { bannerId: banner.id, locale: 'ar', title: POPUP_BANNER.title.ar },
      { bannerId: banner.id, locale: 'en', title: POPUP_BANNER.title.en },
    ]);
  }

  await db.insert(countdowns).values({
    startDate: new Date(now.getTime() - DAY_MS),
    endDate: new Date(now.getTime() + 10 * DAY_MS),
    isActive: true,
  });
}
