import { and, asc, count, eq } from 'drizzle-orm';
import { brandTranslations, brands, products } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { sellable } from './sellable';

export interface BrandSummary {
  id: number;
  name: string;
  urlKey: string;
  logo: string | null;
  productCount: number;
}

/** Brands with how many active products each has; featured only when asked. */
export async function listBrands(
  ctx: Ctx,
  options: { featuredOnly?: boolean } = {},
): Promise<BrandSummary[]> {
  return ctx.db
    .select({
      id: brands.id,
      name: brandTranslations.name,
      urlKey: brands.urlKey,
      logo: brands.logo,
      productCount: count(products.id),
    })
    .from(brands)
    .innerJoin(
      brandTranslations,
      and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, ctx.locale)),
    )
    .leftJoin(products, and(eq(products.brandId, brands.id), sellable))
    .where(options.featuredOnly ? eq(brands.isFeatured, true) : undefined)
    .groupBy(brands.id, brandTranslations.name)
    .orderBy(asc(brands.position), asc(brands.id));
}

/** One brand by its URL key, with its active products' count; null when there is none. */
export async function getBrand(ctx: Ctx, urlKey: string): Promise<BrandSummary | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(urlKey)) return null;
  const [brand] = (await listBrands(ctx)).filter((b) => b.urlKey === urlKey);
  return brand ?? null;
}
