import { describe, expect, it } from 'vitest';
import { DocumentIndex } from './document-index';
import { rankOperands } from './rank';
import { parseTsquery } from './tsvector';

/*
 * Figures printed by PostgreSQL 15 for the same documents and queries, e.g.
 *   select ts_rank(setweight(to_tsvector('simple','samsung galaxy samsungs phone'),'A') ||
 *     setweight(to_tsvector('simple','phone samsungx'),'C'), to_tsquery('simple','samsung | samsung:*'))
 * The API test search-memory-index.test.ts compares every demo document with the database itself.
 */
const DOC = `'galaxy':2A 'phone':4A,5C 'samsung':1A 'samsungs':3A 'samsungx':6C`;

function rankOf(query: string, phrase = 'zz'): number | undefined {
  const index = new DocumentIndex();
  index.put(1, 'samsung galaxy', DOC);
  const node = parseTsquery(query);
  if (!node) throw new Error(query);
  return index.match(node, phrase)?.scores[0];
}

describe('ts_rank in memory', () => {
  it('gives the single-precision figures PostgreSQL gives', () => {
    expect(rankOf(`'samsung' | 'samsung':*`)).toBe(Math.fround(1.3374395));
    expect(rankOf(`'samsung':* | 'samsung'`)).toBe(Math.fround(0.6079271));
    expect(rankOf(`'samsung':*`)).toBe(Math.fround(1.3374395));
    expect(rankOf(`'samsung'`)).toBe(Math.fround(0.6079271));
    expect(rankOf(`'phone' & ( 'samsung' | 'samsung':* )`)).toBe(Math.fround(0.9999659));
  });

  it('adds the name boosts of search-sql.ts in double precision', () => {
    const rank = Math.fround(0.6079271);
    expect(rankOf(`'samsung'`, 'samsung galaxy')).toBe(rank + 10);
    expect(rankOf(`'samsung'`, 'samsung')).toBe(rank + 4);
    expect(rankOf(`'samsung'`, 'galaxy')).toBe(rank + 2);
  });

  it('matches only documents that satisfy the query', () => {
    const index = new DocumentIndex();
    index.put(1, 'a', DOC);
    index.put(2, 'b', `'phone':1A`);
    const ids = (q: string) => index.match(parseTsquery(q)!, 'z')?.ids.sort();
    expect(ids(`'phone'`)).toEqual([1, 2]);
    expect(ids(`'phone' & 'galaxy'`)).toEqual([1]);
    expect(ids(`'galax':*`)).toEqual([1]);
    expect(ids(`'galax'`)).toEqual([]);
    expect(ids(`'nothing' | 'phone'`)).toEqual([1, 2]);
    index.remove(1);
    expect(ids(`'phone'`)).toEqual([2]);
    index.put(2, 'b', `'other':1A`);
    expect(ids(`'phone'`)).toEqual([]);
  });

  it('declines a ranking PostgreSQL leaves to its quicksort', () => {
    const many = `'a' & 'b' & 'c' & 'd' & 'e' & ( 'f' | 'f':* )`;
    expect(rankOperands(parseTsquery(many)!)).toBeNull();
    expect(rankOperands(parseTsquery(`'a' & ( 'f' | 'f':* )`)!)?.map((o) => o.prefix)).toEqual([false, true]);
  });
});

describe('prefix operands', () => {
  it('match every document with a lexeme that starts with the prefix, and only those', () => {
    const index = new DocumentIndex();
    const words = ['r', 's', 'sa', 'saa', 'sab', 'sabc', 'sb', 'sz', 'ت', 'تلفاز', 'تلفزيون', 'ثلاجة'];
    words.forEach((w, k) => index.put(k + 1, w, `'${w}':1A`));
    const found = (query: string) =>
      [...(index.match(parseTsquery(query)!, 'zz')?.ids ?? [])]
        .sort((a, b) => a - b)
        .map((id) => words[id - 1]);
    expect(found(`'sa':*`)).toEqual(['sa', 'saa', 'sab', 'sabc']);
    expect(found(`'sab':*`)).toEqual(['sab', 'sabc']);
    expect(found(`'s':*`)).toEqual(['s', 'sa', 'saa', 'sab', 'sabc', 'sb', 'sz']);
    expect(found(`'sc':*`)).toEqual([]);
    expect(found(`'تلف':*`)).toEqual(['تلفاز', 'تلفزيون']);
    expect(found(`'ث':*`)).toEqual(['ثلاجة']);
  });
});
