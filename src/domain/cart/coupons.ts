import { eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';

export type Coupon = typeof coupons.$inferSelect;

/** How many orders have used a coupon: in all, and of the customer asking (0 for a guest). */
export interface CouponUsage {
  total: number;
  byCustomer: number;
}

export const NO_USAGE: CouponUsage = { total: 0, byCustomer: 0 };

/**
 * Why a coupon is refused at placement even though the shopper may have seen it give a discount
 * a moment before: switched off by staff, or its last use taken by another order. An order is not
 * placed at a price the shopper did not see; the shopper is told instead.
 */
export const COUPON_GONE: readonly string[] = ['coupon_inactive', 'coupon_used_up', 'coupon_customer_limit'];

/**
 * The discount a coupon gives on a subtotal (piastres), or why it cannot be used: switched off,
 * not started yet or ended, used up (in all or by this customer), or under its minimum subtotal.
 * Percentages are in basis points and rounded down to the piastre; a discount never exceeds the
 * subtotal.
 */
export function couponDiscount(
  coupon: Coupon,
  subtotal: number,
  now: Date,
  usage: CouponUsage = NO_USAGE,
): number {
  if (!coupon.isActive) throw new AppError('invalid', 'coupon_inactive');
  if (now < coupon.startsAt) throw new AppError('invalid', 'coupon_not_started');
  if (now > coupon.endsAt) throw new AppError('invalid', 'coupon_expired');
  if (coupon.usageLimit != null && usage.total >= coupon.usageLimit) {
    throw new AppError('invalid', 'coupon_used_up');
  }
  if (coupon.usageLimitPerCustomer != null && usage.byCustomer >= coupon.usageLimitPerCustomer) {
    throw new AppError('invalid', 'coupon_customer_limit');
  }
  if (subtotal < coupon.minSubtotal) {
    throw new AppError('invalid', 'coupon_min_subtotal', {
      amount: String(coupon.minSubtotal / 100),
    });
  }
  const raw = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 10_000) : coupon.value;
  const capped = coupon.maxDiscount == null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.min(capped, subtotal);
}

/**
 * The coupon's uses so far, in all and by one customer (none for a guest). Exact only under the
 * coupon's row lock (placeOrder takes it); elsewhere it is what the cart shows.
 */
export async function couponUsage(ctx: Ctx, code: string, customerId: number | null): Promise<CouponUsage> {
  const [row] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      byCustomer:
        customerId === null
          ? sql<number>`0`
          : sql<number>`(count(*) filter (where ${couponRedemptions.customerId} = ${customerId}))::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponCode, code));
  return { total: Number(row?.total ?? 0), byCustomer: Number(row?.byCustomer ?? 0) };
}

/** A coupon with its uses, for the cart and the checkout quote; null when the code is unknown. */
export async function couponWithUsage(
  ctx: Ctx,
  code: string,
  customerId: number | null,
): Promise<{ coupon: Coupon; usage: CouponUsage } | null> {
  const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) return null;
  return { coupon, usage: await couponUsage(ctx, code, customerId) };
}
