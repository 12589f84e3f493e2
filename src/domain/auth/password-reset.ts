import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customers, passwordResetTokens } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { findByEmail, findByPhone } from '../customers/accounts';
import { emailSchema, newPasswordSchema, otpSchema, phoneSchema } from '../customers/schemas';
import type { MessageSender } from '../notifications/outbox';
import { messageSender } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { sendWait } from '../shared/send-wait';
import { parseInput } from '../shared/validate';
import { OTP_MAX_PER_FLOW_PER_HOUR, OTP_RESEND_MS, otpMaxPerIpPerHour, sendOtp, verifyOtp } from './otp';
import { hashPassword } from './passwords';
import { clearLoginLock, endPasswordRecovery, endResetLinks } from './recovery';
import { generateToken, hashToken } from './secrets';
import { revokeAllTokens, type Customer } from './tokens';

export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset e-mails have the limits of one-time codes: 60 s apart and 5 an hour per address... */
export const RESET_EMAIL_RESEND_MS = OTP_RESEND_MS;
export const RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR = OTP_MAX_PER_FLOW_PER_HOUR;
/** ...and OTP_MAX_PER_IP_PER_HOUR (20) per client address, counted apart from codes. */
export const resetEmailsMaxPerIpPerHour = otpMaxPerIpPerHour;
const HOUR_MS = 3_600_000;

const resetWait = (ms: number) =>
  new AppError('rate_limited', 'reset_email_wait', { seconds: String(Math.ceil(ms / 1000)) });

/**
 * Refuses a reset e-mail sent too soon after the last one to the account, past the hourly cap of
 * the account, or past the hourly cap of the client address. The caller holds the advisory locks
 * of the account and the address, so requests at once cannot both slip under a limit.
 */
async function checkResetLimits(tx: Db, customerId: number, ip: string | undefined, now: Date) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const sent = await tx
    .select({ at: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.customerId, customerId), gt(passwordResetTokens.createdAt, hourAgo)))
    .orderBy(asc(passwordResetTokens.createdAt));
  const times = sent.map((row) => row.at);
  const ms = sendWait(now, times.at(-1), RESET_EMAIL_RESEND_MS, [
    [times, RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR],
  ]);
  if (ms > 0) throw resetWait(ms);
  if (!ip) return;
  const fromIp = await tx
    .select({ at: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.ip, ip), gt(passwordResetTokens.createdAt, hourAgo)))
    .orderBy(asc(passwordResetTokens.createdAt));
  const fromIpMs = sendWait(now, undefined, 0, [[fromIp.map((row) => row.at), resetEmailsMaxPerIpPerHour()]]);
  if (fromIpMs > 0) throw resetWait(fromIpMs);
}

const noAccount = (field: string) =>
  new AppError('not_found', 'user_exist_error', {}, { [field]: 'user_exist_error' });

/**
 * A recovered account: the new password, every session ended, every other reset link and code
 * dead (a link mailed earlier must not undo this reset), and the sign-in lock lifted.
 */
async function setPassword(ctx: Ctx, customer: Customer, passwordHash: string) {
  await ctx.db
    .update(customers)
    .set({ passwordHash, updatedAt: nowOf(ctx) })
    .where(eq(customers.id, customer.id));
  await revokeAllTokens(ctx, customer.id);
  await endPasswordRecovery(ctx, customer);
  await clearLoginLock(ctx, customer);
}

/** Forgot password by phone, step 1 (operation send_otp): only for a phone with an account. */
export async function sendForgetPasswordOtp(ctx: Ctx, phoneInput: unknown, ip?: string) {
  const phone = parseInput(phoneSchema, phoneInput, 'phone');
  if (!(await findByPhone(ctx, phone))) throw noAccount('phone');
  return sendOtp(ctx, { phone, purpose: 'forget_password', ip });
}

/**
 * Step 2 (operation verify_otp): the new password is checked before the code is spent, and the
 * code is spent in the transaction that sets the password.
 */
export async function resetPasswordByOtp(
  ctx: Ctx,
  input: { phone: unknown; password: unknown; confirmPassword: unknown; code: unknown },
): Promise<void> {
  const phone = parseInput(phoneSchema, input.phone, 'phone');
  const { password } = parseInput(newPasswordSchema, {
    password: input.password,
    confirmPassword: input.confirmPassword,
  });
  const code = parseInput(otpSchema, input.code, 'code');
  const customer = await findByPhone(ctx, phone);
  if (!customer) throw noAccount('phone');
  const passwordHash = await hashPassword(password);
  await verifyOtp(ctx, { phone, purpose: 'forget_password', code }, (tx) =>
    setPassword({ ...ctx, db: tx }, customer, passwordHash),
  );
}

/**
 * The reset e-mail (PUT enhanced/customers/password): a single-use link valid for an hour. Only
 * the newest link of an account works: mailing one ends the earlier ones. Limited like codes.
 */
export async function sendResetEmail(
  ctx: Ctx,
  emailInput: unknown,
  baseUrl: string,
  { sender = messageSender(), ip }: { sender?: MessageSender; ip?: string } = {},
): Promise<void> {
  const email = parseInput(emailSchema, emailInput).toLowerCase();
  const customer = await findByEmail(ctx, email);
  if (!customer) throw noAccount('email');
  // An address nobody has shown to be theirs may be a typo: its owner must not get the account.
  if (!customer.emailConfirmedAt)
    throw new AppError('unprocessable', 'email_not_confirmed', {}, { email: 'email_not_confirmed' });
  const token = generateToken();
  const t = getT(ctx.locale);
  const link = `${baseUrl}/forgot-password?token=${encodeURIComponent(token)}`;
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    // Always the account's lock first, then the address's: two requests never wait in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset:${customer.id}`}))`);
    if (ip) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset-ip:${ip}`}))`);
    await checkResetLimits(tx, customer.id, ip, now);
    await endResetLinks({ ...ctx, db: tx }, customer.id);
    await tx.insert(passwordResetTokens).values({
      customerId: customer.id,
      tokenHash: hashToken(token),
      ip: ip ?? null,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      createdAt: now,
    });
    await sender.send(tx, {
      channel: 'email',
      recipient: email,
      subject: t('email.reset_subject'),
      body: t('email.reset_body', { name: customer.firstName, link, minutes: RESET_LINK_TTL_MS / 60_000 }),
      locale: ctx.locale,
    });
  });
}

const liveLink = (ctx: Ctx, token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, nowOf(ctx)),
  );

/** Whether a reset link still works (unused, the newest, within its hour): the page says so at once. */
export async function resetLinkWorks(ctx: Ctx, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(liveLink(ctx, token))
    .limit(1);
  return row !== undefined;
}

/**
 * POST resetpasswordbytoken: the link's token is locked, used once, and ends every session and
 * every other link.
 */
export async function resetPasswordByToken(
  ctx: Ctx,
  input: { token: unknown; password: unknown; confirmPassword: unknown },
): Promise<void> {
  const { password } = parseInput(newPasswordSchema, {
    password: input.password,
    confirmPassword: input.confirmPassword,
  });
  const invalid = new AppError('invalid', 'reset_token_invalid');
  if (typeof input.token !== 'string' || input.token.length === 0) throw invalid;
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResetTokens.id, customer: customers })
      .from(passwordResetTokens)
      .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
      .where(liveLink(ctx, input.token as string))
      .for('update', { of: passwordResetTokens })
      .limit(1);
    if (!row) throw invalid;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: nowOf(ctx) })
      .where(eq(passwordResetTokens.id, row.id));
    await setPassword({ ...ctx, db: tx }, row.customer, passwordHash);
  });
}
