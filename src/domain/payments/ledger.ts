import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  OPEN_PAYMENT_STATUSES,
  paymentRefunds,
  payments,
  type GatewayMethod,
  type PayableType,
  type PaymentRefundReason,
  type PaymentStatus,
} from '@/db/schema';
import { config } from '@/config';
import { generateToken } from '../auth/secrets';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';

/**
 * The payments ledger: every attempt to pay a payable (an order now, an instalment next) with its
 * own state machine, apart from the payable's. Callers hold the payable's row lock, so the
 * functions here never race for the same payable.
 */
export type Payment = typeof payments.$inferSelect;
export interface Payable {
  type: PayableType;
  id: number;
  customerId: number;
}

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['authorised', 'settled', 'declined', 'expired'],
  authorised: ['settled', 'declined', 'expired'],
  settled: ['refunded'],
  declined: [],
  // The gateway can still take money on a page the store had closed: it is recorded, then refunded.
  expired: ['settled'],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

function assertPaymentMove(from: PaymentStatus, to: PaymentStatus) {
  if (!canMovePayment(from, to)) throw new AppError('conflict', 'payment_state', { from, to });
}

/** The payable's attempts in the given states, row-locked. */
const attemptsOf = (ctx: Ctx, payable: Pick<Payable, 'type' | 'id'>, statuses: readonly PaymentStatus[]) =>
  ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.payableType, payable.type),
        eq(payments.payableId, payable.id),
        inArray(payments.status, [...statuses]),
      ),
    )
    .orderBy(desc(payments.settledAt))
    .for('update');

/** The payable's settled attempts, row-locked (to refund part of one). */
export const settledPaymentsOf = (ctx: Ctx, payable: Pick<Payable, 'type' | 'id'>) =>
  attemptsOf(ctx, payable, ['settled']);

async function openPaymentOf(ctx: Ctx, payable: Payable): Promise<Payment | undefined> {
  const [row] = await attemptsOf(ctx, payable, OPEN_PAYMENT_STATUSES);
  return row;
}

async function move(ctx: Ctx, payment: Payment, to: PaymentStatus, extra: Partial<Payment> = {}) {
  assertPaymentMove(payment.status, to);
  const now = nowOf(ctx);
  const closes = to !== 'authorised';
  const [row] = await ctx.db
    .update(payments)
    .set({
      status: to,
      ...(to === 'settled' ? { settledAt: now } : {}),
      ...(closes ? { closedAt: now } : {}),
      ...extra,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return row!;
}

/**
 * The payable's one open attempt for this amount and method, reused when the shopper presses
 * "pay" again; an open attempt for another amount or method (the payable changed) is closed first.
 */
export async function openPayment(
  ctx: Ctx,
  payable: Payable,
  input: { method: GatewayMethod; amount: number; expiresAt: Date; saveCard?: boolean; walletPhone?: string },
): Promise<{ payment: Payment; reused: boolean }> {
  // The one way to the gateway: a store without one (config.ts) opens no payment there.
  if (!config().paymentSandbox) throw new AppError('unavailable', 'payment_gateway_off');
  const open = await openPaymentOf(ctx, payable);
  const now = nowOf(ctx);
  if (open && open.method === input.method && open.amount === input.amount && open.expiresAt > now) {
    const [payment] = await ctx.db
      .update(payments)
      .set({ saveCard: input.saveCard ?? open.saveCard, walletPhone: input.walletPhone ?? open.walletPhone })
      .where(eq(payments.id, open.id))
      .returning();
    return { payment: payment!, reused: true };
  }
  if (open) await move(ctx, open, 'expired', { note: 'replaced' });
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      id: generateToken(),
      payableType: payable.type,
      payableId: payable.id,
      customerId: payable.customerId,
      method: input.method,
      amount: input.amount,
      expiresAt: input.expiresAt,
      saveCard: input.saveCard ?? false,
      walletPhone: input.walletPhone ?? null,
      createdAt: now,
    })
    .returning();
  return { payment: payment!, reused: false };
}

/** Closes the payable's open attempt (its amount no longer holds, or the payable is gone). */
export async function voidOpenPayment(ctx: Ctx, payable: Payable, note: string): Promise<void> {
  const open = await openPaymentOf(ctx, payable);
  if (open) await move(ctx, open, 'expired', { note });
}

