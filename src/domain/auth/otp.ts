import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { config } from '@/config';
import type { Db } from '@/db/client';
import { oneTimeCodes, type OtpPurpose } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { outboxSender, type MessageSender } from '../notifications/outbox';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { sendWait } from '../shared/send-wait';
import { OTP_LENGTH } from '../customers/schemas';
import { codeMatches, generateCode, hashCode } from './secrets';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** The screen's countdown: a new code no sooner than 60 s after the last. */
export const OTP_RESEND_MS = 60_000;
/** Codes an hour for one phone and one purpose (registering, the card's PIN, paying instalments...). */
export const OTP_MAX_PER_FLOW_PER_HOUR = 5;
/**
 * Codes an hour for one phone, all purposes together. Above the per-flow cap, so that a new
 * cardholder who registers, sets the PIN, pays an instalment and asks again once is not locked out.
 */
export const OTP_MAX_PER_PHONE_PER_HOUR = 10;
/**
 * Per address: one household or office asks for a few codes an hour. Configurable because every
 * browser test comes from 127.0.0.1 (and a carrier-grade NAT may need a higher figure).
 */
export const otpMaxPerIpPerHour = () => config().otpMaxPerIpPerHour;
const HOUR_MS = 3_600_000;

const binding = (purpose: OtpPurpose, phone: string) => `${purpose}:${phone}`;
/** The wait before the next code; it says so when the last code of the flow can still be typed. */
const waitError = (ms: number, lastCodeWorks: boolean) =>
  new AppError('rate_limited', lastCodeWorks ? 'otp_wait_code_works' : 'otp_wait', {
    seconds: String(Math.ceil(ms / 1000)),
  });

/**
 * Sends a new code by SMS, limited per phone and per IP. Sends for one phone are serialised with
 * a transaction-scoped advisory lock, so two requests at once cannot both slip under the limits.
 */
export async function sendOtp(
  ctx: Ctx,
  input: { phone: string; purpose: OtpPurpose; ip?: string },
  sender: MessageSender = outboxSender,
): Promise<{ expiresAt: Date; resendAfterSeconds: number }> {
  const now = nowOf(ctx);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.phone}`}))`);
    const recent = await tx
      .select({
        createdAt: oneTimeCodes.createdAt,
        purpose: oneTimeCodes.purpose,
        consumedAt: oneTimeCodes.consumedAt,
        expiresAt: oneTimeCodes.expiresAt,
        attempts: oneTimeCodes.attempts,
      })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, input.phone), gt(oneTimeCodes.createdAt, hourAgo)))
      .orderBy(asc(oneTimeCodes.createdAt));
    // The 60 s wait is the OTP screen's countdown, so it applies per flow (registering, then
    // recovering the password at once is fine); the hourly caps count per flow and per phone.
    const flow = recent.filter((r) => r.purpose === input.purpose);
    const last = flow.at(-1);
    const lastWorks = !!last && !last.consumedAt && last.expiresAt > now && last.attempts < OTP_MAX_ATTEMPTS;
    const refuse = (ms: number) => waitError(ms, lastWorks);
    const times = (rows: typeof recent) => rows.map((r) => r.createdAt);
    const ms = sendWait(now, last?.createdAt, OTP_RESEND_MS, [
      [times(flow), OTP_MAX_PER_FLOW_PER_HOUR],
      [times(recent), OTP_MAX_PER_PHONE_PER_HOUR],
    ]);
    if (ms > 0) throw refuse(ms);
    if (input.ip) {
      const [fromIp] = await tx
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.ip, input.ip), gt(oneTimeCodes.createdAt, hourAgo)));
      if ((fromIp?.n ?? 0) >= otpMaxPerIpPerHour()) throw refuse(HOUR_MS);
    }

    // Only the newest code of a phone and purpose is valid.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.phone, input.phone),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    const code = generateCode(OTP_LENGTH);
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    await tx.insert(oneTimeCodes).values({
      purpose: input.purpose,
      phone: input.phone,
      codeHash: hashCode(code, binding(input.purpose, input.phone)),
      ip: input.ip ?? null,
      expiresAt,
      createdAt: now,
    });
    await sender.send(tx, {
      channel: 'sms',
      recipient: input.phone,
      body: getT(ctx.locale)('sms.otp', { code, minutes: OTP_TTL_MS / 60_000 }),
      locale: ctx.locale,
    });
    return { expiresAt, resendAfterSeconds: OTP_RESEND_MS / 1000 };
  });
}

type Check<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Checks a code: single use, unexpired, at most 5 wrong tries. The row is locked, so the same
 * code sent twice at once succeeds once. A wrong try is counted even though the call fails.
 * `onVerified` runs in the same transaction as the code is spent (what the code was for: a new
 * password, a sign-in), so the code is spent only when that write succeeds too.
 */
export async function verifyOtp<T = void>(
  ctx: Ctx,
  input: { phone: string; purpose: OtpPurpose; code: string },
  onVerified?: (tx: Db) => Promise<T>,
): Promise<T> {
  return checkCode(ctx, input, true, onVerified);
}

/**
 * Checks a code as verifyOtp does, wrong tries counted, but leaves it unspent: for a form that
 * asks for the code first and spends it with what comes next (a new PIN).
 */
export async function checkOtp(
  ctx: Ctx,
  input: { phone: string; purpose: OtpPurpose; code: string },
): Promise<void> {
  await checkCode(ctx, input, false);
}

async function checkCode<T>(
  ctx: Ctx,
  input: { phone: string; purpose: OtpPurpose; code: string },
  spend: boolean,
  onVerified?: (tx: Db) => Promise<T>,
): Promise<T> {
  const now = nowOf(ctx);
  const result: Check<T> = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.phone, input.phone),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt <= now) return { ok: false, error: new AppError('invalid', 'otp_expired') };
    if (row.attempts >= OTP_MAX_ATTEMPTS)
      return { ok: false, error: new AppError('rate_limited', 'otp_locked') };
    if (!codeMatches(input.code, binding(input.purpose, input.phone), row.codeHash)) {
      const attempts = row.attempts + 1;
      await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
      const left = OTP_MAX_ATTEMPTS - attempts;
      return {
        ok: false,
        error:
          left > 0
            ? new AppError('invalid', 'otp_wrong', { left: String(left) })
            : new AppError('rate_limited', 'otp_locked'),
      };
    }
    if (spend) await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return { ok: true, value: onVerified ? await onVerified(tx) : (undefined as T) };
  });
  if (!result.ok) throw result.error;
  return result.value;
}
