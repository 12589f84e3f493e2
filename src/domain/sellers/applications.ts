import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  categories,
  sellerApplicationEvents,
  sellerApplications,
  sellerDocuments,
  type SellerAnswers,
  type SellerApplicationStatus,
} from '@/db/schema';
import type { Customer } from '../auth/tokens';
import { generateToken, hashToken } from '../auth/secrets';
import { sendOtp, verifyOtp } from '../auth/otp';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { fieldErrors, parseInput } from '../shared/validate';
import { phoneSchema, phoneWithCodeSchema } from '../customers/schemas';
import { notifySellerApplication } from './notify';
import {
  EDITABLE_STATUSES,
  SELLER_DOCUMENT_KINDS,
  STEP_FIELDS,
  STEP_SCHEMAS,
  type SellerFormStep,
} from './schemas';
import { assertStoreNameFree } from './store-name-check';
import { storeNameKey } from './store-name';

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type SellerDocumentRow = typeof sellerDocuments.$inferSelect;

/** Who is applying: a signed-in customer, or a guest holding the draft token of a verified phone. */
export type Applicant = { customer: Customer } | { draftToken: string };

export interface SellerApplicationView {
  application: SellerApplicationRow;
  documents: SellerDocumentRow[];
}

const OPEN: SellerApplicationStatus[] = ['draft', 'pending', 'info_needed'];

