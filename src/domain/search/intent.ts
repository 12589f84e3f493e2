import { phraseOf, type Dictionaries } from './dictionaries';
import type { TextMatch } from './text-query';

/**
 * What a query names outright: a brand ("apple", "إل جي") or a category ("شاشة", "inverter").
 * Products of that brand or category rank above products that merely mention the words (a case
 * "for Apple", a monitor that is also a "شاشة").
 */
export interface Intent {
  /** Brands named by the whole query (WHOLE_BRAND_BOOST, above any name boost) or by one of its words (boost 1). */
  brands: { id: number; boost: number }[];
  /** Categories whose name or synonym is the whole query (boost 3, above a name that contains it). */
  categoryIds: number[];
  /** How many products those categories hold (the dictionaries' count): how search-sql.ts looks them up. */
  categoryProducts?: number;
}

const MAX_READINGS = 27;
/** The boost of a brand the whole query names. */
export const WHOLE_BRAND_BOOST = 5;

/** The query as whole phrases of words, once per combination of corrections ("refrigirator" → "refrigerator"). */
function readings(match: TextMatch): Set<string> {
  let out: string[][] = [[]];
  for (const w of match.words) {
    out = out
      .flatMap((prefix) => w.alternatives.slice(0, 3).map((a) => [...prefix, a]))
      .slice(0, MAX_READINGS);
  }
  return new Set(out.map(phraseOf));
}

export function findIntent(dict: Dictionaries, match: TextMatch): Intent {
  const phrases = readings(match);
  const whole = (set: Set<string>) => [...phrases].some((p) => set.has(p));
  const brands: Intent['brands'] = [];
  for (const b of dict.brands.values()) {
    if (whole(b.phrases)) brands.push({ id: b.id, boost: WHOLE_BRAND_BOOST });
    else if (match.words.some((w) => w.word.length >= 3 && w.alternatives.some((a) => b.words.has(a)))) {
      brands.push({ id: b.id, boost: 1 });
    }
  }
  const named = dict.categories.filter((c) => whole(c.phrases));
  return {
    brands,
    categoryIds: named.map((c) => c.id),
    categoryProducts: named.reduce((sum, c) => sum + c.productCount, 0),
  };
}
