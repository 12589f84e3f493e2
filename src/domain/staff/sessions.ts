import { randomInt } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { staff, staffRecoveryCodes, staffSessions } from '@/db/schema';
import { FAILURE_WINDOW_MS, forgive, reserveTry } from '../auth/failure-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { codeMatches, generateToken, hashCode, hashToken } from '../auth/secrets';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { findStaffByEmail, type StaffRow } from './accounts';
import type { StaffRole } from './roles';
import { recoveryCodeSchema, staffSignInSchema, totpCodeSchema } from './schemas';
import { seal, unseal } from '@/domain/shared/seal';
import { acceptedStep, newTotpSecret, totpUri } from './totp';
import { recordAudit } from './audit';

/**
 * Five wrong passwords from one address in 15 minutes shut that address out of the account for the
 * rest of the 15 minutes; twenty from any addresses, or five wrong codes in a row, lock the account
 * for 15 minutes.
 */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_MAX_FAILURES_PER_ACCOUNT = 20;
export const STAFF_LOCK_MS = FAILURE_WINDOW_MS;
/**
 * A session ends after 30 minutes without a request, and 12 hours after its sign-in however busy
 * (a stolen cookie does not live for ever); a half-done sign-in after 10 minutes.
 */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
export const STAFF_SECOND_FACTOR_MS = 10 * 60_000;
export const RECOVERY_CODE_COUNT = 10;

export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sellerId: number | null;
}

type Stage = 'enrol' | 'totp';
/** A completed sign-in: who, and the session's new token (the half-done sign-in's token ends). */
export interface SignedIn {
  staff: StaffPrincipal;
  token: string;
}
const signInFailed = () => new AppError('unauthenticated', 'staff_login_failed');
const notSignedIn = () => new AppError('unauthenticated', 'staff_signed_out');
let decoyHash: Promise<string> | undefined;

export const principalOf = (row: StaffRow): StaffPrincipal => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  sellerId: row.sellerId,
});

function lockWait(row: StaffRow, now: Date): number {
  return row.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
}

function lockedError(waitMs: number) {
  return new AppError('rate_limited', 'staff_locked', {
    minutes: String(Math.max(1, Math.ceil(waitMs / 60_000))),
  });
}

/** A wrong code, counted with the staff row locked (withPending): the fifth in a row locks the account. */
async function countFailure(ctx: Ctx, row: StaffRow): Promise<AppError> {
  const failures = row.failedAttempts + 1;
  if (failures >= STAFF_MAX_FAILURES) {
    await lockNow(ctx, row);
    return lockedError(STAFF_LOCK_MS);
  }
  await ctx.db.update(staff).set({ failedAttempts: failures }).where(eq(staff.id, row.id));
  return signInFailed();
}

/**
 * Locks the account for STAFF_LOCK_MS, unless a try of the same burst already did (a statement
 * that waited for that one's lock finds the account locked and changes nothing), and says so in
 * the audit log once (under the account's own name).
 */
async function lockNow(ctx: Ctx, row: StaffRow) {
  const now = nowOf(ctx);
  const until = new Date(now.getTime() + STAFF_LOCK_MS);
  const [locked] = await ctx.db
    .update(staff)
    .set({ failedAttempts: 0, lockedUntil: until })
    .where(and(eq(staff.id, row.id), or(isNull(staff.lockedUntil), lte(staff.lockedUntil, now))))
    .returning({ id: staff.id });
  if (locked)
    await recordAudit(ctx, principalOf(row), { action: 'staff.lock', entity: 'staff', entityId: row.id });
}

/**
 * What a wrong password is counted under: the account from this address (5 shut that address out),
 * and the account from anywhere (20 lock the account), so that a stranger's guesses shut out their
 * own address, not the staff member's.
 */
const passwordLimits = (row: StaffRow, address: string | undefined) => ({
  byAddress: { key: `staff:${row.id}@${address ?? 'unknown'}`, max: STAFF_MAX_FAILURES },
  byAccount: { key: `staff:${row.id}`, max: STAFF_MAX_FAILURES_PER_ACCOUNT },
});

/**
 * First step: e-mail and password, from the caller's address. Answers a session that still needs
 * the second factor.
 */
