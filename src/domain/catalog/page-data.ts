import type { Ctx } from '../shared/ctx';
import { cachedByTags } from '../shared/versioned-cache';
import { searchProducts } from '../search';
import { getCategoryDetail, type CategoryDetail } from './categories';
import type { ListingQuery, ListingResult } from './listing';
import { categoryPageKey, productPageKey } from './page-keys';
import { getProductDetail, type ProductDetail } from './product-detail';
import { resolvePath, type ResolvedPath } from './url-rewrites';

/*
 * What the catalogue pages show every shopper alike, cached per language. What every page shows
 * (categories, brands, sellers, instalment rates and promotions) is keyed by the `structure` tag; a
 * category's listing by its own version, which a write to one of its products bumps; a product's
 * page by its stock version and its category's version (page-keys.ts). Triggers bump them in the
 * writing transaction, so the page after a write shows it, and a write to a product re-renders
 * only its categories' pages and their products'. An order that leaves a product in stock changes
 * its stock count only (their best-seller order, and a product page's related products, may then
 * lag the last orders by up to MAX_AGE_MS). The values are shared between requests: read them,
 * never change them.
 */

export const cachedResolvePath = (ctx: Ctx, segments: string[]): Promise<ResolvedPath | null> =>
  cachedByTags(ctx, JSON.stringify(['path', segments]), ['catalog'], () => resolvePath(ctx, segments));

export const cachedProductDetail = (ctx: Ctx, productId: number): Promise<ProductDetail | null> =>
  cachedByTags(
    ctx,
    async () => `product:${ctx.locale}:${await productPageKey(ctx.db, productId)}`,
    ['structure'],
    () => getProductDetail(ctx, productId),
  );

export const cachedCategoryDetail = (ctx: Ctx, categoryId: number): Promise<CategoryDetail | null> =>
  cachedByTags(ctx, `category:${ctx.locale}:${categoryId}`, ['structure'], () =>
    getCategoryDetail(ctx, categoryId),
  );

/**
 * A category's listing (products, facets, count). Loaded past the search engine's own answer
 * cache, which may be seconds old: what is kept here is as fresh as the version it is keyed by.
 */
export const cachedCategoryListing = (
  ctx: Ctx,
  q: Omit<ListingQuery, 'text'> & { categoryId: number },
): Promise<ListingResult> =>
  cachedByTags(
    ctx,
    async () =>
      JSON.stringify([
        'listing',
        ctx.locale,
        await categoryPageKey(ctx.db, q.categoryId),
        q.filters,
        q.sort,
        q.page,
        q.pageSize,
      ]),
    ['structure'],
    () => searchProducts({ ...ctx, now: new Date() }, q),
  );
