import type { WireCart, WireCartLine } from '@/http/rest/cart-serializers';
import type { WireWishlistItem } from '@/http/rest/serializers';
/** Shapes of the cart and wishlist API (docs/api-cart.md). Money is in EGP, as numbers. */

/** The cart API's own shapes (src/http/rest/cart-serializers.ts), not copies of them. */
export type CartLine = WireCartLine;
export type Cart = WireCart;

export interface CartSummary {
  cart_items: number;
  wishlist_items: number;
}

/** The API's own wishlist shape (src/http/rest/serializers.ts), not a copy of it. */
export type WishlistItem = WireWishlistItem;

export interface ChangedLine {
  item_id: number;
  product_id: number;
  name: string;
  requested: number;
  available: number;
}

export interface ConfirmQtyAnswer {
  changed: ChangedLine[];
  cart: Cart;
}

/** What a visitor without a guest token has: nothing to ask the server for. */
export const EMPTY_CART: Cart = {
  id: 0,
  items: [],
  items_count: 0,
  coupon_code: null,
  coupon_problem: null,
  totals: { subtotal: 0, discount: 0, shipping: 0, grand_total: 0 },
};
