import path from 'node:path';
import { and, asc, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { mediaRoot, mediaVariant } from '@/db/media';
import { productImages, products } from '@/db/schema';
import { MEDIA_WIDTHS } from '@/lib/media-widths';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { PRODUCT_IMAGE_RULES, PRODUCT_MAX_IMAGES } from '../uploads/image-rules';
import { checkImage, removeImages, storeImages } from '../uploads/images';

/** A product's pictures in their order, with what each shows in both languages. */
export function productImagesForStaff(ctx: Ctx, productId: number) {
  return ctx.db
    .select({
      id: productImages.id,
      path: productImages.path,
      altAr: productImages.altAr,
      altEn: productImages.altEn,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

async function lockProduct(ctx: Ctx, productId: number) {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound('product_not_found');
}

/**
 * Adds pictures after the product's others: each checked by content, size and pixels, re-encoded
 * to WebP at the store's size with its smaller variants made now; the rows and their audit row in
 * one transaction, the files removed again if it fails.
 */
export async function addProductImagesAs(ctx: Ctx, actor: Actor, productId: number, files: Buffer[]) {
  if (files.length === 0)
    throw new AppError('invalid', 'catalog_images_none', {}, { images: 'catalog_images_none' });
  for (const file of files) await checkImage(file, 'images', PRODUCT_IMAGE_RULES);
  const stored = await storeImages(`products/${productId}`, files, {
    field: 'images',
    rules: PRODUCT_IMAGE_RULES,
  });
  try {
    const root = mediaRoot();
    for (const p of stored)
      for (const width of MEDIA_WIDTHS.filter((w) => w < PRODUCT_IMAGE_RULES.maxSide))
        await mediaVariant(root, path.join(root, p), width);
    return await audited(
      ctx,
      actor,
      { action: 'catalog_image.add', entity: 'product', entityId: productId },
      async (tx) => {
        await lockProduct(tx, productId);
        const before = await productImagesForStaff(tx, productId);
        if (before.length + stored.length > PRODUCT_MAX_IMAGES)
          throw new AppError(
            'invalid',
            'catalog_images_limit',
            { max: String(PRODUCT_MAX_IMAGES) },
            { images: 'catalog_images_limit' },
          );
        const [last] = await tx.db
          .select({ position: max(productImages.position) })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        const start = (last?.position ?? -1) + 1;
        await tx.db
          .insert(productImages)
          .values(stored.map((p, i) => ({ productId, path: p, position: start + i })));
        const after = await productImagesForStaff(tx, productId);
        return { result: after, before: before.map((i) => i.path), after: after.map((i) => i.path) };
      },
    );
  } catch (err) {
    await removeImages(stored);
    throw err;
  }
}

const arrangeSchema = z.object({
  images: z
    .array(
      z.object({
        id: z.coerce.number({ error: 'catalog_images_order' }).int().positive(),
        alt_ar: z
          .string({ error: 'catalog_image_alt' })
          .trim()
          .max(200, { error: 'catalog_image_alt' })
          .default(''),
        alt_en: z
          .string({ error: 'catalog_image_alt' })
          .trim()
          .max(200, { error: 'catalog_image_alt' })
          .default(''),
      }),
      { error: 'catalog_images_order' },
    )
    .max(PRODUCT_MAX_IMAGES, { error: 'catalog_images_order' }),
});

/** The pictures' new order (every one of them, once) and their alternative texts. */
export function arrangeProductImagesAs(ctx: Ctx, actor: Actor, productId: number, input: unknown) {
  const { images } = parseInput(arrangeSchema, input);
  return audited(
    ctx,
    actor,
    { action: 'catalog_image.arrange', entity: 'product', entityId: productId },
    async (tx) => {
      await lockProduct(tx, productId);
      const before = await productImagesForStaff(tx, productId);
      const ids = images.map((i) => i.id);
      const same =
        ids.length === before.length &&
        new Set(ids).size === ids.length &&
        before.every((b) => ids.includes(b.id));
      if (!same)
        throw new AppError('conflict', 'catalog_images_order', {}, { images: 'catalog_images_order' });
      for (const [position, image] of images.entries())
        await tx.db
          .update(productImages)
          .set({ position, altAr: image.alt_ar, altEn: image.alt_en })
          .where(and(eq(productImages.id, image.id), eq(productImages.productId, productId)));
      const after = await productImagesForStaff(tx, productId);
      return { result: after, before, after };
    },
  );
}

/** Removes one picture (the row now, the file once the row is gone). */
export async function deleteProductImageAs(ctx: Ctx, actor: Actor, productId: number, imageId: number) {
  const removed = await audited(
    ctx,
    actor,
    { action: 'catalog_image.delete', entity: 'product', entityId: productId },
    async (tx) => {
      await lockProduct(tx, productId);
      const [row] = await tx.db
        .delete(productImages)
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning({ path: productImages.path });
      if (!row) throw notFound('catalog_image_not_found');
      return { result: row.path, before: { path: row.path }, after: null };
    },
  );
  const root = mediaRoot();
  await removeImages([removed, ...MEDIA_WIDTHS.map((w) => path.join(`.w${w}`, removed))], root);
  return productImagesForStaff(ctx, productId);
}
