import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  orderItems,
  orders,
  orderStatusHistory,
  refundRequests,
  sellerCommissionRates,
  sellerPayouts,
} from '@/db/schema';
import { cairoDay, cairoStart } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import {
  DEFAULT_COMMISSION_BPS,
  nextPeriod,
  periodSchema,
  previousPeriod,
  statementTotals,
  type StatementLine,
  type StatementTotals,
} from './payout-schemas';

/**
 * A seller's sales and payout statements (issue 17), per Cairo month. A line counts as sold when
 * its order is first delivered, at the line's price (coupons are the store's own discount, so the
 * seller is paid the full line); a refund counts when staff approve it, for the lines taken back at
 * their price. The store keeps its commission on each line at the rate in force when the line was
 * delivered (commission.ts), and a refund gives that same commission back. Canceled lines never
 * count. The seller is read from the signed-in account (seller portal) or chosen by staff.
 */

const r = sellerCommissionRates;
const h = orderStatusHistory;

/** When an order line's order was first delivered (null if never); a new SQL each time it is used. */
const deliveredAt = () =>
  sql<Date | null>`(select min(${h.createdAt}) from ${h} where ${h.orderId} = ${orderItems.orderId} and ${h.status} = 'delivered')`;

/** The commission rate in force at a moment (the default before staff ever set one). */
const rateAt = (at: SQL) =>
  sql<number>`coalesce((select ${r.rateBps} from ${r} where ${r.effectiveFrom} <= ${at} order by ${r.effectiveFrom} desc, ${r.id} desc limit 1), ${DEFAULT_COMMISSION_BPS})`.mapWith(
    Number,
  );

/** Every sale and refund line of a seller between two moments, oldest first. */
export async function statementLines(
  ctx: Ctx,
  sellerId: number,
  from: Date,
  to: Date,
): Promise<StatementLine[]> {
  const [sales, refunds] = await Promise.all([
    ctx.db
      .select({
        at: deliveredAt().mapWith(h.createdAt),
        orderId: orders.id,
        orderNumber: orders.incrementId,
        sku: orderItems.sku,
        name: orderItems.name,
        qty: orderItems.qty,
        amount: orderItems.rowTotal,
        rateBps: rateAt(deliveredAt()),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.sellerId, sellerId),
          sql`${orderItems.canceledAt} is null`,
          sql`${deliveredAt()} >= ${from.toISOString()}`,
          sql`${deliveredAt()} < ${to.toISOString()}`,
        ),
      ),
    ctx.db
      .select({
        at: refundRequests.decidedAt,
        orderId: orders.id,
        orderNumber: orders.incrementId,
        sku: orderItems.sku,
        name: orderItems.name,
        qty: sql<number>`(select sum((e->>'qty')::int) from jsonb_array_elements(${refundRequests.approvedItems}) e where (e->>'itemId')::int = ${orderItems.id})`.mapWith(
          Number,
        ),
        unitPrice: orderItems.unitPrice,
        rateBps: rateAt(deliveredAt()),
      })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .innerJoin(
        orderItems,
        and(
          eq(orderItems.orderId, refundRequests.orderId),
          sql`${refundRequests.approvedItems} @> jsonb_build_array(jsonb_build_object('itemId', ${orderItems.id}))`,
        ),
      )
      .where(
        and(
          eq(refundRequests.status, 'approved'),
          eq(orderItems.sellerId, sellerId),
          gte(refundRequests.decidedAt, from),
          lt(refundRequests.decidedAt, to),
        ),
      )
      .orderBy(asc(refundRequests.decidedAt)),
  ]);
  const lines: StatementLine[] = [
    ...sales.map((s) => ({ ...s, kind: 'sale' as const, at: s.at as Date })),
    ...refunds.map(({ unitPrice, ...l }) => ({
      ...l,
      kind: 'refund' as const,
      at: l.at as Date,
      amount: -l.qty * unitPrice,
    })),
  ];
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderId - b.orderId);
}

const monthStart = (period: string) => cairoStart(`${period}-01`);

export interface PayoutStatement {
  period: string;
  from: Date;
  to: Date;
  /** The month is not over yet: the figures are so far. */
  open: boolean;
  lines: StatementLine[];
  totals: StatementTotals;
  /** The transfer staff recorded for the month, once paid. */
  paid: PayoutRecord | null;
}

export type PayoutRecord = typeof sellerPayouts.$inferSelect;

/** A month's recorded payout to a seller, or null while it is not paid. */
export async function payoutOf(ctx: Ctx, sellerId: number, period: string): Promise<PayoutRecord | null> {
  const [row] = await ctx.db
    .select()
    .from(sellerPayouts)
    .where(and(eq(sellerPayouts.sellerId, sellerId), eq(sellerPayouts.period, period)));
  return row ?? null;
}

/** A seller's statement of one Cairo month (YYYY-MM; this month when none is asked). */
export async function payoutStatement(ctx: Ctx, sellerId: number, input: { period?: unknown }) {
  const now = nowOf(ctx);
  const { period } = parseInput(periodSchema, { period: input.period ?? cairoDay(now).slice(0, 7) });
  const from = monthStart(period);
  const to = monthStart(nextPeriod(period));
  const [lines, paid] = await Promise.all([
    statementLines(ctx, sellerId, from, to),
    payoutOf(ctx, sellerId, period),
  ]);
  return {
    period,
    from,
    to,
    open: to > now,
    lines,
    totals: statementTotals(lines),
    paid,
  } satisfies PayoutStatement;
}

export interface MonthFigures extends StatementTotals {
  period: string;
  orders: number;
  units: number;
}

/** The seller's figures month by month: this month and the `months - 1` before it, newest first. */
export async function salesFigures(ctx: Ctx, sellerId: number, months = 6): Promise<MonthFigures[]> {
  const periods = [cairoDay(nowOf(ctx)).slice(0, 7)];
  while (periods.length < months) periods.push(previousPeriod(periods.at(-1)!));
  const lines = await statementLines(
    ctx,
    sellerId,
    monthStart(periods.at(-1)!),
    monthStart(nextPeriod(periods[0]!)),
  );
  return periods.map((period) => {
    const own = lines.filter((l) => cairoDay(l.at).startsWith(period));
    const sales = own.filter((l) => l.kind === 'sale');
    return {
      period,
      orders: new Set(sales.map((l) => l.orderId)).size,
      units: sales.reduce((n, l) => n + l.qty, 0),
      ...statementTotals(own),
    };
  });
}
