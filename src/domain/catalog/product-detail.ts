import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  brandTranslations,
  brands,
  PAYMENT_METHODS,
  productImages,
  productPaymentMethods,
  products,
  productTranslations,
  sellerTranslations,
  sellers,
  type PaymentMethodCode,
} from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { discountPercent, effectivePrice } from '../shared/money';
import { getCategoryDetail, type CategoryLink } from './categories';
import { planRules } from '../credit/plan-rules';
import { plansFor, type Plan, type PlanRules } from '../credit/plans';
import { MAX_LINE_QTY } from '@/domain/cart/carts';
import { listProductCards, type ProductCard } from './product-cards';
import { sellable } from './sellable';

/** At or under this many units the page says "only N left". */
export const LOW_STOCK_THRESHOLD = 5;
export const RELATED_PRODUCTS_LIMIT = 8;

export type StockState =
  { state: 'in_stock' } | { state: 'low_stock'; count: number } | { state: 'out_of_stock' };

/**
 * What a product's page shows of its stock: the units, up to what one cart line may hold (the most
 * its quantity picker offers). The page is cached under a version bumped when this changes
 * (page-keys.ts; migration 0045 holds the same limit), so an order that leaves a product at
 * least MAX_LINE_QTY units does not render its page again.
 */
export const shownStock = (stock: number): number => Math.min(stock, MAX_LINE_QTY);

export function stockState(stock: number): StockState {
  if (stock <= 0) return { state: 'out_of_stock' };
  if (stock <= LOW_STOCK_THRESHOLD) return { state: 'low_stock', count: stock };
  return { state: 'in_stock' };
}

export interface ProductDetail {
  id: number;
  sku: string;
  urlKey: string;
  name: string;
  shortDescription: string;
  description: string;
  specifications: { label: string; value: string }[];
  brand: { name: string; urlKey: string };
  /** `logo`: path under the media root, null when the seller has none. */
  seller: { code: string; name: string; logo: string | null };
  /** Piastres. */
  price: number;
  finalPrice: number;
  discountPercent: number;
  /** The units in stock up to MAX_LINE_QTY (shownStock). */
  stock: number;
  stockState: StockState;
  /** Paths under the media root, in gallery order. */
  images: string[];
  /** What each image shows, in the page's language ('' when staff gave none: the name is used). */
  imageAlts: string[];
  /** In the fixed order cash, card, wallet, instalment card. */
  paymentMethods: PaymentMethodCode[];
  /** The card's plans at the product's seller (src/domain/credit/plans.ts); none without the card. */
  instalmentPlans: Plan[];
  /** Category ancestry, main category first, ending with the product's own category. */
  breadcrumbs: CategoryLink[];
  related: ProductCard[];
}

