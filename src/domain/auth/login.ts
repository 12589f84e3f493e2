import { findByEmail, findByPhone } from '../customers/accounts';
import { loginIdentifierKind, loginSchema, typedPhone } from '../customers/schemas';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { FAILURE_WINDOW_MS, forgive, longestWait, reserveTry, type TryLimit } from './failure-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { issueToken, type Customer } from './tokens';

/** Guessing is slowed per account and per address: 5 failures per identifier, 30 per IP, in 15 minutes. */
export const LOGIN_WINDOW_MS = FAILURE_WINDOW_MS;
export const LOGIN_MAX_FAILURES_PER_IDENTIFIER = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 30;

const loginFailed = () => new AppError('unauthenticated', 'login_failed');

/** Compared against when the account does not exist, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * The identifier as it is stored: phones in their 01… form (typed with spaces or dashes, as a
 * number is written, "0101 234 5678", or in its international form), e-mails in lower case.
 */
export function canonicalIdentifier(identifier: string): { kind: 'email' | 'phone'; value: string } {
  const kind = loginIdentifierKind(identifier);
  if (kind === 'email') return { kind, value: identifier.trim().toLowerCase() };
  const phone = typedPhone(identifier);
  return { kind, value: phone.success ? phone.data : identifier.trim() };
}

const limitsOf = (identifier: string, ip?: string): TryLimit[] => [
  { key: `id:${identifier}`, max: LOGIN_MAX_FAILURES_PER_IDENTIFIER },
  ...(ip ? [{ key: `ip:${ip}`, max: LOGIN_MAX_FAILURES_PER_IP }] : []),
];

/**
 * How long sign-in by password stays refused for this identifier (as stored) from this address,
 * in ms; 0 when it is open. While it is refused the owner can sign in with a code (login-code.ts).
 */
export function signInLockWait(ctx: Ctx, identifier: string, ip?: string): Promise<number> {
  return longestWait(ctx, limitsOf(identifier, ip));
}

/** Who is signing in, as a form sends it: §3's phone_number or email, else identifier (the store's own form). */
export const identifierOf = (fields: Record<string, unknown>): unknown =>
  fields.phone_number ?? fields.email ?? fields.identifier;

/** Sign-in by phone or e-mail and password; answers a new customer token. */
export async function login(
  ctx: Ctx,
  input: unknown,
  ip?: string,
): Promise<{ customer: Customer; token: string }> {
  const form = parseInput(loginSchema, input);
  const { kind, value } = canonicalIdentifier(form.identifier);
  // The try is counted before the password is compared, so that a burst compares at most the limit.
  const reserved = await reserveTry(ctx, limitsOf(value, ip));
  if ('wait' in reserved)
    throw new AppError('rate_limited', 'login_throttled', {
      seconds: String(Math.ceil(reserved.wait / 1000)),
    });
  const customer = kind === 'email' ? await findByEmail(ctx, value) : await findByPhone(ctx, value);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(form.password, customer?.passwordHash ?? (await decoyHash));
  if (!customer || !customer.passwordHash || !ok) throw loginFailed();
  // The right password: the identifier's failures are forgiven, and the address's try taken back.
  await forgive(ctx, reserved.ids, [`id:${value}`]);
  return { customer, token: await issueToken(ctx, customer.id) };
}
