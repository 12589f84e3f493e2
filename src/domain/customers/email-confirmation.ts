import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customers, emailConfirmations } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { OTP_MAX_PER_FLOW_PER_HOUR, OTP_RESEND_MS } from '../auth/otp';
import { generateToken, hashToken } from '../auth/secrets';
import type { Customer } from '../auth/tokens';
import type { MessageSender } from '../notifications/outbox';
import { messageSender } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { sendWait } from '../shared/send-wait';

/**
 * An e-mail address typed at registration or in the profile is only a claim: a typo would hand
 * the password-reset link (and a sign-on account with that address) to a stranger. The address
 * counts once its owner follows the link mailed to it.
 */
export const EMAIL_CONFIRM_TTL_MS = 24 * 3_600_000;
/** Confirmation e-mails have the limits of one-time codes: 60 s apart, 5 an hour per account. */
export const EMAIL_CONFIRM_RESEND_MS = OTP_RESEND_MS;
export const EMAIL_CONFIRMS_MAX_PER_HOUR = OTP_MAX_PER_FLOW_PER_HOUR;
const HOUR_MS = 3_600_000;

const wait = (ms: number) =>
  new AppError('rate_limited', 'email_confirm_wait', { seconds: String(Math.ceil(ms / 1000)) });

/**
 * 60 s between two links to one address (a corrected typo gets its link at once), and the hourly
 * cap over every address of the account, so that changing the address again and again cannot
 * mail strangers without end.
 */
async function checkLimits(tx: Db, customerId: number, email: string, now: Date) {
  const sent = await tx
    .select({ at: emailConfirmations.createdAt, email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.customerId, customerId),
        gt(emailConfirmations.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(emailConfirmations.createdAt));
  const last = sent.filter((row) => row.email === email).at(-1);
  const ms = sendWait(now, last?.at, EMAIL_CONFIRM_RESEND_MS, [
    [sent.map((row) => row.at), EMAIL_CONFIRMS_MAX_PER_HOUR],
  ]);
  if (ms > 0) throw wait(ms);
}

/**
 * Mails a link that confirms the account's current address; earlier links stop working. Runs in
 * the caller's transaction (registration, a profile change) or its own (sent again from the
 * profile). Limited like codes.
 */
export async function sendEmailConfirmation(
  ctx: Ctx,
  customer: Pick<Customer, 'id' | 'email' | 'emailConfirmedAt' | 'firstName'>,
  baseUrl: string,
  sender: MessageSender = messageSender(),
): Promise<void> {
  const email = customer.email;
  if (!email) throw new AppError('invalid', 'email_confirm_no_email');
  if (customer.emailConfirmedAt) throw new AppError('conflict', 'email_already_confirmed');
  const token = generateToken();
  const now = nowOf(ctx);
  const t = getT(ctx.locale);
  // A savepoint inside the caller's transaction: a refusal (too soon) undoes only the sending.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-confirm:${customer.id}`}))`);
    await checkLimits(tx, customer.id, email, now);
    await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.customerId, customer.id), isNull(emailConfirmations.usedAt)));
    await tx.insert(emailConfirmations).values({
      customerId: customer.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRM_TTL_MS),
      createdAt: now,
    });
    await sender.send(tx, {
      channel: 'email',
      recipient: email,
      subject: t('email.confirm_subject'),
      body: t('email.confirm_body', {
        name: customer.firstName,
        link: `${baseUrl}/confirm-email?token=${encodeURIComponent(token)}`,
        hours: EMAIL_CONFIRM_TTL_MS / HOUR_MS,
      }),
      locale: ctx.locale,
    });
  });
}

/**
 * The link followed: the account's address is confirmed, if it is still the address the link was
 * sent to. Used once; a day long.
 */
export async function confirmEmail(ctx: Ctx, token: unknown): Promise<{ email: string }> {
  const ended = new AppError('invalid', 'email_confirm_link_ended');
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw ended;
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: emailConfirmations.id, email: emailConfirmations.email, customer: customers })
      .from(emailConfirmations)
      .innerJoin(customers, eq(customers.id, emailConfirmations.customerId))
      .where(
        and(
          eq(emailConfirmations.tokenHash, hashToken(token)),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      )
      .for('update', { of: emailConfirmations })
      .limit(1);
    if (!row || row.customer.email !== row.email) throw ended;
    await tx.update(emailConfirmations).set({ usedAt: now }).where(eq(emailConfirmations.id, row.id));
    await tx.update(customers).set({ emailConfirmedAt: now }).where(eq(customers.id, row.customer.id));
    return { email: row.email };
  });
}
