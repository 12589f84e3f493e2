import { eq } from 'drizzle-orm';
import { orders } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { deliverLockedOrder, lockOrder, shipLockedOrder } from './fulfilment';
import { notifyOrderCustomer } from './notify';
import { cancelLockedOrder } from './orders';
import { shipSchema, staffCancelSchema } from './staff-schemas';

/**
 * Staff moving an order on the state machine (src/domain/orders/status.ts): each change with its
 * audit row and the customer's SMS and e-mail, in one transaction; a move the machine does not
 * allow is a conflict (409).
 */
export function shipOrderAs(ctx: Ctx, actor: Actor, orderId: number, input: unknown) {
  const form = parseInput(shipSchema, input);
  return audited(ctx, actor, { action: 'order.ship', entity: 'order', entityId: orderId }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    await shipLockedOrder(tx, order, { carrier: form.carrier, tracking: form.tracking_number });
    return {
      result: { status: 'shipped' as const },
      before: { status: order.status },
      after: { status: 'shipped', carrier: form.carrier, trackingNumber: form.tracking_number },
    };
  });
}

export function deliverOrderAs(ctx: Ctx, actor: Actor, orderId: number) {
  return audited(ctx, actor, { action: 'order.deliver', entity: 'order', entityId: orderId }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    await deliverLockedOrder(tx, order);
    return {
      result: { status: 'delivered' as const },
      before: { status: order.status },
      after: { status: 'delivered' },
    };
  });
}

/** The whole order, or one line, canceled with a reason the customer is told. */
export function cancelOrderAs(ctx: Ctx, actor: Actor, orderId: number, input: unknown) {
  const form = parseInput(staffCancelSchema, input);
  const action = form.item_id === undefined ? 'order.cancel' : 'order.cancel_line';
  return audited(
    ctx,
    actor,
    { action, entity: 'order', entityId: orderId, reason: form.reason },
    async (tx) => {
      const order = await lockOrder(tx, orderId);
      const { whole, name, refunded } = await cancelLockedOrder(tx, order, form.item_id, form.reason);
      await notifyOrderCustomer(tx, orderId, whole ? 'canceled' : 'line_canceled', {
        reason: form.reason,
        item: name ?? '',
        refunded: String(refunded),
      });
      const status = whole ? 'canceled' : order.status;
      // The total as the cancel left it (a line's share off, the whole order's kept as it was).
      const [now] = await tx.db
        .select({ grandTotal: orders.grandTotal })
        .from(orders)
        .where(eq(orders.id, orderId));
      return {
        result: { status, whole },
        before: { status: order.status, grandTotal: order.grandTotal },
        after: { status, grandTotal: now!.grandTotal, itemId: form.item_id ?? null },
      };
    },
  );
}
