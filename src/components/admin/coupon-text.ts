import type { TFunction } from 'i18next';
import type { Coupon } from '@/domain/cart/coupons';
import type { CouponStatus } from '@/domain/content/coupon-schemas';
import { formatDate, formatNumber, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** A coupon's discount in words: "15% off · up to EGP 100" or "EGP 50", and its minimum basket. */
export function couponDiscountText(t: TFunction, locale: Locale, c: Coupon): string {
  const main =
    c.kind === 'percent'
      ? t('admin_coupons.percent_off', { value: `${formatNumber(c.value / 100, locale)}%` })
      : formatPrice(c.value, locale);
  const cap =
    c.kind === 'percent' && c.maxDiscount !== null
      ? t('admin_coupons.up_to', { amount: formatPrice(c.maxDiscount, locale) })
      : null;
  const min =
    c.minSubtotal > 0 ? t('admin_coupons.min_basket', { amount: formatPrice(c.minSubtotal, locale) }) : null;
  return [main, cap, min].filter(Boolean).join(' · ');
}

/** Its first and last day (Cairo). */
export const couponDatesText = (t: TFunction, locale: Locale, c: Coupon) =>
  t('admin_coupons.dates', { from: formatDate(c.startsAt, locale), to: formatDate(c.endsAt, locale) });

/** Orders that used it, against its limit. */
export function couponUsesText(t: TFunction, locale: Locale, c: Coupon & { redemptions: number }) {
  const used = formatNumber(c.redemptions, locale);
  return c.usageLimit === null
    ? t('admin_coupons.uses_unlimited', { used })
    : t('admin_coupons.uses_of', { used, limit: formatNumber(c.usageLimit, locale) });
}

/** The status badge's colours (text on a light tint, each 7:1 or more). */
export const COUPON_STATUS_TONE: Record<CouponStatus, string> = {
  active: 'bg-green-100 text-green-900',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-neutral-200 text-neutral-800',
  inactive: 'bg-red-100 text-red-900',
};
