import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { customers, formSubmissions } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { likeText } from '../shared/like';
import { notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { historyOf, recordAudit, type Actor } from '../staff/audit';
import { getFormDefinition } from './forms';
import { submissionStatus, submissionStatusSchema } from './submission-schemas';

export const SUBMISSIONS_PAGE_SIZE = 20;

const queueSchema = z.object({
  status: submissionStatus.optional(),
  /** A reference (TRP-…), the mobile number or part of the name the shopper gave. */
  q: z.string({ error: 'submission_search' }).trim().max(60, { error: 'submission_search' }).optional(),
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});

/**
 * The back office's queue of what shoppers sent through a form (the trip requests of
 * /amantravel): the new ones oldest first, as a queue is worked; handled ones, or all, newest first.
 */
export async function submissionQueue(ctx: Ctx, formCode: string, input: unknown) {
  await getFormDefinition(ctx, formCode);
  const { status: wanted, q, page } = parseInput(queueSchema, input);
  const where: SQL | undefined = and(
    eq(formSubmissions.formCode, formCode),
    wanted ? eq(formSubmissions.status, wanted) : undefined,
    q
      ? or(
          ilike(formSubmissions.reference, q),
          sql`${formSubmissions.data}->>'phone' = ${q}`,
          sql`${formSubmissions.data}->>'name' ilike ${likeText(q)}`,
        )
      : undefined,
  );
  const order =
    wanted === 'new'
      ? [asc(formSubmissions.createdAt), asc(formSubmissions.id)]
      : [desc(formSubmissions.createdAt), desc(formSubmissions.id)];
  const [items, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(...order)
      .limit(SUBMISSIONS_PAGE_SIZE)
      .offset((page - 1) * SUBMISSIONS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(formSubmissions).where(where),
  ]);
  return { items, total: total?.n ?? 0, page, pageSize: SUBMISSIONS_PAGE_SIZE };
}

/** One submission with its form's fields in order, the customer who sent it (if signed in) and its history. */
export async function submissionForStaff(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({
      submission: formSubmissions,
      customer: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(formSubmissions)
    .leftJoin(customers, eq(customers.id, formSubmissions.customerId))
    .where(eq(formSubmissions.id, id));
  if (!row) throw notFound('submission_not_found');
  const [definition, history] = await Promise.all([
    getFormDefinition(ctx, row.submission.formCode),
    historyOf(ctx, 'form_submission', id),
  ]);
  return { ...row, fields: definition.fields.map((f) => f.name), history };
}

/**
 * Marks a submission handled, or new again, with an optional note, audited with the status before
 * and after, in one transaction under the row's lock: of two staff closing the same request at
 * once, one closes it and the other changes nothing. The status it already has writes no audit row.
 */
export async function setSubmissionStatusAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const { status: next, note } = parseInput(submissionStatusSchema, input);
  await ctx.db.transaction(async (db) => {
    const [current] = await db
      .select({ status: formSubmissions.status })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for('update');
    if (!current) throw notFound('submission_not_found');
    if (current.status === next) return;
    await db.update(formSubmissions).set({ status: next }).where(eq(formSubmissions.id, id));
    await recordAudit({ ...ctx, db }, actor, {
      action: next === 'handled' ? 'form_submission.handle' : 'form_submission.reopen',
      entity: 'form_submission',
      entityId: id,
      before: { status: current.status },
      after: { status: next },
      reason: note,
    });
  });
  return submissionForStaff(ctx, id);
}
