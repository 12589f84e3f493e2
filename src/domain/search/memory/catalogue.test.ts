import { describe, expect, it } from 'vitest';
import { catalogue, facts } from './test-catalogue';
import { Tally } from './tally';

describe('the in-memory catalogue in columns', () => {
  it('keeps a product in its row when it changes, and gives a removed product’s row to the next', async () => {
    const c = await catalogue();
    c.put(facts(7));
    c.put(facts(9, { brand_id: 2 }));
    const row = c.row(9);
    c.put(facts(9, { brand_id: 3, in_stock: false }));
    expect([c.row(9), c.brandAt(row), c.inStockAt(row), c.size]).toEqual([row, 3, false, 2]);
    c.remove(7);
    expect([c.row(7), c.size, [...c.rows()]]).toEqual([-1, 1, [row]]);
    expect(c.byCategory.get(10)).toEqual(new Set([9]));
    c.put(facts(4000, { categories: [11] }));
    expect(c.row(4000)).toBe(0);
    expect([c.idAt(0), c.setAt(0)]).toEqual([4000, c.setAt(row)]);
  });

  it('prices as search-sql.ts does: a lower special price within its dates', async () => {
    const c = await catalogue();
    const now = 5_000_000;
    c.put(facts(1, { special_price: 800 }));
    c.put(facts(2, { special_price: 800, special_from: '6000000' }));
    c.put(facts(3, { special_price: 800, special_to: '4000000' }));
    c.put(facts(4, { special_price: 800, special_from: '1000000', special_to: '5000000' }));
    c.put(facts(5, { special_price: 1200 }));
    expect([1, 2, 3, 4, 5].map((id) => c.priceAt(c.row(id), now))).toEqual([800, 1000, 1000, 800, 1000]);
  });

  it('sells only active products of active sellers', async () => {
    const c = await catalogue([
      [1, 'main', true],
      [2, 'closed', false],
    ]);
    c.put(facts(1));
    c.put(facts(2, { seller_id: 2 }));
    c.put(facts(3, { active: false }));
    expect([1, 2, 3].map((id) => c.sellableAt(c.row(id)))).toEqual([true, false, false]);
  });

  it('numbers each distinct attribute pair once, and lists each row’s', async () => {
    const c = await catalogue();
    c.put(
      facts(1, {
        attributes: [
          ['color', 'black'],
          ['ram', '8'],
        ],
      }),
    );
    c.put(facts(2, { attributes: [['ram', '8']] }));
    c.put(facts(3, { attributes: null }));
    const pairsOf = (id: number) => {
      const r = c.row(id);
      const out: [string, string][] = [];
      for (let k = c.pairsFromAt(r); k < c.pairsToAt(r); k++) out.push(c.pairs[c.pairAt(k)] ?? ['', '']);
      return out;
    };
    expect([pairsOf(1), pairsOf(2), pairsOf(3)]).toEqual([
      [
        ['color', 'black'],
        ['ram', '8'],
      ],
      [['ram', '8']],
      [],
    ]);
    expect(c.pairs).toHaveLength(2);
  });
});

describe('names of the in-memory catalogue', () => {
  it('answers a sort by name only where the database orders text by code point', async () => {
    const c = await catalogue();
    const byCodePoint = async (collate: string, provider: string | null = 'c') => {
      await c.loadCollation({ execute: async () => ({ rows: [{ collate, provider }] }) } as never);
      return c.namesByCodePoint;
    };
    expect(await byCodePoint('C.UTF-8')).toBe(true);
    expect(await byCodePoint('C', null)).toBe(true);
    expect(await byCodePoint('POSIX')).toBe(true);
    expect(await byCodePoint('en_US.UTF-8')).toBe(false);
    expect(await byCodePoint('C.UTF-8', 'i')).toBe(false);
    c.put(facts(1, { names: { en: 'Galaxy' } }));
    expect([c.nameAt(c.row(1), 'en'), c.nameAt(c.row(1), 'ar')]).toEqual(['Galaxy', undefined]);
  });
});

describe('Tally', () => {
  it('counts by number, listing them in the order first counted', () => {
    const t = new Tally();
    const firsts = [5, 3, 5, 1000, 3, 5].map((key) => t.add(key));
    expect(firsts).toEqual([true, true, false, true, false, false]);
    expect(t.add(3, 10)).toBe(false);
    expect(t.entries()).toEqual([
      [5, 3],
      [3, 12],
      [1000, 1],
    ]);
    expect(t.size).toBe(3);
  });
});
