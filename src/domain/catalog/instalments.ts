import { EGP } from '../shared/money';

/** Instalment terms the card offers, in months; 36 only where enabled. */
export const INSTALMENT_TERMS = [6, 12, 18, 24] as const;
export const LONGEST_TERM = 36;
/** The card can't pay for an item worth less than this (piastres). */
export const MIN_INSTALMENT_ITEM_PRICE = 500 * EGP;

/** The smallest monthly amount on the standard terms (the longest standard term), rounded up to the piastre. */
export function monthlyInstalment(
  pricePiastres: number,
  months: number = INSTALMENT_TERMS.at(-1) ?? 24,
): number | null {
  if (pricePiastres < MIN_INSTALMENT_ITEM_PRICE) return null;
  return Math.ceil(pricePiastres / months);
}
