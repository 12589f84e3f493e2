import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { loginFailures, oneTimeCodes, passwordResetTokens } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';

interface Account {
  id: number;
  phone: string | null;
  email: string | null;
}

/**
 * Ends every open reset link of an account: when a newer one is mailed, and when the password is
 * set (by a link, a code or a change). A link that was never used expires now; it is not marked used.
 */
export async function endResetLinks(ctx: Ctx, customerId: number): Promise<void> {
  const now = nowOf(ctx);
  await ctx.db
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokens.customerId, customerId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
}

/**
 * Once the password is set, no earlier way back in without it still works: open reset links,
 * and forgot-password and sign-in codes sent to the account's phone are all spent.
 */
export async function endPasswordRecovery(ctx: Ctx, account: Account): Promise<void> {
  await endResetLinks(ctx, account.id);
  if (!account.phone) return;
  await ctx.db
    .update(oneTimeCodes)
    .set({ consumedAt: nowOf(ctx) })
    .where(
      and(
        eq(oneTimeCodes.phone, account.phone),
        inArray(oneTimeCodes.purpose, ['forget_password', 'login']),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

/** The sign-in lock of an account ends (for every identifier it signs in with: phone and e-mail). */
export async function clearLoginLock(ctx: Ctx, account: Account): Promise<void> {
  const keys = [account.phone, account.email].filter((v): v is string => !!v).map((v) => `id:${v}`);
  if (keys.length > 0) await ctx.db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
