import { and, asc, eq, lt } from 'drizzle-orm';
import {
  orders,
  orderStatusHistory,
  payments,
  savedCards,
  type GatewayMethod,
  type PayableType,
} from '@/db/schema';
import { config } from '@/config';
import { getT } from '@/i18n/translate';
import type { Customer } from '../auth/tokens';
import { applyInstalmentCallback, lockInstalmentCard } from '../credit/instalment-payments';
import { phoneSchema } from '../customers/schemas';
import { outboxSender } from '../notifications/outbox';
import { notifyOrderCustomer } from '../orders/notify';
import { cancelUnpaid } from '../orders/orders';
import { PAYMENT_WINDOW_MS } from '../orders/place-order';
import { assertTransition } from '../orders/status';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import {
  declinePayment,
  expirePayment,
  findPayment,
  lockPayment,
  openPayment,
  refundPayment,
  settlePayment,
  type Payable,
  type Payment,
} from './ledger';
import { SANDBOX_OTP } from './sandbox-card';
import { gatewaySecret, signatureMatches } from './signing';
import { notifySellersOfOrder } from '../orders/notify-sellers';

type Order = typeof orders.$inferSelect;
const orderPayable = (order: Pick<Order, 'id' | 'customerId'>): Payable => ({
  type: 'order',
  id: order.id,
  customerId: order.customerId,
});

/** The customer's order awaiting this method's payment, row-locked for the caller's transaction. */
async function payableOrder(ctx: Ctx, customer: Customer, orderId: unknown, method: GatewayMethod) {
  const id = Number(orderId);
  const [order] = Number.isSafeInteger(id)
    ? await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, customer.id)))
        .for('update')
    : [];
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'pending_payment' || order.paymentMethod !== method) {
    throw new AppError('conflict', 'order_not_payable');
  }
  if (order.paymentDueAt && order.paymentDueAt <= nowOf(ctx))
    throw new AppError('conflict', 'payment_expired');
  return order;
}

/** Opens (or, pressed again, reuses) the order's one payment at the gateway for its amount now. */
function payOrder(
  ctx: Ctx,
  order: Order,
  method: GatewayMethod,
  extra: { saveCard?: boolean; walletPhone?: string },
) {
  return openPayment(ctx, orderPayable(order), {
    method,
    amount: order.grandTotal,
    expiresAt: order.paymentDueAt ?? new Date(nowOf(ctx).getTime() + PAYMENT_WINDOW_MS),
    ...extra,
  });
}

/** POST payment/nbe/session: the gateway's hosted card page for a pending card order. */
export async function startCardPayment(
  ctx: Ctx,
  customer: Customer,
  input: { orderId: unknown; saveCard: unknown },
): Promise<{ sessionId: string; redirectUrl: string }> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await payableOrder(tx, customer, input.orderId, 'card');
    const { payment } = await payOrder(tx, order, 'card', { saveCard: input.saveCard === true });
    return { sessionId: payment.id, redirectUrl: `/sandbox-gateway/${payment.id}` };
  });
}

/** walletmethod: the wallet provider texts a code to the wallet's phone; the hosted page asks for it. */
export async function startWalletPayment(
  ctx: Ctx,
  customer: Customer,
  input: { orderId: unknown; walletPhone: unknown },
): Promise<{ sessionId: string; redirectUrl: string }> {
  const walletPhone = parseInput(phoneSchema, input.walletPhone);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await payableOrder(tx, customer, input.orderId, 'wallet');
    const { payment } = await payOrder(tx, order, 'wallet', { walletPhone });
    await outboxSender.send(db, {
      channel: 'sms',
      recipient: walletPhone,
      body: getT(ctx.locale)('sms.wallet', { code: SANDBOX_OTP, amount: payment.amount / 100 }),
      locale: ctx.locale,
    });
    return { sessionId: payment.id, redirectUrl: `/sandbox-gateway/${payment.id}` };
  });
}

