import { describe, expect, it } from 'vitest';
import { analyseQuery, analyseText, indexWords, normaliseText } from './normalise';
import { foldVariants, JOINED_WORDS, joinedWordsIn, joinPairs, SPELLING_VARIANTS } from './spelling-folds';

describe('spelling folds', () => {
  it('lists spellings as normaliseText leaves them, or they would never match', () => {
    for (const [spelling, kept] of Object.entries({ ...SPELLING_VARIANTS, ...JOINED_WORDS })) {
      expect(normaliseText(spelling)).toBe(spelling);
      expect(normaliseText(kept)).toBe(kept);
    }
  });

  it('writes every variant the way kept, and leaves the kept one alone', () => {
    for (const [spelling, kept] of Object.entries(SPELLING_VARIANTS)) {
      expect(foldVariants(spelling)).toBe(kept);
      expect(foldVariants(kept)).toBe(kept);
    }
    for (const [pair, joined] of Object.entries(JOINED_WORDS)) {
      expect(joinPairs(pair)).toBe(joined);
      expect(joinedWordsIn(`x ${pair} y`)).toEqual([joined]);
    }
  });

  it('folds whole words among others, not parts of longer words', () => {
    expect(foldVariants('حامل تليفزيون 55 بوصه')).toBe('حامل تلفزيون 55 بوصه');
    expect(joinPairs('gaming lap top 16')).toBe('gaming laptop 16');
    expect(joinPairs('الابتوب لاب')).toBe('الابتوب لاب');
    expect(joinPairs('slap top')).toBe('slap top');
    expect(joinedWordsIn('lap topper')).toEqual([]);
  });
});

describe('analysed text', () => {
  it.each([
    ['تليفزيون سامسونج', 'تلفزيون سامسونج'],
    ['تلاجة توشيبا', 'ثلاجة توشيبا'],
  ])('"%s" reads as "%s", in documents and queries', (one, other) => {
    expect(analyseText(one)).toEqual(analyseText(other));
    expect(analyseQuery(one)).toEqual(analyseQuery(other));
  });

  it('reads two words written for one as the glued word in a query', () => {
    expect(analyseQuery('لاب توب لينوفو')).toEqual(analyseQuery('لابتوب لينوفو'));
    expect(analyseQuery('Lap Top')).toEqual(analyseQuery('laptop'));
  });

  it('indexes both words and the glued one, so each finds the product', () => {
    const words = indexWords('Samsung No Frost refrigerator');
    expect(words).toEqual(expect.arrayContaining(['no', 'frost', 'nofrost']));
  });
});
