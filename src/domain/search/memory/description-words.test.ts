import { describe, expect, it } from 'vitest';
import { DescriptionWords } from './description-words';
import { parseTsquery } from './tsvector';

describe('DescriptionWords', () => {
  const words = new DescriptionWords();
  for (const w of ['inverter', 'silent', 'samsung', 'sa', 'ثلاجة', 'صامت']) words.add(w);
  const may = (query: string) => words.mayMatch(parseTsquery(query)!);

  it('proves a query that no description can match, and only such a query', () => {
    expect(may(`'inverter'`)).toBe(true);
    expect(may(`'invert'`)).toBe(false);
    expect(may(`'invert':*`)).toBe(true);
    expect(may(`'sam':*`)).toBe(true);
    expect(may(`'sb':*`)).toBe(false);
    expect(may(`'silent' & 'zqxj'`)).toBe(false);
    expect(may(`'silent' & ( 'zqxj' | 'inv':* )`)).toBe(true);
    expect(may(`'zqxj' | 'qq':*`)).toBe(false);
    expect(may(`'ثلاج':* & 'صامت'`)).toBe(true);
    expect(may(`'ثلاجات'`)).toBe(false);
  });

  it('learns added words, prefixes included', () => {
    expect(may(`'zqxj':*`)).toBe(false);
    words.add('zqxjvw');
    expect(may(`'zqxj':*`)).toBe(true);
    expect(words.size).toBe(7);
  });
});
