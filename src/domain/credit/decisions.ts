import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  creditApplicationEvents,
  creditApplications,
  creditCards,
  customers,
  DOCUMENT_KINDS,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type DocumentKind,
} from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { viewOf, type ApplicationRow, type ApplicationView } from './applications';
import { issueCard } from './cards';
import { notifyApplicationStatus, notifyRelease } from './notify';

/**
 * What staff decide about an application (the `npm run credit` command today, the back office
 * later; both call `decide`). Every decision is one transaction with an audit row: who, when,
 * what and why.
 */
export type Decision =
  | { action: 'review' }
  /** A limit above the store's suggestion needs the officer's reason, kept in the history. */
  | { action: 'accept'; limit: number; reason?: string }
  | { action: 'reject'; reason: string }
  /** The note is told to the applicant with the documents (a scan unreadable, a statement too old). */
  | { action: 'request_documents'; documents: DocumentKind[]; note?: string }
  | { action: 'hold'; reason?: string }
  | { action: 'release' };

/**
 * Which states each decision can be taken from, in the order the back office offers them: "start
 * the review" last, so that the others keep their places once it is no longer offered (an officer
 * clicking where Accept was found Reject there).
 */
const FROM: Record<Decision['action'], ApplicationStatus[]> = {
  accept: ['submitted', 'under_review'],
  reject: ['submitted', 'under_review', 'documents_needed'],
  request_documents: ['submitted', 'under_review'],
  hold: ['submitted', 'under_review', 'documents_needed', 'accepted'],
  release: ['on_hold'],
  review: ['submitted'],
};

export const MAX_LIMIT = 1_000_000_00;

export const DECISION_ACTIONS = Object.keys(FROM) as Decision['action'][];

/** The decisions open to staff for an application in this state. */
export const actionsFrom = (status: ApplicationStatus): Decision['action'][] =>
  DECISION_ACTIONS.filter((action) => FROM[action].includes(status));

export interface StaffListing {
  application: ApplicationRow;
  customer: { id: number; name: string; phone: string | null };
}

/** Applications waiting for staff (or of one status), oldest first. */
export async function listApplications(ctx: Ctx, status?: ApplicationStatus): Promise<StaffListing[]> {
  const statuses = status ? [status] : OPEN_APPLICATION_STATUSES.filter((s) => s !== 'draft');
  const rows = await ctx.db
    .select({ application: creditApplications, customer: customers })
    .from(creditApplications)
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .where(inArray(creditApplications.status, statuses))
    .orderBy(asc(creditApplications.submittedAt), asc(creditApplications.id));
  return rows.map((r) => ({
    application: r.application,
    customer: {
      id: r.customer.id,
      name: `${r.customer.firstName} ${r.customer.lastName}`,
      phone: r.customer.phone,
    },
  }));
}

function parseDecision(decision: Decision): Decision {
  switch (decision.action) {
    case 'accept':
      if (!Number.isSafeInteger(decision.limit) || decision.limit <= 0 || decision.limit > MAX_LIMIT)
        throw new AppError('invalid', 'credit_limit_invalid');
      return decision;
    case 'reject':
      if (!decision.reason?.trim()) throw new AppError('invalid', 'credit_reason_required');
      return { ...decision, reason: decision.reason.trim() };
    case 'request_documents': {
      const documents = [...new Set(decision.documents)];
      if (documents.length === 0 || documents.some((d) => !(DOCUMENT_KINDS as readonly string[]).includes(d)))
        throw new AppError('invalid', 'credit_documents_invalid');
      const note = decision.note?.trim() || undefined;
      return { action: 'request_documents', documents, ...(note ? { note } : {}) };
    }
    default:
      return decision;
  }
}

