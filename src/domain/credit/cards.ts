import { randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { creditCards } from '@/db/schema';
import { codeMatches, hashCode } from '../auth/secrets';
import { checkOtp, sendOtp, verifyOtp } from '../auth/otp';
import type { Customer } from '../auth/tokens';
import { newPinSchema, otpSchema, pinSchema } from '../customers/schemas';
import { messageSender } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { CARD, PIN_MAX_ATTEMPTS } from './settings';
import { notifyPinSet } from './notify';

export type CardRow = typeof creditCards.$inferSelect;

/** The store's card range; the last digit is a Luhn check digit, as on any payment card. */
const CARD_PREFIX = '507803';

export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function newCardNumber(): string {
  const body = CARD_PREFIX + Array.from({ length: 9 }, () => randomInt(10)).join('');
  return body + luhnDigit(body);
}

/** Creates the card of an accepted application (inside the decision's transaction). */
export async function issueCard(
  ctx: Ctx,
  input: { customerId: number; applicationId: number; limit: number },
): Promise<CardRow> {
  const now = nowOf(ctx);
  const validUntil = new Date(now);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + CARD.validityYears);
  for (;;) {
    const [card] = await ctx.db
      .insert(creditCards)
      .values({
        customerId: input.customerId,
        applicationId: input.applicationId,
        number: newCardNumber(),
        creditLimit: input.limit,
        available: input.limit,
        validUntil,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: creditCards.number })
      .returning();
    if (card) return card;
    // a number already issued (one chance in a billion): draw another
  }
}

export async function cardOf(ctx: Ctx, customer: Customer): Promise<CardRow | null> {
  const [card] = await ctx.db.select().from(creditCards).where(eq(creditCards.customerId, customer.id));
  return card ?? null;
}

/** The id of the customer's card, or null without one. */
export async function cardIdOf(ctx: Ctx, customerId: number): Promise<number | null> {
  const [card] = await ctx.db
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(eq(creditCards.customerId, customerId));
  return card?.id ?? null;
}

/** Whether the customer holds a card (the menus then offer "My Aman card"). */
export const hasCard = async (ctx: Ctx, customerId: number) => (await cardIdOf(ctx, customerId)) !== null;

/** A card, row-locked for the caller's transaction: the customer's, or by its id; 404 without one. */
export async function lockCard(ctx: Ctx, who: Customer | { cardId: number }): Promise<CardRow> {
  const [card] = await ctx.db
    .select()
    .from(creditCards)
    .where('cardId' in who ? eq(creditCards.id, who.cardId) : eq(creditCards.customerId, who.id))
    .for('update');
  if (!card) throw notFound('credit_card_not_found');
  return card;
}

/**
 * A PIN is four digits: any hash of it could be reversed by trying all 10,000, however slow, so
 * its strength is the server's key (an HMAC, as for one-time codes, bound to the card) and the lock
 * after five wrong tries; a slow password hash would only make every payment slow.
 */
const pinBinding = (cardId: number) => `card_pin:${cardId}`;
export const pinHashFor = (cardId: number, pin: string) => hashCode(pin, pinBinding(cardId));

/**
 * Adds to (negative: takes from) the card's available balance, in the caller's transaction; the
 * column's check keeps it between 0 and the limit.
 */
export async function changeBalance(ctx: Ctx, cardId: number, amount: number): Promise<void> {
  if (amount === 0) return;
  await ctx.db
    .update(creditCards)
    .set({ available: sql`${creditCards.available} + ${amount}`, updatedAt: nowOf(ctx) })
    .where(eq(creditCards.id, cardId));
}

/** §8: a card on hold can neither set a PIN nor pay. */
export const creditHold = () => new AppError('forbidden', 'credit_hold', { phone: CARD.supportLine });

/** POST /amancard/sendpin: a one-time code to the account phone, to set or reset the PIN. */
export async function sendPinCode(ctx: Ctx, customer: Customer, ip?: string) {
  const card = await cardOf(ctx, customer);
  if (!card) throw notFound('credit_card_not_found');
  if (card.status === 'on_hold') throw creditHold();
  if (!customer.phone) throw new AppError('invalid', 'phone_required');
  return sendOtp(ctx, { phone: customer.phone, purpose: 'card_pin', ip }, messageSender());
}

/** The card a PIN may be set for with a code to the account phone, and that phone. */
async function pinCodeTarget(ctx: Ctx, customer: Customer): Promise<string> {
  const card = await cardOf(ctx, customer);
  if (!card) throw notFound('credit_card_not_found');
  if (card.status === 'on_hold') throw creditHold();
  if (!customer.phone) throw new AppError('invalid', 'phone_required');
  return customer.phone;
}

