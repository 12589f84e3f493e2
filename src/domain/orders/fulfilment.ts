import { and, eq, isNull } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { notifyOrderCustomer } from './notify';
import { assertTransition } from './status';

type OrderRow = typeof orders.$inferSelect;

/** The order row, locked for the caller's transaction; 404 when there is none. */
export async function lockOrder(ctx: Ctx, orderId: number): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('order_not_found');
  return order;
}

/**
 * processing → shipped, with the carrier and its tracking number; the customer is told. Used by
 * staff and by the sandbox courier, inside the caller's transaction with the order locked.
 */
export async function shipLockedOrder(
  ctx: Ctx,
  order: OrderRow,
  parcel: { carrier: string; tracking: string },
) {
  assertTransition(order.status, 'shipped');
  const now = nowOf(ctx);
  await ctx.db
    .update(orders)
    .set({ status: 'shipped', carrier: parcel.carrier, trackingNumber: parcel.tracking, updatedAt: now })
    .where(eq(orders.id, order.id));
  // Lines their sellers have not shipped yet leave with this parcel.
  await ctx.db
    .update(orderItems)
    .set({ shippedAt: now, carrier: parcel.carrier, trackingNumber: parcel.tracking })
    .where(
      and(eq(orderItems.orderId, order.id), isNull(orderItems.shippedAt), isNull(orderItems.canceledAt)),
    );
  await ctx.db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'shipped',
    note: `${parcel.carrier} ${parcel.tracking}`,
    createdAt: now,
  });
  await notifyOrderCustomer(ctx, order.id, 'shipped', { carrier: parcel.carrier, tracking: parcel.tracking });
}

/** shipped → delivered; the customer is told. Inside the caller's transaction, the order locked. */
export async function deliverLockedOrder(ctx: Ctx, order: OrderRow) {
  assertTransition(order.status, 'delivered');
  const now = nowOf(ctx);
  await ctx.db.update(orders).set({ status: 'delivered', updatedAt: now }).where(eq(orders.id, order.id));
  await ctx.db.insert(orderStatusHistory).values({ orderId: order.id, status: 'delivered', createdAt: now });
  await notifyOrderCustomer(ctx, order.id, 'delivered');
}
