import { asciiDigits } from '../shared/digits';

/** The phone field's length (§9): an Egyptian mobile in its local form, 01 and 9 digits. */
export const PHONE_FIELD_MAX = 11;
/** Room in the phone field for a number pasted in its international form with spaces ("+20 101 234 5678"). */
export const PHONE_PASTE_MAX = 24;

/** What separates the digits of a number as written or pasted: spaces, dashes, brackets, dots, direction marks. */
export const PHONE_SEPARATORS = /[\s\-().\u200e\u200f]/g;

/**
 * What the phone field keeps of what was typed, pasted or filled in: the separators of a written
 * number (spaces, dashes, brackets, dots) go, and a complete Egyptian mobile in its international
 * form (+20 1…, 0020 1…, 20 1…) becomes its local form 01…, which fits the field's 11 characters. Digits
 * stay as typed (Arabic-Indic ones too: the schema reads them). Anything longer is cut to the length
 * of its form (+201… 13, 00201… 14, 201… 12, 01… 11).
 */
export function typedPhone(raw: string): string {
  const compact = raw.replace(PHONE_SEPARATORS, '');
  const ascii = asciiDigits(compact);
  const longest = ascii.startsWith('+')
    ? 13
    : ascii.startsWith('00')
      ? 14
      : ascii.startsWith('20')
        ? 12
        : PHONE_FIELD_MAX;
  const cut = compact.slice(0, longest);
  const international = /^(?:\+|00)?20(1[0125]\d{8})$/.exec(asciiDigits(cut));
  return international ? `0${international[1]}` : cut;
}