/**
 * Checks the code sent for a new PIN without spending it (a wrong one counts as a try), so that the
 * form asks for the PIN only after a right code; setPin spends it.
 */
export async function checkPinCode(ctx: Ctx, customer: Customer, input: { code?: unknown }) {
  const { code } = parseInput(z.object({ code: otpSchema }), input);
  await checkOtp(ctx, { phone: await pinCodeTarget(ctx, customer), purpose: 'card_pin', code });
}

/** Sets (or resets) the PIN with the code sent to the account phone; unlocks a locked PIN. */
export async function setPin(ctx: Ctx, customer: Customer, input: { code?: unknown; pin?: unknown }) {
  const { pin, code } = parseInput(z.object({ pin: newPinSchema, code: otpSchema }), input);
  const phone = await pinCodeTarget(ctx, customer);
  await verifyOtp(ctx, { phone, purpose: 'card_pin', code });
  return ctx.db.transaction(async (db) => {
    const locked = await lockCard({ ...ctx, db }, customer);
    return writePin({ ...ctx, db }, customer.id, locked.id, pin);
  });
}

/**
 * The new PIN kept as its hash, its tries and lock cleared, and the cardholder told at once (so
 * that a PIN set by someone else is noticed); in the caller's transaction.
 */
async function writePin(ctx: Ctx, customerId: number, cardId: number, pin: string) {
  const [row] = await ctx.db
    .update(creditCards)
    .set({
      pinHash: pinHashFor(cardId, pin),
      pinFailedAttempts: 0,
      pinLocked: false,
      pinSetAt: nowOf(ctx),
      updatedAt: nowOf(ctx),
    })
    .where(eq(creditCards.customerId, customerId))
    .returning();
  await notifyPinSet(ctx, customerId);
  return row!;
}

/**
 * Checks the card's PIN (to change it, and to pay in part 2). Each wrong PIN counts; the fifth
 * locks PIN use until a new PIN is set with a code. Each try is counted before the PIN is compared,
 * in one statement, so that tries sent at once are numbered one by one and at most five of them
 * are ever compared. The count is kept even when the caller's transaction is refused, because it is
 * written in its own.
 */
export async function verifyPin(
  ctx: Ctx,
  customer: Customer,
  given: unknown,
  field = 'pin',
): Promise<CardRow> {
  const pin = parseInput(z.object({ [field]: pinSchema }), { [field]: given })[field]!;
  const card = await cardOf(ctx, customer);
  if (!card) throw notFound('credit_card_not_found');
  if (card.status === 'on_hold') throw creditHold();
  if (!card.pinHash) throw new AppError('conflict', 'pin_not_set');
  const pinLocked = () => new AppError('forbidden', 'pin_locked');
  const [reserved] = await ctx.db
    .update(creditCards)
    .set({ pinFailedAttempts: sql`${creditCards.pinFailedAttempts} + 1` })
    .where(
      and(
        eq(creditCards.id, card.id),
        eq(creditCards.pinLocked, false),
        lt(creditCards.pinFailedAttempts, PIN_MAX_ATTEMPTS),
      ),
    )
    .returning({ tries: creditCards.pinFailedAttempts });
  if (!reserved) throw pinLocked();
  if (codeMatches(pin, pinBinding(card.id), card.pinHash)) {
    await ctx.db.update(creditCards).set({ pinFailedAttempts: 0 }).where(eq(creditCards.id, card.id));
    return card;
  }
  if (reserved.tries >= PIN_MAX_ATTEMPTS) {
    await ctx.db.update(creditCards).set({ pinLocked: true }).where(eq(creditCards.id, card.id));
    throw pinLocked();
  }
  const left = String(PIN_MAX_ATTEMPTS - reserved.tries);
  throw new AppError('invalid', 'pin_wrong', { left }, { [field]: 'pin_wrong' });
}

/** Changes the PIN knowing the current one (a wrong one counts towards the lock). */
export async function changePin(
  ctx: Ctx,
  customer: Customer,
  input: { current_pin?: unknown; pin?: unknown },
) {
  const { pin } = parseInput(z.object({ pin: newPinSchema }), { pin: input.pin });
  const card = await verifyPin(ctx, customer, input.current_pin, 'current_pin');
  // The PIN was just checked, so it is not locked: writing it unlocked changes nothing there.
  return ctx.db.transaction((db) => writePin({ ...ctx, db }, customer.id, card.id, pin));
}
