import { and, asc, count, desc, eq, gt, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { customers, orderItems, orders, refundRequests } from '@/db/schema';
import { orderPurchases } from '../credit/card-schedule';
import { ledgerOf } from '../payments/ledger';
import { cairoStart, nextDay } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { orderBalance, orderHistory, orderLines } from './orders';
import { returnedQuantities } from './refund-rules';
import { HOLDS_STOCK } from './status';
import { STAFF_ORDERS_PAGE_SIZE, staffOrderFilterSchema, type OrderSort } from './staff-schemas';

const SORTS: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.grandTotal), desc(orders.id)],
  total_asc: [asc(orders.grandTotal), asc(orders.id)],
};

/**
 * The back office's order list: filtered on the server (status, payment method, governorate,
 * Cairo dates, the customer's phone, the order number), sorted, 20 a page.
 */
export async function staffOrderList(ctx: Ctx, input: unknown) {
  const f = parseInput(staffOrderFilterSchema, input);
  const conditions: SQL[] = [];
  if (f.status === 'partly_refunded')
    conditions.push(and(eq(orders.status, 'delivered'), gt(orders.returnedTotal, 0))!);
  else if (f.status) conditions.push(eq(orders.status, f.status as (typeof orders.$inferSelect)['status']));
  if (f.method) conditions.push(eq(orders.paymentMethod, f.method));
  if (f.governorate) conditions.push(sql`${orders.address}->>'governorate' = ${f.governorate}`);
  if (f.from) conditions.push(gte(orders.createdAt, cairoStart(f.from)));
  if (f.to) conditions.push(lt(orders.createdAt, cairoStart(nextDay(f.to))));
  if (f.phone) conditions.push(ilike(customers.phone, `%${f.phone.replace(/[^0-9+]/g, '')}%`));
  if (f.number) conditions.push(eq(orders.incrementId, f.number));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        order: orders,
        name: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phone,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(...SORTS[f.sort])
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset((f.page - 1) * STAFF_ORDERS_PAGE_SIZE),
    ctx.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.order.id,
      incrementId: r.order.incrementId,
      status: r.order.status,
      /** Some lines taken back by an approved refund, the rest kept. */
      partlyRefunded: r.order.returnedTotal > 0 && r.order.status !== 'refunded',
      paymentMethod: r.order.paymentMethod,
      grandTotal: r.order.grandTotal,
      governorate: r.order.address.governorate,
      customer: `${r.name} ${r.lastName ?? ''}`.trim(),
      phone: r.phone,
      createdAt: r.order.createdAt,
    })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: STAFF_ORDERS_PAGE_SIZE,
    filter: f,
  };
}

/** One order for staff: lines, customer, address, payments, instalment plans, history, refund requests. */
export async function staffOrderDetails(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('order_not_found');
  const { order, customer } = row;
  const [items, history, ledgers, refunds, plans] = await Promise.all([
    orderLines(ctx, id),
    orderHistory(ctx, id),
    ledgerOf(ctx, 'order', [id]),
    ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, id))
      .orderBy(desc(refundRequests.id)),
    order.paymentMethod === 'ocean_amancard' ? orderPurchases(ctx, id) : [],
  ]);
  const ledger = ledgers.get(id)!;
  const balance = orderBalance(order, ledger);
  const returned = returnedQuantities(refunds.filter((r) => r.status === 'approved'));
  return {
    order,
    balance,
    paid: balance.paid,
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName ?? ''}`.trim(),
      phone: customer.phone,
      email: customer.email,
    },
    items: items.map(({ item, currentName }) => ({
      ...item,
      name: currentName ?? item.name,
      orderedName: item.name,
      /** Units approved refunds took back. */
      returnedQty: returned.get(item.id) ?? 0,
    })),
    history,
    payments: ledger.payments,
    plans,
    refunds,
    canShip: order.status === 'processing',
    canDeliver: order.status === 'shipped',
    // A seller's lines already with a carrier can only come back as a refund.
    canCancel: HOLDS_STOCK.includes(order.status) && !items.some(({ item }) => item.shippedAt !== null),
  };
}
export type StaffOrderDetails = Awaited<ReturnType<typeof staffOrderDetails>>;

/**
 * The price of the units a request asks back (before any coupon share): what staff weigh first.
 * The order lines' prices, read through the request's own list of lines.
 */
const askedWorth = sql<number>`(
  SELECT COALESCE(SUM(${orderItems.unitPrice} * (asked->>'qty')::int), 0)::int
  FROM jsonb_array_elements(${refundRequests.items}) AS asked
  JOIN ${orderItems} ON ${orderItems.id} = (asked->>'itemId')::int
)`;

/** Refund requests waiting for a decision, oldest first, with their order, customer and worth. */
export async function waitingRefunds(ctx: Ctx, input: { page?: unknown }) {
  const page = Math.min(Math.max(1, Number.parseInt(String(input.page ?? '1'), 10) || 1), 10_000);
  const where = eq(refundRequests.status, 'requested');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        request: refundRequests,
        order: orders,
        name: sql<string>`trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, ''))`,
        phone: customers.phone,
        worth: askedWorth,
      })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id))
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset((page - 1) * STAFF_ORDERS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(refundRequests).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, page, pageSize: STAFF_ORDERS_PAGE_SIZE };
}
