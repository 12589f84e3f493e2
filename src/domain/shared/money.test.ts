import { describe, expect, it } from 'vitest';
import { discountPercent, effectivePrice } from './money';

const now = new Date('2026-11-22T12:00:00Z');
const base = { price: 100_000, specialPrice: 80_000, specialFrom: null, specialTo: null };

describe('effectivePrice', () => {
  it('uses the special price when it is lower and has no dates', () => {
    expect(effectivePrice(base, now)).toBe(80_000);
  });
  it('ignores a special price that is not lower', () => {
    expect(effectivePrice({ ...base, specialPrice: 120_000 }, now)).toBe(100_000);
  });
  it('ignores a special price outside its dates', () => {
    expect(effectivePrice({ ...base, specialFrom: new Date('2026-12-01') }, now)).toBe(100_000);
    expect(effectivePrice({ ...base, specialTo: new Date('2026-11-01') }, now)).toBe(100_000);
  });
  it('uses a special price inside its dates', () => {
    const p = { ...base, specialFrom: new Date('2026-11-01'), specialTo: new Date('2026-12-01') };
    expect(effectivePrice(p, now)).toBe(80_000);
  });
});

describe('discountPercent', () => {
  it('rounds the saving to a whole percent', () => {
    expect(discountPercent(100_000, 80_000)).toBe(20);
    expect(discountPercent(30_000, 19_999)).toBe(33);
  });
  it('is zero without a saving', () => {
    expect(discountPercent(100, 100)).toBe(0);
  });
});
