import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  cartItems,
  productPaymentMethods,
  productTranslations,
  products,
  sellerTranslations,
  type PaymentMethodCode,
} from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { effectivePrice } from '../shared/money';
import { couponDiscount, couponWithUsage } from './coupons';
import { productFirstImage } from '@/domain/catalog/first-image';
import { sellable } from '@/domain/catalog/sellable';

/** A cart line with what the cart page shows; money in piastres. */
export interface CartLine {
  itemId: number;
  productId: number;
  sku: string;
  name: string;
  urlKey: string;
  image: string | null;
  qty: number;
  unitPrice: number;
  rowTotal: number;
  /** What can be bought: 0 when the product is off sale. */
  stock: number;
  /** Still sold: active, and its seller not suspended (off sale, it is not merely out of stock). */
  onSale: boolean;
  sellerId: number;
  seller: string;
  paymentMethods: PaymentMethodCode[];
  /** The card's terms the product allows; null: its seller's. */
  instalmentMonths: number[] | null;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  grandTotal: number;
  /** Why the cart's coupon gives nothing now (its message key under errors., and parameters). */
  couponProblem: { reason: string; params: Record<string, string> } | null;
}

export async function readCartLines(ctx: Ctx, cartId: number): Promise<CartLine[]> {
  const rows = await ctx.db
    .select({
      itemId: cartItems.id,
      productId: products.id,
      sku: products.sku,
      urlKey: products.urlKey,
      qty: cartItems.qty,
      price: products.price,
      specialPrice: products.specialPrice,
      specialFrom: products.specialFrom,
      specialTo: products.specialTo,
      stock: products.stock,
      isActive: sellable,
      sellerId: products.sellerId,
      instalmentMonths: products.instalmentMonths,
      name: productTranslations.name,
      seller: sellerTranslations.name,
      image: productFirstImage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
    )
    .innerJoin(
      sellerTranslations,
      and(eq(sellerTranslations.sellerId, products.sellerId), eq(sellerTranslations.locale, ctx.locale)),
    )
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  const ids = rows.map((r) => r.productId);
  const methods = ids.length
    ? await ctx.db
        .select({ productId: productPaymentMethods.productId, method: productPaymentMethods.method })
        .from(productPaymentMethods)
        .where(inArray(productPaymentMethods.productId, ids))
    : [];
  const now = nowOf(ctx);
  return rows.map((r) => {
    const unitPrice = effectivePrice(r, now);
    return {
      itemId: r.itemId,
      productId: r.productId,
      sku: r.sku,
      name: r.name,
      urlKey: r.urlKey,
      image: r.image,
      qty: r.qty,
      unitPrice,
      rowTotal: unitPrice * r.qty,
      stock: r.isActive ? r.stock : 0,
      onSale: r.isActive,
      sellerId: r.sellerId,
      seller: r.seller,
      paymentMethods: methods.filter((m) => m.productId === r.productId).map((m) => m.method),
      instalmentMonths: r.instalmentMonths,
    };
  });
}

/**
 * Subtotal, the coupon's discount and the total. A coupon that no longer applies (switched off,
 * expired, used up, or the subtotal fell under its minimum) stays on the cart, gives no discount
 * and says why (couponProblem): raise the subtotal again and it applies again.
 */
export async function cartTotals(
  ctx: Ctx,
  lines: CartLine[],
  cart: { couponCode: string | null; customerId: number | null },
  shipping = 0,
): Promise<CartTotals> {
  const subtotal = lines.reduce((sum, l) => sum + l.rowTotal, 0);
  let discount = 0;
  let couponProblem: CartTotals['couponProblem'] = null;
  const found = cart.couponCode ? await couponWithUsage(ctx, cart.couponCode, cart.customerId) : null;
  if (found) {
    try {
      discount = couponDiscount(found.coupon, subtotal, nowOf(ctx), found.usage);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      couponProblem = { reason: err.messageKey, params: err.params };
    }
  }
  return { subtotal, discount, shipping, grandTotal: subtotal - discount + shipping, couponProblem };
}
