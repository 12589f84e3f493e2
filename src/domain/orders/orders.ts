import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  couponRedemptions,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  productTranslations,
  products,
  type OrderStatus,
  type PaymentMethodCode,
} from '@/db/schema';
import type { Customer } from '../auth/tokens';
import { lockCustomerCart, returnToCart } from '../cart/carts';
import { productFirstImage } from '../catalog/first-image';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import {
  ledgerOf,
  refundExcess,
  voidOpenPayment,
  type Payable,
  type PaymentRecord,
} from '../payments/ledger';
import { notifyOrderCustomer } from './notify';
import { releaseCardOrder, replanCardOrder } from '../credit/card-release';
import { orderPurchases, type PurchaseView } from '../credit/card-schedule';
import { discountLeft } from './discount-share';
import { refundOf, refundRequestsOf, type RefundView } from './refunds';
import { returnedQuantities } from './refund-rules';
import { assertTransition, HOLDS_STOCK, isOrderStatus } from './status';

export const ORDERS_PAGE_SIZE = 10;
type OrderRow = typeof orders.$inferSelect;
type Ledger = { paid: number; refunded: number; payments: PaymentRecord[] };
const NO_LEDGER: Ledger = { paid: 0, refunded: 0, payments: [] };

/** The order has reached the shopper: its cash, if it is paid on delivery, was collected. */
const HANDED_OVER: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

/**
 * What was paid, what is still to pay and what went back: from what the order is worth now
 * (nothing once canceled), what the gateway took for it and what the ledger refunded. Cash on
 * delivery is paid when the order is handed over (its total then), and what an approved refund
 * gave back in cash (`returnedTotal`) is its refund.
 */
export function orderBalance(
  o: Pick<OrderRow, 'status' | 'grandTotal' | 'paymentMethod'> & { returnedTotal?: number },
  ledger: Pick<Ledger, 'paid' | 'refunded'>,
) {
  const cash = o.paymentMethod === 'cashondelivery' && HANDED_OVER.includes(o.status);
  const paid = ledger.paid + (cash ? o.grandTotal : 0);
  const refunded = ledger.refunded + (cash ? (o.returnedTotal ?? 0) : 0);
  // The instalment card paid the whole order when it was placed: its instalments are the card's.
  // Lines taken back by an approved refund are no longer owed (all of them once refunded).
  const worth =
    o.status === 'canceled' || o.status === 'refunded' || o.paymentMethod === 'ocean_amancard'
      ? 0
      : Math.max(o.grandTotal - (o.returnedTotal ?? 0), 0);
  return { paid, due: Math.max(worth - (paid - refunded), 0), refunded };
}

/** A product of an order, as the orders list and the order's lines show it: name and picture. */
export interface OrderProductView {
  productId: number;
  /** In the request's language (the name it was ordered under when the product has none now). */
  name: string;
  urlKey: string;
  image: string | null;
}

/** How many of an order's products the list pictures; the rest are counted. */
export const ORDER_PREVIEW_PRODUCTS = 3;

/** An order as the customer sees it in a list; money in piastres. */
export interface OrderSummaryView {
  id: number;
  incrementId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethodCode;
  createdAt: Date;
  totals: {
    subtotal: number;
    discount: number;
    shipping: number;
    grandTotal: number;
    paid: number;
    due: number;
    refunded: number;
  };
  /** Its first products, in the order they were added, and how many lines it has in all. */
  products: OrderProductView[];
  lineCount: number;
}

type LineRow = Awaited<ReturnType<typeof orderLines>>[number];

const productOf = ({ item, currentName, urlKey, image }: LineRow): OrderProductView => ({
  productId: item.productId,
  name: currentName ?? item.name,
  urlKey,
  image,
});

function orderSummary(o: OrderRow, ledger: Ledger, lines: LineRow[]): OrderSummaryView {
  const balance = orderBalance(o, ledger);
  return {
    id: o.id,
    incrementId: o.incrementId,
    status: o.status,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt,
    totals: {
      subtotal: o.subtotal,
      discount: o.discount,
      shipping: o.shippingFee,
      grandTotal: o.grandTotal,
      paid: balance.paid,
      due: balance.due,
      refunded: balance.refunded,
    },
    // What is still coming first: a canceled product is not what the order is "of".
    products: [...lines]
      .sort((a, b) => Number(a.item.canceledAt !== null) - Number(b.item.canceledAt !== null))
      .slice(0, ORDER_PREVIEW_PRODUCTS)
      .map(productOf),
    lineCount: lines.length,
  };
}

