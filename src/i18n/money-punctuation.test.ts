import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/translation.json';
import en from '../../public/locales/en/translation.json';
import { formatPrice } from './format';
import type { Locale } from './locales';

const MONEY = /\{\{(amount|limit|total|price|balance|fee|monthly)\}\}/g;

function* texts(node: unknown, path = ''): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) yield* texts(v, path ? `${path}.${k}` : k);
}

describe('money inside sentences', () => {
  it('is never followed by a second full stop (Arabic prices end in "ج.م.")', () => {
    for (const [locale, file] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const price = formatPrice(9_000_000, locale as Locale);
      const doubled = [...texts(file)]
        .filter(([, text]) => text.search(MONEY) >= 0)
        .map(([key, text]) => [key, text.replace(MONEY, price)])
        .filter(([, shown]) => /\.[\u200e\u200f\u00a0]*\./.test(shown!))
        .map(([key]) => key);
      expect(doubled, locale).toEqual([]);
    }
  });
});