export async function signInWithPassword(
  ctx: Ctx,
  input: unknown,
  address?: string,
): Promise<{ token: string; stage: Stage }> {
  const { email, password } = parseInput(staffSignInSchema, input);
  const row = await findStaffByEmail(ctx, email);
  if (!row || !row.active) {
    await verifyPassword(password, await (decoyHash ??= hashPassword('decoy-password-never-used')));
    throw signInFailed();
  }
  const locked = lockWait(row, nowOf(ctx));
  if (locked > 0) throw lockedError(locked);
  // Counted before the password is compared: a burst compares at most a limit's worth.
  const { byAddress, byAccount } = passwordLimits(row, address);
  const reserved = await reserveTry(ctx, [byAddress, byAccount]);
  if ('wait' in reserved) throw lockedError(reserved.wait);
  if (!(await verifyPassword(password, row.passwordHash))) {
    if (!reserved.filled.length) throw signInFailed();
    // The try that filled a limit: an address shut out is logged with the address; lockNow logs its own.
    if (reserved.filled.includes(byAddress))
      await recordAudit(ctx, principalOf(row), {
        action: 'staff.lock',
        entity: 'staff',
        entityId: row.id,
        before: { address: null },
        after: { address: address ?? null },
      });
    if (reserved.filled.includes(byAccount)) await lockNow(ctx, row);
    throw lockedError(STAFF_LOCK_MS);
  }
  // The right password: this address's failures are forgiven and the try taken back. Those of other
  // addresses still count towards the account's limit, and wrong codes since the last sign-in still
  // count towards the account's lock (completeSignIn clears them once the second factor is proved).
  await forgive(ctx, reserved.ids, [byAddress.key]);
  const token = generateToken();
  const now = nowOf(ctx);
  await ctx.db.insert(staffSessions).values({
    staffId: row.id,
    tokenHash: hashToken(token),
    stage: 'password',
    createdAt: now,
    lastSeenAt: now,
  });
  return { token, stage: row.totpEnabledAt ? 'totp' : 'enrol' };
}

async function sessionRow(ctx: Ctx, token: string | undefined) {
  if (!token) return undefined;
  const [found] = await ctx.db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
  if (!found || !found.member.active) return undefined;
  const now = nowOf(ctx).getTime();
  const limit = found.session.stage === 'full' ? STAFF_IDLE_MS : STAFF_SECOND_FACTOR_MS;
  const since = found.session.stage === 'full' ? found.session.lastSeenAt : found.session.createdAt;
  if (now - since.getTime() > limit) return undefined;
  if (now - found.session.createdAt.getTime() > STAFF_SESSION_MAX_MS) return undefined;
  return found;
}

/** The signed-in staff member of a session token (both factors proved), or a 401. Keeps it alive. */
export async function staffOfSession(ctx: Ctx, token: string | undefined): Promise<StaffPrincipal> {
  const found = await sessionRow(ctx, token);
  if (!found || found.session.stage !== 'full') throw notSignedIn();
  const now = nowOf(ctx);
  if (now.getTime() - found.session.lastSeenAt.getTime() > 60_000)
    await ctx.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, found.session.id));
  return principalOf(found.member);
}

/** Where a half-done sign-in stands: which second-factor step it needs, or null when there is none. */
export async function pendingSignIn(
  ctx: Ctx,
  token: string | undefined,
): Promise<{ stage: Stage; email: string } | null> {
  const found = await sessionRow(ctx, token);
  if (!found || found.session.stage !== 'password') return null;
  return { stage: found.member.totpEnabledAt ? 'totp' : 'enrol', email: found.member.email };
}

/** Runs a second-factor step on the half-done session, with the staff row locked. */
async function withPending<T>(
  ctx: Ctx,
  token: string | undefined,
  step: (tx: Ctx, row: StaffRow, sessionId: number) => Promise<T>,
) {
  const found = await sessionRow(ctx, token);
  if (!found || found.session.stage !== 'password') throw notSignedIn();
  // Failures are counted even though the step itself is refused: the count is committed.
  let failure: AppError | undefined;
  const result = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [row] = await db.select().from(staff).where(eq(staff.id, found.member.id)).for('update');
    const wait = lockWait(row!, nowOf(ctx));
    if (wait > 0) throw lockedError(wait);
    try {
      return await step(tx, row!, found.session.id);
    } catch (err) {
      if (!(err instanceof AppError) || err.messageKey !== 'staff_code_wrong') throw err;
      failure = await countFailure(tx, row!);
      return undefined;
    }
  });
  if (failure)
    throw failure.messageKey === 'staff_login_failed'
      ? new AppError('unauthenticated', 'staff_code_wrong')
      : failure;
  return result as T;
}

type SignInAction = 'staff.sign_in' | 'staff.sign_in_recovery' | 'staff.enrol';