/** The customer's orders, newest first, optionally of one status; 10 a page. */
export async function listOrders(ctx: Ctx, customer: Customer, query: { status?: string; page?: string }) {
  if (query.status !== undefined && query.status !== '' && !isOrderStatus(query.status)) {
    throw new AppError('invalid', 'order_status_invalid', { status: query.status });
  }
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const where = and(
    eq(orders.customerId, customer.id),
    query.status ? eq(orders.status, query.status as OrderStatus) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [ledgers, lines] = await Promise.all([
    ledgerOf(ctx, 'order', ids),
    ids.length ? orderLines(ctx, ids) : [],
  ]);
  return {
    items: rows.map((r) =>
      orderSummary(
        r,
        ledgers.get(r.id) ?? NO_LEDGER,
        lines.filter((l) => l.item.orderId === r.id),
      ),
    ),
    totalCount: total?.n ?? 0,
    page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

async function ownOrder(ctx: Ctx, customer: Customer, id: number, lock = false): Promise<OrderRow> {
  const query = ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customer.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('order_not_found');
  return row;
}

export interface OrderLineView extends OrderProductView {
  itemId: number;
  sku: string;
  /** `name` is in the request's language; `orderedName` is the name it was ordered under, kept as a record. */
  orderedName: string;
  qty: number;
  /** Units on refund requests not rejected (asked for, or taken back): they cannot be asked again. */
  returnedQty: number;
  unitPrice: number;
  rowTotal: number;
  canceled: boolean;
  /** Its seller handed it to a carrier (perhaps before the rest of the order). */
  shipment: { carrier: string; tracking: string; shippedAt: Date } | null;
}

export interface OrderDetailsView extends OrderSummaryView {
  address: OrderRow['address'];
  couponCode: string | null;
  canCancel: boolean;
  canRequestRefund: boolean;
  /**
   * A card or wallet order whose payment did not go through yet (the shopper left the gateway, or
   * its page failed to open): until when it can still be paid, and the wallet's phone last used.
   */
  payment: { dueAt: Date; walletPhone: string | null } | null;
  refund: RefundView | null;
  items: OrderLineView[];
  history: { status: OrderStatus; note: string | null; createdAt: Date }[];
  payments: PaymentRecord[];
  /** Paid with the instalment card: each seller's plan and its instalments. */
  instalmentPlans: PurchaseView[];
}

/**
 * The lines of one order or of several (oldest first), each with its product's current name in
 * the request's language, its page and its first picture.
 */
export const orderLines = (ctx: Ctx, id: number | number[]) =>
  ctx.db
    .select({
      item: orderItems,
      currentName: productTranslations.name,
      urlKey: products.urlKey,
      image: productFirstImage,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, orderItems.productId),
        eq(productTranslations.locale, ctx.locale),
      ),
    )
    .where(typeof id === 'number' ? eq(orderItems.orderId, id) : inArray(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));

/** An order's changes of status, oldest first. */
export const orderHistory = (ctx: Ctx, id: number) =>
  ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));

