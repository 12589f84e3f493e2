import type { ApiOptions } from '@/lib/api-client';

/** Whose cart a call is about: the signed-in customer's (bearer) or a guest's (token in the path). */
export type CartOwner = { kind: 'mine'; token: string } | { kind: 'guest'; token: string };

/** Creates a guest cart; the only cart call without a locale segment (§7). */
export const GUEST_CARTS_PATH = '/rest/V1/guest-carts';

/** /carts/mine… or /guest-carts/{token}…, with an optional suffix such as '/items'. */
export function cartPath(locale: string, owner: CartOwner, suffix = ''): string {
  return owner.kind === 'mine'
    ? `/rest/${locale}/V1/carts/mine${suffix}`
    : `/rest/${locale}/V1/guest-carts/${encodeURIComponent(owner.token)}${suffix}`;
}

export function couponPath(locale: string, owner: CartOwner): string {
  return owner.kind === 'mine'
    ? `/rest/${locale}/V1/checkout/coupon`
    : `/rest/${locale}/V1/checkout/${encodeURIComponent(owner.token)}/coupon`;
}

export const confirmQtyPath = (locale: string) => `/rest/${locale}/V1/checkout/confirmqty`;

/** The guest's cart travels in the body here, not in the path. */
export const confirmQtyBody = (owner: CartOwner) =>
  owner.kind === 'guest' ? { cart_token: owner.token } : {};

export const wishlistPath = (locale: string, suffix = '') => `/rest/${locale}/V1/wishlist/mine${suffix}`;

/**
 * The bearer goes only with the customer's calls: a guest token is not a customer token, and a
 * 401 to a call that carried one would sign the visitor out.
 */
export function ownerAuth(owner: CartOwner, locale: string): Pick<ApiOptions, 'token' | 'locale'> {
  return { token: owner.kind === 'mine' ? owner.token : undefined, locale };
}

/** Catalog images are stored as media paths; the cart API may already answer with /media/…. */
export function mediaSrc(image: string | null | undefined): string | null {
  if (!image) return null;
  return /^(https?:)?\//.test(image) ? image : `/media/${image}`;
}