/**
 * Both factors proved: the session becomes full under a new token, so that a token seen before the
 * second factor (the half-done sign-in's) is worth nothing after it. The sign-in is audited.
 */
async function completeSignIn(
  ctx: Ctx,
  row: StaffRow,
  sessionId: number,
  action: SignInAction,
  patch: Partial<StaffRow> = {},
): Promise<SignedIn> {
  const now = nowOf(ctx);
  await ctx.db
    .update(staff)
    .set({ ...patch, failedAttempts: 0, lockedUntil: null })
    .where(eq(staff.id, row.id));
  const token = generateToken();
  await ctx.db
    .update(staffSessions)
    .set({ stage: 'full', lastSeenAt: now, tokenHash: hashToken(token) })
    .where(eq(staffSessions.id, sessionId));
  const principal = principalOf(row);
  await recordAudit(ctx, principal, { action, entity: 'staff', entityId: row.id });
  return { staff: principal, token };
}

const wrongCode = () => new AppError('unauthenticated', 'staff_code_wrong');

/** Second step: the code of the authenticator app. */
export function proveTotp(ctx: Ctx, token: string | undefined, input: unknown): Promise<SignedIn> {
  const { code } = parseInput(totpCodeSchema, input);
  return withPending(ctx, token, async (tx, row, sessionId) => {
    if (!row.totpEnabledAt || !row.totpSecretSealed) throw notSignedIn();
    const step = acceptedStep(unseal(row.totpSecretSealed, 'totp'), code, nowOf(ctx), row.totpLastStep);
    if (step === null) throw wrongCode();
    return completeSignIn(tx, row, sessionId, 'staff.sign_in', { totpLastStep: step });
  });
}

/** Second step without the phone: one of the recovery codes, good once. */
export function proveRecoveryCode(ctx: Ctx, token: string | undefined, input: unknown): Promise<SignedIn> {
  const { code } = parseInput(recoveryCodeSchema, input);
  return withPending(ctx, token, async (tx, row, sessionId) => {
    const codes = await tx.db
      .select()
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, row.id), isNull(staffRecoveryCodes.usedAt)));
    const match = codes.find((c) => codeMatches(code, recoveryBinding(row.id), c.codeHash));
    if (!match) throw wrongCode();
    await tx.db
      .update(staffRecoveryCodes)
      .set({ usedAt: nowOf(ctx) })
      .where(eq(staffRecoveryCodes.id, match.id));
    return completeSignIn(tx, row, sessionId, 'staff.sign_in_recovery');
  });
}

/** Enrolment, first sign-in: a new secret (replacing any earlier unconfirmed one) for the app to read. */
export function startTotpEnrolment(ctx: Ctx, token: string | undefined) {
  return withPending(ctx, token, async (tx, row) => {
    if (row.totpEnabledAt) throw new AppError('conflict', 'staff_already_enrolled');
    const secret = newTotpSecret();
    await tx.db
      .update(staff)
      .set({ totpSecretSealed: seal(secret, 'totp') })
      .where(eq(staff.id, row.id));
    return { secret, uri: totpUri(secret, row.email) };
  });
}

/** Enrolment: the app's first code proves it was set up; answers the recovery codes, shown once. */
export function confirmTotpEnrolment(
  ctx: Ctx,
  token: string | undefined,
  input: unknown,
): Promise<{ codes: string[]; token: string }> {
  const { code } = parseInput(totpCodeSchema, input);
  return withPending(ctx, token, async (tx, row, sessionId) => {
    if (row.totpEnabledAt || !row.totpSecretSealed) throw new AppError('conflict', 'staff_already_enrolled');
    const step = acceptedStep(unseal(row.totpSecretSealed, 'totp'), code, nowOf(ctx), null);
    if (step === null) throw wrongCode();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    await tx.db.insert(staffRecoveryCodes).values(
      codes.map((c) => ({
        staffId: row.id,
        codeHash: hashCode(c.replace('-', ''), recoveryBinding(row.id)),
      })),
    );
    const signedIn = await completeSignIn(tx, row, sessionId, 'staff.enrol', {
      totpEnabledAt: nowOf(ctx),
      totpLastStep: step,
    });
    return { codes, token: signedIn.token };
  });
}

export async function signOutStaff(ctx: Ctx, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db
    .update(staffSessions)
    .set({ revokedAt: nowOf(ctx) })
    .where(eq(staffSessions.tokenHash, hashToken(token)));
}

const recoveryBinding = (staffId: number) => `staff-recovery:${staffId}`;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
