import { and, asc, count, eq, gte, inArray, lte, min, notInArray, sql } from 'drizzle-orm';
import {
  formSubmissions,
  orders,
  productTranslations,
  products,
  refundRequests,
  type OrderStatus,
} from '@/db/schema';
import { cairoDay, cairoDayFrom, cairoStart } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';

/** States in which an order waits for staff or the courier. */
export const WAITING_STATES = ['pending_payment', 'processing', 'shipped', 'refund_requested'] as const;
/** A product is low in stock at this many units or fewer. */
export const LOW_STOCK = 5;
const NOT_SOLD: OrderStatus[] = ['canceled', 'pending_payment'];

/** Orders and revenue by payment method since a time (canceled and unpaid orders left out). */
const salesSince = (ctx: Ctx, since: Date) =>
  ctx.db
    .select({
      method: orders.paymentMethod,
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.grandTotal} - ${orders.returnedTotal}), 0)::int`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), notInArray(orders.status, NOT_SOLD)))
    .groupBy(orders.paymentMethod)
    .orderBy(orders.paymentMethod);

/**
 * The operations dashboard: today's and the last 7 days' orders and revenue by payment method
 * (Cairo days), orders waiting per state, refund requests and shoppers' requests (trips) waiting,
 * and products low in stock.
 */
export async function operationsDashboard(ctx: Ctx) {
  const today = cairoStart(cairoDay(nowOf(ctx)));
  const weekStart = cairoStart(cairoDayFrom(nowOf(ctx), -6));
  const [todaySales, weekSales, waiting, [refunds], [requests], lowStock] = await Promise.all([
    salesSince(ctx, today),
    salesSince(ctx, weekStart),
    ctx.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.status, [...WAITING_STATES]))
      .groupBy(orders.status),
    ctx.db
      .select({ n: count(), oldest: min(refundRequests.createdAt) })
      .from(refundRequests)
      .where(eq(refundRequests.status, 'requested')),
    ctx.db
      .select({ n: count(), oldest: min(formSubmissions.createdAt) })
      .from(formSubmissions)
      .where(eq(formSubmissions.status, 'new')),
    ctx.db
      .select({ id: products.id, sku: products.sku, stock: products.stock, name: productTranslations.name })
      .from(products)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
      )
      .where(and(eq(products.isActive, true), lte(products.stock, LOW_STOCK)))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(8),
  ]);
  return {
    today: todaySales,
    week: weekSales,
    waiting: WAITING_STATES.map((status) => ({
      status,
      n: waiting.find((w) => w.status === status)?.n ?? 0,
    })),
    refunds: { n: refunds?.n ?? 0, oldest: refunds?.oldest ?? null },
    requests: { n: requests?.n ?? 0, oldest: requests?.oldest ?? null },
    lowStock,
  };
}
