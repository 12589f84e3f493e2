import type { OrderDetailsView, OrderProductView, OrderSummaryView } from '@/domain/orders/orders';
import type { PaymentRecord } from '@/domain/payments/ledger';
import { toWirePurchase } from './instalment-serializers';
import { egp, mediaUrl } from './serializers';

/** Orders on the wire: snake_case, money in EGP, dates as ISO strings. */

const toWireOrderProduct = (p: OrderProductView) => ({
  product_id: p.productId,
  name: p.name,
  url_key: p.urlKey,
  image: mediaUrl(p.image),
});

export function toWireOrderSummary(o: OrderSummaryView) {
  return {
    id: o.id,
    increment_id: o.incrementId,
    status: o.status,
    payment_method: o.paymentMethod,
    created_at: o.createdAt.toISOString(),
    totals: {
      subtotal: egp(o.totals.subtotal),
      discount: egp(o.totals.discount),
      shipping: egp(o.totals.shipping),
      grand_total: egp(o.totals.grandTotal),
      /** Taken by the gateway for this order. */
      amount_paid: egp(o.totals.paid),
      /** Still to pay (on delivery, or at the gateway); 0 once canceled. */
      amount_due: egp(o.totals.due),
      /** Given back (a canceled order or product that was paid for). */
      amount_refunded: egp(o.totals.refunded),
    },
    /** Its first products (up to 3), and how many lines it has in all. */
    products: o.products.map(toWireOrderProduct),
    line_count: o.lineCount,
  };
}

const toWirePayment = (p: PaymentRecord) => ({
  method: p.method,
  amount: egp(p.amount),
  status: p.status,
  created_at: p.createdAt.toISOString(),
  settled_at: p.settledAt?.toISOString() ?? null,
  refunds: p.refunds.map((r) => ({
    amount: egp(r.amount),
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  })),
});

export function toWireOrderDetails(o: OrderDetailsView) {
  return {
    ...toWireOrderSummary(o),
    // The address as it was when ordered, kept in the address book's own shape.
    address: o.address,
    coupon_code: o.couponCode,
    can_cancel: o.canCancel,
    can_request_refund: o.canRequestRefund,
    /** Still to pay at the gateway (card or wallet), until `due_at`; null otherwise. */
    pending_payment: o.payment && {
      due_at: o.payment.dueAt.toISOString(),
      wallet_phone: o.payment.walletPhone,
    },
    refund: o.refund && {
      reason: o.refund.reason,
      comment: o.refund.comment,
      status: o.refund.status,
      items: o.refund.items.map((i) => ({ item_id: i.itemId, qty: i.qty })),
      /** Once approved: the lines and quantities taken back (some of `items`, or all). */
      approved_items: o.refund.approvedItems?.map((i) => ({ item_id: i.itemId, qty: i.qty })) ?? null,
      photos: o.refund.photos.map((p) => mediaUrl(p)!),
      created_at: o.refund.createdAt.toISOString(),
      /** Once approved: what goes back, and how (the gateway, the Aman card's balance, cash). */
      amount: o.refund.refundAmount === null ? null : egp(o.refund.refundAmount),
      method: o.refund.refundMethod,
      decided_at: o.refund.decidedAt?.toISOString() ?? null,
      /** Once declined: staff's reason, as the customer was told it (an approval's note stays staff's own). */
      decline_reason: o.refund.status === 'rejected' ? o.refund.decisionReason : null,
      /** Once approved for fewer items than were asked: why the others were not accepted. */
      kept_reason: o.refund.status === 'approved' ? o.refund.keptReason : null,
    },
    items: o.items.map((i) => ({
      ...toWireOrderProduct(i),
      item_id: i.itemId,
      sku: i.sku,
      ordered_name: i.orderedName,
      qty: i.qty,
      returned_qty: i.returnedQty,
      price: egp(i.unitPrice),
      row_total: egp(i.rowTotal),
      canceled: i.canceled,
      shipment: i.shipment && {
        carrier: i.shipment.carrier,
        tracking_number: i.shipment.tracking,
        shipped_at: i.shipment.shippedAt.toISOString(),
      },
    })),
    history: o.history.map((h) => ({
      status: h.status,
      note: h.note,
      created_at: h.createdAt.toISOString(),
    })),
    payments: o.payments.map(toWirePayment),
    instalment_plans: o.instalmentPlans.map(toWirePurchase),
  };
}

export function toWireOrdersPage(page: {
  items: OrderSummaryView[];
  totalCount: number;
  page: number;
  pageSize: number;
}) {
  return {
    items: page.items.map(toWireOrderSummary),
    total_count: page.totalCount,
    page: page.page,
    page_size: page.pageSize,
  };
}

export type WireOrderSummary = ReturnType<typeof toWireOrderSummary>;
export type WireOrderDetails = ReturnType<typeof toWireOrderDetails>;
export type WireOrdersPage = ReturnType<typeof toWireOrdersPage>;
export type WireOrderPayment = WireOrderDetails['payments'][number];
