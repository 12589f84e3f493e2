import { EGP } from '../shared/money';

/**
 * The card's one plan engine (§1, §5, §9): which terms a seller offers at what rate, the
 * promotions that lower a rate for a while, and a schedule whose instalments add up to the
 * amount to repay to the piastre. The options call, the product page's plan table, the product
 * cards' "from … a month" and checkout all ask it. Pure: the rates and promotions come in.
 */

/** Terms in months; 36 only where the seller allows it and the store has it on. */
export const PLAN_TERMS = [6, 12, 18, 24, 36] as const;
export type PlanTerm = (typeof PLAN_TERMS)[number];
export const STANDARD_TERMS: readonly PlanTerm[] = [6, 12, 18, 24];
export const LONGEST_TERM: PlanTerm = 36;

/** The card pays for no item worth less than 500 EGP (§5). */
export const MIN_PLAN_ITEM_PRICE = 500 * EGP;

/** A rate: basis points of the financed amount, charged once over the whole term (flat). */
export type RateTable = Partial<Record<PlanTerm, number>>;

/**
 * The store's rates where a seller has none of its own: 1.25 % of the amount a month, flat
 * (a 10,000 EGP item over 12 months repays 11,500 EGP). 36 months is offered by sellers that say so.
 */
export const DEFAULT_RATES: RateTable = { 6: 750, 12: 1500, 18: 2250, 24: 3000 };

export interface Promotion {
  id: number;
  /** null: every seller. */
  sellerId: number | null;
  months: PlanTerm;
  rateBps: number;
  startsAt: Date;
  endsAt: Date;
}

export interface PlanRules {
  /** Each seller's own table; a seller without one uses DEFAULT_RATES. */
  sellerRates: ReadonlyMap<number, RateTable>;
  promotions: readonly Promotion[];
  /** INSTALMENT_36_ENABLED */
  with36: boolean;
  now: Date;
}

export interface Plan {
  months: PlanTerm;
  rateBps: number;
  /** The promotion that set the rate, if one did. */
  promotionId: number | null;
  /** Piastres: the price financed, the interest on it, both together. */
  financed: number;
  interest: number;
  total: number;
  /** The card's issuing fee, taken with the first instalment of its first purchase. */
  fee: number;
  /** What is due each month, the fee in the first; they add up to total + fee. */
  instalments: number[];
  /** The usual monthly amount (the largest one without the fee). */
  monthly: number;
}

const isActive = (p: Promotion, sellerId: number, months: PlanTerm, now: Date) =>
  (p.sellerId === null || p.sellerId === sellerId) &&
  p.months === months &&
  p.startsAt <= now &&
  now < p.endsAt;

/** Months a product may be bought over; null: whatever its seller offers. */
export type AllowedTerms = readonly number[] | null;

/** The terms every one of these products allows (null when none restricts them). */
export function commonTerms(products: readonly { instalmentMonths: AllowedTerms }[]): AllowedTerms {
  return products.reduce<AllowedTerms>(
    (common, p) =>
      p.instalmentMonths === null
        ? common
        : common === null
          ? p.instalmentMonths
          : common.filter((m) => p.instalmentMonths!.includes(m)),
    null,
  );
}

/**
 * The terms a seller offers with their rates, a promotion's lower rate winning while it runs; only
 * those `allowed` when the products restrict them.
 */
export function sellerTerms(
  sellerId: number,
  rules: PlanRules,
  allowed: AllowedTerms = null,
): { months: PlanTerm; rateBps: number; promotionId: number | null }[] {
  const table = rules.sellerRates.get(sellerId) ?? DEFAULT_RATES;
  return PLAN_TERMS.flatMap((months) => {
    const base = table[months];
    if (base === undefined || (months === LONGEST_TERM && !rules.with36)) return [];
    if (allowed !== null && !allowed.includes(months)) return [];
    const best = rules.promotions
      .filter((p) => isActive(p, sellerId, months, rules.now) && p.rateBps < base)
      .sort((a, b) => a.rateBps - b.rateBps)[0];
    return [{ months, rateBps: best?.rateBps ?? base, promotionId: best?.id ?? null }];
  });
}

/**
 * A schedule of equal instalments, so that what a plan shows ("12 × EGP 1,970.75") is what it
 * costs: the monthly amount is the price with its flat interest over the months, rounded to the
 * piastre, and the interest is what the instalments add up to beyond the price (within half a
 * piastre a month of the rate's, never less than nothing). A 0% plan costs the price exactly: the
 * piastres that do not divide evenly go one each on its first instalments. The fee is on top of
 * the first.
 */
export function schedule(
  financed: number,
  term: { months: PlanTerm; rateBps: number; promotionId?: number | null },
  fee = 0,
): Plan {
  const { months, rateBps } = term;
  // Rounded half up in integers: (price × (1 + rate)) / months, to the piastre.
  const [num, den] = [financed * (10_000 + rateBps), 10_000 * months];
  const equal =
    rateBps > 0 ? Math.max(Math.floor((2 * num + den) / (2 * den)), Math.ceil(financed / months)) : null;
  const total = equal === null ? financed : equal * months;
  const interest = total - financed;
  const base = Math.floor(total / months);
  const extra = total - base * months;
  const instalments = Array.from({ length: months }, (_, i) => base + (i < extra ? 1 : 0));
  const monthly = instalments[0]!;
  instalments[0]! += fee;
  return {
    months,
    rateBps,
    promotionId: term.promotionId ?? null,
    financed,
    interest,
    total,
    fee,
    instalments,
    monthly,
  };
}

/** Every plan a seller offers for an amount (of a product allowing `allowed`); none under 500 EGP. */
export function plansFor(
  financed: number,
  sellerId: number,
  rules: PlanRules,
  fee = 0,
  allowed: AllowedTerms = null,
): Plan[] {
  if (financed < MIN_PLAN_ITEM_PRICE) return [];
  return sellerTerms(sellerId, rules, allowed).map((term) => schedule(financed, term, fee));
}

/** "From … a month": the smallest usual monthly amount among the seller's plans, or null. */
export function fromMonthly(
  price: number,
  sellerId: number,
  rules: PlanRules,
  allowed: AllowedTerms = null,
): number | null {
  const plans = plansFor(price, sellerId, rules, 0, allowed);
  return plans.length === 0 ? null : Math.min(...plans.map((p) => p.monthly));
}

/** The lines of a cart the card cannot pay for (under 500 EGP each). */
export function linesUnderMinimum<L extends { unitPrice: number }>(lines: readonly L[]): L[] {
  return lines.filter((line) => line.unitPrice < MIN_PLAN_ITEM_PRICE);
}
