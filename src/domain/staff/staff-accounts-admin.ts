import { and, asc, eq } from 'drizzle-orm';
import { sellers, sellerTranslations, staff } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { createStaff } from './accounts';
import { audited, type Actor } from './audit';
import { newStaffSchema } from './schemas';

/** A staff account as admins see it: never its password or second factor, only whether it is set up. */
export interface StaffAccountView {
  id: number;
  email: string;
  name: string;
  role: (typeof staff.$inferSelect)['role'];
  sellerId: number | null;
  sellerName: string | null;
  /** The authenticator app is enrolled (done at the first sign-in). */
  enrolled: boolean;
  active: boolean;
  createdAt: Date;
}

/** Every staff account (or one), oldest first, with the seller a seller's account acts for by name. */
export async function listStaffAccounts(ctx: Ctx, id?: number): Promise<StaffAccountView[]> {
  const rows = await ctx.db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      sellerId: staff.sellerId,
      sellerName: sellerTranslations.name,
      totpEnabledAt: staff.totpEnabledAt,
      active: staff.active,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .leftJoin(
      sellerTranslations,
      and(eq(sellerTranslations.sellerId, staff.sellerId), eq(sellerTranslations.locale, ctx.locale)),
    )
    .where(id === undefined ? undefined : eq(staff.id, id))
    .orderBy(asc(staff.id));
  return rows.map(({ totpEnabledAt, ...row }) => ({ ...row, enrolled: totpEnabledAt !== null }));
}

/** The sellers a seller's account can be made for: every active one, by name in `locale`. */
export function sellersForAccounts(ctx: Ctx): Promise<{ id: number; name: string }[]> {
  return ctx.db
    .select({ id: sellers.id, name: sellerTranslations.name })
    .from(sellers)
    .innerJoin(
      sellerTranslations,
      and(eq(sellerTranslations.sellerId, sellers.id), eq(sellerTranslations.locale, ctx.locale)),
    )
    .where(eq(sellers.isActive, true))
    .orderBy(asc(sellerTranslations.name));
}

/**
 * An admin opens an account for a staff member, or for an approved seller's portal (role `seller`
 * with its seller). The admin gives the first password; the account enrols its authenticator app at
 * its first sign-in. Audited without the password.
 */
export function createStaffAccountAs(ctx: Ctx, actor: Actor, input: unknown): Promise<StaffAccountView> {
  const data = parseInput(newStaffSchema, input);
  return audited(ctx, actor, { action: 'staff.create', entity: 'staff', entityId: '' }, async (tx) => {
    if (data.role === 'seller' && data.sellerId) {
      const [seller] = await tx.db
        .select({ active: sellers.isActive })
        .from(sellers)
        .where(eq(sellers.id, data.sellerId))
        .for('share');
      if (!seller?.active)
        throw new AppError('invalid', 'staff_seller_unknown', {}, { sellerId: 'staff_seller_unknown' });
    }
    const row = await createStaff(tx, data);
    const [view] = await listStaffAccounts(tx, row.id);
    const after = { email: row.email, name: row.name, role: row.role, sellerId: row.sellerId };
    return { result: view!, after, entityId: row.id };
  });
}
