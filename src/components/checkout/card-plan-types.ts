/** POST amancard/options as the checkout reads it (src/http/rest/plan-serializers.ts). Money in EGP. */
export interface WirePlanOption {
  months: number;
  rate: number;
  promotion_id: number | null;
  financed: number;
  interest: number;
  total: number;
  monthly: number;
  instalments: number;
  fee: number;
  first_instalment: number;
}

export interface WireDealerPlans {
  dealer_id: number;
  dealer_name: string;
  financed: number;
  lines_under_minimum: { item_id: number; name: string; price: number }[];
  options: WirePlanOption[];
  lines: { item_id: number; name: string; qty: number; row_total: number }[];
}

export interface WireCardOptions {
  issuing_fee: number;
  issuing_fee_due: boolean;
  available_balance: number | null;
  card_status: 'active' | 'on_hold' | null;
  pin_set: boolean;
  pin_locked: boolean;
  first_due_date: string;
  grand_total: number;
  removed_products: string[];
  dealers: WireDealerPlans[];
}

/** The months chosen per seller (dealer id → months), sent as transaction_variants. */
export type PlanChoice = Record<number, number>;

export const toVariants = (choice: PlanChoice) =>
  Object.entries(choice).map(([dealer, months]) => ({ dealer: Number(dealer), months }));

/**
 * Why the card cannot pay this order, as the server would refuse it (a translation key, and the
 * products at fault for the 500 EGP rule), or null when it can.
 */
export function cardBlocker(
  options: WireCardOptions,
  choice: PlanChoice,
): { key: string; names?: string[] } | null {
  if (options.card_status === null) return { key: 'checkout.card.no_card' };
  if (options.card_status === 'on_hold') return { key: 'errors.credit_hold' };
  if (!options.pin_set) return { key: 'checkout.card.no_pin' };
  const under = options.dealers.flatMap((d) => d.lines_under_minimum.map((l) => l.name));
  if (under.length > 0) return { key: 'checkout.card.under_minimum', names: under };
  if ((options.available_balance ?? 0) < options.grand_total) return { key: 'errors.card_balance_short' };
  // The server asks for the PIN last: five wrong ones refuse it until a new PIN is set.
  if (options.pin_locked) return { key: 'errors.pin_locked' };
  if (options.dealers.some((d) => !d.options.some((o) => o.months === choice[d.dealer_id]))) {
    return { key: 'checkout.card.choose_plans' };
  }
  return null;
}

/** Each seller's chosen plan, in the sellers' order; a seller without a choice is left out. */
export function chosenPlans(options: WireCardOptions, choice: PlanChoice) {
  return options.dealers.flatMap((dealer) => {
    const plan = dealer.options.find((o) => o.months === choice[dealer.dealer_id]);
    return plan ? [{ dealer, plan }] : [];
  });
}

/** What the chosen plans repay in all: their instalments with the issuing fee on the first. */
export const repayOf = (chosen: ReturnType<typeof chosenPlans>) =>
  chosen.reduce((sum, { plan }) => sum + plan.total + plan.fee, 0);
