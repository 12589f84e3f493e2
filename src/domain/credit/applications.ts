import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  creditApplicationEvents,
  creditApplications,
  creditDocuments,
  DOCUMENT_KINDS,
  nationalIdClaims,
  OPEN_APPLICATION_STATUSES,
  type ApplicationAnswers,
  type DocumentKind,
} from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { countHit } from '../shared/rate-limit';
import { parseInput } from '../shared/validate';
import { personalStepSchema, workStepSchema } from './application-schema';
import { hasCard } from './cards';
import { nationalIdProblem } from './national-id';
import { notifyApplicationStatus } from './notify';
import type { JobSector } from './settings';
import { suggestedLimit } from './suggested-limit';

export type ApplicationRow = typeof creditApplications.$inferSelect;
export type DocumentRow = typeof creditDocuments.$inferSelect;
export type EventRow = typeof creditApplicationEvents.$inferSelect;

export interface ApplicationView {
  application: ApplicationRow;
  /** The documents in force (replaced ones are kept for staff, not shown). */
  documents: DocumentRow[];
  events: EventRow[];
}

/** The customer's open application, else the latest closed one, else null; with documents and timeline. */
export async function currentApplication(ctx: Ctx, customer: Customer): Promise<ApplicationView | null> {
  const [application] = await ctx.db
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.customerId, customer.id))
    .orderBy(desc(creditApplications.id))
    .limit(1);
  return application ? viewOf(ctx, application) : null;
}

export async function viewOf(ctx: Ctx, application: ApplicationRow): Promise<ApplicationView> {
  const [documents, events] = await Promise.all([
    ctx.db
      .select()
      .from(creditDocuments)
      .where(and(eq(creditDocuments.applicationId, application.id), isNull(creditDocuments.replacedAt)))
      .orderBy(asc(creditDocuments.id)),
    ctx.db
      .select()
      .from(creditApplicationEvents)
      .where(eq(creditApplicationEvents.applicationId, application.id))
      .orderBy(asc(creditApplicationEvents.id)),
  ]);
  return { application, documents, events };
}

/** The customer's open application (at most one). */
const openOf = (customer: Customer) =>
  and(
    eq(creditApplications.customerId, customer.id),
    inArray(creditApplications.status, [...OPEN_APPLICATION_STATUSES]),
  );

/** The customer's open application, locked for this transaction. */
async function selectOpenForUpdate(ctx: Ctx, customer: Customer): Promise<ApplicationRow | undefined> {
  const [row] = await ctx.db.select().from(creditApplications).where(openOf(customer)).for('update');
  return row;
}

/**
 * The open application, locked for this transaction. Without one: a 409 when the customer's
 * application was decided (nothing more can be done to it), else a 404.
 */
export async function lockOpenApplication(ctx: Ctx, customer: Customer): Promise<ApplicationRow> {
  const row = await selectOpenForUpdate(ctx, customer);
  if (row) return row;
  const [decided] = await ctx.db
    .select({ status: creditApplications.status })
    .from(creditApplications)
    .where(eq(creditApplications.customerId, customer.id))
    .orderBy(desc(creditApplications.id))
    .limit(1);
  if (decided) throw new AppError('conflict', 'credit_application_state', { status: decided.status });
  throw notFound('credit_application_not_found');
}

async function refuseIfCardExists(ctx: Ctx, customer: Customer) {
  if (await hasCard(ctx, customer.id)) throw new AppError('conflict', 'credit_card_exists');
}

/** A national ID another customer has already used is refused (one ID, one customer). */
async function refuseForeignNationalId(ctx: Ctx, customer: Customer, nationalId: string) {
  const [claim] = await ctx.db
    .select({ customerId: nationalIdClaims.customerId })
    .from(nationalIdClaims)
    .where(eq(nationalIdClaims.nationalId, nationalId));
  if (claim && claim.customerId !== customer.id)
    throw new AppError('conflict', 'national_id_taken', {}, { national_id: 'national_id_taken' });
}

/**
 * The checks of the personal step that need the database, the account or today's date; the
 * problems of both fields are answered together, as the form shows them.
 */
async function checkPersonal(ctx: Ctx, customer: Customer, answers: ApplicationAnswers) {
  const problems: Record<string, string> = {};
  const idProblem = nationalIdProblem(answers.national_id!, nowOf(ctx));
  if (idProblem) problems.national_id = idProblem;
  if (answers.other_mobile === customer.phone) problems.other_mobile = 'other_mobile_own';
  const first = Object.values(problems)[0];
  if (first) throw new AppError('invalid', first, {}, problems);
  await countNationalIdChange(ctx, customer, answers.national_id!);
  await refuseForeignNationalId(ctx, customer, answers.national_id!);
}

/** National IDs an account may try in its draft a day: typos are fixed, others' IDs are not probed. */
export const NATIONAL_ID_CHANGES_PER_DAY = 5;

/**
 * The answer "this ID is another account's" tells whether an ID has applied: a draft's ID that is
 * not the one it already holds is counted, a few a day per account.
 */
async function countNationalIdChange(ctx: Ctx, customer: Customer, nationalId: string) {
  const [open] = await ctx.db
    .select({ answers: creditApplications.answers })
    .from(creditApplications)
    .where(openOf(customer));
  if (open?.answers.national_id === nationalId) return;
  await countHit(ctx, {
    key: `national-id:${customer.id}`,
    windowMs: 24 * 3_600_000,
    max: NATIONAL_ID_CHANGES_PER_DAY,
    messageKey: 'national_id_tries',
  });
}

/**
 * Saves one step of the form (`personal` or `work`) into the customer's draft, creating the draft
 * if there is none; the step is checked in full first, so a draft holds only checked steps.
 */
