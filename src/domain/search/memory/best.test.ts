import { describe, expect, it } from 'vitest';
import { best } from './best';

describe('best', () => {
  it('gives the first k of a full sort, ties included, for any k', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 50;
    const items = Array.from({ length: 400 }, (_, i) => ({ i, v: next() }));
    const compare = (a: { i: number; v: number }, b: { i: number; v: number }) => b.v - a.v || a.i - b.i;
    const sorted = [...items].sort(compare);
    for (const k of [0, 1, 5, 24, 99, 100, 101, 399, 400, 500]) {
      expect(best(items, k, compare)).toEqual(sorted.slice(0, Math.max(0, k)));
    }
    expect(best([], 3, compare)).toEqual([]);
    // Ties met in the order of their tie-break, and typed arrays.
    const ids = Int32Array.from({ length: 300 }, (_, i) => i);
    const byIdDesc = (a: number, b: number) => b - a;
    expect(best(ids, 7, byIdDesc)).toEqual([299, 298, 297, 296, 295, 294, 293]);
    expect(best(ids, 7, (a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
