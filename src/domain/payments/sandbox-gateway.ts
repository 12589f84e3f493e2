import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxCodeTries, type PaymentStatus } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { cardBrand, cardOutcome, luhnValid, parseExpiry, SANDBOX_OTP } from './sandbox-card';
import { applyCallback, sessionForPage } from './sessions';
import { gatewaySecret, signFields } from './signing';

/**
 * The built-in sandbox gateway: it plays the payment provider's side. Its hosted page posts the
 * card here; the number lives only in this request's memory (never stored, never logged). The
 * outcome goes to the store's server (its notification) and the answer is where the provider
 * would send the shopper: the store's callback, signed with HMAC (`tell`).
 */
export const cardSchema = z.object({
  card_number: z
    .string({ error: 'card_number_invalid' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine(luhnValid, { error: 'card_number_invalid' })
    .refine((v) => cardBrand(v) !== null, { error: 'card_brand_invalid' }),
  expiry: z.string({ error: 'card_expiry_invalid' }),
  cvv: z.string({ error: 'card_cvv_invalid' }).regex(/^\d{3}$/, { error: 'card_cvv_invalid' }),
  otp: z.string().optional(),
});
/** The card as of `now`: an expiry in the past is refused with the other fields, not after them. */
const cardSchemaAt = (now: Date) =>
  cardSchema.extend({
    expiry: cardSchema.shape.expiry.refine((v) => parseExpiry(v, now) !== null, {
      error: 'card_expiry_invalid',
    }),
  });
export const walletSchema = z.object({
  otp: z.string({ error: 'otp_error' }).regex(/^\d{6}$/, { error: 'otp_error' }),
});

/** Wrong codes a payment's 3-D Secure or wallet page takes: the third declines it. */
export const SANDBOX_CODE_TRIES = 3;

/** The code is asked for (again, with the tries left after a wrong one), or where the shopper goes. */
export type SandboxAnswer = { step: 'otp'; triesLeft?: number } | { redirectUrl: string };

/**
 * The outcome told twice, as a provider tells it: to the store's server at once (its notification,
 * signed: the order is settled even if the shopper closes the tab right after paying), and to the
 * shopper's browser, sent to the store's callback with the same signed fields. The store applies
 * whichever comes first; the second changes nothing. A notification the store fails to take (one
 * transaction, rolled back) fails this submission, and the page can be sent again.
 */
async function tell(ctx: Ctx, fields: Record<string, string>): Promise<SandboxAnswer> {
  const signature = signFields(fields, gatewaySecret());
  await applyCallback(ctx, fields, signature);
  const query = new URLSearchParams({ ...fields, signature });
  return { redirectUrl: `/rest/V1/payment/callback?${query.toString()}` };
}

/** Counts a wrong code (atomically: two submits at once count twice); the code again, or null at the last try. */
async function wrongCode(ctx: Ctx, paymentId: string): Promise<SandboxAnswer | null> {
  const [row] = await ctx.db
    .insert(sandboxCodeTries)
    .values({ paymentId, wrong: 1 })
    .onConflictDoUpdate({
      target: sandboxCodeTries.paymentId,
      set: { wrong: sql`${sandboxCodeTries.wrong} + 1` },
    })
    .returning({ wrong: sandboxCodeTries.wrong });
  const left = SANDBOX_CODE_TRIES - row!.wrong;
  return left > 0 ? { step: 'otp', triesLeft: left } : null;
}

/**
 * Why a hosted page takes no payment any more, as it is: paid already (from another tab, on the
 * same page), declined, or closed (its time ran out, or a newer page for another amount replaced
 * it). Never "the order was canceled" unless it was: the order's page says where it stands.
 */
function closedReason(status: PaymentStatus): string {
  if (status === 'authorised' || status === 'settled' || status === 'refunded') return 'payment_session_paid';
  return status === 'declined' ? 'payment_session_declined' : 'payment_session_closed';
}

export async function submitSandboxPayment(
  ctx: Ctx,
  sessionId: string,
  input: unknown,
): Promise<SandboxAnswer> {
  const session = await sessionForPage(ctx, sessionId);
  if (!session.open) throw new AppError('conflict', closedReason(session.status));
  const declined = () => tell(ctx, { session: sessionId, result: 'declined' });
  if (session.method === 'wallet') {
    const { otp } = parseInput(walletSchema, input);
    if (otp !== SANDBOX_OTP) return (await wrongCode(ctx, sessionId)) ?? declined();
    return tell(ctx, { session: sessionId, result: 'paid' });
  }
  const now = nowOf(ctx);
  const card = parseInput(cardSchemaAt(now), input);
  const expiry = parseExpiry(card.expiry, now)!;
  const outcome = cardOutcome(card.card_number, card.otp || undefined);
  if (outcome === 'needs_3ds') return { step: 'otp' };
  if (outcome === 'wrong_code') return (await wrongCode(ctx, sessionId)) ?? declined();
  if (outcome === 'declined') return declined();
  return tell(ctx, {
    session: sessionId,
    result: 'paid',
    card_token: `tok_${randomBytes(12).toString('hex')}`,
    brand: cardBrand(card.card_number)!,
    last4: card.card_number.slice(-4),
    exp: `${String(expiry.month).padStart(2, '0')}/${expiry.year}`,
  });
}
