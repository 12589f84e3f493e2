import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { productImages, products } from '@/db/schema';
import { indexProducts } from '../search';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import type { StaffPrincipal } from '../staff/sessions';
import { productEditSchema } from './product-schemas';
import { checkReferences, productForStaff, productList, writeProduct } from './staff-products';

/**
 * The seller portal's products (issue 17): an approved seller's staff account sees and writes only
 * its own seller's products. A new product waits for the catalog team (approval 'pending', not on
 * sale); the seller edits texts, prices and stock at once (a new name or a large price raise is
 * checked again first) but never switches a product on or off nor moves it to another seller.
 * Another seller's product answers "not found", so its existence is not told. The catalog team
 * approves (on sale) or rejects with a note; a rejected product that the seller edits goes back to
 * pending.
 */

/** The seller a seller account acts for; an account without one may do nothing here. */
export function sellerOf(staff: StaffPrincipal): number {
  if (staff.role !== 'seller' || staff.sellerId === null) throw new AppError('forbidden', 'staff_forbidden');
  return staff.sellerId;
}

/** The seller's own products, with the catalog list's filters (its seller filter is always its own). */
export function sellerProductList(ctx: Ctx, sellerId: number, input: Record<string, unknown>) {
  return productList(ctx, { ...input, seller: sellerId });
}

/** One of the seller's products for its edit form; another seller's is "not found". */
export async function sellerProductForStaff(ctx: Ctx, sellerId: number, id: number) {
  const view = await productForStaff(ctx, id);
  if (view.product.sellerId !== sellerId) throw notFound('product_not_found');
  return view;
}

/** The form a seller sends: the catalog form without the seller and the on-sale switch. */
function sellerForm(sellerId: number, input: unknown, isActive: boolean) {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return parseInput(productEditSchema, { ...body, seller_id: sellerId, is_active: isActive });
}

/** A new product of the seller's, off sale until the catalog team approves it. */
export async function createSellerProductAs(ctx: Ctx, staff: StaffPrincipal, input: unknown) {
  const sellerId = sellerOf(staff);
  const p = sellerForm(sellerId, input, false);
  return audited(
    ctx,
    staff,
    { action: 'seller_product.create', entity: 'product', entityId: '' },
    async (tx) => {
      await checkReferences(tx, null, p);
      const id = await writeProduct(tx, null, p);
      await tx.db
        .update(products)
        .set({ approval: 'pending', approvalNote: null })
        .where(eq(products.id, id));
      return { result: id, after: (await productForStaff(tx, id)).form, entityId: id };
    },
  );
}

/**
 * How much a seller may raise an approved product's regular price at once (a quarter) before the
 * catalog team checks it: a regular price inflated beside a special price would show a discount
 * that never was ("was EGP 99,999, -99%").
 */
export const SELLER_PRICE_RAISE_REVIEWED = 0.25;

/**
 * Saves the seller's edit of its own product. Stock, special prices, descriptions and small price
 * changes show at once; a new name or a regular price raised by more than SELLER_PRICE_RAISE_REVIEWED
 * takes an approved product off sale until the catalog team approves it again, as a rejected one
 * goes back to them.
 */
export function updateSellerProductAs(ctx: Ctx, staff: StaffPrincipal, id: number, input: unknown) {
  const sellerId = sellerOf(staff);
  return audited(
    ctx,
    staff,
    { action: 'seller_product.update', entity: 'product', entityId: id },
    async (tx) => {
      const [locked] = await tx.db
        .select({ isActive: products.isActive, approval: products.approval, price: products.price })
        .from(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .for('update');
      if (!locked) throw notFound('product_not_found');
      const p = sellerForm(sellerId, input, locked.isActive);
      await checkReferences(tx, id, p);
      const before = (await productForStaff(tx, id)).form;
      await writeProduct(tx, id, p);
      const renamed =
        p.name_ar.trim() !== before.name_ar.trim() || p.name_en.trim() !== before.name_en.trim();
      const raised = p.price > locked.price * (1 + SELLER_PRICE_RAISE_REVIEWED);
      if (locked.approval === 'rejected')
        await tx.db.update(products).set({ approval: 'pending' }).where(eq(products.id, id));
      else if (locked.approval === 'approved' && (renamed || raised)) {
        // Off sale until approved again: out of search and listings in this transaction.
        await tx.db
          .update(products)
          .set({ approval: 'pending', approvalNote: null, isActive: false })
          .where(eq(products.id, id));
        await indexProducts(tx.db, [id]);
      }
      return { result: id, before, after: (await productForStaff(tx, id)).form };
    },
  );
}

export const productApprovalSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'catalog_approval_decision' }),
  reason: z
    .string({ error: 'catalog_approval_reason' })
    .trim()
    .max(500, { error: 'catalog_approval_reason' })
    .optional(),
});

/**
 * The catalog team's decision on a seller's pending product: approved puts it on sale (searchable
 * in the same transaction; it needs a picture), rejected sends it back with the reason (required).
 */
export function decideProductAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const { decision, reason } = parseInput(productApprovalSchema, input);
  if (decision === 'reject' && !reason)
    throw new AppError('invalid', 'catalog_approval_reason', {}, { reason: 'catalog_approval_reason' });
  return audited(
    ctx,
    actor,
    { action: `catalog_product.${decision}`, entity: 'product', entityId: id, reason: reason ?? null },
    async (tx) => {
      const [locked] = await tx.db
        .select({ approval: products.approval })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw notFound('product_not_found');
      if (locked.approval !== 'pending') throw new AppError('conflict', 'catalog_approval_not_pending');
      const approved = decision === 'approve';
      // Nothing goes on sale without a picture: a seller's product is sent for approval before its
      // pictures can be added, so one approved at once would sell as a grey box.
      if (approved) {
        const [picture] = await tx.db
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.productId, id))
          .limit(1);
        if (!picture) throw new AppError('conflict', 'catalog_approval_no_picture');
      }
      await tx.db
        .update(products)
        .set({
          approval: approved ? 'approved' : 'rejected',
          approvalNote: approved ? null : reason,
          isActive: approved,
        })
        .where(eq(products.id, id));
      await indexProducts(tx.db, [id]);
      return {
        result: id,
        before: { approval: 'pending' },
        after: { approval: approved ? 'approved' : 'rejected', active: approved },
      };
    },
  );
}
