/** Money is integer piastres (1 EGP = 100 piastres). */
export const EGP = 100;

/** The price a shopper pays now: the special price when set, lower, and within its dates. */
export function effectivePrice(
  p: { price: number; specialPrice: number | null; specialFrom: Date | null; specialTo: Date | null },
  now: Date,
): number {
  if (p.specialPrice == null || p.specialPrice >= p.price) return p.price;
  if (p.specialFrom && p.specialFrom > now) return p.price;
  if (p.specialTo && p.specialTo < now) return p.price;
  return p.specialPrice;
}

export function discountPercent(price: number, finalPrice: number): number {
  if (finalPrice >= price || price <= 0) return 0;
  return Math.round(((price - finalPrice) / price) * 100);
}
