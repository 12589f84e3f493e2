import { and, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { brandTranslations, productTranslations, products } from '@/db/schema';
import { planRules } from '../credit/plan-rules';
import { fromMonthly, type PlanRules } from '../credit/plans';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { discountPercent, effectivePrice } from '../shared/money';
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

const firstImage = sql<
  string | null
>`(select pi.path from product_images pi where pi.product_id = ${products.id} order by pi.position limit 1)`;
const supportsCard = sql<boolean>`exists (select 1 from product_payment_methods ppm where ppm.product_id = ${products.id} and ppm.method = 'ocean_amancard')`;

/** The current special price, as SQL, for ordering offers. */
export const activeSpecialPrice = sql`case when ${products.specialPrice} < ${products.price}
  and (${products.specialFrom} is null or ${products.specialFrom} <= now())
  and (${products.specialTo} is null or ${products.specialTo} >= now()) then ${products.specialPrice} end`;

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
  const rows = await ctx.db
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
      image: firstImage,
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

  const now = nowOf(ctx);
  const rules = rows.some((r) => r.instalmentEligible) ? await (options.rules ?? planRules(ctx)) : null;
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
        rules && r.instalmentEligible ? fromMonthly(finalPrice, r.sellerId, rules, r.instalmentMonths) : null,
    };
  });
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
