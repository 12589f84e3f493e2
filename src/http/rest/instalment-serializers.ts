import type { CardScheduleView, InstalmentView, PurchaseView } from '@/domain/credit/card-schedule';
import type { instalmentReceipt } from '@/domain/credit/instalment-payments';
import { egp } from './serializers';

export function toWireInstalment(i: InstalmentView) {
  return {
    id: i.id,
    seq: i.seq,
    months: i.months,
    due_date: i.dueDate,
    amount: egp(i.amount),
    principal: egp(i.principal),
    fee: egp(i.fee),
    /** due, overdue, paid, canceled or refunded. */
    status: i.state,
    paid_at: i.paidAt?.toISOString() ?? null,
    order_id: i.orderId,
    increment_id: i.incrementId,
    dealer_name: i.seller,
  };
}

export function toWirePurchase(p: PurchaseView) {
  return {
    id: p.id,
    order_id: p.orderId,
    increment_id: p.incrementId,
    dealer_name: p.seller,
    months: p.months,
    rate: p.rateBps / 100,
    financed: egp(p.financed),
    interest: egp(p.interest),
    fee: egp(p.fee),
    /** Financed plus interest; the fee, when this plan carries it, is on top (in its first instalment). */
    total: egp(p.financed + p.interest),
    status: p.status,
    created_at: p.createdAt.toISOString(),
    instalments: p.instalments.map(toWireInstalment),
  };
}

/** GET amancard/instalments */
export function toWireSchedule(s: CardScheduleView) {
  return {
    card: { last4: s.card.last4, credit_limit: egp(s.card.limit), available_balance: egp(s.card.available) },
    next_due: s.next && { due_date: s.next.dueDate, amount: egp(s.next.amount) },
    overdue_count: s.overdue,
    /** Still to pay on the card, every instalment not yet paid (the shopper need not add them up). */
    owed: { amount: egp(s.owed.amount), instalments: s.owed.count },
    open: s.open.map(toWireInstalment),
    purchases: s.purchases.map(toWirePurchase),
    payments: s.payments.map((p) => ({
      id: p.id,
      amount: egp(p.amount),
      status: p.status,
      created_at: p.createdAt.toISOString(),
      settled_at: p.settledAt?.toISOString() ?? null,
      instalments: p.instalments,
    })),
  };
}

export function toWireReceipt(r: Awaited<ReturnType<typeof instalmentReceipt>>) {
  return {
    id: r.id,
    amount: egp(r.amount),
    status: r.status,
    reference: r.reference,
    settled_at: r.settledAt?.toISOString() ?? null,
    instalments: r.instalments.map((i) => ({
      id: i.id,
      seq: i.seq,
      due_date: i.dueDate,
      amount: egp(i.amount),
      status: i.status,
    })),
  };
}
