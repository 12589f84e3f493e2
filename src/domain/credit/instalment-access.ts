import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { cardAccessTokens, creditCards, customers } from '@/db/schema';
import { countLookup } from '../auth/lookups';
import { sendOtp, verifyOtp } from '../auth/otp';
import { generateToken, hashToken } from '../auth/secrets';
import { otpSchema, phoneSchema } from '../customers/schemas';
import type { MessageSender } from '../notifications/outbox';
import { messageSender } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';

/**
 * /payinstallment without signing in: the card's phone number, then the code sent to it. Until
 * the code is checked nothing is shown, not even whether the number holds a card: the answer to
 * "send a code" is the same either way. A checked code gives a token for that card's instalments
 * only, for half an hour, kept as a hash.
 */
export const CARD_ACCESS_TTL_MS = 30 * 60_000;

async function cardOfPhone(ctx: Ctx, phone: string) {
  const [row] = await ctx.db
    .select({ id: creditCards.id })
    .from(creditCards)
    .innerJoin(customers, eq(customers.id, creditCards.customerId))
    .where(eq(customers.phone, phone));
  return row?.id ?? null;
}

/** For a number without a card: the code is made and counted as for a card, and never sent. */
const unsent: MessageSender = { send: async () => {} };

export async function sendInstalmentCode(ctx: Ctx, input: unknown, ip?: string) {
  const { phone } = parseInput(z.object({ phone: phoneSchema }), input);
  // Counted like every answer that could tell whether an account exists.
  await countLookup(ctx, ip);
  const cardId = await cardOfPhone(ctx, phone);
  // Every number goes through the same waits and caps (a second ask within a minute is refused
  // for any number), so that the answers never tell whether it holds a card; only a card's phone
  // gets the SMS.
  await sendOtp(ctx, { phone, purpose: 'card_instalments', ip }, cardId === null ? unsent : messageSender());
  return { phone };
}

export async function verifyInstalmentCode(ctx: Ctx, input: unknown) {
  const { phone, code } = parseInput(z.object({ phone: phoneSchema, code: otpSchema }), input);
  const cardId = await cardOfPhone(ctx, phone);
  const token = generateToken();
  const expiresAt = new Date(nowOf(ctx).getTime() + CARD_ACCESS_TTL_MS);
  // Without a card the code made was never sent: a code typed for it is refused as a wrong code is
  // for a card's phone (and a right one could only be a guess, refused as never sent).
  try {
    await verifyOtp(ctx, { phone, purpose: 'card_instalments', code }, async (tx) => {
      if (cardId === null) throw new AppError('invalid', 'instalment_code_invalid');
      await tx.insert(cardAccessTokens).values({ cardId, tokenHash: hashToken(token), expiresAt });
    });
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'otp_expired')
      throw new AppError('invalid', 'instalment_code_invalid');
    throw err;
  }
  return { token, expiresAt };
}

/** The card a /payinstallment token opens, while it is valid. */
export async function cardOfAccessToken(ctx: Ctx, token: string | undefined): Promise<number> {
  if (!token) throw new AppError('unauthenticated', 'instalment_access_expired');
  const [row] = await ctx.db
    .select({ cardId: cardAccessTokens.cardId })
    .from(cardAccessTokens)
    .where(and(eq(cardAccessTokens.tokenHash, hashToken(token)), gt(cardAccessTokens.expiresAt, nowOf(ctx))));
  if (!row) throw new AppError('unauthenticated', 'instalment_access_expired');
  return row.cardId;
}
