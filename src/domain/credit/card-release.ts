import { and, asc, eq, inArray } from 'drizzle-orm';
import { cardInstalments, cardPurchases, type PaymentRefundReason } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { refundPayment, settledPaymentsOf } from '../payments/ledger';
import { changeBalance, lockCard } from './cards';
import { shareOrderTotal, replanOpen } from './instalment-math';
import { schedule, type PlanTerm } from './plans';

/**
 * What a canceled order or line (or, from the back office, an accepted refund) does to the card:
 * the principal no longer owed returns to the available balance, instalments not yet paid are
 * canceled or spread again, and what was paid beyond the new amount goes back to the payer
 * through the payments ledger. Runs inside the caller's transaction, with the order locked.
 */
type Instalment = typeof cardInstalments.$inferSelect;
type Purchase = typeof cardPurchases.$inferSelect;

/**
 * The order's active purchases, row-locked after their card: the card first, as a payment's
 * callback locks it before the instalments, so the two never wait on each other in a circle.
 */
async function purchasesOf(ctx: Ctx, orderId: number) {
  const active = and(eq(cardPurchases.orderId, orderId), eq(cardPurchases.status, 'active'));
  const [first] = await ctx.db
    .select({ cardId: cardPurchases.cardId })
    .from(cardPurchases)
    .where(active)
    .limit(1);
  if (!first) return [];
  await lockCard(ctx, { cardId: first.cardId });
  return ctx.db.select().from(cardPurchases).where(active).orderBy(asc(cardPurchases.id)).for('update');
}

const instalmentsOfPurchase = (ctx: Ctx, purchaseId: number) =>
  ctx.db
    .select()
    .from(cardInstalments)
    .where(eq(cardInstalments.purchaseId, purchaseId))
    .orderBy(asc(cardInstalments.seq))
    .for('update');

/** Gives `amount` back from paid instalments, the latest first; each one refunded whole is marked. */
/** Answers what went back to the payer (piastres). */
async function refundPaid(
  ctx: Ctx,
  paid: Instalment[],
  amount: number,
  reason: PaymentRefundReason,
): Promise<number> {
  let left = amount;
  let refunded = 0;
  for (const row of [...paid].reverse()) {
    if (left <= 0 || row.paidBy === null) break;
    const part = Math.min(row.amount, left);
    const [payment] = await settledPaymentsOf(ctx, { type: 'instalments', id: row.paidBy });
    if (payment) {
      await refundPayment(ctx, payment, part, reason);
      refunded += part;
    }
    if (part === row.amount) {
      await ctx.db
        .update(cardInstalments)
        .set({ status: 'refunded', closedAt: nowOf(ctx) })
        .where(eq(cardInstalments.id, row.id));
    }
    left -= part;
  }
  return refunded;
}

/**
 * A purchase canceled whole: open instalments canceled, paid ones refunded, principal returned.
 * Answers what went back to the payer.
 */
async function cancelPurchase(ctx: Ctx, purchase: Purchase, reason: PaymentRefundReason): Promise<number> {
  const rows = await instalmentsOfPurchase(ctx, purchase.id);
  const open = rows.filter((r) => r.status === 'due');
  const paid = rows.filter((r) => r.status === 'paid');
  const now = nowOf(ctx);
  if (open.length > 0) {
    await ctx.db
      .update(cardInstalments)
      .set({ status: 'canceled', closedAt: now })
      .where(
        inArray(
          cardInstalments.id,
          open.map((r) => r.id),
        ),
      );
  }
  const refunded = await refundPaid(
    ctx,
    paid,
    paid.reduce((s, r) => s + r.amount, 0),
    reason,
  );
  await ctx.db
    .update(cardPurchases)
    .set({ status: 'canceled', canceledAt: now })
    .where(eq(cardPurchases.id, purchase.id));
  await changeBalance(
    ctx,
    purchase.cardId,
    open.reduce((s, r) => s + r.principal, 0),
  );
  return refunded;
}

/** The whole order canceled (or refunded): every purchase of it is canceled. Answers what was paid back. */
export async function releaseCardOrder(
  ctx: Ctx,
  orderId: number,
  reason: PaymentRefundReason,
): Promise<number> {
  let refunded = 0;
  for (const purchase of await purchasesOf(ctx, orderId))
    refunded += await cancelPurchase(ctx, purchase, reason);
  return refunded;
}

/**
 * Lines of the order canceled: each seller's purchase is planned again for its share of the new
 * total (the remaining lines, the discount and the shipping), as placing the order shared them;
 * a seller with no line left has its purchase canceled.
 */
export async function replanCardOrder(
  ctx: Ctx,
  order: {
    id: number;
    lines: readonly { sellerId: number; rowTotal: number }[];
    discount: number;
    shipping: number;
  },
): Promise<number> {
  const purchases = await purchasesOf(ctx, order.id);
  let refunded = 0;
  if (purchases.length === 0) return refunded;
  // In the order the purchases were written (the cart's), as placing the order shared the total.
  const sellers = purchases.map((p) => p.sellerId).filter((id) => order.lines.some((l) => l.sellerId === id));
  const shares = shareOrderTotal(
    sellers.map((id) => order.lines.filter((l) => l.sellerId === id).reduce((s, l) => s + l.rowTotal, 0)),
    order.discount,
    order.shipping,
  );
  for (const purchase of purchases) {
    const index = sellers.indexOf(purchase.sellerId);
    const financed = index < 0 ? 0 : shares[index]!;
    if (financed === 0) {
      refunded += await cancelPurchase(ctx, purchase, 'line_canceled');
      continue;
    }
    // A seller whose share did not change keeps the plan it was sold with, to the piastre.
    if (financed === purchase.financed) continue;
    // The same arithmetic as the plan shown at checkout, for the amount now financed.
    const next = schedule(financed, { months: purchase.months as PlanTerm, rateBps: purchase.rateBps });
    const rows = await instalmentsOfPurchase(ctx, purchase.id);
    const paid = rows.filter((r) => r.status === 'paid');
    const open = rows.filter((r) => r.status === 'due');
    const plan = replanOpen(
      {
        paidPrincipal: paid.reduce((s, r) => s + r.principal, 0),
        paidAmount: paid.reduce((s, r) => s + r.amount - r.fee, 0),
        open,
      },
      { financed, total: next.total },
    );
    for (const next of plan.open) {
      await ctx.db
        .update(cardInstalments)
        .set(
          next.amount === 0
            ? { status: 'canceled', closedAt: nowOf(ctx) }
            : { amount: next.amount, principal: next.principal },
        )
        .where(eq(cardInstalments.id, next.id));
    }
    refunded += await refundPaid(ctx, paid, plan.overpaid, 'line_canceled');
    await ctx.db
      .update(cardPurchases)
      .set({ financed, interest: next.interest })
      .where(eq(cardPurchases.id, purchase.id));
    await changeBalance(ctx, purchase.cardId, plan.released);
  }
  return refunded;
}