/** One order with its lines, address, payments and status timeline; another customer's order is a 404. */
export async function orderDetails(ctx: Ctx, customer: Customer, id: number): Promise<OrderDetailsView> {
  const order = await ownOrder(ctx, customer, id);
  const [items, history, ledgers, refund, instalmentPlans, requests] = await Promise.all([
    orderLines(ctx, id),
    orderHistory(ctx, id),
    ledgerOf(ctx, 'order', [id]),
    refundOf(ctx, id),
    order.paymentMethod === 'ocean_amancard' ? orderPurchases(ctx, id) : [],
    refundRequestsOf(ctx.db, id),
  ]);
  const returned = returnedQuantities(requests);
  const returnable = items.some(
    ({ item }) => item.canceledAt === null && item.qty > (returned.get(item.id) ?? 0),
  );
  const ledger = ledgers.get(id) ?? NO_LEDGER;
  const payable =
    order.status === 'pending_payment' && order.paymentDueAt !== null && order.paymentDueAt > nowOf(ctx);
  const [lastAttempt] = payable
    ? await ctx.db
        .select({ walletPhone: payments.walletPhone })
        .from(payments)
        .where(and(eq(payments.payableType, 'order'), eq(payments.payableId, id)))
        .orderBy(desc(payments.createdAt))
        .limit(1)
    : [];
  return {
    ...orderSummary(order, ledger, items),
    address: order.address,
    couponCode: order.couponCode,
    // Once part of it has left, only the lines still here can be canceled, one by one.
    canCancel: HOLDS_STOCK.includes(order.status) && !items.some(({ item }) => item.shippedAt !== null),
    // Delivered, with something not yet asked back (one request at a time: the order is
    // refund_requested while one is open).
    canRequestRefund: order.status === 'delivered' && returnable,
    payment: payable ? { dueAt: order.paymentDueAt!, walletPhone: lastAttempt?.walletPhone ?? null } : null,
    refund,
    items: items.map((line) => ({
      ...productOf(line),
      itemId: line.item.id,
      sku: line.item.sku,
      orderedName: line.item.name,
      qty: line.item.qty,
      returnedQty: returned.get(line.item.id) ?? 0,
      unitPrice: line.item.unitPrice,
      rowTotal: line.item.rowTotal,
      canceled: line.item.canceledAt !== null,
      shipment: line.item.shippedAt && {
        carrier: line.item.carrier ?? '',
        tracking: line.item.trackingNumber ?? '',
        shippedAt: line.item.shippedAt,
      },
    })),
    history: history.map((h) => ({ status: h.status, note: h.note, createdAt: h.createdAt })),
    payments: ledger.payments,
    instalmentPlans,
  };
}

const payableOf = (o: Pick<OrderRow, 'id' | 'customerId'>): Payable => ({
  type: 'order',
  id: o.id,
  customerId: o.customerId,
});

