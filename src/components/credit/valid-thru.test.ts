import { describe, expect, it } from 'vitest';
import { validThru } from './valid-thru';

describe('validThru', () => {
  it("is the card's last month and year in Cairo", () => {
    expect(validThru('2029-11-27T10:00:00.000Z')).toBe('11/29');
    // 22:30 UTC on 31 December is 00:30 on 1 January in Cairo.
    expect(validThru('2029-12-31T22:30:00.000Z')).toBe('01/30');
    expect(validThru('2029-12-31T21:30:00.000Z')).toBe('12/29');
  });
});
