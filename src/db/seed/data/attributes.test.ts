import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attributes';

describe('attribute labels', () => {
  it('tell every attribute apart by its name and unit, in each language (the editor picks by them)', () => {
    for (const locale of ['ar', 'en'] as const) {
      const shown = Object.values(ATTRIBUTES).map((a) => `${a.label[locale]} ${a.unit?.[locale] ?? ''}`);
      const twice = shown.filter((label, i) => shown.indexOf(label) !== i);
      expect(twice, locale).toEqual([]);
    }
  });
});
