import type { Ctx } from '../shared/ctx';
import { cachedByTags } from '../shared/versioned-cache';
import { searchProducts } from '../search';
import { getCategoryDetail, type CategoryDetail } from './categories';
import type { ListingQuery, ListingResult } from './listing';
import { getProductDetail, type ProductDetail } from './product-detail';
import { readStockVersion } from './stock-version';
import { resolvePath, type ResolvedPath } from './url-rewrites';

/*
 * What the catalogue pages show every shopper alike, cached per language and invalidated by the
 * 'catalog' tag (any write to products, prices, categories, brands, sellers, URL rewrites or
 * instalment rates, and a product going into or out of stock, bumps it in the writing
 * transaction): the page after a write shows it. A product's own page also shows its stock count,
 * so it is keyed by its stock version as well (stock-version.ts), read for each request: an order
 * re-renders the pages of the products it took only, and only when it changes what they show
 * (the units up to what one cart line may hold: shownStock). Listings and cards show only whether a product is in stock, so an
 * order that leaves it in stock keeps them (their best-seller order, and a product page's related
 * products, may then lag the last orders by up to MAX_AGE_MS). The values are shared between
 * requests: read them, never change them.
 */

export const cachedResolvePath = (ctx: Ctx, segments: string[]): Promise<ResolvedPath | null> =>
  cachedByTags(ctx, JSON.stringify(['path', segments]), ['catalog'], () => resolvePath(ctx, segments));

export const cachedProductDetail = (ctx: Ctx, productId: number): Promise<ProductDetail | null> =>
  cachedByTags(
    ctx,
    async () => `product:${ctx.locale}:${productId}:${(await readStockVersion(ctx.db, productId)) ?? 'none'}`,
    ['catalog'],
    () => getProductDetail(ctx, productId),
  );

export const cachedCategoryDetail = (ctx: Ctx, categoryId: number): Promise<CategoryDetail | null> =>
  cachedByTags(ctx, `category:${ctx.locale}:${categoryId}`, ['catalog'], () =>
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
    JSON.stringify(['listing', ctx.locale, q.categoryId, q.filters, q.sort, q.page, q.pageSize]),
    ['catalog'],
    () => searchProducts({ ...ctx, now: new Date() }, q),
  );
