import { notifyOrderCustomer } from './notify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { orderItems, orders, orderStatusHistory, refundRequests } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { checkImage, removeImages, storeImages } from '../uploads/images';
import { PHOTO_RULES } from '../uploads/image-rules';
import {
  REFUND_COMMENT_MAX,
  REFUND_MAX_PHOTOS,
  REFUND_REASONS,
  refundLinesFault,
  returnedQuantities,
  type AskedLine,
} from './refund-rules';
import { deliverLockedOrder, lockOrder, shipLockedOrder } from './fulfilment';
import { assertTransition } from './status';

export const refundSchema = z.object({
  reason: z.enum(REFUND_REASONS, { error: 'refund_reason' }),
  comment: z
    .string({ error: 'refund_comment' })
    .trim()
    .max(REFUND_COMMENT_MAX, { error: 'refund_comment' })
    .optional(),
  items: z
    .array(z.object({ item_id: z.number().int(), qty: z.number().int().min(1) }), { error: 'refund_items' })
    // None asked for: said as the form says it (the other faults name a line or a quantity).
    .min(1, { error: 'refund_items_none' }),
});

/**
 * Whether this customer can ask these lines back on this order now: the order is theirs (else
 * "not found"), it may move to refund_requested (else a conflict), and the lines pass
 * `refundLinesFault` against what was bought and what earlier requests already asked back. With
 * `lock`, the order row is locked first (inside the transaction that writes the request).
 */
async function assertRefundable(
  db: Db,
  customer: Customer,
  orderId: number,
  items: AskedLine[],
  lock: boolean,
): Promise<void> {
  const query = db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customer.id)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound('order_not_found');
  assertTransition(order.status, 'refund_requested');
  const [lines, earlier] = await Promise.all([
    db
      .select({ id: orderItems.id, qty: orderItems.qty })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.canceledAt))),
    refundRequestsOf(db, orderId),
  ]);
  const fault = refundLinesFault(items, lines, returnedQuantities(earlier));
  if (fault) throw new AppError('invalid', fault, {}, { items: fault });
}

/** Every refund request of an order, with what each asked for and what staff took back. */
export const refundRequestsOf = (db: Db, orderId: number) =>
  db
    .select({
      status: refundRequests.status,
      items: refundRequests.items,
      approvedItems: refundRequests.approvedItems,
    })
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId));

/**
 * A refund request on a delivered order: the lines and quantities to return, a reason, an optional
 * comment and up to 4 photos. Cheap checks come first: the form, then the order (the caller's,
 * refundable, the lines), then each photo's header (size, type by content, pixel limit); only
 * then are the photos decoded and stored, and the same order checks run again under the order's
 * row lock. The order moves to refund_requested; stored photos are removed if the request fails.
 */
export async function requestRefund(
  ctx: Ctx,
  customer: Customer,
  orderId: number,
  input: { reason: unknown; comment: unknown; items: unknown; photos: Buffer[] },
): Promise<void> {
  const form = parseInput(refundSchema, input);
  if (input.photos.length > REFUND_MAX_PHOTOS) {
    throw new AppError(
      'invalid',
      'refund_photos',
      { max: String(REFUND_MAX_PHOTOS) },
      { photos: 'refund_photos' },
    );
  }
  await assertRefundable(ctx.db, customer, orderId, form.items, false);
  for (const photo of input.photos) await checkImage(photo, 'photos', PHOTO_RULES);
  const photos = await storeImages(`refunds/${orderId}`, input.photos, {
    field: 'photos',
    rules: PHOTO_RULES,
  });
  try {
    await ctx.db.transaction(async (db) => {
      await assertRefundable(db, customer, orderId, form.items, true);
      const now = nowOf(ctx);
      await db.insert(refundRequests).values({
        orderId,
        reason: form.reason,
        comment: form.comment || null,
        items: form.items.map((i) => ({ itemId: i.item_id, qty: i.qty })),
        photos,
      });
      await db
        .update(orders)
        .set({ status: 'refund_requested', updatedAt: now })
        .where(eq(orders.id, orderId));
      await db
        .insert(orderStatusHistory)
        .values({ orderId, status: 'refund_requested', note: form.reason, createdAt: now });
      await notifyOrderCustomer({ ...ctx, db }, orderId, 'refund_requested');
    });
  } catch (err) {
    await removeImages(photos);
    throw err;
  }
}

export type RefundView = Omit<typeof refundRequests.$inferSelect, 'id' | 'orderId'>;

/** The order's latest refund request, if any (photos as paths under the media folder). */
export async function refundOf(ctx: Ctx, orderId: number): Promise<RefundView | null> {
  const [row] = await ctx.db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(desc(refundRequests.id))
    .limit(1);
  if (!row) return null;
  const { id: _id, orderId: _orderId, ...view } = row;
  return view;
}

/**
 * The sandbox courier (development and tests only, like the outbox): moves an order one step on,
 * processing → shipped → delivered, through the same functions staff use.
 */
export async function advanceOrder(ctx: Ctx, orderId: number): Promise<string> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await lockOrder(tx, orderId);
    if (order.status === 'processing') {
      await shipLockedOrder(tx, order, { carrier: 'sandbox', tracking: `SBX-${order.incrementId}` });
      return 'shipped';
    }
    await deliverLockedOrder(tx, order);
    return 'delivered';
  });
}
