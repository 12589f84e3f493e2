import { and, eq, isNull } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory, refundRequests } from '@/db/schema';
import { formatPrice } from '@/i18n/format';
import { isLocale } from '@/i18n/locales';
import { releaseCardOrder, replanCardOrder } from '../credit/card-release';
import { ledgerOf, refundExcess, type Payable } from '../payments/ledger';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { lockOrder } from './fulfilment';
import { notifyOrderCustomer } from './notify';
import { discountLeft } from './discount-share';
import { refundBasis, refundOutcome, takesLessThanAsked } from './refund-amount';
import { returnedQuantities } from './refund-rules';
import { assertTransition } from './status';
import { refundApproveSchema, refundRejectSchema } from './staff-schemas';

type OrderRow = typeof orders.$inferSelect;
type Line = typeof orderItems.$inferSelect;
type Asked = { itemId: number; qty: number };

/** The request waiting on a locked order (the order first: the customer's request locks it too). */
async function lockWaitingRequest(ctx: Ctx, refundId: number) {
  const [head] = await ctx.db
    .select({ orderId: refundRequests.orderId })
    .from(refundRequests)
    .where(eq(refundRequests.id, refundId));
  if (!head) throw notFound('refund_not_found');
  const order = await lockOrder(ctx, head.orderId);
  const [request] = await ctx.db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, refundId))
    .for('update');
  if (!request) throw notFound('refund_not_found');
  if (request.status !== 'requested') throw new AppError('conflict', 'refund_decided');
  return { order, request };
}

/** The lines accepted: all that were asked, or some of them (no more of each than was asked). */
function acceptedLines(asked: Asked[], chosen: { item_id: number; qty: number }[] | undefined): Asked[] {
  if (!chosen) return asked;
  if (new Set(chosen.map((c) => c.item_id)).size !== chosen.length) {
    throw new AppError('invalid', 'refund_item_duplicate', {}, { items: 'refund_item_duplicate' });
  }
  return chosen.map((c) => {
    const line = asked.find((a) => a.itemId === c.item_id);
    if (!line) throw new AppError('invalid', 'refund_items', {}, { items: 'refund_items' });
    if (c.qty > line.qty)
      throw new AppError('invalid', 'refund_approve_qty_over', {}, { items: 'refund_approve_qty_over' });
    return { itemId: c.item_id, qty: c.qty };
  });
}

const payableOf = (o: OrderRow): Payable => ({ type: 'order', id: o.id, customerId: o.customerId });

/**
 * Gives the money of `outcome` back by how the order was paid: the gateway refunds the card or
 * wallet payment; the Aman card gets its balance back (instalments canceled or spread again);
 * cash on delivery is recorded as paid out by staff. What cannot be given back is refused.
 */
async function giveMoneyBack(
  ctx: Ctx,
  order: OrderRow,
  open: Line[],
  returnedAfter: Map<number, number>,
  outcome: ReturnType<typeof refundOutcome>,
  held: number,
) {
  if (outcome.method === 'gateway') {
    if (outcome.amount <= 0 || outcome.amount > held) {
      throw new AppError('conflict', 'refund_not_covered', { held: String(held) });
    }
    await refundExcess(ctx, payableOf(order), held - outcome.amount, 'refund_approved');
  } else if (outcome.method === 'card_balance') {
    if (outcome.whole) await releaseCardOrder(ctx, order.id, 'refund_approved');
    else {
      const lines = open.map((l) => ({
        sellerId: l.sellerId,
        rowTotal: l.unitPrice * Math.max(l.qty - (returnedAfter.get(l.id) ?? 0), 0),
      }));
      const subtotal = lines.reduce((s, l) => s + l.rowTotal, 0);
      // What is left keeps only its own share of the discount (the returned lines took theirs).
      await replanCardOrder(ctx, {
        id: order.id,
        lines,
        discount: discountLeft(order.discount, order.subtotal, order.subtotal - subtotal),
        shipping: order.shippingFee,
      });
    }
  }
}

/**
 * Approves a waiting refund request, whole or for some of its lines: the money goes back by the
 * order's payment method, the order is refunded when every line has come back (else it is
 * delivered again, and the rest may still be asked for), the customer is told; all in one
 * transaction with the audit row.
 */