/**
 * What the hosted page shows: the amount, the method, what is paid (an order's number, or
 * instalments of the card) and whether it is still open.
 */
export async function sessionForPage(ctx: Ctx, sessionId: string) {
  // The sandbox's hosted page does not exist where the sandbox is off (config.ts).
  if (!config().paymentSandbox) throw notFound('payment_session_not_found');
  const [row] = await ctx.db
    .select({ payment: payments, incrementId: orders.incrementId })
    .from(payments)
    .leftJoin(orders, and(eq(payments.payableType, 'order'), eq(orders.id, payments.payableId)))
    .where(eq(payments.id, sessionId));
  if (!row || (row.payment.payableType === 'order' && row.incrementId === null)) {
    throw notFound('payment_session_not_found');
  }
  const open = row.payment.status === 'created' && row.payment.expiresAt > nowOf(ctx);
  return { ...row.payment, incrementId: row.incrementId, open };
}

export interface CallbackFields {
  session: string;
  result: 'paid' | 'declined';
  reference?: string;
  card_token?: string;
  brand?: string;
  last4?: string;
  exp?: string;
}
export type CallbackOutcome = 'paid' | 'declined' | 'expired';

async function saveCardOf(ctx: Ctx, customerId: number, f: CallbackFields) {
  if (!f.card_token || (f.brand !== 'visa' && f.brand !== 'mastercard') || !f.last4 || !f.exp) return;
  const [month, year] = f.exp.split('/').map(Number);
  await ctx.db
    .insert(savedCards)
    .values({
      customerId,
      gatewayToken: f.card_token,
      brand: f.brand,
      last4: f.last4,
      expMonth: month!,
      expYear: year!,
    })
    .onConflictDoNothing();
}

/**
 * Money the gateway took for an order that can no longer take it (already paid through another
 * attempt, canceled, or changed): recorded as settled and refunded at once, never lost.
 */
async function settleAndRefund(ctx: Ctx, payment: Payment, order: Order | undefined, f: CallbackFields) {
  const settled = await settlePayment(ctx, payment, f.reference ?? null);
  const paidElsewhere = order?.status !== 'pending_payment' && order?.status !== 'canceled';
  await refundPayment(ctx, settled, settled.amount, paidElsewhere ? 'duplicate_payment' : 'payable_closed');
  return paidElsewhere ? 'paid' : 'expired';
}

/**
 * The gateway's signed callback. A bad signature changes nothing. Instalments of the card are
 * applied by the credit domain; for an order, the order and then the payment are row-locked
 * (lockPayable), so a callback delivered twice has one effect: paid settles the payment and moves
 * the order to processing (keeping the card if asked: token, brand and last four digits only);
 * declined cancels the order and releases its stock. A late "paid" for an order that cannot take
 * it any more is settled and refunded.
 */
export async function applyCallback(
  ctx: Ctx,
  fields: Record<string, string>,
  signature: string,
): Promise<{ payable: PayableType; id: number; outcome: CallbackOutcome; method: GatewayMethod }> {
  if (!signatureMatches(fields, signature, gatewaySecret())) {
    throw new AppError('invalid', 'payment_signature_invalid');
  }
  const f = fields as unknown as CallbackFields;
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const seen = await findPayment(tx, f.session);
    if (!seen) throw notFound('payment_session_not_found');
    await lockPayable(tx, seen);
    const payment = (await lockPayment(tx, f.session))!;
    const id = payment.payableId;
    const method = payment.method;
    if (payment.payableType === 'instalments') {
      return {
        payable: payment.payableType,
        id,
        method,
        outcome: await applyInstalmentCallback(tx, payment, f),
      };
    }
    return { payable: payment.payableType, id, method, outcome: await applyOrderCallback(tx, payment, f) };
  });
}

/**
 * Locks what a payment pays for, before the payment: every other path that holds both (placing,
 * paying again, cancelling and sweeping an order; a card's instalment page and cancellations) takes
 * the order or the card first. A callback that took the payment first could wait on one of them
 * while it waited on the callback (deadlock_detected), e.g. the unpaid sweep at the deadline.
 */
