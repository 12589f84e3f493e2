/**
 * Why a coupon on the cart stops applying (couponDiscount's refusals, coupons.ts) and the text of
 * each under `errors.`: the cart API names the reason, the cart's coupon form shows the text, and
 * the cart page ships these texts to the browser (src/i18n/client-messages.ts). No database here:
 * the browser imports it.
 */
export const COUPON_PROBLEM_TEXTS: Readonly<Record<string, string>> = {
  coupon_min_subtotal: 'errors.coupon_min_subtotal',
  coupon_expired: 'errors.coupon_expired',
  coupon_not_started: 'errors.coupon_not_started',
  coupon_inactive: 'errors.coupon_inactive',
  coupon_used_up: 'errors.coupon_used_up',
  coupon_customer_limit: 'errors.coupon_customer_limit',
};