/** A payment as committed, unlocked: what it pays for (type and id) never changes. */
export async function findPayment(ctx: Ctx, id: string): Promise<Payment | undefined> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(ctx: Ctx, id: string): Promise<Payment | undefined> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function settlePayment(ctx: Ctx, payment: Payment, gatewayReference: string | null) {
  return move(ctx, payment, 'settled', { gatewayReference });
}

export async function declinePayment(ctx: Ctx, payment: Payment, note: string) {
  return move(ctx, payment, 'declined', { note });
}

export async function expirePayment(ctx: Ctx, payment: Payment, note: string) {
  return move(ctx, payment, 'expired', { note });
}

/** What was refunded of each payment. */
async function refundedOf(ctx: Ctx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ paymentId: paymentRefunds.paymentId, total: sql<number>`sum(${paymentRefunds.amount})::int` })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, ids))
    .groupBy(paymentRefunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, Number(r.total)]));
}

/**
 * Gives back `amount` of a settled payment (a row per refund; the payment becomes refunded when
 * nothing is left). The sandbox gateway refunds at once; a real one is called here.
 */
export async function refundPayment(ctx: Ctx, payment: Payment, amount: number, reason: PaymentRefundReason) {
  const left = payment.amount - ((await refundedOf(ctx, [payment.id])).get(payment.id) ?? 0);
  if (amount <= 0 || amount > left)
    throw new AppError('conflict', 'refund_amount', { left: String(left / 100) });
  await ctx.db.insert(paymentRefunds).values({
    paymentId: payment.id,
    amount,
    reason,
    gatewayReference: `rf_${generateToken().slice(0, 16)}`,
    createdAt: nowOf(ctx),
  });
  if (amount === left) await move(ctx, payment, 'refunded');
}

/**
 * Refunds what was paid for a payable beyond what it is worth now (a canceled order: all of it;
 * a canceled line: its share), newest payment first. Answers what was refunded.
 */
export async function refundExcess(
  ctx: Ctx,
  payable: Payable,
  worth: number,
  reason: PaymentRefundReason,
): Promise<number> {
  const settled = await attemptsOf(ctx, payable, ['settled']);
  const refunded = await refundedOf(
    ctx,
    settled.map((p) => p.id),
  );
  const held = settled.map((p) => ({ payment: p, left: p.amount - (refunded.get(p.id) ?? 0) }));
  let excess = held.reduce((sum, h) => sum + h.left, 0) - worth;
  let total = 0;
  for (const { payment, left } of held) {
    if (excess <= 0) break;
    const amount = Math.min(left, excess);
    await refundPayment(ctx, payment, amount, reason);
    excess -= amount;
    total += amount;
  }
  return total;
}

export interface PaymentRecord {
  method: GatewayMethod;
  amount: number;
  status: PaymentStatus;
  createdAt: Date;
  settledAt: Date | null;
  refunds: { amount: number; reason: PaymentRefundReason; createdAt: Date }[];
}

/** The attempts that moved money or are open, per payable, with their refunds; and the sums. */
export async function ledgerOf(ctx: Ctx, type: PayableType, ids: number[]) {
  const out = new Map<number, { paid: number; refunded: number; payments: PaymentRecord[] }>();
  for (const id of ids) out.set(id, { paid: 0, refunded: 0, payments: [] });
  if (ids.length === 0) return out;
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.payableType, type), inArray(payments.payableId, ids)))
    .orderBy(payments.createdAt);
  const refunds = rows.length
    ? await ctx.db
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.paymentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(paymentRefunds.id)
    : [];
  for (const p of rows) {
    const entry = out.get(p.payableId)!;
    const own = refunds.filter((r) => r.paymentId === p.id);
    if (p.status === 'settled' || p.status === 'refunded') entry.paid += p.amount;
    entry.refunded += own.reduce((sum, r) => sum + r.amount, 0);
    // Attempts replaced or abandoned without money moving are not the shopper's business.
    if (p.status === 'expired' && !p.settledAt) continue;
    entry.payments.push({
      method: p.method,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      refunds: own.map((r) => ({ amount: r.amount, reason: r.reason, createdAt: r.createdAt })),
    });
  }
  return out;
}