export async function saveStep(
  ctx: Ctx,
  customer: Customer,
  step: 'personal' | 'work',
  input: unknown,
): Promise<ApplicationView> {
  const answers: ApplicationAnswers =
    step === 'personal' ? parseInput(personalStepSchema, input) : parseInput(workStepSchema, input);
  if (step === 'personal') await checkPersonal(ctx, customer, answers);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await refuseIfCardExists(tx, customer);
    const draft = await openDraft(tx, customer);
    const [saved] = await db
      .update(creditApplications)
      .set({ answers: { ...draft.answers, ...answers }, updatedAt: nowOf(ctx) })
      .where(eq(creditApplications.id, draft.id))
      .returning();
    return viewOf(tx, saved!);
  });
}

/** The customer's draft, created if no application is open; an application past draft is a 409. */
export async function openDraft(ctx: Ctx, customer: Customer): Promise<ApplicationRow> {
  const open = await selectOpenForUpdate(ctx, customer);
  if (open && open.status !== 'draft') throw new AppError('conflict', 'credit_application_open');
  if (open) return open;
  const [created] = await ctx.db
    .insert(creditApplications)
    .values({ customerId: customer.id, status: 'draft' })
    .onConflictDoNothing()
    .returning();
  // Two first saves at once: the other one created it.
  return created ?? openDraft(ctx, customer);
}

/** The kinds still missing for a submit: both sides of the ID and at least one proof of income. */
export function missingDocuments(documents: Pick<DocumentRow, 'kind'>[]): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => !documents.some((d) => d.kind === kind));
}

/**
 * Submits the draft: every step is checked again, the documents must be there and the terms
 * accepted; the national ID is claimed for this customer; the store's suggested limit is worked
 * out for whoever decides; the shopper is told by SMS and e-mail.
 */
export async function submitApplication(
  ctx: Ctx,
  customer: Customer,
  input: { terms_accepted?: unknown },
): Promise<ApplicationView> {
  if (input.terms_accepted !== true)
    throw new AppError('invalid', 'terms_required', {}, { terms_accepted: 'terms_required' });
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const draft = await lockOpenApplication(tx, customer);
    if (draft.status !== 'draft') throw new AppError('conflict', 'credit_application_open');
    const personal = parseInput(personalStepSchema, draft.answers);
    const work = parseInput(workStepSchema, draft.answers);
    await checkPersonal(tx, customer, personal);
    const { documents } = await viewOf(tx, draft);
    const missing = missingDocuments(documents);
    if (missing.length > 0)
      throw new AppError(
        'invalid',
        'documents_missing',
        {},
        Object.fromEntries(missing.map((kind) => [kind, 'document_required'])),
      );
    await db
      .insert(nationalIdClaims)
      .values({ nationalId: personal.national_id, customerId: customer.id })
      .onConflictDoNothing();
    await refuseForeignNationalId(tx, customer, personal.national_id);
    const salary = work.salary * 100;
    const now = nowOf(ctx);
    const [submitted] = await db
      .update(creditApplications)
      .set({
        status: 'submitted',
        nationalId: personal.national_id,
        salary,
        suggestedLimit: suggestedLimit(salary, work.job_sector as JobSector),
        termsAcceptedAt: now,
        submittedAt: now,
        updatedAt: now,
      })
      .where(eq(creditApplications.id, draft.id))
      .returning();
    await db
      .insert(creditApplicationEvents)
      .values({ applicationId: draft.id, status: 'submitted', actor: 'customer', createdAt: now });
    await notifyApplicationStatus(tx, customer.id, submitted!);
    return viewOf(tx, submitted!);
  });
}

/**
 * After "documents needed again": once every requested kind has a document uploaded since the
 * request, the application goes back to review.
 */
export async function resubmitDocuments(ctx: Ctx, customer: Customer): Promise<ApplicationView> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const application = await lockOpenApplication(tx, customer);
    if (application.status !== 'documents_needed') throw new AppError('conflict', 'credit_application_state');
    const requestedAt = await requestedAtOf(tx, application.id);
    const { documents } = await viewOf(tx, application);
    const missing = application.requestedDocuments.filter(
      (kind) => !documents.some((d) => d.kind === kind && d.createdAt >= requestedAt),
    );
    if (missing.length > 0)
      throw new AppError(
        'invalid',
        'documents_missing',
        {},
        Object.fromEntries(missing.map((kind) => [kind, 'document_required'])),
      );
    const now = nowOf(ctx);
    const [row] = await db
      .update(creditApplications)
      .set({ status: 'under_review', requestedDocuments: [], documentsNote: null, updatedAt: now })
      .where(eq(creditApplications.id, application.id))
      .returning();
    await db.insert(creditApplicationEvents).values({
      applicationId: application.id,
      status: 'under_review',
      actor: 'customer',
      note: 'documents re-uploaded',
      details: { action: 'documents_reuploaded' },
      createdAt: now,
    });
    await notifyApplicationStatus(tx, customer.id, row!);
    return viewOf(tx, row!);
  });
}

/** When staff last asked for documents again. */
export async function requestedAtOf(ctx: Ctx, applicationId: number): Promise<Date> {
  const status = 'documents_needed';
  const [event] = await ctx.db
    .select({ createdAt: creditApplicationEvents.createdAt })
    .from(creditApplicationEvents)
    .where(
      and(
        eq(creditApplicationEvents.applicationId, applicationId),
        eq(creditApplicationEvents.status, status),
      ),
    )
    .orderBy(desc(creditApplicationEvents.id))
    .limit(1);
  return event?.createdAt ?? new Date(0);
}
