import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './auth-nav';

const ORIGIN = 'https://shop.example';

describe('safeCallbackPath', () => {
  it('keeps a path or a same-origin URL, with its query and hash', () => {
    expect(safeCallbackPath('/account/orders?step=2#top', ORIGIN)).toBe('/account/orders?step=2#top');
    expect(safeCallbackPath(`${ORIGIN}/cart`, ORIGIN)).toBe('/cart');
  });

  it('sends anything off-site, or back to the login page, home', () => {
    expect(safeCallbackPath(null, ORIGIN)).toBe('/');
    expect(safeCallbackPath('https://evil.example/cart', ORIGIN)).toBe('/');
    expect(safeCallbackPath('//evil.example/cart', ORIGIN)).toBe('/');
    expect(safeCallbackPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(safeCallbackPath('/login?callbackUrl=/cart', ORIGIN)).toBe('/');
  });
});
