import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  orderItems,
  orders,
  orderStatusHistory,
  paymentSessions,
  productTranslations,
  products,
  type OrderStatus,
} from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { refundOf } from './refunds';
import { assertTransition, HOLDS_STOCK, isOrderStatus } from './status';

export const ORDERS_PAGE_SIZE = 10;
type OrderRow = typeof orders.$inferSelect;
const egp = (piastres: number) => piastres / 100;

/**
 * What is still to pay and what goes back, from what the order is worth now (nothing once
 * canceled) and what the gateway took for it.
 */
export function orderBalance(o: Pick<OrderRow, 'status' | 'grandTotal'>, paid: number) {
  const value = o.status === 'canceled' ? 0 : o.grandTotal;
  return { due: Math.max(value - paid, 0), refunded: Math.max(paid - value, 0) };
}

/** Amounts paid at the gateway per order (card and wallet sessions that succeeded). */
async function paidByOrder(ctx: Ctx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ orderId: paymentSessions.orderId, paid: sql<number>`sum(${paymentSessions.amount})::int` })
    .from(paymentSessions)
    .where(and(inArray(paymentSessions.orderId, ids), eq(paymentSessions.status, 'paid')))
    .groupBy(paymentSessions.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.paid)]));
}

function orderSummary(o: OrderRow, paid: number) {
  const balance = orderBalance(o, paid);
  return {
    id: o.id,
    increment_id: o.incrementId,
    status: o.status,
    payment_method: o.paymentMethod,
    instalment_plan: o.instalmentPlan,
    created_at: o.createdAt.toISOString(),
    totals: {
      subtotal: egp(o.subtotal),
      discount: egp(o.discount),
      shipping: egp(o.shippingFee),
      grand_total: egp(o.grandTotal),
      amount_paid: egp(paid),
      amount_due: egp(balance.due),
      amount_refunded: egp(balance.refunded),
    },
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
  const paid = await paidByOrder(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => orderSummary(r, paid.get(r.id) ?? 0)),
    total_count: total?.n ?? 0,
    page,
    page_size: ORDERS_PAGE_SIZE,
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

/** One order with its lines, address and status timeline; another customer's order is a 404. */
export async function orderDetails(ctx: Ctx, customer: Customer, id: number) {
  const order = await ownOrder(ctx, customer, id);
  const [items, history] = await Promise.all([
    ctx.db
      .select({ item: orderItems, currentName: productTranslations.name })
      .from(orderItems)
      .leftJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, orderItems.productId),
          eq(productTranslations.locale, ctx.locale),
        ),
      )
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id)),
  ]);
  const paid = await paidByOrder(ctx, [id]);
  return {
    ...orderSummary(order, paid.get(id) ?? 0),
    address: order.address,
    coupon_code: order.couponCode,
    can_cancel: HOLDS_STOCK.includes(order.status),
    can_request_refund: order.status === 'delivered',
    refund: await refundOf(ctx, id),
    items: items.map(({ item: i, currentName }) => ({
      item_id: i.id,
      product_id: i.productId,
      sku: i.sku,
      // The product's name in the page's language; the name it was ordered under stays on record.
      name: currentName ?? i.name,
      ordered_name: i.name,
      qty: i.qty,
      price: egp(i.unitPrice),
      row_total: egp(i.rowTotal),
      canceled: i.canceledAt !== null,
    })),
    history: history.map((h) => ({ status: h.status, note: h.note, created_at: h.createdAt.toISOString() })),
  };
}

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
 * Cancels a whole order that still holds stock (a declined or abandoned payment, or the shopper),
 * inside the caller's transaction. Answers false, changing nothing, when the order is past that.
 */
export async function releaseOrder(ctx: Ctx, orderId: number, note: string | null): Promise<boolean> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !HOLDS_STOCK.includes(order.status)) return false;
  const now = nowOf(ctx);
  await cancelLines(ctx, await openLines(ctx, orderId), now);
  await ctx.db.update(orders).set({ status: 'canceled', updatedAt: now }).where(eq(orders.id, orderId));
  await ctx.db.insert(orderStatusHistory).values({ orderId, status: 'canceled', note, createdAt: now });
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
    if (!HOLDS_STOCK.includes(order.status)) assertTransition(order.status, 'canceled');
    const open = await openLines(tx, id);
    const cancel = itemId === undefined ? open : open.filter((i) => i.id === itemId);
    if (cancel.length === 0) throw notFound('order_item_not_found');
    if (cancel.length === open.length) {
      await releaseOrder(tx, id, null);
      return;
    }
    const now = nowOf(ctx);
    await cancelLines(tx, cancel, now);
    const left = open.filter((i) => !cancel.includes(i));
    const subtotal = left.reduce((sum, i) => sum + i.rowTotal, 0);
    const discount = Math.min(order.discount, subtotal);
    await db
      .update(orders)
      .set({ subtotal, discount, grandTotal: subtotal - discount + order.shippingFee, updatedAt: now })
      .where(eq(orders.id, id));
    await db
      .insert(orderStatusHistory)
      .values({ orderId: id, status: order.status, note: `item_canceled:${cancel[0]!.sku}`, createdAt: now });
  });
}
