import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/config';
import {
  APPLICATION_STATUSES,
  creditApplications,
  creditCards,
  creditDocuments,
  customers,
  DOCUMENT_KINDS,
  type ApplicationStatus,
} from '@/db/schema';
import { phoneSchema } from '../customers/schemas';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, recordView, type Actor } from '../staff/audit';
import { viewOf } from './applications';
import { notifyLimitChanged } from './notify';
import { decide, MAX_LIMIT, type Decision } from './decisions';
import { asciiDigits, plainAmount } from '../shared/digits';
import { likeText } from '../shared/like';

export const CREDIT_PAGE_SIZE = 20;
/** The documents an officer may ask for again. */
export const CREDIT_DOCUMENT_KINDS = DOCUMENT_KINDS;
/** The store promises a decision within 2 days of sending (§4). */
export const DECISION_PROMISE_DAYS = 2;
/** What waits for a credit officer: sent and not yet decided, or sent back with documents. */
export const WAITING: ApplicationStatus[] = ['submitted', 'under_review'];

/** The queue's filters: what waits (the default), one status, or every sent application. */
export const CREDIT_QUEUE_FILTERS = [
  'waiting',
  ...APPLICATION_STATUSES.filter((s) => s !== 'draft'),
  'all',
] as const;

const queueSchema = z.object({
  status: z.enum(CREDIT_QUEUE_FILTERS, { error: 'status_error' }).default('waiting'),
  /** The applicant's mobile number, national ID, or part of their name. */
  q: z.string({ error: 'application_search' }).trim().max(40, { error: 'application_search' }).optional(),
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  email: customers.email,
};

/** An applicant as a caller names themselves: their mobile number, national ID, or name. */
function applicantMatches(q: string): SQL {
  const phone = phoneSchema.safeParse(q);
  const digits = asciiDigits(q).replace(/\D/g, '');
  return or(
    phone.success ? eq(customers.phone, phone.data) : undefined,
    /^\d{14}$/.test(digits) ? eq(creditApplications.nationalId, digits) : undefined,
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, likeText(q)),
  )!;
}

/** Applications for credit officers, oldest sent first, a page at a time; never drafts. */
export async function creditQueue(ctx: Ctx, input: unknown) {
  const { status, q, page } = parseInput(queueSchema, input);
  const statuses =
    status === 'waiting'
      ? WAITING
      : status === 'all'
        ? APPLICATION_STATUSES.filter((s) => s !== 'draft')
        : [status];
  const where = and(inArray(creditApplications.status, statuses), q ? applicantMatches(q) : undefined);
  const [items, [total]] = await Promise.all([
    ctx.db
      .select({ application: creditApplications, customer: customerColumns })
      .from(creditApplications)
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .where(where)
      .orderBy(asc(creditApplications.submittedAt), asc(creditApplications.id))
      .limit(CREDIT_PAGE_SIZE)
      .offset((page - 1) * CREDIT_PAGE_SIZE),
    ctx.db
      .select({ n: count() })
      .from(creditApplications)
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0, page, pageSize: CREDIT_PAGE_SIZE, status };
}

/** One sent application with its customer, documents and events. */
export async function creditApplicationForStaff(ctx: Ctx, id: number) {
  const [found] = await ctx.db
    .select({ application: creditApplications, customer: customerColumns })
    .from(creditApplications)
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .where(eq(creditApplications.id, id));
  if (!found || found.application.status === 'draft') throw notFound('credit_application_not_found');
  return { ...(await viewOf(ctx, found.application)), customer: found.customer };
}

/** A scan of a sent application, for staff: who looked at whose ID is in the audit log. */
export async function readCreditDocumentForStaff(ctx: Ctx, actor: Actor, applicationId: number, id: number) {
  const [row] = await ctx.db
    .select({ storageName: creditDocuments.storageName, contentType: creditDocuments.contentType })
    .from(creditDocuments)
    .where(and(eq(creditDocuments.id, id), eq(creditDocuments.applicationId, applicationId)));
  if (!row) throw notFound('document_not_found');
  const bytes = await readFile(path.join(config().privateDir, row.storageName));
  await recordView(ctx, actor, {
    action: 'credit_application.document_view',
    entity: 'credit_application',
    entityId: applicationId,
    after: { document: id },
  });
  return { bytes, contentType: row.contentType };
}

/** A card limit in whole pounds, as typed ("40,000", "٤٠٠٠٠") or sent as a number. */
const limitPounds = z.preprocess(
  plainAmount,
  z.coerce
    .number({ error: 'credit_limit_invalid' })
    .int({ error: 'credit_limit_invalid' })
    .min(1, { error: 'credit_limit_invalid' })
    .max(MAX_LIMIT / 100, { error: 'credit_limit_invalid' }),
);

const requiredReason = z
  .string({ error: 'credit_reason_required' })
  .trim()
  .min(3, { error: 'credit_reason_required' })
  .max(500);

const decisionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('review') }),
    z.object({
      action: z.literal('accept'),
      limit: limitPounds,
      // Asked for when the limit is above the suggestion (decide's rule); empty is none.
      reason: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z.string({ error: 'credit_reason_required' }).trim().max(500).optional(),
      ),
    }),
    z.object({ action: z.literal('reject'), reason: requiredReason }),
    z.object({
      action: z.literal('request_documents'),
      documents: z
        .array(z.enum(DOCUMENT_KINDS), { error: 'credit_documents_invalid' })
        .min(1, { error: 'credit_documents_invalid' }),
      // Told to the applicant with the documents; empty is none.
      note: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z
          .string({ error: 'credit_documents_note' })
          .trim()
          .max(500, { error: 'credit_documents_note' })
          .optional(),
      ),
    }),
    // A hold stops the customer's card: like a refusal, it is never without its reason.
    z.object({ action: z.literal('hold'), reason: requiredReason }),
    z.object({ action: z.literal('release') }),
  ],
  { error: 'credit_decision_invalid' },
);

