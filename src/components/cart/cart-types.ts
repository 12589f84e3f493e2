import type { WireWishlistItem } from '@/http/rest/serializers';
/** Shapes of the cart and wishlist API (docs/api-cart.md). Money is in EGP, as numbers. */

export interface CartLine {
  item_id: number;
  product_id: number;
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  qty: number;
  price: number;
  row_total: number;
  stock: number;
  in_stock: boolean;
  max_qty: number;
  payment_methods: string[];
  seller: string;
}

export interface Cart {
  id: number;
  items: CartLine[];
  items_count: number;
  coupon_code: string | null;
  totals: { subtotal: number; discount: number; shipping: number; grand_total: number };
}

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
  totals: { subtotal: 0, discount: 0, shipping: 0, grand_total: 0 },
};
