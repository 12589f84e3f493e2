import { deliveryWindow, isGovernorate, type Governorate } from '../catalog/delivery';

/**
 * Shipping fees (piastres) by governorate: the spec names delivery times, not fees, so these are
 * the store's own: 50 EGP in Cairo and Giza (1 to 3 days), 75 EGP elsewhere (5 to 7 days), free
 * from a subtotal of 5,000 EGP.
 */
export const SHIPPING_FEE_FAST = 5_000;
export const SHIPPING_FEE_STANDARD = 7_500;
export const FREE_SHIPPING_FROM = 500_000;

export function shippingFee(governorate: Governorate | string, subtotal: number): number {
  if (subtotal >= FREE_SHIPPING_FROM) return 0;
  if (!isGovernorate(governorate)) return SHIPPING_FEE_STANDARD;
  return deliveryWindow(governorate).minDays === 1 ? SHIPPING_FEE_FAST : SHIPPING_FEE_STANDARD;
}
