import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import { couponDiscount, type Coupon } from './coupons';

const now = new Date('2026-11-22T10:00:00Z');
const base: Coupon = {
  code: 'X',
  kind: 'percent',
  value: 1000,
  maxDiscount: null,
  minSubtotal: 0,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  usageLimit: null,
  usageLimitPerCustomer: null,
  isActive: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};
const keyOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).messageKey;
  }
  return null;
};

describe('coupon discount', () => {
  it('takes a percentage, rounded down to the piastre', () => {
    expect(couponDiscount(base, 12_345, now)).toBe(1_234);
  });
  it('caps a percentage at its maximum and never exceeds the subtotal', () => {
    expect(couponDiscount({ ...base, maxDiscount: 500 }, 100_000, now)).toBe(500);
    expect(couponDiscount({ ...base, kind: 'fixed', value: 50_000 }, 20_000, now)).toBe(20_000);
  });
  it('refuses outside its dates (before them as not started) and under its minimum subtotal', () => {
    expect(keyOf(() => couponDiscount(base, 1000, new Date('2027-01-01T00:00:00Z')))).toBe('coupon_expired');
    expect(keyOf(() => couponDiscount(base, 1000, new Date('2025-12-31T00:00:00Z')))).toBe(
      'coupon_not_started',
    );
    expect(keyOf(() => couponDiscount({ ...base, minSubtotal: 200_000 }, 199_999, now))).toBe(
      'coupon_min_subtotal',
    );
    let refusal: unknown;
    try {
      couponDiscount({ ...base, minSubtotal: 500_000 }, 1000, now);
    } catch (err) {
      refusal = err;
    }
    expect((refusal as AppError).params).toEqual({ amount: '5000' });
  });
  it('refuses a coupon staff switched off, whatever its dates', () => {
    expect(keyOf(() => couponDiscount({ ...base, isActive: false }, 1000, now))).toBe('coupon_inactive');
  });
  it('gives its last use and refuses the one after, in all and per customer', () => {
    const limited = { ...base, usageLimit: 3, usageLimitPerCustomer: 1 };
    expect(couponDiscount(limited, 1000, now, { total: 2, byCustomer: 0 })).toBe(100);
    expect(keyOf(() => couponDiscount(limited, 1000, now, { total: 3, byCustomer: 0 }))).toBe(
      'coupon_used_up',
    );
    expect(keyOf(() => couponDiscount(limited, 1000, now, { total: 1, byCustomer: 1 }))).toBe(
      'coupon_customer_limit',
    );
    // No limit: any number of uses.
    expect(couponDiscount(base, 1000, now, { total: 10_000, byCustomer: 500 })).toBe(100);
  });
});
