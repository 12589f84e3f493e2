import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { config } from '@/config';
import { sellerApplications, sellerDocuments } from '@/db/schema';
import { SELLER_DOCUMENT_KINDS, type SellerDocumentKind } from './schemas';
import { DOCUMENT_RULES } from '../credit/documents';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { checkImage, removeImages, storeImages } from '../uploads/images';
import { lockEditable, sellerViewOf, type Applicant, type SellerApplicationView } from './applications';

const isKind = (v: unknown): v is SellerDocumentKind =>
  (SELLER_DOCUMENT_KINDS as readonly unknown[]).includes(v);

/**
 * The scan of the commercial register or of the tax card (§5 images: 5 MB, JPEG or PNG by
 * content), kept re-encoded outside the public media folder; a new scan replaces the old one.
 */
export async function uploadSellerDocument(
  ctx: Ctx,
  applicant: Applicant,
  kind: unknown,
  file: Buffer | null,
): Promise<SellerApplicationView> {
  if (!isKind(kind))
    throw new AppError('invalid', 'seller_document_kind', {}, { kind: 'seller_document_kind' });
  if (!file) throw new AppError('invalid', 'document_required', {}, { [kind]: 'document_required' });
  await ctx.db.transaction((db) => lockEditable({ ...ctx, db }, applicant, true));
  await checkImage(file, kind, DOCUMENT_RULES);
  const root = config().privateDir;
  const [stored] = await storeImages('sellers', [file], { field: kind, rules: DOCUMENT_RULES, root });
  let replaced: string | undefined;
  try {
    const view = await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const application = await lockEditable(tx, applicant, true);
      const [old] = await db
        .delete(sellerDocuments)
        .where(and(eq(sellerDocuments.applicationId, application.id), eq(sellerDocuments.kind, kind)))
        .returning();
      replaced = old?.storageName;
      await db.insert(sellerDocuments).values({
        applicationId: application.id,
        kind,
        storageName: stored!,
        contentType: 'image/jpeg',
        bytes: file.length,
        createdAt: nowOf(ctx),
      });
      await db
        .update(sellerApplications)
        .set({ updatedAt: nowOf(ctx) })
        .where(eq(sellerApplications.id, application.id));
      return sellerViewOf(tx, application);
    });
    if (replaced) await removeImages([replaced], root);
    return view;
  } catch (err) {
    await removeImages([stored!], root);
    throw err;
  }
}

/** A scan's bytes, for the application it belongs to only (any other id is a 404). */
export async function readSellerDocument(
  ctx: Ctx,
  applicationId: number,
  id: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const [row] = await ctx.db
    .select()
    .from(sellerDocuments)
    .where(and(eq(sellerDocuments.id, id), eq(sellerDocuments.applicationId, applicationId)));
  if (!row) throw notFound('document_not_found');
  return {
    bytes: await readFile(path.join(config().privateDir, row.storageName)),
    contentType: row.contentType,
  };
}
