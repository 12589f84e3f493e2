import { describe, expect, it } from 'vitest';
import { buildSearchDocuments, intArray, vocabularyOf } from './index-products';
import { fridge, powerBank } from './test-products';

describe('buildSearchDocuments', () => {
  const docs = buildSearchDocuments(fridge);
  const ar = docs.find((d) => d.locale === 'ar');
  const en = docs.find((d) => d.locale === 'en');

  it('writes one document per locale with the normalised name', () => {
    expect(docs.map((d) => d.locale).sort()).toEqual(['ar', 'en']);
    expect(ar?.name_norm).toBe('ثلاجه سامسونج نوفروست 400 لتر');
    expect(en?.name_norm).toBe('samsung no frost refrigerator 400 liters');
  });

  it('puts the brand in both scripts, with its other spellings, beside the name (weight A)', () => {
    for (const word of ['samsung', 'سامسونج', 'سامسنج', 'ثلاج']) expect(ar?.a.split(' ')).toContain(word);
    expect(en?.brand_terms).toContain('سامسونج');
  });

  it('puts category names and synonyms in both scripts (weight B), whatever the locale', () => {
    for (const word of ['refrigerator', 'fridge', 'ثلاج', 'براد']) expect(en?.b.split(' ')).toContain(word);
    // The synonym تلاجة is a spelling of ثلاجة (spelling-folds.ts): it is written as that.
    expect(en?.b.split(' ')).not.toContain('تلاج');
  });

  it('adds the other language name and specification values, not labels (C), and the description (D)', () => {
    expect(ar?.c.split(' ')).toContain('frost');
    expect(ar?.c.split(' ')).toContain('نوفروست');
    expect(ar?.c.split(' ')).not.toContain('شاش');
    expect(ar?.d).toBe('بارد');
  });

  it("adds both languages' specification values (C), so a query matches the same products in either", () => {
    const [first, second] = buildSearchDocuments(powerBank);
    for (const doc of [first, second]) {
      expect(doc?.c.split(' ')).toContain('iphone');
      expect(doc?.c.split(' ')).toContain('اندرويد');
    }
    const words = (d: typeof first) => new Set(`${d?.a} ${d?.b} ${d?.c}`.split(' '));
    expect(words(first)).toEqual(words(second));
  });

  it('collects letter words of 3+ characters for the vocabulary, sorted', () => {
    const words = vocabularyOf(docs);
    expect(words).toContain('refrigerator');
    expect(words).toContain('سامسونج');
    expect(words).not.toContain('400');
    expect([...words].sort()).toEqual(words);
  });

  it('passes ids as one int[] literal', () => {
    expect(intArray([1, 2.7, 3])).toBe('{1,2,3}');
  });
});
