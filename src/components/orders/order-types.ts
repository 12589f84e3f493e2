import type { OrderStatus } from '@/db/schema';
import type {
  WireOrderDetails,
  WireOrderPayment,
  WireOrderSummary,
  WireOrdersPage,
} from '@/http/rest/order-serializers';

/** Shapes of the orders API (docs/api-cart.md, src/domain/orders/orders.ts). Money is in EGP. */

export type { OrderStatus };

/** The orders API's own shapes (src/http/rest/order-serializers.ts), not copies of them. */
export type OrderSummary = WireOrderSummary;
export type OrderTotals = WireOrderSummary['totals'];
export type OrdersPage = WireOrdersPage;
export type OrderDetails = WireOrderDetails;
export type OrderLine = WireOrderDetails['items'][number];
export type OrderHistoryEntry = WireOrderDetails['history'][number];
export type RefundRequest = NonNullable<WireOrderDetails['refund']>;
export type OrderPayment = WireOrderPayment;

/** Where the account area lists the orders; the details are this path with ?orderId=. */
export const ORDERS_PATH = '/account/orders';
export const orderDetailsHref = (id: number) => `${ORDERS_PATH}?orderId=${id}`;
