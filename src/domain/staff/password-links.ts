import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { staff, staffSessions } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { publicUrl } from '@/lib/public-url';
import { generateToken, hashToken } from '../auth/secrets';
import { hashPassword } from '../auth/passwords';
import { sendByPhoneAndEmail } from '../notifications/senders';
import { applicationLocale, applicationOfSeller } from '../sellers/application-of-seller';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, recordAudit, type Actor } from './audit';
import { principalOf } from './sessions';
import { staffPasswordSchema } from './schemas';

/** How long a set-password link works ("a week" in the messages): a new seller may read it days later. */
export const STAFF_LINK_TTL_DAYS = 7;
const TTL_MS = STAFF_LINK_TTL_DAYS * 86_400_000;

const invalidLink = () => notFound('staff_link_invalid');

/**
 * A new set-password link for a staff account, written in the caller's transaction: only its hash
 * is kept, and it replaces the account's earlier link. Answers the address to send.
 */
export async function issuePasswordLink(
  ctx: Ctx,
  staffId: number,
): Promise<{ link: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(nowOf(ctx).getTime() + TTL_MS);
  await ctx.db
    .update(staff)
    .set({ passwordLinkHash: hashToken(token), passwordLinkExpiresAt: expiresAt })
    .where(eq(staff.id, staffId));
  return { link: `${publicUrl()}/admin/login/password?token=${token}`, expiresAt };
}

/**
 * An admin sends a staff account a new set-password link, by e-mail (and by SMS to a seller's
 * merchant, at the phone their application proved): for a seller whose first link ran out, or staff
 * who forgot their password. The earlier link stops working; the password stays until the link is used.
 * In the merchant's language for a seller's account, else the admin's. Audited without the link.
 */
export function sendPasswordLinkAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
): Promise<{ email: string; expiresAt: Date }> {
  return audited(ctx, actor, { action: 'staff.password_link', entity: 'staff', entityId: id }, async (tx) => {
    const [row] = await tx.db.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!row) throw notFound('staff_not_found');
    if (!row.active) throw new AppError('conflict', 'staff_link_closed');
    const { link, expiresAt } = await issuePasswordLink(tx, row.id);
    const application = row.sellerId === null ? undefined : await applicationOfSeller(tx, row.sellerId);
    const locale = applicationLocale(application, ctx.locale);
    const t = getT(locale);
    await sendByPhoneAndEmail(
      tx.db,
      { phone: application?.phone ?? null, email: row.email },
      {
        body: t('admin.staff_link.message', { link }),
        subject: t('admin.staff_link.subject'),
        locale,
      },
    );
    return { result: { email: row.email, expiresAt }, after: { email: row.email } };
  });
}

/** The account a link is for, if it still works (the page shows whose password is being set). */
async function accountOfLink(ctx: Ctx, token: unknown, lock = false) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) throw invalidLink();
  const query = ctx.db
    .select()
    .from(staff)
    .where(eq(staff.passwordLinkHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.active) throw invalidLink();
  if (!row.passwordLinkExpiresAt || row.passwordLinkExpiresAt <= nowOf(ctx))
    throw new AppError('not_found', 'staff_link_expired');
  return row;
}

/** Whose password a link sets: the page's heading, or the link's refusal. */
export async function passwordLinkOwner(ctx: Ctx, token: unknown): Promise<{ email: string; name: string }> {
  const row = await accountOfLink(ctx, token);
  return { email: row.email, name: row.name };
}

const setPasswordSchema = z
  .object({
    token: z.unknown(),
    password: staffPasswordSchema,
    confirmation: z.string({ error: 'staff_password_mismatch' }),
  })
  .refine((s) => s.password === s.confirmation, {
    error: 'staff_password_mismatch',
    path: ['confirmation'],
  });

/**
 * The password chosen through a link: the link is spent, every session of the account ends, a lock
 * from wrong tries is lifted. The authenticator app is not touched: an enrolled account still proves
 * it at sign-in, and a new one enrols it then. Audited as the account's own act.
 */
export async function setPasswordWithLink(ctx: Ctx, input: unknown): Promise<{ email: string }> {
  const { token, password } = parseInput(setPasswordSchema, input);
  // The link is checked before the slow hash (no scrypt for a made-up link), and again, locked, for the write.
  await accountOfLink(ctx, token);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const row = await accountOfLink(tx, token, true);
    await db
      .update(staff)
      .set({
        passwordHash,
        passwordLinkHash: null,
        passwordLinkExpiresAt: null,
        failedAttempts: 0,
        lockedUntil: null,
      })
      .where(eq(staff.id, row.id));
    await db
      .update(staffSessions)
      .set({ revokedAt: nowOf(ctx) })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
    await recordAudit(tx, principalOf(row), {
      action: 'staff.password_set',
      entity: 'staff',
      entityId: row.id,
    });
    return { email: row.email };
  });
}
