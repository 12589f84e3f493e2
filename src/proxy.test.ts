import { describe, expect, it } from 'vitest';
import { config, localePrefixRedirect } from './proxy';

// Next reads the matcher as a regular expression over the path.
const runsOn = (path: string) => config.matcher.some((m) => new RegExp(`^${m}$`).test(path));

describe('where the ?lang= proxy runs', () => {
  it('runs on pages, in any language', () => {
    expect(runsOn('/')).toBe(true);
    expect(runsOn('/account/orders')).toBe(true);
    expect(runsOn('/searchnise/')).toBe(true);
    // images carry the security headers too
    expect(runsOn('/media/refunds/1/a.webp')).toBe(true);
  });

  it('never runs on the APIs: Next would buffer their bodies for it and cut them at 10 MB', () => {
    expect(runsOn('/rest/en/V1/orders/mine/5/refund')).toBe(false);
    expect(runsOn('/rest/V1/checkout/saveorder')).toBe(false);
    expect(runsOn('/api/amanauth/login')).toBe(false);
    expect(runsOn('/api/auth/callback/credentials')).toBe(false);
  });
});

describe('a language as the first path segment', () => {
  const target = (path: string) =>
    localePrefixRedirect(new URL(path, 'https://aman.test'))?.toString() ?? null;

  it('goes to the same page in that language', () => {
    expect(target('/en')).toBe('https://aman.test/?lang=en');
    expect(target('/ar/')).toBe('https://aman.test/?lang=ar');
    expect(target('/en/tvs/smart-tvs?page=2')).toBe('https://aman.test/tvs/smart-tvs?page=2&lang=en');
    // the path's language wins over a ?lang= that says otherwise
    expect(target('/ar/cart?lang=en')).toBe('https://aman.test/cart?lang=ar');
  });

  it('leaves every other path alone', () => {
    expect(target('/')).toBeNull();
    expect(target('/english-books')).toBeNull();
    expect(target('/ar-glasses')).toBeNull();
    expect(target('/tvs/en')).toBeNull();
  });
});
