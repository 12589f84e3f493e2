import type { RefundMethod } from '@/db/schema';
import { discountShare } from './discount-share';
import { returnedQuantities } from './refund-rules';

/** What an order's refund is worked out from: its totals, how it was paid, and its lines still open. */
export interface RefundBasis {
  paymentMethod: string;
  subtotal: number;
  discount: number;
  grandTotal: number;
  /** What earlier refunds of the order gave back. */
  returnedTotal: number;
  /** Paid at the gateway and not yet given back (card and wallet orders). */
  held: number;
  /** The order's lines not canceled, with the units not yet taken back by an earlier refund. */
  lines: { id: number; unitPrice: number; left: number }[];
}

/**
 * The money a refund of the accepted lines gives back, and how (piastres). When the last units of
 * every line come back, the whole of what is left goes back, shipping included (at the gateway:
 * what it still holds); otherwise the lines' worth less their share of the order's discount.
 * Shared by the approval and by the form that shows staff the amount before they approve.
 */
export function refundOutcome(
  basis: RefundBasis,
  accepted: readonly { itemId: number; qty: number }[],
): { whole: boolean; amount: number; method: RefundMethod } {
  const taken = (id: number) => accepted.find((a) => a.itemId === id)?.qty ?? 0;
  const whole = basis.lines.every((l) => taken(l.id) >= l.left);
  const gross = basis.lines.reduce((s, l) => s + l.unitPrice * taken(l.id), 0);
  const value = gross - discountShare(basis.discount, basis.subtotal, gross);
  const rest = basis.grandTotal - basis.returnedTotal;
  if (basis.paymentMethod === 'card' || basis.paymentMethod === 'wallet')
    return { whole, amount: whole ? basis.held : value, method: 'gateway' };
  if (basis.paymentMethod === 'ocean_amancard')
    return { whole, amount: whole ? rest : value, method: 'card_balance' };
  return { whole, amount: whole ? rest : value, method: 'cod_payout' };
}

/** Whether staff take back less than the customer asked: then the customer is told why. */
export const takesLessThanAsked = (
  asked: readonly { itemId: number; qty: number }[],
  accepted: readonly { itemId: number; qty: number }[],
): boolean => asked.some((a) => (accepted.find((c) => c.itemId === a.itemId)?.qty ?? 0) < a.qty);

/**
 * The basis of an order's refund: its lines not canceled, less what approved refunds took back,
 * and what the gateway still holds of a card or wallet payment.
 */
export function refundBasis(
  order: Pick<RefundBasis, 'paymentMethod' | 'subtotal' | 'discount' | 'grandTotal' | 'returnedTotal'>,
  lines: readonly { id: number; unitPrice: number; qty: number; canceledAt: Date | null }[],
  approved: Parameters<typeof returnedQuantities>[0],
  ledger: { paid: number; refunded: number },
): RefundBasis {
  const returned = returnedQuantities(approved.filter((r) => r.status === 'approved'));
  return {
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    discount: order.discount,
    grandTotal: order.grandTotal,
    returnedTotal: order.returnedTotal,
    held: ledger.paid - ledger.refunded,
    lines: lines
      .filter((l) => l.canceledAt === null)
      .map((l) => ({ id: l.id, unitPrice: l.unitPrice, left: l.qty - (returned.get(l.id) ?? 0) })),
  };
}