export async function decide(
  ctx: Ctx,
  staff: string,
  applicationId: number,
  input: Decision,
): Promise<ApplicationView> {
  const decision = parseDecision(input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [application] = await db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.id, applicationId))
      .for('update');
    if (!application) throw notFound('credit_application_not_found');
    if (!FROM[decision.action].includes(application.status))
      throw new AppError('conflict', 'credit_application_state', { status: application.status });
    const now = nowOf(ctx);
    const change = await changeFor(tx, application, decision);
    const [row] = await db
      .update(creditApplications)
      .set({ ...change, updatedAt: now })
      .where(eq(creditApplications.id, application.id))
      .returning();
    await db.insert(creditApplicationEvents).values({
      applicationId: application.id,
      status: row!.status,
      actor: staff,
      note: noteOf(decision),
      details: detailsOf(decision, application.status),
      createdAt: now,
    });
    if (decision.action === 'release') await notifyRelease(tx, application.customerId, row!);
    else await notifyApplicationStatus(tx, application.customerId, row!);
    return viewOf(tx, row!);
  });
}

async function changeFor(
  ctx: Ctx,
  application: ApplicationRow,
  decision: Decision,
): Promise<Partial<typeof creditApplications.$inferInsert>> {
  const now = nowOf(ctx);
  switch (decision.action) {
    case 'review':
      return { status: 'under_review' };
    case 'accept':
      assertLimitJustified(application, decision);
      await issueCard(ctx, {
        customerId: application.customerId,
        applicationId: application.id,
        limit: decision.limit,
      });
      return { status: 'accepted', approvedLimit: decision.limit, decidedAt: now };
    case 'reject':
      return { status: 'rejected', rejectionReason: decision.reason, decidedAt: now };
    case 'request_documents':
      return {
        status: 'documents_needed',
        requestedDocuments: decision.documents,
        documentsNote: decision.note ?? null,
      };
    case 'hold':
      await setCardStatus(ctx, application.customerId, 'on_hold');
      return { status: 'on_hold', statusBeforeHold: application.status };
    case 'release': {
      const back = application.statusBeforeHold ?? 'under_review';
      if (back === 'accepted') await setCardStatus(ctx, application.customerId, 'active');
      return { status: back, statusBeforeHold: null };
    }
  }
}

async function setCardStatus(ctx: Ctx, customerId: number, status: 'active' | 'on_hold') {
  await ctx.db
    .update(creditCards)
    .set({ status, updatedAt: nowOf(ctx) })
    .where(eq(creditCards.customerId, customerId));
}

/**
 * What the console shows of a decision in its own language: the action, and the limit (piastres)
 * or the documents asked for. The note above keeps the same in words for the command line.
 */
/**
 * The suggestion (salary times the sector's multiple) is the store's credit policy: an officer may
 * approve more, saying why. Below it, or with no suggestion, no reason is asked.
 */
function assertLimitJustified(application: ApplicationRow, decision: { limit: number; reason?: string }) {
  const suggested = application.suggestedLimit;
  if (suggested === null || decision.limit <= suggested || decision.reason?.trim()) return;
  throw new AppError(
    'invalid',
    'credit_limit_over_suggested',
    { suggested: String(suggested / 100) },
    { reason: 'credit_limit_reason_required' },
  );
}

function detailsOf(decision: Decision, from: ApplicationStatus): Record<string, unknown> {
  if (decision.action === 'accept') {
    const { reason } = decision;
    return { action: decision.action, from, limit: decision.limit, ...(reason ? { reason } : {}) };
  }
  if (decision.action === 'request_documents') {
    const { note } = decision;
    return { action: decision.action, from, documents: decision.documents, ...(note ? { note } : {}) };
  }
  return { action: decision.action, from };
}

function noteOf(decision: Decision): string | null {
  switch (decision.action) {
    case 'accept':
      return `limit ${decision.limit / 100} EGP${decision.reason ? `: ${decision.reason}` : ''}`;
    case 'reject':
      return decision.reason;
    case 'request_documents':
      return decision.documents.join(', ') + (decision.note ? `: ${decision.note}` : '');
    case 'hold':
      return decision.reason ?? null;
    default:
      return null;
  }
}

/** The audit of one application, newest first (for the command and the back office). */
export async function auditOf(ctx: Ctx, applicationId: number) {
  return ctx.db
    .select()
    .from(creditApplicationEvents)
    .where(eq(creditApplicationEvents.applicationId, applicationId))
    .orderBy(desc(creditApplicationEvents.id));
}
