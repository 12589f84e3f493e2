import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { sellers, sellerTranslations, staff, staffSessions } from '@/db/schema';
import { flagField } from '../content/slide-schemas';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { createStaff } from './accounts';
import { audited, type Actor } from './audit';
import type { StaffPrincipal } from './sessions';
import { newStaffSchema, staffRoleSchema } from './schemas';

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

/** A seller's account is for a seller who is on the store and not suspended (held while the account is written). */
async function assertSellerOnStore(tx: Ctx, sellerId: number | undefined) {
  const [seller] = sellerId
    ? await tx.db
        .select({ active: sellers.isActive })
        .from(sellers)
        .where(eq(sellers.id, sellerId))
        .for('share')
    : [];
  if (!seller?.active)
    throw new AppError('invalid', 'staff_seller_unknown', {}, { sellerId: 'staff_seller_unknown' });
}

/**
 * An admin opens an account for a staff member, or for an approved seller's portal (role `seller`
 * with its seller). The admin gives the first password; the account enrols its authenticator app at
 * its first sign-in. Audited without the password.
 */
export function createStaffAccountAs(ctx: Ctx, actor: Actor, input: unknown): Promise<StaffAccountView> {
  const data = parseInput(newStaffSchema, input);
  return audited(ctx, actor, { action: 'staff.create', entity: 'staff', entityId: '' }, async (tx) => {
    if (data.role === 'seller') await assertSellerOnStore(tx, data.sellerId);
    const row = await createStaff(tx, data);
    const [view] = await listStaffAccounts(tx, row.id);
    const after = { email: row.email, name: row.name, role: row.role, sellerId: row.sellerId };
    return { result: view!, after, entityId: row.id };
  });
}

const activeSchema = z.object({ active: flagField('staff_active_error') });

/**
 * An admin closes an account (someone left, a seller stopped selling) or opens it again. A closed
 * account cannot sign in, and its sessions end at once. Admins cannot close their own account, so
 * the store always keeps the one who could open it again.
 */
export async function setStaffActiveAs(
  ctx: Ctx,
  actor: StaffPrincipal,
  id: number,
  input: unknown,
): Promise<StaffAccountView> {
  const { active } = parseInput(activeSchema, input);
  if (id === actor.id && !active) throw new AppError('invalid', 'staff_close_self');
  const action = active ? 'staff.reopen' : 'staff.close';
  return audited(ctx, actor, { action, entity: 'staff', entityId: id }, async (tx) => {
    const [row] = await tx.db
      .select({ active: staff.active })
      .from(staff)
      .where(eq(staff.id, id))
      .for('update');
    if (!row) throw notFound('staff_not_found');
    await tx.db.update(staff).set({ active }).where(eq(staff.id, id));
    if (!active)
      await tx.db
        .update(staffSessions)
        .set({ revokedAt: nowOf(ctx) })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    const [view] = await listStaffAccounts(tx, id);
    return { result: view!, before: { active: row.active }, after: { active } };
  });
}

/**
 * An admin gives an account another role (and a seller's account its seller). It applies from the
 * account's next request: the role is read with the session each time. Admins cannot change their
 * own role, so the store always keeps an admin. Audited with the role before and after.
 */
export async function setStaffRoleAs(
  ctx: Ctx,
  actor: StaffPrincipal,
  id: number,
  input: unknown,
): Promise<StaffAccountView> {
  const { role, sellerId } = parseInput(staffRoleSchema, input);
  if (id === actor.id) throw new AppError('invalid', 'staff_role_self');
  const next = { role, sellerId: role === 'seller' ? sellerId! : null };
  return audited(ctx, actor, { action: 'staff.role', entity: 'staff', entityId: id }, async (tx) => {
    const [row] = await tx.db
      .select({ role: staff.role, sellerId: staff.sellerId })
      .from(staff)
      .where(eq(staff.id, id))
      .for('update');
    if (!row) throw notFound('staff_not_found');
    if (role === 'seller') await assertSellerOnStore(tx, sellerId);
    await tx.db.update(staff).set(next).where(eq(staff.id, id));
    const [view] = await listStaffAccounts(tx, id);
    return { result: view!, before: row, after: next };
  });
}
