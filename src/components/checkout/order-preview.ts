import type { Cart, CartLine } from '@/components/cart/cart-types';
import { shippingFee } from '@/domain/orders/shipping';
import { CASH_ON_DELIVERY, type CheckoutAddress } from './checkout-types';

export interface PreviewLine extends CartLine {
  /** Cash on delivery takes one of each product (§5). */
  reduced: boolean;
}

export interface OrderPreview {
  lines: PreviewLine[];
  /** Names of the products that stay in the cart because they don't take the method. */
  removed: string[];
  reduced: string[];
  subtotal: number;
  discount: number;
  shipping: number;
  grandTotal: number;
  /** The coupon is applied again by the server to what is ordered, so its amount here is an estimate. */
  discountEstimated: boolean;
}

const toPiastres = (egp: number) => Math.round(egp * 100);
const toEgp = (piastres: number) => piastres / 100;

/**
 * What placing the order would take out of the cart, the way the server does it
 * (src/domain/orders/place-order.ts linesForMethod, shipping.ts): unsupported products stay
 * behind, cash on delivery orders one piece of each, and shipping follows the ordered subtotal.
 */
export function orderPreview(cart: Cart, method: string, address: CheckoutAddress | null): OrderPreview {
  const cod = method === CASH_ON_DELIVERY;
  const kept = cart.items.filter((l) => l.payment_methods.includes(method));
  const lines = kept.map((l) =>
    cod && l.qty > 1 ? { ...l, qty: 1, row_total: l.price, reduced: true } : { ...l, reduced: false },
  );
  const removed = cart.items.filter((l) => !kept.includes(l)).map((l) => l.name);
  const reduced = lines.filter((l) => l.reduced).map((l) => l.name);
  const unchanged = removed.length === 0 && reduced.length === 0;

  const cartSubtotal = toPiastres(cart.totals.subtotal);
  const cartDiscount = toPiastres(cart.totals.discount);
  const subtotal = unchanged ? cartSubtotal : lines.reduce((sum, l) => sum + toPiastres(l.row_total), 0);
  const discount =
    unchanged || cartSubtotal === 0
      ? cartDiscount
      : Math.min(subtotal, Math.floor((cartDiscount * subtotal) / cartSubtotal));
  // The API's fee was worked out on the whole cart; it holds as long as the order is the whole cart.
  const shipping = !address
    ? 0
    : unchanged
      ? toPiastres(address.shipping_fee)
      : shippingFee(address.governorate, subtotal);

  return {
    lines,
    removed,
    reduced,
    subtotal: toEgp(subtotal),
    discount: toEgp(discount),
    shipping: toEgp(shipping),
    grandTotal: toEgp(subtotal - discount + shipping),
    discountEstimated: !unchanged && cartDiscount > 0,
  };
}
