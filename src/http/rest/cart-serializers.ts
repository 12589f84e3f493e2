import type { CartView } from '@/domain/cart/carts';
import { egp } from './serializers';

/** The cart as the API answers it (docs/api-cart.md): snake_case, money in EGP. */
export function toWireCart({ cart, lines, totals }: CartView) {
  return {
    id: cart.id,
    items: lines.map((l) => ({
      item_id: l.itemId,
      product_id: l.productId,
      sku: l.sku,
      name: l.name,
      url_key: l.urlKey,
      image: l.image ? `/media/${l.image}` : null,
      qty: l.qty,
      price: egp(l.unitPrice),
      row_total: egp(l.rowTotal),
      stock: l.stock,
      in_stock: l.stock > 0,
      /** False: no longer sold (withdrawn, or its seller suspended), not merely out of stock. */
      on_sale: l.onSale,
      max_qty: l.stock,
      payment_methods: l.paymentMethods,
      seller: l.seller,
    })),
    items_count: lines.reduce((n, l) => n + l.qty, 0),
    coupon_code: cart.couponCode,
    /** Why the coupon gives no discount now (an errors.* key and its parameters), or null. */
    coupon_problem: totals.couponProblem
      ? { reason: totals.couponProblem.reason, parameters: totals.couponProblem.params }
      : null,
    totals: {
      subtotal: egp(totals.subtotal),
      discount: egp(totals.discount),
      shipping: egp(totals.shipping),
      grand_total: egp(totals.grandTotal),
    },
  };
}

export type WireCart = ReturnType<typeof toWireCart>;
export type WireCartLine = WireCart['items'][number];
