import { normaliseText } from '../search/normalise';

/**
 * Store names are unique regardless of case, Arabic letter forms and script: "Tech Hub",
 * "TECH-HUB" and "تك هب" are one name. Within a script the folded text must differ; across
 * scripts the consonant skeletons (Arabic letters written as Latin sounds, vowels dropped) must
 * differ, since a shop spelt in either script is the same shop to a shopper.
 */
const ARABIC_TO_LATIN: Record<string, string> = {
  ا: '',
  ب: 'b',
  ت: 't',
  ث: 's',
  ج: 'g',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: '',
  ي: '',
  ء: '',
};

/** The name folded within its script: lower case, one form per Arabic letter, no spaces or marks. */
export function storeNameKey(name: string): string {
  return normaliseText(name).replace(/[^\p{L}\p{N}]/gu, '');
}

/** The name's consonants in Latin letters, for comparing across scripts. */
export function storeNameSkeleton(name: string): string {
  const latin = [...storeNameKey(name)].map((ch) => ARABIC_TO_LATIN[ch] ?? ch).join('');
  return latin
    .replace(/[aeiouyw]/g, '')
    .replace(/[cq]/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

const hasArabic = (key: string) => /[\u0600-\u06FF]/.test(key);

/** Whether two store names would be the same shop to a shopper. */
export function sameStoreName(a: string, b: string): boolean {
  const [ka, kb] = [storeNameKey(a), storeNameKey(b)];
  if (ka === kb) return true;
  if (hasArabic(ka) === hasArabic(kb)) return false;
  const [sa, sb] = [storeNameSkeleton(a), storeNameSkeleton(b)];
  // Two or three consonants match too many unrelated names across scripts.
  return sa.length >= 4 && sa === sb;
}
