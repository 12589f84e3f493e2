import type { Address } from '@/components/account/account-types';
import type { OrderStatus } from '@/db/schema';

/** Shapes of the orders API (docs/api-cart.md, src/domain/orders/orders.ts). Money is in EGP. */

export type { OrderStatus };

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  grand_total: number;
  /** Taken by the gateway for this order. */
  amount_paid: number;
  /** Still to pay (on delivery, or at the gateway); 0 once canceled. */
  amount_due: number;
  /** Paid and going back to the shopper (a canceled order or product that was paid for). */
  amount_refunded: number;
}

export interface OrderSummary {
  id: number;
  increment_id: string;
  status: OrderStatus;
  payment_method: string;
  created_at: string;
  totals: OrderTotals;
}

export interface OrdersPage {
  items: OrderSummary[];
  total_count: number;
  page: number;
  page_size: number;
}

export interface OrderLine {
  item_id: number;
  product_id: number;
  sku: string;
  /** In the page's language. */
  name: string;
  /** The name it was ordered under, kept as a record. */
  ordered_name: string;
  qty: number;
  price: number;
  row_total: number;
  canceled: boolean;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  note: string | null;
  created_at: string;
}

export interface RefundRequest {
  reason: string;
  comment: string | null;
  status: 'requested' | 'approved' | 'rejected';
  items: { item_id: number; qty: number }[];
  photos: string[];
  created_at: string;
}

export interface OrderDetails extends OrderSummary {
  address: Address;
  coupon_code: string | null;
  can_cancel: boolean;
  can_request_refund: boolean;
  refund: RefundRequest | null;
  items: OrderLine[];
  history: OrderHistoryEntry[];
}

/** Where the account area lists the orders; the details are this path with ?orderId=. */
export const ORDERS_PATH = '/account/orders';
export const orderDetailsHref = (id: number) => `${ORDERS_PATH}?orderId=${id}`;
