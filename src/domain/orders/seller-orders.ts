import { and, asc, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customers, orderItems, orders, type PaymentMethodCode } from '@/db/schema';
import type { OrderStatus } from '@/db/schema/sales';
import { sellerOf } from '../catalog/seller-products';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited } from '../staff/audit';
import type { StaffPrincipal } from '../staff/sessions';
import { lockOrder, shipLockedOrder } from './fulfilment';
import { notifyOrderCustomer } from './notify';
import { shipSchema } from './staff-schemas';

/**
 * The seller portal's orders (issue 17): a seller sees the orders that hold its products, and of
 * each only its own lines and where they go; it ships its lines with a carrier and a tracking
 * number while the order is being processed. When every line still in the order has left, the
 * order itself is shipped (the customer is told, as when staff ship it). Another seller's order,
 * or one without this seller's lines, is "not found".
 */

export const SELLER_ORDER_PAGE_SIZE = 20;

const listSchema = z.object({
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});

const ownLine = (sellerId: number) =>
  and(eq(orderItems.orderId, orders.id), eq(orderItems.sellerId, sellerId));

/** Orders with the seller's lines, newest first, with its lines' count, worth and shipping. */
export async function sellerOrderList(ctx: Ctx, staff: StaffPrincipal, input: unknown) {
  const sellerId = sellerOf(staff);
  const { page } = parseInput(listSchema, input);
  const has = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(ownLine(sellerId)),
  );
  // Orders still being paid for are not the seller's business yet.
  const where = and(has, sql`${orders.status} <> 'pending_payment'`);
  const [items, [total]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        number: orders.incrementId,
        status: orders.status,
        createdAt: orders.createdAt,
        lines: sql<number>`(select count(*)::int from ${orderItems} where ${ownLine(sellerId)} and ${orderItems.canceledAt} is null)`,
        worth: sql<number>`(select coalesce(sum(${orderItems.rowTotal}), 0)::int from ${orderItems} where ${ownLine(sellerId)} and ${orderItems.canceledAt} is null)`,
        toShip: sql<number>`(select count(*)::int from ${orderItems} where ${ownLine(sellerId)} and ${orderItems.canceledAt} is null and ${orderItems.shippedAt} is null)`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(SELLER_ORDER_PAGE_SIZE)
      .offset((page - 1) * SELLER_ORDER_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items, total: total?.n ?? 0, page, pageSize: SELLER_ORDER_PAGE_SIZE };
}

export interface SellerOrder {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: Date;
  /** Where to ship; null once every one of the seller's lines is canceled (nothing goes there). */
  address: (typeof orders.$inferSelect)['address'] | null;
  /** Who receives the parcel, as a courier needs it; null with the address. */
  recipient: { name: string; phone: string | null } | null;
  /** How the shopper pays: a courier collects cash on delivery. */
  paymentMethod: PaymentMethodCode;
  lines: {
    id: number;
    sku: string;
    name: string;
    qty: number;
    unitPrice: number;
    rowTotal: number;
    canceledAt: Date | null;
    shippedAt: Date | null;
    carrier: string | null;
    trackingNumber: string | null;
  }[];
}

/**
 * One order as its seller sees it: its own lines only, and the address to ship them to while one of
 * them is not canceled (the customer's address is kept from a seller with nothing to send).
 */
export async function sellerOrderForStaff(
  ctx: Ctx,
  staff: StaffPrincipal,
  orderId: number,
): Promise<SellerOrder> {
  const sellerId = sellerOf(staff);
  const [row] = await ctx.db
    .select({
      order: orders,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  const order = row?.order;
  const lines = await ctx.db
    .select({
      id: orderItems.id,
      sku: orderItems.sku,
      name: orderItems.name,
      qty: orderItems.qty,
      unitPrice: orderItems.unitPrice,
      rowTotal: orderItems.rowTotal,
      canceledAt: orderItems.canceledAt,
      shippedAt: orderItems.shippedAt,
      carrier: orderItems.carrier,
      trackingNumber: orderItems.trackingNumber,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId)))
    .orderBy(asc(orderItems.id));
  if (!row || !order || lines.length === 0 || order.status === 'pending_payment')
    throw notFound('order_not_found');
  const nothingToSend = lines.every((l) => l.canceledAt);
  return {
    id: order.id,
    number: order.incrementId,
    status: order.status,
    createdAt: order.createdAt,
    address: nothingToSend ? null : order.address,
    recipient: nothingToSend
      ? null
      : { name: `${row.firstName} ${row.lastName ?? ''}`.trim(), phone: row.phone },
    paymentMethod: order.paymentMethod,
    lines,
  };
}

/**
 * Ships the seller's lines of an order still being processed (those not canceled nor shipped),
 * with one carrier and tracking number; the order is shipped once no line is left to ship.
 */
export async function shipSellerLinesAs(ctx: Ctx, staff: StaffPrincipal, orderId: number, input: unknown) {
  const sellerId = sellerOf(staff);
  const parcel = parseInput(shipSchema, input);
  return audited(
    ctx,
    staff,
    { action: 'seller_order.ship', entity: 'order', entityId: orderId },
    async (tx) => {
      const order = await lockOrder(tx, orderId);
      const open = and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.canceledAt),
        isNull(orderItems.shippedAt),
      );
      const mine = await tx.db
        .select({ id: orderItems.id, name: orderItems.name })
        .from(orderItems)
        .where(and(open, eq(orderItems.sellerId, sellerId)));
      const any = await tx.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId)));
      if (any.length === 0 || order.status === 'pending_payment') throw notFound('order_not_found');
      if (order.status !== 'processing') throw new AppError('conflict', 'seller_order_not_processing');
      if (mine.length === 0) throw new AppError('conflict', 'seller_order_nothing_to_ship');
      await tx.db
        .update(orderItems)
        .set({ shippedAt: nowOf(tx), carrier: parcel.carrier, trackingNumber: parcel.tracking_number })
        .where(and(open, eq(orderItems.sellerId, sellerId)));
      const [left] = await tx.db.select({ n: count() }).from(orderItems).where(open);
      const orderShipped = (left?.n ?? 0) === 0;
      if (orderShipped)
        await shipLockedOrder(tx, order, { carrier: parcel.carrier, tracking: parcel.tracking_number });
      else
        await notifyOrderCustomer(tx, orderId, 'lines_shipped', {
          carrier: parcel.carrier,
          tracking: parcel.tracking_number,
          items: mine.map((l) => l.name),
        });
      return {
        result: { shipped: mine.length, orderShipped },
        after: {
          lines: mine.map((l) => l.id),
          carrier: parcel.carrier,
          tracking: parcel.tracking_number,
          orderShipped,
        },
      };
    },
  );
}
