import { describe, expect, it } from 'vitest';
import { fromThisOrigin } from './same-origin';

const URL_ = 'https://shop.example/rest/V1/admin/staff';

describe('fromThisOrigin', () => {
  it('takes the Fetch Metadata header first', () => {
    expect(fromThisOrigin('same-origin', undefined, URL_)).toBe(true);
    expect(fromThisOrigin('none', undefined, URL_)).toBe(true);
    expect(fromThisOrigin('same-site', 'https://shop.example', URL_)).toBe(false);
    expect(fromThisOrigin('cross-site', undefined, URL_)).toBe(false);
  });

  it('else compares the Origin with the request', () => {
    expect(fromThisOrigin(undefined, 'https://shop.example', URL_)).toBe(true);
    expect(fromThisOrigin(undefined, 'https://shop.example:8443', URL_)).toBe(false);
    expect(fromThisOrigin(undefined, 'http://evil.example', URL_)).toBe(false);
    expect(fromThisOrigin(undefined, 'null', URL_)).toBe(false);
  });

  it('lets a client that is no browser through', () => {
    expect(fromThisOrigin(undefined, undefined, URL_)).toBe(true);
  });
});