export function approveRefundAs(ctx: Ctx, actor: Actor, refundId: number, input: unknown) {
  const form = parseInput(refundApproveSchema, input);
  return audited(
    ctx,
    actor,
    { action: 'refund.approve', entity: 'refund_request', entityId: refundId, reason: form.note || null },
    async (tx) => {
      const { order, request } = await lockWaitingRequest(tx, refundId);
      const accepted = acceptedLines(request.items, form.items);
      const [open, earlier] = await Promise.all([
        tx.db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.canceledAt))),
        tx.db
          .select()
          .from(refundRequests)
          .where(and(eq(refundRequests.orderId, order.id), eq(refundRequests.status, 'approved'))),
      ]);
      // The customer is told why the items not taken back stay with them.
      const keeps = takesLessThanAsked(request.items, accepted);
      if (keeps && !form.kept_reason) {
        throw new AppError('invalid', 'refund_kept_reason', {}, { kept_reason: 'refund_kept_reason' });
      }
      const keptReason = keeps ? form.kept_reason : undefined;
      const ledger = ['card', 'wallet'].includes(order.paymentMethod)
        ? (await ledgerOf(tx, 'order', [order.id])).get(order.id)!
        : { paid: 0, refunded: 0 };
      const money = refundOutcome(refundBasis(order, open, earlier, ledger), accepted);
      const whole = money.whole;
      const next = whole ? 'refunded' : 'delivered';
      assertTransition(order.status, next);
      const returnedAfter = returnedQuantities([...earlier, { status: 'approved', items: accepted }]);
      await giveMoneyBack(tx, order, open, returnedAfter, money, ledger.paid - ledger.refunded);
      const now = nowOf(tx);
      await tx.db
        .update(refundRequests)
        .set({
          status: 'approved',
          approvedItems: accepted,
          refundAmount: money.amount,
          refundMethod: money.method,
          decisionReason: form.note || null,
          keptReason: keptReason ?? null,
          decidedAt: now,
        })
        .where(eq(refundRequests.id, refundId));
      await tx.db
        .update(orders)
        .set({ status: next, returnedTotal: order.returnedTotal + money.amount, updatedAt: now })
        .where(eq(orders.id, order.id));
      await tx.db.insert(orderStatusHistory).values({
        orderId: order.id,
        status: next,
        note: whole ? 'refund_approved' : 'refund_partial',
        createdAt: now,
      });
      const locale = isLocale(order.locale) ? order.locale : 'ar';
      await notifyOrderCustomer(
        tx,
        order.id,
        whole ? 'refund_approved' : keptReason ? 'refund_kept' : 'refund_partial',
        { amount: formatPrice(money.amount, locale), reason: keptReason ?? '' },
      );
      return {
        result: { orderId: order.id, status: next, amount: money.amount, method: money.method },
        before: { status: order.status, request: 'requested' },
        after: {
          status: next,
          request: 'approved',
          items: accepted,
          amount: money.amount,
          method: money.method,
        },
      };
    },
  );
}

/** Rejects a waiting refund request with a reason the customer is told; the order is delivered again. */
export function rejectRefundAs(ctx: Ctx, actor: Actor, refundId: number, input: unknown) {
  const form = parseInput(refundRejectSchema, input);
  return audited(
    ctx,
    actor,
    { action: 'refund.reject', entity: 'refund_request', entityId: refundId, reason: form.reason },
    async (tx) => {
      const { order } = await lockWaitingRequest(tx, refundId);
      assertTransition(order.status, 'delivered');
      const now = nowOf(tx);
      await tx.db
        .update(refundRequests)
        .set({ status: 'rejected', decisionReason: form.reason, decidedAt: now })
        .where(eq(refundRequests.id, refundId));
      await tx.db.update(orders).set({ status: 'delivered', updatedAt: now }).where(eq(orders.id, order.id));
      await tx.db
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'delivered', note: 'refund_rejected', createdAt: now });
      await notifyOrderCustomer(tx, order.id, 'refund_rejected', { reason: form.reason });
      return {
        result: { orderId: order.id, status: 'delivered' as const },
        before: { status: order.status, request: 'requested' },
        after: { status: 'delivered', request: 'rejected' },
      };
    },
  );
}
