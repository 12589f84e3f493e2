import { z } from 'zod';
import { findByEmail, findByPhone } from '../customers/accounts';
import { otpSchema } from '../customers/schemas';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { canonicalIdentifier, signInLockWait } from './login';
import { OTP_RESEND_MS, sendOtp, verifyOtp } from './otp';
import { clearLoginLock } from './recovery';
import { issueToken, type Customer } from './tokens';

/**
 * Five wrong passwords lock sign-in by password for 15 minutes, and anyone can type them. So that
 * a stranger cannot keep the owner out, while the lock holds the owner can ask for a one-time code
 * to the account's phone and sign in with it; that also lifts the lock.
 */

const identifierSchema = z.string({ error: 'phone_email' }).trim().min(1, { error: 'phone_email' });

async function accountOf(ctx: Ctx, identifier: string): Promise<Customer | undefined> {
  const { kind, value } = canonicalIdentifier(identifier);
  return kind === 'email' ? findByEmail(ctx, value) : findByPhone(ctx, value);
}

/**
 * Sends a sign-in code to the phone of the account, only while sign-in by password is locked for
 * this identifier (or this address); limited like every code (per phone, per address). An unknown
 * account, or one without a phone, gets the same answer and no SMS: the call tells nobody whether
 * an account exists.
 */
export async function sendLoginCode(
  ctx: Ctx,
  identifierInput: unknown,
  ip?: string,
): Promise<{ resendAfterSeconds: number }> {
  const identifier = parseInput(identifierSchema, identifierInput);
  if ((await signInLockWait(ctx, canonicalIdentifier(identifier).value, ip)) <= 0) {
    throw new AppError('conflict', 'login_code_not_locked');
  }
  const customer = await accountOf(ctx, identifier);
  if (!customer?.phone) return { resendAfterSeconds: OTP_RESEND_MS / 1000 };
  const sent = await sendOtp(ctx, { phone: customer.phone, purpose: 'login', ip });
  return { resendAfterSeconds: sent.resendAfterSeconds };
}

/**
 * Signs in with the code: the code is spent, the sign-in lock of the account lifted and a token
 * issued in one transaction. A wrong code counts against the code's 5 tries.
 */
export async function loginWithCode(
  ctx: Ctx,
  input: { identifier: unknown; code: unknown },
): Promise<{ customer: Customer; token: string }> {
  const identifier = parseInput(identifierSchema, input.identifier);
  const code = parseInput(otpSchema, input.code);
  const customer = await accountOf(ctx, identifier);
  if (!customer?.phone) throw new AppError('invalid', 'otp_expired');
  return verifyOtp(ctx, { phone: customer.phone, purpose: 'login', code }, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await clearLoginLock(txCtx, customer);
    return { customer, token: await issueToken(txCtx, customer.id) };
  });
}
