import type { coupons } from '@/db/schema';
import { AppError } from '../shared/errors';

export type Coupon = typeof coupons.$inferSelect;

/**
 * The discount a coupon gives on a subtotal (piastres), or why it cannot be used. Percentages are
 * in basis points and rounded down to the piastre; a discount never exceeds the subtotal.
 */
export function couponDiscount(coupon: Coupon, subtotal: number, now: Date): number {
  if (now < coupon.startsAt || now > coupon.endsAt) throw new AppError('invalid', 'coupon_expired');
  if (subtotal < coupon.minSubtotal) {
    throw new AppError('invalid', 'coupon_min_subtotal', {
      amount: String(coupon.minSubtotal / 100),
    });
  }
  const raw = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 10_000) : coupon.value;
  const capped = coupon.maxDiscount == null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.min(capped, subtotal);
}
