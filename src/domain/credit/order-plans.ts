import type { CartLine } from '../cart/cart-view';
import { AppError } from '../shared/errors';
import { shareOrderTotal } from './instalment-math';
import { commonTerms, linesUnderMinimum, schedule, sellerTerms, type Plan, type PlanRules } from './plans';

/**
 * An order paid with the card, planned: its lines grouped by seller (in cart order), what each
 * seller's plan finances (its share of the order total), the terms each seller offers and, with
 * the shopper's choice (`transaction_variants`), the plan of each. Pure; the options call, the
 * payment step's disclosure and placing the order all use it, so they show what is charged.
 */
export interface SellerPlan {
  sellerId: number;
  seller: string;
  lines: CartLine[];
  financed: number;
  /** Lines under 500 EGP: while there is one, the card cannot pay (§5). */
  linesUnderMinimum: CartLine[];
  /** Every term the seller offers for its share, the fee on the first seller's when it is due. */
  plans: Plan[];
}

export interface Variant {
  dealer: number;
  months: number;
}

export interface OrderTotals {
  lines: readonly CartLine[];
  discount: number;
  shipping: number;
}

export function planOrder(order: OrderTotals, rules: PlanRules, fee: number): SellerPlan[] {
  const groups = new Map<number, CartLine[]>();
  for (const line of order.lines) groups.set(line.sellerId, [...(groups.get(line.sellerId) ?? []), line]);
  const sellers = [...groups.entries()];
  const shares = shareOrderTotal(
    sellers.map(([, lines]) => lines.reduce((sum, l) => sum + l.rowTotal, 0)),
    order.discount,
    order.shipping,
  );
  return sellers.map(([sellerId, lines], i) => {
    const under = linesUnderMinimum(lines);
    const financed = shares[i]!;
    return {
      sellerId,
      seller: lines[0]!.seller,
      lines,
      financed,
      linesUnderMinimum: under,
      plans:
        under.length > 0 || financed <= 0
          ? []
          : // Only the terms every one of the seller's products allows.
            sellerTerms(sellerId, rules, commonTerms(lines)).map((t) =>
              schedule(financed, t, i === 0 ? fee : 0),
            ),
    };
  });
}

/**
 * The plan chosen for each seller, checked: no line under 500 EGP (the message names them), one
 * choice per seller among the terms it offers.
 */
export function chosenPlans(sellers: readonly SellerPlan[], variants: readonly Variant[], locale: string) {
  const under = sellers.flatMap((s) => s.linesUnderMinimum);
  if (under.length > 0) {
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(under.map((l) => l.name));
    throw new AppError('invalid', 'card_lines_under_minimum', { names });
  }
  return sellers.map((s) => {
    const months = variants.find((v) => v.dealer === s.sellerId)?.months;
    if (months === undefined) throw new AppError('invalid', 'plan_required', { seller: s.seller });
    const plan = s.plans.find((p) => p.months === months);
    if (!plan)
      throw new AppError('invalid', 'plan_unavailable', { seller: s.seller, months: String(months) });
    return { seller: s, plan };
  });
}
