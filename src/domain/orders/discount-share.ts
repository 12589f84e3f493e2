/**
 * An order's coupon discount belongs to its lines in proportion to their worth (as Magento keeps a
 * discount on each item): a line that is canceled or returned takes its share with it, so what is
 * left keeps only its own share. Amounts in piastres; a share is rounded to the piastre.
 */
export function discountShare(discount: number, subtotal: number, part: number): number {
  if (subtotal <= 0 || part <= 0) return 0;
  return Math.min(discount, Math.round((discount * part) / subtotal));
}

/** The discount left on an order once lines worth `gone` of its `subtotal` have left it. */
export const discountLeft = (discount: number, subtotal: number, gone: number): number =>
  discount - discountShare(discount, subtotal, gone);
