import { describe, expect, it } from 'vitest';
import { cartPath, confirmQtyBody, couponPath, mediaSrc, ownerAuth, wishlistPath } from './cart-paths';
import { formatEgp } from './money';

const mine = { kind: 'mine', token: 'customer-token' } as const;
const guest = { kind: 'guest', token: 'abc/def' } as const;

describe('cart paths (docs/api-cart.md)', () => {
  it('sends customers to carts/mine and guests to guest-carts/{token}', () => {
    expect(cartPath('ar', mine, '/summary')).toBe('/rest/ar/V1/carts/mine/summary');
    expect(cartPath('en', guest, '/items/3')).toBe('/rest/en/V1/guest-carts/abc%2Fdef/items/3');
    expect(cartPath('en', guest)).toBe('/rest/en/V1/guest-carts/abc%2Fdef');
  });

  it('puts the guest token in the coupon path and the confirmqty body', () => {
    expect(couponPath('ar', mine)).toBe('/rest/ar/V1/checkout/coupon');
    expect(couponPath('ar', guest)).toBe('/rest/ar/V1/checkout/abc%2Fdef/coupon');
    expect(confirmQtyBody(guest)).toEqual({ cart_token: 'abc/def' });
    expect(confirmQtyBody(mine)).toEqual({});
    expect(wishlistPath('en', '/items/7/move-to-cart')).toBe(
      '/rest/en/V1/wishlist/mine/items/7/move-to-cart',
    );
  });

  it('sends the bearer only with the customer’s calls', () => {
    expect(ownerAuth(mine, 'ar')).toEqual({ token: 'customer-token', locale: 'ar' });
    expect(ownerAuth(guest, 'ar')).toEqual({ token: undefined, locale: 'ar' });
  });

  it('accepts media paths with or without the /media prefix', () => {
    expect(mediaSrc('/media/p/1.webp')).toBe('/media/p/1.webp');
    expect(mediaSrc('p/1.webp')).toBe('/media/p/1.webp');
    expect(mediaSrc(null)).toBeNull();
  });

  it('formats EGP amounts from the API as prices', () => {
    expect(formatEgp(1499.5, 'en')).toContain('1,499.50');
    expect(formatEgp(14999, 'en')).toContain('14,999');
    expect(formatEgp(0.1 + 0.2, 'en')).toContain('0.30');
  });
});