const newReference = () => `SEL-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

function whereApplicant(applicant: Applicant) {
  if ('draftToken' in applicant)
    return eq(sellerApplications.draftTokenHash, hashToken(applicant.draftToken));
  // A signed-in customer also sees what they sent as a guest from the same, verified, phone.
  const { id, phone } = applicant.customer;
  return phone
    ? or(
        eq(sellerApplications.customerId, id),
        and(isNull(sellerApplications.customerId), eq(sellerApplications.phone, phone)),
      )!
    : eq(sellerApplications.customerId, id);
}

/** The applicant's latest application (open or decided), or null. */
export async function currentSellerApplication(
  ctx: Ctx,
  applicant: Applicant,
): Promise<SellerApplicationView | null> {
  const [application] = await ctx.db
    .select()
    .from(sellerApplications)
    .where(whereApplicant(applicant))
    .orderBy(desc(sellerApplications.id))
    .limit(1);
  if (!application && 'draftToken' in applicant)
    throw new AppError('unauthenticated', 'seller_draft_expired');
  return application ? sellerViewOf(ctx, application) : null;
}

export async function sellerViewOf(
  ctx: Ctx,
  application: SellerApplicationRow,
): Promise<SellerApplicationView> {
  const documents = await ctx.db
    .select()
    .from(sellerDocuments)
    .where(eq(sellerDocuments.applicationId, application.id))
    .orderBy(asc(sellerDocuments.id));
  return { application, documents };
}

/** The applicant's open application locked for this transaction; a customer's is made on first save. */
export async function lockEditable(
  ctx: Ctx,
  applicant: Applicant,
  create = false,
): Promise<SellerApplicationRow> {
  const [row] = await ctx.db
    .select()
    .from(sellerApplications)
    .where(and(whereApplicant(applicant), inArray(sellerApplications.status, OPEN)))
    .orderBy(desc(sellerApplications.id))
    .limit(1)
    .for('update');
  if (row) {
    if (!EDITABLE_STATUSES.includes(row.status)) throw new AppError('conflict', 'seller_application_state');
    return row;
  }
  if ('draftToken' in applicant) {
    // A token that reads a decided application (its phone proven again after the decision) changes nothing.
    const [decided] = await ctx.db
      .select({ id: sellerApplications.id })
      .from(sellerApplications)
      .where(whereApplicant(applicant));
    if (decided) throw new AppError('conflict', 'seller_application_state');
    throw new AppError('unauthenticated', 'seller_draft_expired');
  }
  if (!create) throw notFound('seller_application_not_found');
  const { customer } = applicant;
  if (!customer.phone) throw new AppError('invalid', 'phone_required');
  const [created] = await ctx.db
    .insert(sellerApplications)
    .values({ reference: newReference(), customerId: customer.id, phone: customer.phone, locale: ctx.locale })
    .returning();
  return created!;
}

/** A code to a guest's phone, to prove it before a draft is kept for them. */
export function sendSellerCode(ctx: Ctx, input: { phone: unknown; ip?: string }) {
  const phone = parseInput(phoneSchema, input.phone);
  return sendOtp(ctx, { phone, purpose: 'seller_application', ip: input.ip });
}

/**
 * A guest's proven phone opens a draft (or returns to the open one of that phone, or to its last
 * decided one, to read) and answers a new draft token; only its hash is kept, and an older token of
 * the same application stops working.
 */
export async function verifySellerPhone(
  ctx: Ctx,
  input: { phone: unknown; code: unknown },
): Promise<{ draftToken: string; view: SellerApplicationView }> {
  const { phone, code } = parseInput(phoneWithCodeSchema, input);
  const draftToken = generateToken();
  const row = await verifyOtp(ctx, { phone, purpose: 'seller_application', code }, async (db) => {
    // The phone's open application, else its last decided one: an applicant who comes back after
    // the decision sees it (approved, or refused with the reason), not a blank new form.
    const [open] = await db
      .select()
      .from(sellerApplications)
      .where(and(isNull(sellerApplications.customerId), eq(sellerApplications.phone, phone)))
      .orderBy(sql`${inArray(sellerApplications.status, OPEN)} desc`, desc(sellerApplications.id))
      .limit(1)
      .for('update');
    if (open) {
      const [updated] = await db
        .update(sellerApplications)
        .set({ draftTokenHash: hashToken(draftToken), updatedAt: nowOf(ctx) })
        .where(eq(sellerApplications.id, open.id))
        .returning();
      return updated!;
    }
    const [created] = await db
      .insert(sellerApplications)
      .values({
        reference: newReference(),
        phone,
        locale: ctx.locale,
        draftTokenHash: hashToken(draftToken),
        answers: { contact_phone: phone },
      })
      .returning();
    return created!;
  });
  return { draftToken, view: await sellerViewOf(ctx, row) };
}

/** The store's main categories (the trade categories a seller picks from), by URL key. */
export async function tradeCategoryKeys(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db
    .select({ urlKey: categories.urlKey })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isActive, true)));
  return rows.map((r) => r.urlKey);
}

/**
 * Saves one step to the draft after the shared schema's checks and the rules it cannot know:
 * a trade category of the store, a store name no other seller has, the contact phone proven.
 */
export async function saveSellerStep(
  ctx: Ctx,
  applicant: Applicant,
  step: unknown,
  input: Record<string, unknown>,
): Promise<SellerApplicationView> {
  if (step !== 'merchant' && step !== 'company' && step !== 'bank')
    throw new AppError('invalid', 'invalid_input', {}, { step: 'invalid_input' });
  const values = parseInput(STEP_SCHEMAS[step], input) as Record<string, string>;
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const application = await lockEditable(tx, applicant, true);
    if (step === 'merchant') await checkMerchantRules(tx, application, values);
    const answers: SellerAnswers = { ...application.answers, ...values };
    const [updated] = await db
      .update(sellerApplications)
      .set({
        answers,
        storeNameKey: answers.store_name ? storeNameKey(answers.store_name) : null,
        locale: ctx.locale,
        updatedAt: nowOf(ctx),
      })
      .where(eq(sellerApplications.id, application.id))
      .returning();
    return sellerViewOf(tx, updated!);
  });
}

async function checkMerchantRules(
  ctx: Ctx,
  application: SellerApplicationRow,
  values: Record<string, string>,
) {
  if (!(await tradeCategoryKeys(ctx)).includes(values.trade_category!))
    throw new AppError('invalid', 'trade_category', {}, { trade_category: 'trade_category' });
  if (values.contact_phone !== application.phone)
    throw new AppError('invalid', 'contact_phone_verified', {}, { contact_phone: 'contact_phone_verified' });
  await assertStoreNameFree(ctx, values.store_name!, application.id);
}

/** What is still missing before the application can be sent: field → message key. */
export function missingAnswers(view: SellerApplicationView): Record<string, string> {
  const out: Record<string, string> = {};
  for (const step of Object.keys(STEP_FIELDS) as SellerFormStep[]) {
    const parsed = STEP_SCHEMAS[step].safeParse(view.application.answers);
    if (!parsed.success) Object.assign(out, fieldErrors(parsed.error));
  }
  for (const kind of SELLER_DOCUMENT_KINDS)
    if (!view.documents.some((d) => d.kind === kind)) out[kind] = 'document_required';
  return out;
}

/**
 * Sends the application (a draft, or one asked for more information) for review: every step
 * complete, both scans there, the store name still free (checked under one lock, so two
 * applications with one name cannot both pass); the applicant is told by SMS and e-mail.
 */
export async function submitSellerApplication(
  ctx: Ctx,
  applicant: Applicant,
): Promise<SellerApplicationView> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const application = await lockEditable(tx, applicant);
    const missing = missingAnswers(await sellerViewOf(tx, application));
    if (Object.keys(missing).length > 0)
      throw new AppError('invalid', 'seller_application_incomplete', {}, missing);
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('seller-store-names'))`);
    await assertStoreNameFree(tx, application.answers.store_name!, application.id);
    const now = nowOf(ctx);
    const [updated] = await db
      .update(sellerApplications)
      .set({ status: 'pending', submittedAt: now, updatedAt: now, decisionReason: null, locale: ctx.locale })
      .where(eq(sellerApplications.id, application.id))
      .returning();
    await db
      .insert(sellerApplicationEvents)
      .values({ applicationId: application.id, status: 'pending', actor: 'applicant', createdAt: now });
    await notifySellerApplication(tx, updated!);
    return sellerViewOf(tx, updated!);
  });
}
