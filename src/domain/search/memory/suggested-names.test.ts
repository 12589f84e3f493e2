import { describe, expect, it } from 'vitest';
import { suggestedNames } from './suggested-names';
import { catalogue, facts } from './test-catalogue';

describe('suggestedNames (namesSql from memory)', () => {
  it('takes the best suggested 3 × limit, drops those not on sale or unnamed, orders by suggested, sales, id', async () => {
    const c = await catalogue([
      [1, 'main', true],
      [2, 'gone', false],
    ]);
    c.put(facts(1, { sales_count: 5 }));
    c.put(facts(2, { sales_count: 9 }));
    c.put(facts(3, { names: { ar: 'بلا اسم إنجليزي' } }));
    c.put(facts(4, { active: false }));
    c.put(facts(5, { seller_id: 2 }));
    c.put(facts(6));
    c.put(facts(7, { sales_count: 1 }));
    const matches = {
      ids: [1, 2, 3, 4, 5, 6, 7, 8],
      scores: [0, 0, 0, 0, 0, 0, 0, 0],
      suggested: [2, 2, 9, 9, 9, 3, 0.5, 9],
    };
    // limit 2: the best 6 by suggested, then id (8, 5, 4, 3, 6, 2); 8 is not in the catalogue,
    // 5's seller and 4 are not on sale, 3 has no English name: 6 (3), then 2 (2); 4 listed at most.
    expect(suggestedNames(c, matches, 2, 'en')).toEqual(['Product 6', 'Product 2']);
    // limit 3: the best 9 take 1 too; equal suggested goes to the better seller (2 before 1).
    expect(suggestedNames(c, matches, 3, 'en')).toEqual(['Product 6', 'Product 2', 'Product 1', 'Product 7']);
    expect(suggestedNames(c, matches, 2, 'ar')).toEqual(['بلا اسم إنجليزي', 'منتج 6', 'منتج 2']);
    // limit 1: the best 3 (8, 5, 4) are none on sale: no names, as json_agg of no rows.
    expect(suggestedNames(c, matches, 1, 'ar')).toBeNull();
    expect(suggestedNames(c, { ids: [], scores: [], suggested: [] }, 3, 'en')).toBeNull();
  });
});
