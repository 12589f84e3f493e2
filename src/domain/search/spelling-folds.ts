/**
 * Words that shoppers and product names spell in several ways, so that every spelling finds the
 * same products. Written as normaliseText leaves text (ة → ه, أ → ا, lower case). A synonym list
 * cannot do this: it adds a category's words to its products, while these spellings are in the
 * products' own names and in other categories' products ("حامل تليفزيون").
 */

/** One word spelt several ways: read as the spelling kept, in documents and queries alike. */
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  تليفزيون: 'تلفزيون',
  تيليفزيون: 'تلفزيون',
  تلفيزيون: 'تلفزيون',
  تليفيزيون: 'تلفزيون',
  تليفزيونات: 'تلفزيونات',
  تليفون: 'تلفون',
  تليفونات: 'تلفونات',
  موبيل: 'موبايل',
  ميكرويف: 'ميكروويف',
  تلاجه: 'ثلاجه',
  تلاجات: 'ثلاجات',
};

/**
 * One word written as two, or glued. A document keeps both words and adds the glued one (so "frost"
 * still finds "No Frost"); a query reads the two words as the glued one, which every document with
 * either spelling holds.
 */
export const JOINED_WORDS: Readonly<Record<string, string>> = {
  'لاب توب': 'لابتوب',
  'lap top': 'laptop',
  'كي بورد': 'كيبورد',
  'key board': 'keyboard',
  'باور بانك': 'باوربانك',
  'power bank': 'powerbank',
  'نو فروست': 'نوفروست',
  'no frost': 'nofrost',
  'ميكرو ويف': 'ميكروويف',
  'بلاي ستيشن': 'بلايستيشن',
  'play station': 'playstation',
  'اي فون': 'ايفون',
  'اي باد': 'ايباد',
  'smart phone': 'smartphone',
  'head phone': 'headphone',
  'head phones': 'headphones',
  'ear buds': 'earbuds',
};

const wordsOf = (table: Readonly<Record<string, string>>) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
const VARIANTS = wordsOf(SPELLING_VARIANTS);
const JOINED = wordsOf(JOINED_WORDS);

/** Normalised text with each listed variant written the way kept. */
export const foldVariants = (normalised: string): string =>
  normalised.replace(VARIANTS, (word) => SPELLING_VARIANTS[word]!);

/** Normalised text with each listed pair of words written glued. */
export const joinPairs = (normalised: string): string =>
  normalised.replace(JOINED, (pair) => JOINED_WORDS[pair]!);

/** The glued words of the listed pairs a normalised text holds. */
export const joinedWordsIn = (normalised: string): string[] =>
  [...normalised.matchAll(JOINED)].map(([pair]) => JOINED_WORDS[pair]!);
