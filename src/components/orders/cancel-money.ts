import type { OrderDetails } from './order-types';

/**
 * What the cancel dialog says happens to the money, as a text key: paid with the Aman card, the
 * amount returns to its balance and paid instalments go back (src/domain/credit/card-release.ts);
 * paid at the gateway, what was paid (for the product) goes back there; a whole order still
 * waiting for its payment goes back to the cart (cancelUnpaid); nothing when nothing was paid (cash
 * on delivery, a line of an unpaid order).
 */
export function cancelMoneyKey(
  order: Pick<OrderDetails, 'payment_method' | 'status' | 'totals'>,
  scope: 'order' | 'line',
): string | null {
  if (order.payment_method === 'ocean_amancard') return `orders.cancel_money.card_${scope}`;
  if (order.status === 'pending_payment' && scope === 'order') return 'orders.cancel_money.unpaid_order';
  if (order.totals.amount_paid > 0) return `orders.cancel_money.paid_${scope}`;
  return null;
}
