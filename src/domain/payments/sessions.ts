import { and, eq, isNull, lt } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory, paymentSessions, savedCards } from '@/db/schema';
import { getT } from '@/i18n/translate';
import type { Customer } from '../auth/tokens';
import { generateToken } from '../auth/secrets';
import { returnToCart } from '../cart/carts';
import { phoneSchema } from '../customers/schemas';
import { outboxSender } from '../notifications/outbox';
import { releaseOrder } from '../orders/orders';
import { PAYMENT_WINDOW_MS } from '../orders/place-order';
import { assertTransition } from '../orders/status';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { SANDBOX_OTP } from './sandbox-card';
import { gatewaySecret, signatureMatches } from './signing';

type Session = typeof paymentSessions.$inferSelect;

async function payableOrder(ctx: Ctx, customer: Customer, orderId: unknown, method: 'card' | 'wallet') {
  const id = Number(orderId);
  const [order] = Number.isSafeInteger(id)
    ? await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, customer.id)))
    : [];
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'pending_payment' || order.paymentMethod !== method) {
    throw new AppError('conflict', 'order_not_payable');
  }
  if (order.paymentDueAt && order.paymentDueAt <= nowOf(ctx))
    throw new AppError('conflict', 'payment_expired');
  return order;
}

async function openSession(
  ctx: Ctx,
  order: typeof orders.$inferSelect,
  method: 'card' | 'wallet',
  extra: Partial<Session>,
) {
  const id = generateToken();
  await ctx.db.insert(paymentSessions).values({
    id,
    orderId: order.id,
    method,
    amount: order.grandTotal,
    expiresAt: order.paymentDueAt ?? new Date(nowOf(ctx).getTime() + PAYMENT_WINDOW_MS),
    ...extra,
  });
  return id;
}

/** POST payment/nbe/session: a session at the gateway's hosted card page for a pending card order. */
export async function startCardPayment(
  ctx: Ctx,
  customer: Customer,
  input: { orderId: unknown; saveCard: unknown },
): Promise<{ sessionId: string; redirectUrl: string }> {
  const order = await payableOrder(ctx, customer, input.orderId, 'card');
  const sessionId = await openSession(ctx, order, 'card', { saveCard: input.saveCard === true });
  return { sessionId, redirectUrl: `/sandbox-gateway/${sessionId}` };
}

/** walletmethod: the wallet provider texts a code to the wallet's phone; the hosted page asks for it. */
export async function startWalletPayment(
  ctx: Ctx,
  customer: Customer,
  input: { orderId: unknown; walletPhone: unknown },
): Promise<{ sessionId: string; redirectUrl: string }> {
  const walletPhone = parseInput(phoneSchema, input.walletPhone);
  const order = await payableOrder(ctx, customer, input.orderId, 'wallet');
  return ctx.db.transaction(async (db) => {
    const sessionId = await openSession({ ...ctx, db }, order, 'wallet', { walletPhone });
    await outboxSender.send(db, {
      channel: 'sms',
      recipient: walletPhone,
      body: getT(ctx.locale)('sms.wallet', { code: SANDBOX_OTP, amount: order.grandTotal / 100 }),
      locale: ctx.locale,
    });
    return { sessionId, redirectUrl: `/sandbox-gateway/${sessionId}` };
  });
}

/** What the hosted page shows: the amount, the method and whether it is still open. */
export async function sessionForPage(ctx: Ctx, sessionId: string) {
  const [row] = await ctx.db
    .select({ session: paymentSessions, incrementId: orders.incrementId })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.id, sessionId));
  if (!row) throw notFound('payment_session_not_found');
  const open = row.session.status === 'open' && row.session.expiresAt > nowOf(ctx);
  return { ...row.session, incrementId: row.incrementId, open };
}

export interface CallbackFields {
  session: string;
  result: 'paid' | 'declined';
  card_token?: string;
  brand?: string;
  last4?: string;
  exp?: string;
}

/**
 * The gateway's signed callback. A bad signature changes nothing. The session row is locked, so a
 * callback delivered twice has one effect: paid moves the order to processing (and keeps the card
 * if asked: its token, brand and last four digits only); declined cancels it and releases stock.
 */
export async function applyCallback(
  ctx: Ctx,
  fields: Record<string, string>,
  signature: string,
): Promise<{ orderId: number; outcome: 'paid' | 'declined' | 'expired' }> {
  if (!signatureMatches(fields, signature, gatewaySecret())) {
    throw new AppError('invalid', 'payment_signature_invalid');
  }
  const f = fields as unknown as CallbackFields;
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [session] = await db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, f.session))
      .for('update');
    if (!session) throw notFound('payment_session_not_found');
    if (session.status !== 'open') {
      return {
        orderId: session.orderId,
        outcome: session.status === 'paid' ? 'paid' : session.status === 'declined' ? 'declined' : 'expired',
      };
    }
    const now = nowOf(ctx);
    const [order] = await db.select().from(orders).where(eq(orders.id, session.orderId)).for('update');
    if (!order || order.status !== 'pending_payment' || session.expiresAt <= now) {
      await db
        .update(paymentSessions)
        .set({ status: 'expired', completedAt: now })
        .where(eq(paymentSessions.id, session.id));
      return { orderId: session.orderId, outcome: 'expired' };
    }
    if (f.result === 'paid') {
      assertTransition(order.status, 'processing');
      await db
        .update(orders)
        .set({ status: 'processing', paymentDueAt: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      await db
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'processing', note: `paid:${session.method}`, createdAt: now });
      if (
        session.saveCard &&
        f.card_token &&
        (f.brand === 'visa' || f.brand === 'mastercard') &&
        f.last4 &&
        f.exp
      ) {
        const [month, year] = f.exp.split('/').map(Number);
        await db
          .insert(savedCards)
          .values({
            customerId: order.customerId,
            gatewayToken: f.card_token,
            brand: f.brand,
            last4: f.last4,
            expMonth: month!,
            expYear: year!,
          })
          .onConflictDoNothing();
      }
    } else {
      await cancelUnpaid(tx, order, `payment_declined:${session.method}`);
    }
    await db
      .update(paymentSessions)
      .set({ status: f.result === 'paid' ? 'paid' : 'declined', completedAt: now })
      .where(eq(paymentSessions.id, session.id));
    return { orderId: order.id, outcome: f.result };
  });
}

/** Cancels an unpaid order (stock released once) and puts its products back in the cart. */
async function cancelUnpaid(ctx: Ctx, order: typeof orders.$inferSelect, note: string): Promise<boolean> {
  const lines = await ctx.db
    .select({ productId: orderItems.productId, qty: orderItems.qty })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.canceledAt)));
  if (!(await releaseOrder(ctx, order.id, note))) return false;
  await returnToCart(ctx, order.customerId, lines);
  return true;
}

/**
 * Orders left unpaid past their window are canceled and their stock released, each once (the
 * order row is locked and must still be pending). Run before orders are placed or listed.
 */
export async function expireUnpaidOrders(ctx: Ctx): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.paymentDueAt, nowOf(ctx))))
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (db) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      return order ? cancelUnpaid({ ...ctx, db }, order, 'payment_timeout') : false;
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
