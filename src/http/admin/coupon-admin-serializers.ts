import type { auditLog } from '@/db/schema';
import { cairoDay } from '@/domain/shared/cairo-day';
import { couponStatus, type StaffCouponRow } from '@/domain/content/staff-coupons';

/** A coupon for staff: money in pounds, a percentage in per cent, its dates also as Cairo days. */
export const toWireStaffCoupon = (c: StaffCouponRow, now: Date) => ({
  code: c.code,
  kind: c.kind,
  value: c.value / 100,
  max_discount: c.maxDiscount === null ? null : c.maxDiscount / 100,
  min_subtotal: c.minSubtotal / 100,
  starts_at: c.startsAt.toISOString(),
  ends_at: c.endsAt.toISOString(),
  starts_on: cairoDay(c.startsAt),
  ends_on: cairoDay(c.endsAt),
  usage_limit: c.usageLimit,
  usage_limit_per_customer: c.usageLimitPerCustomer,
  is_active: c.isActive,
  status: couponStatus(c, now),
  redemptions_count: c.redemptions,
  created_at: c.createdAt.toISOString(),
});

export const toWireStaffCouponDetail = (
  view: { coupon: StaffCouponRow; history: (typeof auditLog.$inferSelect)[] },
  now: Date,
) => ({
  ...toWireStaffCoupon(view.coupon, now),
  history: view.history.map((h) => ({
    action: h.action,
    actor: h.actor,
    reason: h.reason,
    at: h.at.toISOString(),
  })),
});
