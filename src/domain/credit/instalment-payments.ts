import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  cardInstalments,
  instalmentPayments,
  OPEN_PAYMENT_STATUSES,
  payments,
  type PaymentRefundReason,
} from '@/db/schema';
import {
  declinePayment,
  expirePayment,
  openPayment,
  refundPayment,
  settlePayment,
  type Payment,
} from '../payments/ledger';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { changeBalance, lockCard } from './cards';
import { notifyInstalmentsPaid } from './notify';

/** How long the gateway's page for instalments stays open. */
export const INSTALMENT_PAYMENT_WINDOW_MS = 15 * 60_000;

export const instalmentChoiceSchema = z.object({
  installment: z
    .array(z.coerce.number().int().positive(), { error: 'installment_choice' })
    .min(1, { error: 'installment_choice' })
    .max(100, { error: 'installment_choice' }),
});

/**
 * POST payment/nbe/session {type: "installment", installment: [ids]}: opens the gateway's page for
 * instalments of the card, paid together. They must be the card's, still to pay, and the oldest
 * ones (an instalment is never paid before an older one). An earlier page for the card's
 * instalments is closed, then the card is row-locked (the order a callback locks them in), so this
 * and a callback for the same card take turns.
 */
export async function startInstalmentPayment(
  ctx: Ctx,
  cardId: number,
  input: unknown,
): Promise<{ sessionId: string; redirectUrl: string; paymentId: number }> {
  const { installment } = parseInput(instalmentChoiceSchema, input);
  const chosen = new Set(installment);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    // The card before its payments, in the order the gateway's callback and cancellations lock them.
    const card = await lockCard(tx, { cardId });
    await closeOpenPages(tx, cardId);
    const open = await db
      .select()
      .from(cardInstalments)
      .where(and(eq(cardInstalments.cardId, cardId), eq(cardInstalments.status, 'due')))
      .orderBy(asc(cardInstalments.dueDate), asc(cardInstalments.id));
    const picked = open.filter((i) => chosen.has(i.id));
    if (picked.length !== chosen.size) throw notFound('instalment_not_found');
    if (open.slice(0, picked.length).some((i) => !chosen.has(i.id))) {
      throw new AppError('invalid', 'instalments_oldest_first');
    }
    const amount = picked.reduce((s, i) => s + i.amount, 0);
    const [group] = await db
      .insert(instalmentPayments)
      .values({
        cardId,
        customerId: card.customerId,
        instalmentIds: picked.map((i) => i.id),
        amount,
        createdAt: nowOf(ctx),
      })
      .returning({ id: instalmentPayments.id });
    const { payment } = await openPayment(
      tx,
      { type: 'instalments', id: group!.id, customerId: card.customerId },
      {
        method: 'card',
        amount,
        expiresAt: new Date(nowOf(ctx).getTime() + INSTALMENT_PAYMENT_WINDOW_MS),
      },
    );
    return { sessionId: payment.id, redirectUrl: `/sandbox-gateway/${payment.id}`, paymentId: group!.id };
  });
}

/** Closes the pages still open for the card's instalments: one page at a time per card. */
async function closeOpenPages(ctx: Ctx, cardId: number) {
  const open = await ctx.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(
      instalmentPayments,
      and(eq(payments.payableType, 'instalments'), eq(instalmentPayments.id, payments.payableId)),
    )
    .where(and(eq(instalmentPayments.cardId, cardId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .for('update', { of: payments });
  for (const { payment } of open) await expirePayment(ctx, payment, 'replaced');
}

async function settleAndRefund(
  ctx: Ctx,
  payment: Payment,
  reference: string | null,
  reason: PaymentRefundReason,
) {
  const settled = await settlePayment(ctx, payment, reference);
  await refundPayment(ctx, settled, settled.amount, reason);
}

/**
 * Row-locks the card an instalment payment (its group of instalments) is for, and answers the
 * group: the gateway's callback takes it before the payment, as every other path does.
 */
export async function lockInstalmentCard(ctx: Ctx, groupId: number) {
  const [group] = await ctx.db.select().from(instalmentPayments).where(eq(instalmentPayments.id, groupId));
  if (!group) throw notFound('payment_session_not_found');
  await lockCard(ctx, { cardId: group.cardId });
  return group;
}

/**
 * The gateway's signed callback for instalments, inside applyCallback's transaction with the
 * card and then the payment locked. The instalments are locked too, so a callback delivered twice has
 * one effect: paid marks each instalment paid and gives its principal back to the available
 * balance; money taken for instalments that can no longer take it (paid meanwhile, canceled, the
 * page closed) is recorded and refunded at once.
 */
export async function applyInstalmentCallback(
  ctx: Ctx,
  payment: Payment,
  fields: { result: 'paid' | 'declined'; reference?: string },
): Promise<'paid' | 'declined' | 'expired'> {
  const group = await lockInstalmentCard(ctx, payment.payableId);
  const rows = await ctx.db
    .select()
    .from(cardInstalments)
    .where(inArray(cardInstalments.id, group.instalmentIds))
    .for('update');
  const reference = fields.reference ?? null;
  if (payment.status === 'settled' || payment.status === 'refunded') return 'paid';
  if (payment.status === 'declined') return 'declined';
  const now = nowOf(ctx);
  const takes =
    payment.status !== 'expired' &&
    payment.expiresAt > now &&
    rows.length === group.instalmentIds.length &&
    rows.every((r) => r.status === 'due') &&
    rows.reduce((s, r) => s + r.amount, 0) === payment.amount;
  if (!takes) {
    if (fields.result !== 'paid') {
      if (payment.status !== 'expired') await expirePayment(ctx, payment, 'payable_closed');
      return 'expired';
    }
    const paidElsewhere = rows.every((r) => r.status === 'paid');
    await settleAndRefund(ctx, payment, reference, paidElsewhere ? 'duplicate_payment' : 'payable_closed');
    return paidElsewhere ? 'paid' : 'expired';
  }
  if (fields.result !== 'paid') {
    await declinePayment(ctx, payment, 'declined');
    return 'declined';
  }
  await settlePayment(ctx, payment, reference);
  await ctx.db
    .update(cardInstalments)
    .set({ status: 'paid', paidBy: group.id, paidAt: now })
    .where(inArray(cardInstalments.id, group.instalmentIds));
  await changeBalance(
    ctx,
    group.cardId,
    rows.reduce((s, r) => s + r.principal, 0),
  );
  await notifyInstalmentsPaid(ctx, group.cardId, payment.amount);
  return 'paid';
}

/** The receipt of instalments paid together, for the card that paid them. */
export async function instalmentReceipt(ctx: Ctx, cardId: number, paymentId: number) {
  const [group] = await ctx.db
    .select()
    .from(instalmentPayments)
    .where(and(eq(instalmentPayments.id, paymentId), eq(instalmentPayments.cardId, cardId)));
  if (!group) throw notFound('payment_session_not_found');
  const [settled] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.payableType, 'instalments'), eq(payments.payableId, group.id)))
    .orderBy(asc(payments.createdAt));
  const rows = await ctx.db
    .select()
    .from(cardInstalments)
    .where(inArray(cardInstalments.id, group.instalmentIds))
    .orderBy(asc(cardInstalments.dueDate), asc(cardInstalments.id));
  return {
    id: group.id,
    amount: group.amount,
    status: settled?.status ?? 'created',
    reference: settled?.gatewayReference ?? null,
    settledAt: settled?.settledAt ?? null,
    instalments: rows.map((r) => ({
      id: r.id,
      seq: r.seq,
      dueDate: r.dueDate,
      amount: r.amount,
      status: r.status,
    })),
  };
}
