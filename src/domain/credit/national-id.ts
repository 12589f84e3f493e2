/**
 * The Egyptian national ID (14 digits), checked for structure only — there is no registry to ask:
 *   C YYMMDD GG SSSS K
 *   C: century (2 = 1900s, 3 = 2000s) · YYMMDD: date of birth · GG: governorate of birth
 *   SSSS: serial (its last digit odd for men, even for women) · K: check digit (its rule is not
 *   published, so it is not checked).
 */
import { cairoDay } from '../shared/cairo-day';
import { asciiDigits } from '../shared/digits';
export const NATIONAL_ID_LENGTH = 14;
export const MIN_AGE_YEARS = 21;

/** Egypt's official governorate codes: 01–04, 11–19, 21–29, 31–35, and 88 for births abroad. */
export const GOVERNORATE_CODES: ReadonlySet<string> = new Set(
  [...range(1, 4), ...range(11, 19), ...range(21, 29), ...range(31, 35), 88].map((n) =>
    String(n).padStart(2, '0'),
  ),
);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export type NationalIdProblem =
  'national_id_format' | 'national_id_date' | 'national_id_governorate' | 'national_id_age';

export interface NationalIdFacts {
  birthDate: { year: number; month: number; day: number };
  governorate: string;
}

/** The date of birth and governorate an ID encodes, or the first problem with it. */
export function readNationalId(id: string): NationalIdFacts | NationalIdProblem {
  if (!/^[23]\d{13}$/.test(id)) return 'national_id_format';
  const century = id[0] === '2' ? 1900 : 2000;
  const year = century + Number(id.slice(1, 3));
  const month = Number(id.slice(3, 5));
  const day = Number(id.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'national_id_date';
  const governorate = id.slice(7, 9);
  if (!GOVERNORATE_CODES.has(governorate)) return 'national_id_governorate';
  return { birthDate: { year, month, day }, governorate };
}

/**
 * Whole years of age on `today` (Cairo's calendar date). Someone born on 29 February has a
 * birthday on 1 March in the years without one.
 */
export function ageOn(
  birth: NationalIdFacts['birthDate'],
  today: { year: number; month: number; day: number },
): number {
  const leapDay = birth.month === 2 && birth.day === 29;
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const [bMonth, bDay] = leapDay && !isLeap(today.year) ? [3, 1] : [birth.month, birth.day];
  const hadBirthday = today.month > bMonth || (today.month === bMonth && today.day >= bDay);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Today's calendar date in Cairo, where the store's customers live. */
export function cairoDate(now: Date): { year: number; month: number; day: number } {
  const [year, month, day] = cairoDay(now).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Whether someone born on `birth` has been born by `today` (a date of birth cannot be to come). */
function bornBy(birth: NationalIdFacts['birthDate'], today: NationalIdFacts['birthDate']): boolean {
  const key = (d: NationalIdFacts['birthDate']) => d.year * 10_000 + d.month * 100 + d.day;
  return key(birth) <= key(today);
}

/** The date of birth and governorate of an ID that is valid on `now`, or its first problem. */
export function readNationalIdOn(id: string, now: Date): NationalIdFacts | NationalIdProblem {
  const facts = readNationalId(id);
  if (typeof facts === 'string') return facts;
  return bornBy(facts.birthDate, cairoDate(now)) ? facts : 'national_id_date';
}

/** A problem with the ID for a card application on `now` (structure, then age 21+), or null. */
export function nationalIdProblem(id: string, now: Date): NationalIdProblem | null {
  const facts = readNationalIdOn(asciiDigits(id.trim()), now);
  if (typeof facts === 'string') return facts;
  return ageOn(facts.birthDate, cairoDate(now)) >= MIN_AGE_YEARS ? null : 'national_id_age';
}
