import { describe, expect, it } from 'vitest';
import { discountLeft, discountShare } from './discount-share';

describe('the discount shared by the lines', () => {
  it('goes with a line in proportion to its worth, rounded to the piastre', () => {
    // EGP 200 off EGP 2,165: the EGP 99 line carries 9.15 of it.
    expect(discountShare(200_00, 2_165_00, 99_00)).toBe(9_15);
    expect(discountLeft(200_00, 2_165_00, 2_066_00)).toBe(9_15);
  });

  it('is whole on what is left when nothing goes, and none when everything goes', () => {
    expect(discountLeft(200_00, 2_165_00, 0)).toBe(200_00);
    expect(discountLeft(200_00, 2_165_00, 2_165_00)).toBe(0);
  });

  it('never leaves more discount than the order had, nor a share without a subtotal', () => {
    expect(discountShare(100, 300, 301)).toBe(100);
    expect(discountShare(100, 0, 50)).toBe(0);
  });

  it('adds up, line by line, to within a piastre a line of the share taken at once', () => {
    const lines = [509_00, 99_00, 1_000_00, 557_00];
    const subtotal = lines.reduce((a, b) => a + b, 0);
    let discount = 200_00;
    let left = subtotal;
    for (const line of lines.slice(0, 3)) {
      discount = discountLeft(discount, left, line);
      left -= line;
    }
    expect(Math.abs(discount - discountLeft(200_00, subtotal, subtotal - 557_00))).toBeLessThanOrEqual(3);
  });
});