/** Cancels lines of a locked order and gives their stock back (each line once: it is marked). */
async function cancelLines(ctx: Ctx, lines: (typeof orderItems.$inferSelect)[], now: Date) {
  for (const item of lines) {
    await ctx.db.update(orderItems).set({ canceledAt: now }).where(eq(orderItems.id, item.id));
    await ctx.db
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.qty}`,
        salesCount: sql`greatest(${products.salesCount} - ${item.qty}, 0)`,
      })
      .where(eq(products.id, item.productId));
  }
}

const openLines = (ctx: Ctx, orderId: number) =>
  ctx.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.canceledAt)))
    .orderBy(asc(orderItems.productId));

/**
 * Cancels a whole order that still holds stock (a declined or abandoned payment, the shopper or
 * staff), inside the caller's transaction: answers what was paid back (piastres), or null,
 * changing nothing, when the order is past that.
 */
export async function releaseOrder(ctx: Ctx, orderId: number, note: string | null): Promise<number | null> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !HOLDS_STOCK.includes(order.status)) return null;
  const now = nowOf(ctx);
  await cancelLines(ctx, await openLines(ctx, orderId), now);
  await ctx.db.update(orders).set({ status: 'canceled', updatedAt: now }).where(eq(orders.id, orderId));
  await ctx.db.insert(orderStatusHistory).values({ orderId, status: 'canceled', note, createdAt: now });
  // A canceled order did not use its coupon: the use goes back to the coupon's limits.
  await ctx.db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  // No page at the gateway may take money for it any more; what was paid goes back.
  await voidOpenPayment(ctx, payableOf(order), 'order_canceled');
  const refunded = await refundExcess(ctx, payableOf(order), 0, 'order_canceled');
  // Instalments already paid on the card go back to whoever paid them, and are said with the rest.
  return refunded + (await releaseCardOrder(ctx, orderId, 'order_canceled'));
}

/**
 * Cancels an unpaid order (stock released once) and puts its products back in the cart with its
 * coupon: a declined or abandoned payment, or the shopper canceling it to pay another way. The cart
 * is locked before the stock, in the order placing an order takes them, so a sweep and the same
 * shopper's checkout never wait on each other in a circle. Answers false, changing nothing, when
 * the order no longer holds stock.
 */
export async function cancelUnpaid(ctx: Ctx, order: OrderRow, note: string | null): Promise<boolean> {
  await lockCustomerCart(ctx, order.customerId);
  const lines = await openLines(ctx, order.id);
  if ((await releaseOrder(ctx, order.id, note)) === null) return false;
  await returnToCart(ctx, order.customerId, lines, order.couponCode);
  return true;
}

/**
 * Cancels a whole order, or one of its lines, while it still holds stock. The order row is locked
 * and each line's stock comes back once: a canceled line or order cannot be canceled again.
 */
export async function cancelOrder(ctx: Ctx, customer: Customer, id: number, itemId?: number): Promise<void> {
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await ownOrder(tx, customer, id, true);
    // Not paid yet, canceled whole: the shopper chose to pay another way, or not to buy. The
    // products go back in the cart, as after a declined payment; nothing was paid.
    const unpaid =
      itemId === undefined && order.status === 'pending_payment' && (await cancelUnpaid(tx, order, null));
    const { whole, name, refunded } = unpaid
      ? { whole: true, name: null, refunded: 0 }
      : await cancelLockedOrder(tx, order, itemId, null);
    // Told in writing as when staff cancel: what went, and what comes back.
    await notifyOrderCustomer(tx, id, whole ? 'canceled_by_you' : 'line_canceled_by_you', {
      item: name ?? '',
      refunded: String(refunded),
    });
  });
}

/**
 * Cancels a locked order, or one of its lines (the shopper's or staff's, with an optional note
 * kept in the history), inside the caller's transaction: stock, payments and the card follow.
 * Answers whether the whole order went (the last open line included).
 */
export async function cancelLockedOrder(
  ctx: Ctx,
  order: OrderRow,
  itemId: number | undefined,
  note: string | null,
): Promise<{ whole: boolean; sku: string | null; name: string | null; refunded: number }> {
  const { db } = ctx;
  const id = order.id;
  if (!HOLDS_STOCK.includes(order.status)) assertTransition(order.status, 'canceled');
  const open = await openLines(ctx, id);
  const cancel = itemId === undefined ? open : open.filter((i) => i.id === itemId);
  if (cancel.length === 0) throw notFound('order_item_not_found');
  // What a seller has handed to a carrier is on its way: it can only come back as a refund.
  if (cancel.some((i) => i.shippedAt !== null))
    throw new AppError('conflict', itemId === undefined ? 'order_partly_shipped' : 'order_line_shipped');
  if (cancel.length === open.length) {
    const refunded = (await releaseOrder(ctx, id, note)) ?? 0;
    const line = itemId === undefined ? null : cancel[0]!;
    return { whole: true, sku: line?.sku ?? null, name: line?.name ?? null, refunded };
  }
  const now = nowOf(ctx);
  await cancelLines(ctx, cancel, now);
  const left = open.filter((i) => !cancel.includes(i));
  const subtotal = left.reduce((sum, i) => sum + i.rowTotal, 0);
  // The canceled lines take their share of the coupon's discount: it is not kept whole on the rest.
  const discount = discountLeft(order.discount, order.subtotal, order.subtotal - subtotal);
  const grandTotal = subtotal - discount + order.shippingFee;
  await db.update(orders).set({ subtotal, discount, grandTotal, updatedAt: now }).where(eq(orders.id, id));
  const sku = cancel[0]!.sku;
  await db.insert(orderStatusHistory).values({
    orderId: id,
    status: order.status,
    note: note ? `item_canceled:${sku} ${note}` : `item_canceled:${sku}`,
    createdAt: now,
  });
  // The order is worth less now: an open gateway page for the old amount closes (the next "pay"
  // opens one for the new amount), and what was paid beyond it goes back.
  await voidOpenPayment(ctx, payableOf(order), 'amount_changed');
  const refunded =
    (await refundExcess(ctx, payableOf(order), grandTotal, 'line_canceled')) +
    (await replanCardOrder(ctx, { id, lines: left, discount, shipping: order.shippingFee }));
  return { whole: false, sku, name: cancel[0]!.name, refunded };
}
