import { desc, eq } from 'drizzle-orm';
import {
  customers,
  sellerApplicationEvents,
  sellerApplications,
  sellers,
  sellerTranslations,
  type SellerApplicationStatus,
} from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import type { SellerApplicationRow } from './applications';
import { notifySellerApplication } from './notify';
import { openPortalAccount } from './portal-account';
import { REASON_MAX, SELLER_DECISIONS, type SellerDecision } from './schemas';
import { storeNameKey } from './store-name';

const STATUS_OF: Record<SellerDecision, SellerApplicationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  info: 'info_needed',
};

/** Applications for staff, oldest sent first; every status, or one. */
export function listSellerApplications(ctx: Ctx, status?: SellerApplicationStatus) {
  const query = ctx.db.select().from(sellerApplications);
  return (status ? query.where(eq(sellerApplications.status, status)) : query).orderBy(
    sellerApplications.submittedAt,
    desc(sellerApplications.id),
  );
}

/**
 * Staff decide a sent application: approve (the seller is created and linked to the account, and
 * its portal account opened with a set-password link),
 * reject with a reason, or ask for more information (a reason says what); the applicant is told.
 * The same function serves the command line now and the back office later.
 */
export async function decideSellerApplication(
  ctx: Ctx,
  id: number,
  input: { decision: unknown; reason?: unknown; actor: string },
): Promise<SellerApplicationRow> {
  const decision = input.decision as SellerDecision;
  if (!SELLER_DECISIONS.includes(decision))
    throw new AppError('invalid', 'seller_decision', {}, { decision: 'seller_decision' });
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (decision !== 'approve' && (reason.length < 3 || reason.length > REASON_MAX))
    throw new AppError('invalid', 'seller_decision_reason', {}, { reason: 'seller_decision_reason' });
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [application] = await db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.id, id))
      .for('update');
    if (!application) throw notFound('seller_application_not_found');
    if (application.status !== 'pending') throw new AppError('conflict', 'seller_application_state');
    const now = nowOf(ctx);
    const sellerId = decision === 'approve' ? await createSeller(tx, application) : null;
    const portalLink = sellerId === null ? null : await openPortalAccount(tx, application, sellerId);
    const [updated] = await db
      .update(sellerApplications)
      .set({
        status: STATUS_OF[decision],
        decisionReason: reason || null,
        sellerId,
        decidedAt: now,
        updatedAt: now,
        // The guest's token stays: their browser reads the decision (lockEditable refuses changes).
      })
      .where(eq(sellerApplications.id, id))
      .returning();
    await db.insert(sellerApplicationEvents).values({
      applicationId: id,
      status: STATUS_OF[decision],
      reason: reason || null,
      actor: input.actor,
      createdAt: now,
    });
    await notifySellerApplication(tx, updated!, portalLink);
    return updated!;
  });
}

/** The dealer products will belong to, named after the store in both languages, linked to the account. */
async function createSeller(ctx: Ctx, application: SellerApplicationRow): Promise<number> {
  const customerId = application.customerId ?? (await customerOfPhone(ctx, application.phone));
  const name = application.answers.store_name!;
  const slug = storeNameKey(name).replace(/[^a-z0-9]/g, '') || 'seller';
  const [seller] = await ctx.db
    .insert(sellers)
    .values({ code: `${slug}-${application.id}`, customerId, isActive: true })
    .returning({ id: sellers.id });
  await ctx.db
    .insert(sellerTranslations)
    .values((['ar', 'en'] as const).map((locale) => ({ sellerId: seller!.id, locale, name })));
  return seller!.id;
}

async function customerOfPhone(ctx: Ctx, phone: string): Promise<number | null> {
  const [row] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return row?.id ?? null;
}
