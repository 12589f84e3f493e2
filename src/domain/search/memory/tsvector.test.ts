import { describe, expect, it } from 'vitest';
import { parseTsquery, parseTsvector, storedOperands } from './tsvector';

describe('parseTsvector', () => {
  it('reads lexemes, positions and weights as PostgreSQL prints them', () => {
    expect(parseTsvector(`'galaxy':2A 'it''s':7 'samsung':1A,5B,9C 'شاشة':3B`)).toEqual({
      lexemes: ['galaxy', "it's", 'samsung', 'شاشة'],
      positions: [[(2 << 2) | 3], [7 << 2], [(1 << 2) | 3, (5 << 2) | 2, (9 << 2) | 1], [(3 << 2) | 2]],
    });
  });

  it('reads lexemes without positions and an empty vector', () => {
    expect(parseTsvector(`'a' 'b':1`)).toEqual({ lexemes: ['a', 'b'], positions: [[], [4]] });
    expect(parseTsvector('')).toEqual({ lexemes: [], positions: [] });
  });
});

describe('parseTsquery', () => {
  it('reads lexemes, prefixes, & and | with & binding tighter', () => {
    expect(parseTsquery(`'a' | 'b' & 'c':*`)).toEqual({
      kind: '|',
      left: { kind: 'operand', lexeme: 'a', prefix: false },
      right: {
        kind: '&',
        left: { kind: 'operand', lexeme: 'b', prefix: false },
        right: { kind: 'operand', lexeme: 'c', prefix: true },
      },
    });
  });

  it('keeps the operands in the order PostgreSQL stores them: the text reversed', () => {
    const query = parseTsquery(`'phone' & ( 'samsung' | 'samsung':* ) & ( '256' & 'gb' )`);
    expect(query && storedOperands(query).map((o) => `${o.lexeme}${o.prefix ? ':*' : ''}`)).toEqual([
      'gb',
      '256',
      'samsung:*',
      'samsung',
      'phone',
    ]);
  });

  it('answers null for what the index does not evaluate', () => {
    for (const text of [`!'a'`, `'a' <-> 'b'`, `'a':A`, `'a':*B`, `'a' &`, `( 'a'`, ``, `'a' 'b'`]) {
      expect(parseTsquery(text)).toBeNull();
    }
  });
});
