import type { OrderQuote } from '@/domain/orders/quote';
import { egp, mediaUrl } from './serializers';

/** An order quote on the wire (money in EGP); the checkout page displays it as it is. */
export interface WireQuote {
  address_id: number | null;
  items: {
    item_id: number;
    product_id: number;
    name: string;
    image: string | null;
    qty: number;
    price: number;
    row_total: number;
    /** The quantity was lowered to one for cash on delivery. */
    reduced: boolean;
  }[];
  removed_products: string[];
  reduced_products: string[];
  coupon_code: string | null;
  subtotal: number;
  discount: number;
  shipping_fee: number;
  grand_total: number;
}

export function toWireQuote(q: OrderQuote): WireQuote {
  return {
    address_id: q.addressId,
    items: q.lines.map((l) => ({
      item_id: l.itemId,
      product_id: l.productId,
      name: l.name,
      image: mediaUrl(l.image),
      qty: l.qty,
      price: egp(l.unitPrice),
      row_total: egp(l.rowTotal),
      reduced: l.reduced,
    })),
    removed_products: q.removed,
    reduced_products: q.reduced,
    coupon_code: q.couponCode,
    subtotal: egp(q.subtotal),
    discount: egp(q.discount),
    shipping_fee: egp(q.shipping),
    grand_total: egp(q.grandTotal),
  };
}
