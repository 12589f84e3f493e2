import { describe, expect, it } from 'vitest';
import { GAP, pageLinks } from './page-links';

describe('pageLinks', () => {
  it('offers every page up to seven', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond, both ends and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, GAP, 20]);
    expect(pageLinks(3, 20)).toEqual([1, 2, 3, 4, GAP, 20]);
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageLinks(5, 20)).toEqual([1, GAP, 4, 5, 6, GAP, 20]);
    expect(pageLinks(10, 20)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
    expect(pageLinks(18, 20)).toEqual([1, GAP, 17, 18, 19, 20]);
    expect(pageLinks(20, 20)).toEqual([1, GAP, 17, 18, 19, 20]);
    expect(pageLinks(4, 8)).toEqual([1, 2, 3, 4, 5, GAP, 8]);
    expect(pageLinks(17, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
  });

  it('never repeats a page or leaves a gap of one page', () => {
    for (let count = 8; count <= 30; count++)
      for (let page = 1; page <= count; page++) {
        const links = pageLinks(page, count);
        const numbers = links.filter((l): l is number => l !== GAP);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
        links.forEach((l, i) => {
          if (l === GAP) expect((links[i + 1] as number) - (links[i - 1] as number)).toBeGreaterThan(2);
        });
      }
  });
});
