import { asciiDigits } from '../shared/digits';

/**
 * Egyptian IBANs (ISO 13616): "EG", two check digits, then 25 digits (bank, branch, account),
 * 29 characters in all. The check digits are right when the rearranged number mod 97 is 1.
 */
export const EG_IBAN_LENGTH = 29;

/** The IBAN as typed, without spaces, upper case ("eg38 0019…" → "EG380019…"). */
export const compactIban = (value: string) => asciiDigits(value).replace(/\s+/g, '').toUpperCase();

/** The ISO 7064 MOD 97-10 remainder of an IBAN: 1 when its check digits are right. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    // Letters count as two digits (A = 10 … Z = 35); fold digit by digit to stay in range.
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** The problem with an Egyptian IBAN (message key), or null. */
export function ibanProblem(value: string): 'iban_format' | 'iban_check' | null {
  const iban = compactIban(value);
  if (!/^EG\d{27}$/.test(iban)) return 'iban_format';
  return ibanRemainder(iban) === 1 ? null : 'iban_check';
}
