import type { refundRequests } from '@/db/schema';
import type { StaffOrderDetails, staffOrderList } from '@/domain/orders/staff-orders';
import { egp, mediaUrl } from '../rest/serializers';

type ListRow = Awaited<ReturnType<typeof staffOrderList>>['items'][number];
type RefundRow = typeof refundRequests.$inferSelect;

export const toWireStaffOrderRow = (o: ListRow) => ({
  id: o.id,
  increment_id: o.incrementId,
  status: o.status,
  partly_refunded: o.partlyRefunded,
  payment_method: o.paymentMethod,
  grand_total: egp(o.grandTotal),
  governorate: o.governorate,
  customer: o.customer,
  phone: o.phone,
  created_at: o.createdAt.toISOString(),
});

export const toWireRefundRequest = (r: RefundRow) => ({
  id: r.id,
  order_id: r.orderId,
  status: r.status,
  reason: r.reason,
  comment: r.comment,
  items: r.items.map((i) => ({ item_id: i.itemId, qty: i.qty })),
  approved_items: r.approvedItems?.map((i) => ({ item_id: i.itemId, qty: i.qty })) ?? null,
  photos: r.photos.map((p) => mediaUrl(p)!),
  refund_amount: r.refundAmount === null ? null : egp(r.refundAmount),
  refund_method: r.refundMethod,
  decision_reason: r.decisionReason,
  kept_reason: r.keptReason,
  decided_at: r.decidedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

export function toWireStaffOrder(d: StaffOrderDetails) {
  const o = d.order;
  return {
    id: o.id,
    increment_id: o.incrementId,
    status: o.status,
    payment_method: o.paymentMethod,
    locale: o.locale,
    created_at: o.createdAt.toISOString(),
    carrier: o.carrier,
    tracking_number: o.trackingNumber,
    customer: d.customer,
    address: o.address,
    totals: {
      subtotal: egp(o.subtotal),
      discount: egp(o.discount),
      shipping: egp(o.shippingFee),
      grand_total: egp(o.grandTotal),
      returned: egp(o.returnedTotal),
      paid: egp(d.paid),
      due: egp(d.balance.due),
      refunded: egp(d.balance.refunded),
    },
    items: d.items.map((i) => ({
      item_id: i.id,
      product_id: i.productId,
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      unit_price: egp(i.unitPrice),
      row_total: egp(i.rowTotal),
      canceled: i.canceledAt !== null,
      returned_qty: i.returnedQty,
    })),
    payments: d.payments.map((p) => ({
      method: p.method,
      amount: egp(p.amount),
      status: p.status,
      settled_at: p.settledAt?.toISOString() ?? null,
      refunds: p.refunds.map((r) => ({
        amount: egp(r.amount),
        reason: r.reason,
        at: r.createdAt.toISOString(),
      })),
    })),
    instalment_plans: d.plans.map((p) => ({
      seller: p.seller,
      months: p.months,
      financed: egp(p.financed),
      status: p.status,
      instalments: p.instalments.map((i) => ({
        seq: i.seq,
        due_date: i.dueDate,
        amount: egp(i.amount),
        state: i.state,
      })),
    })),
    history: d.history.map((h) => ({ status: h.status, note: h.note, at: h.createdAt.toISOString() })),
    refund_requests: d.refunds.map(toWireRefundRequest),
    actions: { ship: d.canShip, deliver: d.canDeliver, cancel: d.canCancel },
  };
}
