import { describe, expect, it } from 'vitest';
import { config } from './proxy';

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
