import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { loginFailures } from '@/db/schema';
import { findByEmail, findByPhone } from '../customers/accounts';
import { loginIdentifierKind, loginSchema, typedPhone } from '../customers/schemas';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { hashPassword, verifyPassword } from './passwords';
import { issueToken, type Customer } from './tokens';

/** Guessing is slowed per account and per address: 5 failures per identifier, 30 per IP, in 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES_PER_IDENTIFIER = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 30;

const loginFailed = () => new AppError('unauthenticated', 'login_failed');

/** Compared against when the account does not exist, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

async function throttleWait(ctx: Ctx, key: string, max: number): Promise<number> {
  const now = nowOf(ctx);
  const failures = await ctx.db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.key, key), gt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))),
    )
    .orderBy(asc(loginFailures.createdAt));
  if (failures.length < max) return 0;
  return failures[failures.length - max]!.at.getTime() + LOGIN_WINDOW_MS - now.getTime();
}

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

const failureKeys = (identifier: string, ip?: string) => [`id:${identifier}`, ...(ip ? [`ip:${ip}`] : [])];

/**
 * How long sign-in by password stays refused for this identifier (as stored) from this address,
 * in ms; 0 when it is open. While it is refused the owner can sign in with a code (login-code.ts).
 */
export async function signInLockWait(ctx: Ctx, identifier: string, ip?: string): Promise<number> {
  const [byId, byIp] = failureKeys(identifier, ip);
  return Math.max(
    await throttleWait(ctx, byId!, LOGIN_MAX_FAILURES_PER_IDENTIFIER),
    byIp ? await throttleWait(ctx, byIp, LOGIN_MAX_FAILURES_PER_IP) : 0,
  );
}

/** Sign-in by phone or e-mail and password; answers a new customer token. */
/** Who is signing in, as a form sends it: §3's phone_number or email, else identifier (the store's own form). */
export const identifierOf = (fields: Record<string, unknown>): unknown =>
  fields.phone_number ?? fields.email ?? fields.identifier;

export async function login(
  ctx: Ctx,
  input: unknown,
  ip?: string,
): Promise<{ customer: Customer; token: string }> {
  const form = parseInput(loginSchema, input);
  const { kind, value } = canonicalIdentifier(form.identifier);
  const reserved = await reserveTry(ctx, value, ip);
  const customer = kind === 'email' ? await findByEmail(ctx, value) : await findByPhone(ctx, value);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(form.password, customer?.passwordHash ?? (await decoyHash));
  if (!customer || !customer.passwordHash || !ok) throw loginFailed();
  // The right password: the identifier's failures are forgiven, and the address's try taken back.
  await ctx.db
    .delete(loginFailures)
    .where(or(eq(loginFailures.key, `id:${value}`), inArray(loginFailures.id, reserved)));
  return { customer, token: await issueToken(ctx, customer.id) };
}

/**
 * Records a try as a failure before the password is compared, behind the identifier's and the
 * address's locks, so that tries sent at once are counted one by one: at most the limit of a
 * burst is ever compared. Refuses while sign-in by password is locked. Answers the rows written.
 */
async function reserveTry(ctx: Ctx, identifier: string, ip?: string): Promise<number[]> {
  const keys = failureKeys(identifier, ip);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
    const wait = await signInLockWait(tx, identifier, ip);
    if (wait > 0) {
      throw new AppError('rate_limited', 'login_throttled', { seconds: String(Math.ceil(wait / 1000)) });
    }
    const now = nowOf(ctx);
    const rows = await db
      .insert(loginFailures)
      .values(keys.map((key) => ({ key, createdAt: now })))
      .returning({ id: loginFailures.id });
    return rows.map((r) => r.id);
  });
}

/** Removes sign-in failures recorded before `before` (a job runs it; they count for 15 minutes). */
export async function purgeLoginFailures(ctx: Ctx, before: Date): Promise<number> {
  const removed = await ctx.db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, before))
    .returning({ id: loginFailures.id });
  return removed.length;
}