async function lockPayable(tx: Ctx, payment: Payment): Promise<void> {
  if (payment.payableType === 'instalments') await lockInstalmentCard(tx, payment.payableId);
  else
    await tx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.payableId)).for('update');
}

async function applyOrderCallback(tx: Ctx, payment: Payment, f: CallbackFields): Promise<CallbackOutcome> {
  const [order] = await tx.db.select().from(orders).where(eq(orders.id, payment.payableId)).for('update');
  const now = nowOf(tx);
  if (payment.status === 'settled' || payment.status === 'refunded') {
    return order?.status === 'canceled' ? 'expired' : 'paid';
  }
  if (payment.status === 'declined') return 'declined';
  if (payment.status === 'expired') {
    return f.result === 'paid' ? await settleAndRefund(tx, payment, order, f) : 'expired';
  }
  const takes =
    order?.status === 'pending_payment' && payment.expiresAt > now && payment.amount === order.grandTotal;
  if (!takes) {
    if (f.result !== 'paid') {
      await expirePayment(tx, payment, 'payable_closed');
      return 'expired';
    }
    return settleAndRefund(tx, payment, order, f);
  }
  if (f.result === 'paid') {
    await settlePayment(tx, payment, f.reference ?? null);
    assertTransition(order.status, 'processing');
    await tx.db
      .update(orders)
      .set({ status: 'processing', paymentDueAt: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'processing', note: `paid:${payment.method}`, createdAt: now });
    if (payment.saveCard) await saveCardOf(tx, order.customerId, f);
    await notifyOrderCustomer(tx, order.id, 'placed');
    await notifySellersOfOrder(tx, order.id);
    return 'paid';
  }
  await declinePayment(tx, payment, 'declined');
  // Said in writing too: the gateway may have told the store after the shopper closed its page.
  if (await cancelUnpaid(tx, order, `payment_declined:${payment.method}`))
    await notifyOrderCustomer(tx, order.id, 'payment_declined');
  return 'declined';
}

/** How many due orders one sweep takes at a time. */
export const SWEEP_BATCH = 100;

/**
 * Orders left unpaid past their window are canceled and their stock released, each once: the
 * order row is claimed with FOR UPDATE SKIP LOCKED (one another sweep or a payment callback
 * holds is left to it) and must still be pending. Runs as a job (src/jobs); answers how many of
 * one batch it canceled.
 */
export async function expireUnpaidOrders(ctx: Ctx): Promise<number> {
  const due = and(eq(orders.status, 'pending_payment'), lt(orders.paymentDueAt, nowOf(ctx)));
  const batch = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(due)
    .orderBy(asc(orders.paymentDueAt))
    .limit(SWEEP_BATCH);
  let expired = 0;
  for (const { id } of batch) {
    const done = await ctx.db.transaction(async (db) => {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), due))
        .for('update', { skipLocked: true });
      if (!order || !(await cancelUnpaid({ ...ctx, db }, order, 'payment_timeout'))) return false;
      // Unlike a decline, nobody is on the page when the window closes: the customer is told.
      await notifyOrderCustomer({ ...ctx, db }, order.id, 'payment_timeout');
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

export function listSavedCards(ctx: Ctx, customer: Customer) {
  return ctx.db
    .select({
      id: savedCards.id,
      brand: savedCards.brand,
      last4: savedCards.last4,
      expMonth: savedCards.expMonth,
      expYear: savedCards.expYear,
    })
    .from(savedCards)
    .where(eq(savedCards.customerId, customer.id));
}

export async function deleteSavedCard(ctx: Ctx, customer: Customer, id: number): Promise<void> {
  const gone = await ctx.db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customer.id)))
    .returning({ id: savedCards.id });
  if (gone.length === 0) throw notFound('saved_card_not_found');
}