/**
 * A credit officer's decision through the same `decide` as the credit command, with its audit
 * row, in one transaction. Limits come in pounds (as the officer types them), kept in piastres.
 */
export function decideCreditAs(ctx: Ctx, actor: Actor, applicationId: number, input: unknown) {
  const parsed = parseInput(decisionSchema, input);
  const decision: Decision = parsed.action === 'accept' ? { ...parsed, limit: parsed.limit * 100 } : parsed;
  const who = 'id' in actor ? actor.email : `cli:${actor.cli}`;
  return audited(
    ctx,
    actor,
    {
      action: `credit_application.${decision.action}`,
      entity: 'credit_application',
      entityId: applicationId,
      reason: 'reason' in decision ? (decision.reason ?? null) : null,
    },
    async (tx) => {
      const [before] = await tx.db
        .select({ status: creditApplications.status, approvedLimit: creditApplications.approvedLimit })
        .from(creditApplications)
        .where(eq(creditApplications.id, applicationId));
      const view = await decide(tx, who, applicationId, decision);
      const after = {
        status: view.application.status,
        approvedLimit: view.application.approvedLimit,
        ...(decision.action === 'request_documents'
          ? { documents: decision.documents, ...(decision.note ? { note: decision.note } : {}) }
          : {}),
      };
      return { result: view, before: before ?? null, after };
    },
  );
}

const cardSearchSchema = z.object({
  q: z
    .string({ error: 'card_search_error' })
    .trim()
    .min(4, { error: 'card_search_error' })
    .max(20, { error: 'card_search_error' }),
});

