import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { config } from '@/config';
import { creditApplications, creditDocuments, DOCUMENT_KINDS, type DocumentKind } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { checkImage, removeImages, storeImages } from '../uploads/images';
import { PHOTO_RULES, type ImageRules } from '../uploads/image-rules';
import { MAX_INCOME_DOCUMENTS } from './settings';
import { lockOpenApplication, requestedAtOf, viewOf, type ApplicationView } from './applications';

/** §5 images for ID scans and proofs of income: 5 MB, JPEG or PNG by content, kept as JPEG. */
export const DOCUMENT_RULES: ImageRules = { ...PHOTO_RULES, output: 'jpeg', maxSide: 3000 };

const FIELD = 'file';
const isKind = (v: unknown): v is DocumentKind => (DOCUMENT_KINDS as readonly unknown[]).includes(v);

/**
 * Adds a document to the open application: while it is a draft, any kind; while documents are
 * needed again, only the kinds asked for. ID sides replace the one before; proofs of income add
 * up (at most 5). Stored outside the public media folder under a random name.
 */
export async function uploadDocument(
  ctx: Ctx,
  customer: Customer,
  kind: unknown,
  file: Buffer | null,
): Promise<ApplicationView> {
  if (!isKind(kind)) throw new AppError('invalid', 'document_kind', {}, { kind: 'document_kind' });
  if (!file) throw new AppError('invalid', 'document_required', {}, { [FIELD]: 'document_required' });
  // Whose application and in which state, before any image work.
  await checkUploadAllowed(ctx, customer, kind);
  const header = await checkImage(file, FIELD, DOCUMENT_RULES);
  const root = config().privateDir;
  const [stored] = await storeImages('credit', [file], { field: FIELD, rules: DOCUMENT_RULES, root });
  try {
    return await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const application = await checkUploadAllowed(tx, customer, kind);
      const now = nowOf(ctx);
      const current = await db
        .select({ id: creditDocuments.id, createdAt: creditDocuments.createdAt })
        .from(creditDocuments)
        .where(
          and(
            eq(creditDocuments.applicationId, application.id),
            eq(creditDocuments.kind, kind),
            isNull(creditDocuments.replacedAt),
          ),
        );
      // A side of the ID replaces the one before. Proofs of income add up while drafting; asked
      // for again, the new ones replace those from before the request.
      const requestedAt =
        application.status === 'documents_needed' ? await requestedAtOf(tx, application.id) : null;
      const replaced = current.filter(
        (d) => kind !== 'income' || (requestedAt !== null && d.createdAt < requestedAt),
      );
      if (current.length - replaced.length >= MAX_INCOME_DOCUMENTS)
        throw new AppError(
          'invalid',
          'income_documents_max',
          { max: String(MAX_INCOME_DOCUMENTS) },
          { [FIELD]: 'income_documents_max' },
        );
      if (replaced.length > 0)
        await db
          .update(creditDocuments)
          .set({ replacedAt: now })
          .where(
            inArray(
              creditDocuments.id,
              replaced.map((d) => d.id),
            ),
          );
      await db.insert(creditDocuments).values({
        applicationId: application.id,
        kind,
        storageName: stored!,
        contentType: 'image/jpeg',
        bytes: file.length,
        width: header.width,
        height: header.height,
        createdAt: now,
      });
      await db
        .update(creditApplications)
        .set({ updatedAt: now })
        .where(eq(creditApplications.id, application.id));
      return viewOf(tx, application);
    });
  } catch (err) {
    await removeImages([stored!], root);
    throw err;
  }
}

async function checkUploadAllowed(ctx: Ctx, customer: Customer, kind: DocumentKind) {
  const application = await lockOpenApplication(ctx, customer);
  const allowed =
    application.status === 'draft' ||
    (application.status === 'documents_needed' && application.requestedDocuments.includes(kind));
  if (!allowed) throw new AppError('conflict', 'credit_application_state');
  return application;
}

/** Removes a document from a draft (the shopper picked the wrong file). */
export async function deleteDocument(ctx: Ctx, customer: Customer, id: number): Promise<ApplicationView> {
  const { view, storageName } = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const application = await lockOpenApplication(tx, customer);
    if (application.status !== 'draft') throw new AppError('conflict', 'credit_application_state');
    const [removed] = await db
      .delete(creditDocuments)
      .where(and(eq(creditDocuments.id, id), eq(creditDocuments.applicationId, application.id)))
      .returning();
    if (!removed) throw notFound('document_not_found');
    return { view: await viewOf(tx, application), storageName: removed.storageName };
  });
  // The file goes once the row is gone for good (a failed commit keeps both).
  await removeImages([storageName], config().privateDir);
  return view;
}

/** A document's bytes, for its owner only (any other id is a 404, whoever owns it). */
export async function readDocument(
  ctx: Ctx,
  customer: Customer,
  id: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const [row] = await ctx.db
    .select({ storageName: creditDocuments.storageName, contentType: creditDocuments.contentType })
    .from(creditDocuments)
    .innerJoin(creditApplications, eq(creditApplications.id, creditDocuments.applicationId))
    .where(and(eq(creditDocuments.id, id), eq(creditApplications.customerId, customer.id)));
  if (!row) throw notFound('document_not_found');
  const file = path.join(config().privateDir, row.storageName);
  return { bytes: await readFile(file), contentType: row.contentType };
}
