import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, customers, sellerApplications, sellers, sellerTranslations, staff } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { notifySellerStanding } from './notify';
import { REASON_MAX } from './schemas';
import { STAFF_PAGE_SIZE } from './staff-review';
import { likeText } from '../shared/like';

export const SELLER_STANDINGS = ['active', 'suspended'] as const;
export type SellerStanding = (typeof SELLER_STANDINGS)[number];

const listSchema = z.object({
  status: z.enum(SELLER_STANDINGS, { error: 'status_error' }).optional(),
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});

/** Escapes LIKE's wildcards so that a search for "50%" means those characters. */

const productCount = sql<number>`(select count(*)::int from products p where p.seller_id = ${sellers.id})`;
const activeProductCount = sql<number>`(select count(*)::int from products p where p.seller_id = ${sellers.id} and p.is_active)`;

function sellerColumns(ctx: Ctx) {
  return {
    id: sellers.id,
    code: sellers.code,
    name: sellerTranslations.name,
    isActive: sellers.isActive,
    suspendedAt: sellers.suspendedAt,
    suspensionReason: sellers.suspensionReason,
    createdAt: sellers.createdAt,
    customerId: sellers.customerId,
    products: productCount,
    activeProducts: activeProductCount,
    locale: sql<string>`${ctx.locale}`,
  };
}

const named = (ctx: Ctx) =>
  and(eq(sellerTranslations.sellerId, sellers.id), eq(sellerTranslations.locale, ctx.locale));

/** Every seller (the store's dealers and approved merchants) with their products count and standing. */
export async function sellerList(ctx: Ctx, input: unknown) {
  const { status, q, page } = parseInput(listSchema, input);
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(sellers.isActive, status === 'active'));
  if (q) conditions.push(or(ilike(sellerTranslations.name, likeText(q)), ilike(sellers.code, likeText(q)))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    ctx.db
      .select(sellerColumns(ctx))
      .from(sellers)
      .innerJoin(sellerTranslations, named(ctx))
      .where(where)
      .orderBy(asc(sellerTranslations.name), asc(sellers.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(sellers).innerJoin(sellerTranslations, named(ctx)).where(where),
  ]);
  return { items, total: total?.n ?? 0, page, pageSize: STAFF_PAGE_SIZE };
}

export type StaffSellerRow = Awaited<ReturnType<typeof sellerList>>['items'][number];

/**
 * One seller for staff: the standing, the account that runs it, its portal accounts, its
 * application and its history.
 */
export async function sellerForStaff(ctx: Ctx, id: number) {
  const [seller] = await ctx.db
    .select(sellerColumns(ctx))
    .from(sellers)
    .innerJoin(sellerTranslations, named(ctx))
    .where(eq(sellers.id, id));
  if (!seller) throw notFound('seller_not_found');
  const [[account], [application], portalAccounts, history] = await Promise.all([
    seller.customerId === null
      ? []
      : ctx.db
          .select({ phone: customers.phone, email: customers.email })
          .from(customers)
          .where(eq(customers.id, seller.customerId)),
    ctx.db
      .select({
        id: sellerApplications.id,
        reference: sellerApplications.reference,
        phone: sellerApplications.phone,
        answers: sellerApplications.answers,
      })
      .from(sellerApplications)
      .where(eq(sellerApplications.sellerId, id)),
    ctx.db
      .select({ id: staff.id, name: staff.name, email: staff.email, active: staff.active })
      .from(staff)
      .where(and(eq(staff.sellerId, id), eq(staff.role, 'seller')))
      .orderBy(asc(staff.id)),
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(50),
  ]);
  return {
    seller,
    account: account ?? null,
    // A merchant who applied as a guest has no customer account: the application's contact is theirs.
    application: application
      ? {
          id: application.id,
          reference: application.reference,
          contact: { phone: application.phone, email: application.answers.contact_email ?? null },
        }
      : null,
    portalAccounts,
    history,
  };
}

const standingSchema = z.object({
  suspend: z.boolean({ error: 'seller_suspend_invalid' }),
  reason: z
    .string({ error: 'seller_suspension_reason' })
    .trim()
    .min(3, { error: 'seller_suspension_reason' })
    .max(REASON_MAX, { error: 'seller_suspension_reason' }),
});

/**
 * Suspends a seller (none of their products is on sale any more: listings, search, product pages,
 * carts and orders all read `sellable`) or reinstates them, with a reason, an audit row and a
 * message to the merchant, in one transaction. Products keep their own state, so reinstating
 * brings back exactly what was on sale.
 */
export function setSellerStandingAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const { suspend, reason } = parseInput(standingSchema, input);
  return audited(
    ctx,
    actor,
    { action: suspend ? 'seller.suspend' : 'seller.reinstate', entity: 'seller', entityId: id, reason },
    async (tx) => {
      const [before] = await tx.db.select().from(sellers).where(eq(sellers.id, id)).for('update');
      if (!before) throw notFound('seller_not_found');
      if (before.isActive !== suspend)
        throw new AppError('conflict', suspend ? 'seller_already_suspended' : 'seller_not_suspended');
      const [after] = await tx.db
        .update(sellers)
        .set({
          isActive: !suspend,
          suspendedAt: suspend ? nowOf(tx) : null,
          suspensionReason: suspend ? reason : null,
        })
        .where(eq(sellers.id, id))
        .returning();
      await notifySellerStanding(tx, id, suspend, reason);
      const standing = (s: typeof before) => ({ status: s.isActive ? 'active' : 'suspended' });
      return { result: after!, before: standing(before), after: standing(after!) };
    },
  );
}

/** A seller's standing, for its own portal: suspended since when and why, or null while active. */
export async function suspensionOf(ctx: Ctx, sellerId: number) {
  const [row] = await ctx.db
    .select({ isActive: sellers.isActive, at: sellers.suspendedAt, reason: sellers.suspensionReason })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row && !row.isActive ? { at: row.at, reason: row.reason } : null;
}
