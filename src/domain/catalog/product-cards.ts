import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { brandTranslations, productTranslations, products } from '@/db/schema';
import { planRules, shownPlanRules } from '../credit/plan-rules';
import { fromMonthly, type PlanRules } from '../credit/plans';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { cachedManyByTags } from '../shared/versioned-cache';
import { discountPercent, effectivePrice } from '../shared/money';
import { productFirstImage } from './first-image';
import { sellable } from './sellable';

/** What a product tile shows. Money in piastres. */
export interface ProductCard {
  id: number;
  sku: string;
  urlKey: string;
  name: string;
  brand: string;
  image: string | null;
  price: number;
  finalPrice: number;
  discountPercent: number;
  inStock: boolean;
  instalmentEligible: boolean;
  /** "From … a month": the smallest monthly amount of the card's plans at the seller, or null. */
  fromMonthly: number | null;
}

const supportsCard = sql<boolean>`exists (select 1 from product_payment_methods ppm where ppm.product_id = ${products.id} and ppm.method = 'ocean_amancard')`;

/** The current special price, as SQL, for ordering offers. */
export const activeSpecialPrice = sql`case when ${products.specialPrice} < ${products.price}
  and (${products.specialFrom} is null or ${products.specialFrom} <= now())
  and (${products.specialTo} is null or ${products.specialTo} >= now()) then ${products.specialPrice} end`;

type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

function cardRows(ctx: Ctx, options: { where?: SQL; orderBy?: SQL[]; limit: number }) {
  return ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      urlKey: products.urlKey,
      price: products.price,
      specialPrice: products.specialPrice,
      specialFrom: products.specialFrom,
      specialTo: products.specialTo,
      stock: products.stock,
      name: productTranslations.name,
      brand: brandTranslations.name,
      image: productFirstImage,
      instalmentEligible: supportsCard,
      sellerId: products.sellerId,
      instalmentMonths: products.instalmentMonths,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
    )
    .innerJoin(
      brandTranslations,
      and(eq(brandTranslations.brandId, products.brandId), eq(brandTranslations.locale, ctx.locale)),
    )
    .where(and(sellable, options.where))
    .orderBy(...(options.orderBy ?? [desc(products.id)]))
    .limit(options.limit);
}

/** The cards of rows, priced at the context's clock. */
async function toCards(
  ctx: Ctx,
  rows: readonly CardRow[],
  rules: () => Promise<PlanRules>,
): Promise<ProductCard[]> {
  const now = nowOf(ctx);
  const planned = rows.some((r) => r.instalmentEligible) ? await rules() : null;
  return rows.map((r) => {
    const finalPrice = effectivePrice(r, now);
    return {
      id: r.id,
      sku: r.sku,
      urlKey: r.urlKey,
      name: r.name,
      brand: r.brand,
      image: r.image,
      price: r.price,
      finalPrice,
      discountPercent: discountPercent(r.price, finalPrice),
      inStock: r.stock > 0,
      instalmentEligible: Boolean(r.instalmentEligible),
      fromMonthly:
        planned && r.instalmentEligible
          ? fromMonthly(finalPrice, r.sellerId, planned, r.instalmentMonths)
          : null,
    };
  });
}

export async function listProductCards(
  ctx: Ctx,
  options: {
    where?: SQL;
    orderBy?: SQL[];
    limit: number;
    /** The plan rules, when the caller lists several times for one page: read once for all. */
    rules?: Promise<PlanRules>;
  },
): Promise<ProductCard[]> {
  return toCards(ctx, await cardRows(ctx, options), () => options.rules ?? planRules(ctx));
}

/**
 * The cards of products by id, in the order given, leaving out those not on sale: a search's page.
 * A card's row is kept per catalogue version (versioned-cache.ts): every write to what a card shows
 * bumps it, a product going into or out of stock included, so a kept row is never older than the
 * last write. Prices are worked out at each call, special prices and promotions at its clock.
 */
export async function productCardsByIds(ctx: Ctx, ids: readonly number[]): Promise<ProductCard[]> {
  const rows = await cachedManyByTags(ctx, `cards:${ctx.locale}`, ['catalog'], ids, async (missing) => {
    const found = await cardRows(ctx, { where: inArray(products.id, missing), limit: missing.length });
    return new Map(found.map((r) => [r.id, r]));
  });
  return toCards(
    ctx,
    rows.filter((r): r is CardRow => r !== undefined),
    () => shownPlanRules(ctx),
  );
}

/**
 * Products on offer (a current special price), in stock, the deepest discount first: the home
 * page's offers row and the /offers grid.
 */
export function listOfferCards(ctx: Ctx, options: { limit: number; rules?: Promise<PlanRules> }) {
  return listProductCards(ctx, {
    where: and(gt(products.stock, 0), isNotNull(activeSpecialPrice)),
    orderBy: [
      sql`(${products.price} - ${activeSpecialPrice}) * 1.0 / ${products.price} desc`,
      desc(products.id),
    ],
    ...options,
  });
}
