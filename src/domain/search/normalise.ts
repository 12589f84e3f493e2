import { asciiDigits } from '../shared/digits';
import { foldVariants, joinedWordsIn, joinPairs } from './spelling-folds';

/**
 * Text analysis shared by indexing and querying, so both sides always agree: normalise (Arabic
 * letter variants, diacritics, digits, case), split into words, and light-stem each word.
 * Pure functions, no database.
 */

// Tashkeel (fathatan..sukun), superscript alef, Quranic marks, and tatweel carry no meaning for search.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_MAP: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي', // Persian yeh
  ئ: 'ي',
  ؤ: 'و',
  ک: 'ك', // Persian kaf
  گ: 'ك',
};
const LETTER_VARIANTS = /[أإآٱةىیئؤکگ]/g;
const ARABIC_DECIMAL = /(\d)٫(\d)/g;

/** Normalised text: one script form per letter, Latin digits, lower case, single spaces. */
export function normaliseText(text: string): string {
  const letters = text
    // NFKC folds Arabic presentation forms (ligatures such as ﻻ) and full-width Latin.
    .normalize('NFKC')
    .replace(DIACRITICS, '')
    .replace(LETTER_VARIANTS, (ch) => LETTER_MAP[ch] ?? ch);
  return (
    asciiDigits(letters)
      .replace(ARABIC_DECIMAL, '$1.$2')
      .toLowerCase()
      // Anything that is not a letter, a digit or a decimal point separates words.
      .replace(/[^\p{L}\p{N}.]+/gu, ' ')
      .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words of already-normalised text. Letters and digits glued together are split ("55بوصه"). */
export function splitWords(normalised: string): string[] {
  if (!normalised) return [];
  return normalised
    .split(' ')
    .flatMap((word) => word.match(/\d+(?:\.\d+)?[a-z]*|[a-z]+\d*[a-z\d]*|\p{Script=Arabic}+|\p{L}+/gu) ?? []);
}

// Light10 (Larkey et al.): the article and its prepositions, then common suffixes.
const AR_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
// After normalisation ة is ه, so Light10's ية/ة are covered by يه/ه.
const AR_SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

function stemArabic(word: string): string {
  let w = word;
  // A leading و is the conjunction "and" only when enough of a word is left.
  if (w.length > 3 && w.startsWith('و')) w = w.slice(1);
  for (const prefix of AR_PREFIXES) {
    if (w.startsWith(prefix) && w.length - prefix.length >= 2) {
      w = w.slice(prefix.length);
      break;
    }
  }
  for (const suffix of AR_SUFFIXES) {
    if (w.length > suffix.length + 1 && w.endsWith(suffix)) w = w.slice(0, -suffix.length);
  }
  return w;
}

function stemLatin(word: string): string {
  if (/\d/.test(word) || word.length < 3) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The light stem of one normalised word: Arabic article, prepositions and suffixes; English plurals. */
export function stemWord(word: string): string {
  return ARABIC_WORD.test(word) ? stemArabic(word) : stemLatin(word);
}

/** Words that say nothing about a product; dropped from queries that have other words. */
const STOP_WORDS = new Set(
  [
    'and',
    'or',
    'the',
    'for',
    'with',
    'of',
    'in',
    'to',
    'a',
    'an',
    'و',
    'في',
    'من',
    'مع',
    'علي',
    'الي',
    'او',
    'عن',
    'ل',
    'ب',
    'ال',
  ].map((w) => stemWord(w)),
);

/** Stemmed words of normalised text, a word's spelling variants read as one (spelling-folds.ts). */
const wordsOfNormalised = (normalised: string) =>
  splitWords(foldVariants(normalised)).map(stemWord).filter(Boolean);

/** Normalised, stemmed words of a text, in order (duplicates kept). */
export function analyseText(text: string): string[] {
  return wordsOfNormalised(normaliseText(text));
}

/**
 * Words to index for a text: its analysed words, plus the parts of glued words ("256gb" → 256, gb),
 * the joined form of hyphenated Latin words ("Wi-Fi" → wifi) and of words often written as two
 * ("لاب توب" → لابتوب), so either spelling finds it.
 */
export function indexWords(text: string): string[] {
  const normalised = normaliseText(text);
  const words = wordsOfNormalised(normalised);
  const extra = [...words.flatMap(wordParts), ...joinedWordsIn(normalised).map(stemWord)];
  for (const match of text.toLowerCase().matchAll(/\b([a-z]+)-([a-z]+)\b/g)) {
    extra.push(stemWord(`${match[1]}${match[2]}`));
  }
  return extra.length ? [...words, ...extra] : words;
}

/** Latin initials written with dots ("L.G", "H.P."), as one word: LG, HP. */
const joinInitials = (text: string) =>
  text.replace(/(?<![a-z])[a-z](?:\.[a-z](?![a-z]))+/gi, (initials) => initials.replace(/\./g, ''));

/** Query words: analysed, without stop words unless nothing else is left. */
export function analyseQuery(text: string): string[] {
  const words = wordsOfNormalised(joinPairs(normaliseText(joinInitials(text))));
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(meaningful.length ? meaningful : words)];
}

/**
 * Parts of a word that glues digits and Latin letters ("256gb" → ["256", "gb"]; "i7" → ["i", "7"]),
 * so "256GB" and "256 GB" find each other. Empty for plain words.
 */
export function wordParts(word: string): string[] {
  if (!/\d/.test(word) || !/[a-z]/.test(word)) return [];
  return word.match(/\d+(?:\.\d+)?|[a-z]+/g) ?? [];
}

/** Words worth correcting and remembering in the vocabulary: letters only, 3 or more. */
export const isVocabularyWord = (word: string) => word.length >= 3 && /^\p{L}+$/u.test(word);
