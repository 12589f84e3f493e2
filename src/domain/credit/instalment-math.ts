import type { Plan } from './plans';

/**
 * The arithmetic of a purchase on the card, pure: how an order's total is shared among its
 * sellers' plans, the calendar of instalments, and what each instalment repays of the principal.
 * Money in integer piastres; days are Cairo calendar days written YYYY-MM-DD.
 */

/**
 * The due days of a plan bought on `day`: the same day of each following month, or the month's
 * last day when it is shorter (bought on 31 January: 28 or 29 February, then 31 March).
 */
export function dueDays(day: string, months: number): string[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Array.from({ length: months }, (_, i) => {
    const monthIndex = m - 1 + i + 1;
    const year = y + Math.floor(monthIndex / 12);
    const month = monthIndex % 12;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
  });
}

/**
 * What each seller's plan finances of an order: its lines, less its share of the discount (in
 * proportion to its lines, the piastres left over on the first seller), with the shipping on the
 * first seller. The shares add up to the order's total exactly.
 */
export function shareOrderTotal(subtotals: readonly number[], discount: number, shipping: number): number[] {
  const subtotal = subtotals.reduce((a, b) => a + b, 0);
  if (subtotal === 0) return subtotals.map(() => 0);
  const discounts = subtotals.map((s) => Math.floor((discount * s) / subtotal));
  discounts[0]! += discount - discounts.reduce((a, b) => a + b, 0);
  return subtotals.map((s, i) => s - discounts[i]! + (i === 0 ? shipping : 0));
}

/** An amount split over n months: equal parts, the piastres left over one each on the first ones. */
export function splitEvenly(amount: number, n: number): number[] {
  const base = Math.floor(amount / n);
  const extra = amount - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

export interface InstalmentDraft {
  seq: number;
  dueDate: string;
  amount: number;
  principal: number;
  fee: number;
}

/** A plan's instalments from the purchase day: amount from the plan, principal split the same way. */
export function instalmentsOf(plan: Plan, day: string): InstalmentDraft[] {
  const principal = splitEvenly(plan.financed, plan.months);
  const due = dueDays(day, plan.months);
  return plan.instalments.map((amount, i) => ({
    seq: i + 1,
    dueDate: due[i]!,
    amount,
    principal: principal[i]!,
    fee: i === 0 ? plan.fee : 0,
  }));
}

export interface OpenInstalment {
  id: number;
  amount: number;
  principal: number;
  fee: number;
}

/**
 * A purchase worth less after a line of it was canceled: the instalments not yet paid are spread
 * again over the same months so that, with those paid, the purchase repays the new amount at
 * its rate; a fee still unpaid stays on the first of them. When what was paid already covers the
 * new amount, every open instalment is canceled and `overpaid` is what goes back to the payer.
 * `released` is the principal that returns to the card's available balance.
 */
export function replanOpen(
  input: {
    /** Principal and amount (without fee) already paid on the purchase. */
    paidPrincipal: number;
    paidAmount: number;
    open: readonly OpenInstalment[];
  },
  /** What the purchase now finances, and what it costs with its interest (the plan's `schedule`). */
  next: { financed: number; total: number },
): { open: { id: number; amount: number; principal: number }[]; released: number; overpaid: number } {
  const openPrincipal = input.open.reduce((s, i) => s + i.principal, 0);
  const [newFinanced, newTotal] = [next.financed, next.total];
  const principalLeft = Math.max(newFinanced - input.paidPrincipal, 0);
  const amountLeft = newTotal - input.paidAmount;
  if (input.open.length === 0 || amountLeft <= 0 || principalLeft === 0) {
    return {
      open: input.open.map((i) => ({ id: i.id, amount: 0, principal: 0 })),
      released: openPrincipal,
      overpaid: Math.max(-amountLeft, 0),
    };
  }
  // Never less than the principal left: interest already paid beyond the new amount's is not asked again.
  const amounts = splitEvenly(Math.max(amountLeft, principalLeft), input.open.length);
  const principals = splitEvenly(principalLeft, input.open.length);
  return {
    open: input.open.map((i, k) => ({
      id: i.id,
      amount: amounts[k]! + i.fee,
      principal: principals[k]!,
    })),
    released: openPrincipal - principalLeft,
    overpaid: 0,
  };
}
