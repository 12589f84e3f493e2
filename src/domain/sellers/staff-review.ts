import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SELLER_APPLICATION_STATUSES, sellerApplicationEvents, sellerApplications, staff } from '@/db/schema';
import { phoneSchema } from '../customers/schemas';
import type { Ctx } from '../shared/ctx';
import { likeText } from '../shared/like';
import { notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, recordView, type Actor } from '../staff/audit';
import { sellerViewOf } from './applications';
import { readSellerDocument } from './documents';
import { decideSellerApplication } from './decisions';
import type { SellerDecision } from './schemas';

export const STAFF_PAGE_SIZE = 20;

const queueSchema = z.object({
  status: z
    .enum(SELLER_APPLICATION_STATUSES.filter((s) => s !== 'draft') as ['pending'], { error: 'status_error' })
    .optional(),
  /** The reference (SEL-…) texted to the merchant, their mobile number, or part of a name. */
  q: z.string({ error: 'application_search' }).trim().max(40, { error: 'application_search' }).optional(),
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});

/** An application as its merchant names it: reference, mobile number, store, company or merchant name. */
function sellerApplicationMatches(q: string): SQL {
  const phone = phoneSchema.safeParse(q);
  const named = (field: string) => ilike(sql`${sellerApplications.answers}->>${field}`, likeText(q));
  return or(
    ilike(sellerApplications.reference, q),
    phone.success ? eq(sellerApplications.phone, phone.data) : undefined,
    named('store_name'),
    named('company_name'),
    named('merchant_name'),
  )!;
}

/** The back office's queue: sent applications (never drafts), oldest sent first, a page at a time. */
export async function sellerApplicationQueue(ctx: Ctx, input: unknown) {
  const { status, q, page } = parseInput(queueSchema, input);
  const where = and(
    status ? eq(sellerApplications.status, status) : ne(sellerApplications.status, 'draft'),
    q ? sellerApplicationMatches(q) : undefined,
  );
  const [items, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(sellerApplications)
      .where(where)
      .orderBy(asc(sellerApplications.submittedAt), desc(sellerApplications.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(sellerApplications).where(where),
  ]);
  return { items, total: total?.n ?? 0, page, pageSize: STAFF_PAGE_SIZE };
}

/**
 * Answers that name one owner, company or account: another sent application that gives one of
 * them is worth the reviewer's look (the same merchant applying again, or one IBAN for two stores).
 */
const IDENTIFYING_ANSWERS = [
  'owner_national_id',
  'commercial_register_number',
  'tax_card_number',
  'iban',
] as const;
const SHARED_SHOWN = 10;

/** Another sent application that gives some of the same identifying answers, and which. */
export interface SharedApplication {
  id: number;
  reference: string;
  status: string;
  storeName: string | null;
  fields: string[];
}

/**
 * The other sent applications (never drafts) that give any of this one's identifying answers, the
 * newest first, each with the answers it shares. The values are compared as saved: the schemas
 * keep them in one form (digits; an IBAN without spaces, in capitals).
 */
async function applicationsSharing(
  ctx: Ctx,
  application: typeof sellerApplications.$inferSelect,
): Promise<SharedApplication[]> {
  const given = IDENTIFYING_ANSWERS.filter((field) => application.answers[field]);
  if (given.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: sellerApplications.id,
      reference: sellerApplications.reference,
      status: sellerApplications.status,
      answers: sellerApplications.answers,
    })
    .from(sellerApplications)
    .where(
      and(
        ne(sellerApplications.id, application.id),
        ne(sellerApplications.status, 'draft'),
        or(
          ...given.map(
            (field) => sql`${sellerApplications.answers}->>${field} = ${application.answers[field]}`,
          ),
        ),
      ),
    )
    .orderBy(desc(sellerApplications.id))
    .limit(SHARED_SHOWN);
  return rows.map(({ answers, ...row }) => ({
    ...row,
    storeName: answers.store_name ?? null,
    fields: given.filter((field) => answers[field] === application.answers[field]),
  }));
}

/**
 * One sent application with its scans, every change of status and the other applications that
 * share its identifying answers.
 */
export async function sellerApplicationForStaff(ctx: Ctx, id: number) {
  const [application] = await ctx.db
    .select()
    .from(sellerApplications)
    .where(and(eq(sellerApplications.id, id), ne(sellerApplications.status, 'draft')));
  if (!application) throw notFound('seller_application_not_found');
  const [view, events, sharing] = await Promise.all([
    sellerViewOf(ctx, application),
    ctx.db
      .select()
      .from(sellerApplicationEvents)
      .where(eq(sellerApplicationEvents.applicationId, id))
      .orderBy(asc(sellerApplicationEvents.id)),
    applicationsSharing(ctx, application),
  ]);
  return { ...view, events, sharing };
}

/** A scan of a sent application, for staff: who looked at it is in the audit log. */
export async function readSellerDocumentForStaff(ctx: Ctx, actor: Actor, applicationId: number, id: number) {
  await sellerApplicationForStaff(ctx, applicationId);
  const file = await readSellerDocument(ctx, applicationId, id);
  await recordView(ctx, actor, {
    action: 'seller_application.document_view',
    entity: 'seller_application',
    entityId: applicationId,
    after: { document: id },
  });
  return file;
}

/** A staff decision, with its audit row, in one transaction. */
export function decideSellerApplicationAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: { decision: unknown; reason?: unknown },
) {
  const who = 'id' in actor ? actor.email : `cli:${actor.cli}`;
  return audited(
    ctx,
    actor,
    {
      // decideSellerApplication refuses any other decision before this row is written.
      action: `seller_application.${input.decision as SellerDecision}`,
      entity: 'seller_application',
      entityId: id,
      reason: typeof input.reason === 'string' ? input.reason.trim() || null : null,
    },
    async (tx) => {
      const [before] = await tx.db
        .select({ status: sellerApplications.status })
        .from(sellerApplications)
        .where(eq(sellerApplications.id, id));
      const result = await decideSellerApplication(tx, id, { ...input, actor: who });
      // The seller portal's account an approval opened, by its e-mail.
      const [portal] = result.sellerId
        ? await tx.db.select({ email: staff.email }).from(staff).where(eq(staff.sellerId, result.sellerId))
        : [];
      return {
        result,
        before: before ?? null,
        after: {
          status: result.status,
          sellerId: result.sellerId,
          reason: result.decisionReason,
          ...(portal && { portalAccount: portal.email }),
        },
      };
    },
  );
}
