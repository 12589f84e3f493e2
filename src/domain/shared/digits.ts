/** Arabic-Indic digits (U+0660–0669) and the extended ones of Persian and Urdu keyboards (U+06F0–06F9). */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Digits as an Arabic keyboard types them (٠١٢٣٤٥٦٧٨٩ or ۰۱۲۳۴۵۶۷۸۹) read as 0–9: a shopper in Egypt
 * may type a phone number, a national ID, a one-time code or a search either way.
 */
export function asciiDigits(value: string): string {
  // Both blocks start at a code point ending in 0: its low four bits are the digit.
  return value.replace(EASTERN_DIGITS, (d) => String(d.codePointAt(0)! & 0xf));
}

/** The thousands separators a shopper may type in an amount: the comma, the Arabic one (U+066C), spaces. */
const THOUSANDS = /[,\u066C\s]/g;

/**
 * An amount as typed, read as its ASCII digits: "١٢٬٠٠٠" or "12,000" as "12000". The Arabic
 * decimal separator (U+066B) becomes ".", so that "١٢٠٠٠٫٥" is still read as a fraction.
 */
export function plainAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return asciiDigits(value)
    .replace(THOUSANDS, '')
    .replace(/\u066B/g, '.');
}