/** Cards by the customer's phone, their national ID, or the card's last four digits. */
export async function findCards(ctx: Ctx, input: unknown) {
  const { q } = parseInput(cardSearchSchema, input);
  const digits = q.replace(/\D/g, '');
  const conditions: SQL[] = [];
  const phone = phoneSchema.safeParse(q);
  if (phone.success) conditions.push(eq(customers.phone, phone.data));
  if (/^\d{14}$/.test(digits)) conditions.push(eq(creditApplications.nationalId, digits));
  if (/^\d{4}$/.test(digits)) conditions.push(ilike(creditCards.number, `%${digits}`));
  if (conditions.length === 0)
    throw new AppError('invalid', 'card_search_error', {}, { q: 'card_search_error' });
  return ctx.db
    .select({ card: creditCards, customer: customerColumns, nationalId: creditApplications.nationalId })
    .from(creditCards)
    .innerJoin(customers, eq(customers.id, creditCards.customerId))
    .innerJoin(creditApplications, eq(creditApplications.id, creditCards.applicationId))
    .where(or(...conditions))
    .orderBy(desc(creditCards.id))
    .limit(50);
}

/** A card for staff: its customer and application. */
export async function cardForStaff(ctx: Ctx, cardId: number) {
  const [found] = await ctx.db
    .select({ card: creditCards, customer: customerColumns, application: creditApplications })
    .from(creditCards)
    .innerJoin(customers, eq(customers.id, creditCards.customerId))
    .innerJoin(creditApplications, eq(creditApplications.id, creditCards.applicationId))
    .where(eq(creditCards.id, cardId));
  if (!found) throw notFound('card_not_found');
  return found;
}

/** Hold or release a card: the hold or release of its application, so both stay in step. */
export async function setCardHoldAs(
  ctx: Ctx,
  actor: Actor,
  cardId: number,
  input: { hold: unknown; reason?: unknown },
) {
  if (typeof input.hold !== 'boolean')
    throw new AppError('invalid', 'card_hold_invalid', {}, { hold: 'card_hold_invalid' });
  const { card } = await cardForStaff(ctx, cardId);
  return decideCreditAs(
    ctx,
    actor,
    card.applicationId,
    input.hold ? { action: 'hold', reason: input.reason } : { action: 'release' },
  );
}

const limitSchema = z.object({ limit: limitPounds, reason: requiredReason });

/**
 * A new credit limit (pounds): never below what is in use (the limit minus what is available);
 * what is available moves by the same amount as the limit.
 */
export function changeCardLimitAs(ctx: Ctx, actor: Actor, cardId: number, input: unknown) {
  const { limit, reason } = parseInput(limitSchema, input);
  const piastres = limit * 100;
  return audited(
    ctx,
    actor,
    { action: 'credit_card.limit', entity: 'credit_card', entityId: cardId, reason },
    async (tx) => {
      const [card] = await tx.db.select().from(creditCards).where(eq(creditCards.id, cardId)).for('update');
      if (!card) throw notFound('card_not_found');
      const inUse = card.creditLimit - card.available;
      if (piastres < inUse)
        throw new AppError(
          'conflict',
          'credit_limit_below_use',
          { used: String(inUse / 100) },
          { limit: 'credit_limit_below_use' },
        );
      const [updated] = await tx.db
        .update(creditCards)
        .set({ creditLimit: piastres, available: piastres - inUse, updatedAt: nowOf(ctx) })
        .where(eq(creditCards.id, cardId))
        .returning();
      if (piastres !== card.creditLimit) await notifyLimitChanged(tx, card.customerId, piastres);
      return {
        result: updated!,
        before: { creditLimit: card.creditLimit, available: card.available },
        after: { creditLimit: updated!.creditLimit, available: updated!.available },
      };
    },
  );
}

/** For the dashboard: how many wait for a decision, how many of them past the 2-day promise, the oldest. */
export async function creditWaitingSummary(ctx: Ctx) {
  const late = new Date(nowOf(ctx).getTime() - DECISION_PROMISE_DAYS * 86_400_000);
  const [row] = await ctx.db
    .select({
      waiting: count(),
      late: sql<number>`count(*) filter (where ${creditApplications.submittedAt} < ${late})`.mapWith(Number),
      oldest: sql<Date | null>`min(${creditApplications.submittedAt})`.mapWith((v) =>
        v ? new Date(v) : null,
      ),
    })
    .from(creditApplications)
    .where(inArray(creditApplications.status, WAITING));
  return { waiting: row?.waiting ?? 0, late: row?.late ?? 0, oldest: row?.oldest ?? null };
}