/** Everything the product page shows, in ctx.locale; null when the product is missing or inactive. */
export async function getProductDetail(ctx: Ctx, productId: number): Promise<ProductDetail | null> {
  const [row] = await ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      urlKey: products.urlKey,
      categoryId: products.categoryId,
      price: products.price,
      specialPrice: products.specialPrice,
      specialFrom: products.specialFrom,
      specialTo: products.specialTo,
      stock: products.stock,
      name: productTranslations.name,
      shortDescription: productTranslations.shortDescription,
      description: productTranslations.description,
      specifications: productTranslations.specifications,
      brandName: brandTranslations.name,
      brandUrlKey: brands.urlKey,
      sellerId: products.sellerId,
      instalmentMonths: products.instalmentMonths,
      sellerCode: sellers.code,
      sellerLogo: sellers.logo,
      sellerName: sellerTranslations.name,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
    )
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(
      brandTranslations,
      and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, ctx.locale)),
    )
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(
      sellerTranslations,
      and(eq(sellerTranslations.sellerId, products.sellerId), eq(sellerTranslations.locale, ctx.locale)),
    )
    .where(and(eq(products.id, productId), sellable))
    .limit(1);
  if (!row) return null;

  // Read once for the product's plans and its related products' "from … a month".
  const rulesOnce = planRules(ctx);
  const [images, methods, category, related, rules] = await Promise.all([
    ctx.db
      .select({ path: productImages.path, altAr: productImages.altAr, altEn: productImages.altEn })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    ctx.db
      .select({ method: productPaymentMethods.method })
      .from(productPaymentMethods)
      .where(eq(productPaymentMethods.productId, row.id)),
    getCategoryDetail(ctx, row.categoryId),
    listRelatedProducts(ctx, { id: row.id, categoryId: row.categoryId }, RELATED_PRODUCTS_LIMIT, rulesOnce),
    rulesOnce,
  ]);

  const finalPrice = effectivePrice(row, nowOf(ctx));
  const supported = new Set(methods.map((m) => m.method));
  const paymentMethods = PAYMENT_METHODS.filter((m) => supported.has(m));
  return {
    id: row.id,
    sku: row.sku,
    urlKey: row.urlKey,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    specifications: row.specifications,
    brand: { name: row.brandName, urlKey: row.brandUrlKey },
    seller: { code: row.sellerCode, name: row.sellerName, logo: row.sellerLogo },
    price: row.price,
    finalPrice,
    discountPercent: discountPercent(row.price, finalPrice),
    stock: shownStock(row.stock),
    stockState: stockState(row.stock),
    images: images.map((i) => i.path),
    imageAlts: images.map((i) => (ctx.locale === 'ar' ? i.altAr : i.altEn)),
    paymentMethods,
    instalmentPlans: supported.has('ocean_amancard')
      ? plansFor(finalPrice, row.sellerId, rules, 0, row.instalmentMonths)
      : [],
    breadcrumbs: category
      ? [...category.ancestors, { id: category.id, name: category.name, path: category.path }]
      : [],
    related,
  };
}

/** In-stock products of the same (deepest) category, best sellers first. */
export function listRelatedProducts(
  ctx: Ctx,
  product: { id: number; categoryId: number },
  limit = RELATED_PRODUCTS_LIMIT,
  rules?: Promise<PlanRules>,
): Promise<ProductCard[]> {
  return listProductCards(ctx, {
    where: and(
      eq(products.categoryId, product.categoryId),
      ne(products.id, product.id),
      gt(products.stock, 0),
    ),
    orderBy: [desc(products.salesCount), desc(products.id)],
    limit,
    rules,
  });
}

/** A product as the comparison shows it: its tile plus seller and specifications. */
export interface CompareProduct extends ProductCard {
  seller: string;
  specifications: { label: string; value: string }[];
}

/** The active products among `ids`, in the order asked; unknown or inactive ids are skipped. */
export async function getCompareProducts(ctx: Ctx, ids: readonly number[]): Promise<CompareProduct[]> {
  if (ids.length === 0) return [];
  const [cards, extras] = await Promise.all([
    listProductCards(ctx, { where: inArray(products.id, [...ids]), limit: ids.length }),
    ctx.db
      .select({
        id: products.id,
        seller: sellerTranslations.name,
        specifications: productTranslations.specifications,
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
      )
      .innerJoin(
        sellerTranslations,
        and(eq(sellerTranslations.sellerId, products.sellerId), eq(sellerTranslations.locale, ctx.locale)),
      )
      .where(inArray(products.id, [...ids])),
  ]);
  const extraById = new Map(extras.map((e) => [e.id, e]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const card = cardById.get(id);
    const extra = extraById.get(id);
    return card && extra ? [{ ...card, seller: extra.seller, specifications: extra.specifications }] : [];
  });
}

/** URL keys of active products for the sitemap, oldest first so the list is stable as the catalogue grows. */
export async function listProductUrlKeys(ctx: Ctx, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await ctx.db
    .select({ urlKey: products.urlKey })
    .from(products)
    .where(sellable)
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((r) => r.urlKey);
}
