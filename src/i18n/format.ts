import type { Locale } from './locales';

/**
 * Every number, price and date on screen is written here, in one digit system per language.
 * Arabic pages use Western digits (`-u-nu-latn`), like product names, model numbers, phone
 * numbers and codes do: see docs/decisions.md, "Digits on Arabic pages".
 */
export const intlLocale: Record<Locale, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-EG' };

export interface NumberOptions {
  /** Pad with zeros to this many digits (a countdown's "05"). */
  minDigits?: number;
  /** Thousands separators; off for years and codes. Default on. */
  grouping?: boolean;
}

/**
 * Formatters are costly to make and cheap to use: a page writes hundreds of prices, and making a
 * new Intl.NumberFormat for each was a measurable part of rendering one. Kept per options (a few).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A whole number from 0 to 999 as Intl writes it in both languages (Western digits, no separator),
 * or null for any other. A page's first Intl.NumberFormat costs the browser 13–17 ms of its main
 * thread (ICU's locale data; 4 times that on Lighthouse's phone), and while a page hydrates the
 * cards' compare buttons, the header's counts and the countdown write only such numbers.
 */
function smallWhole(value: number, minDigits = 1): string | null {
  // Four digits or more take a separator, padding zeros included ('0,000').
  if (!Number.isInteger(value) || value < 0 || value > 999 || Object.is(value, -0) || minDigits > 3)
    return null;
  return String(value).padStart(minDigits, '0');
}

/** Counts, quantities, page numbers and the like. */
export function formatNumber(value: number, locale: Locale, options: NumberOptions = {}): string {
  const plain = smallWhole(value, options.minDigits);
  if (plain !== null) return plain;
  return numberFormat(locale, {
    minimumIntegerDigits: options.minDigits,
    useGrouping: options.grouping ?? true,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * Prices are integer piastres; shown as EGP, whole pounds without piastres ("EGP 1,000") unless
 * `piastres` asks for them ("EGP 1,000.00", beside amounts that have them).
 */
export function formatPrice(piastres: number, locale: Locale, withPiastres = false): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: withPiastres || piastres % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(piastres / 100);
}

/** An amount in pounds given to a text (`{{amount, egp}}`), as a price; anything not a number stays as it came. */
export function formatEgpText(pounds: unknown, locale: Locale): string {
  const amount = Number(pounds);
  return pounds === '' || !Number.isFinite(amount) ? String(pounds) : formatEgp(amount, locale);
}

/** An amount in pounds (as the APIs speak: 1499.5) as a price; formatPrice takes piastres. */
export function formatEgp(amount: number, locale: Locale, withPiastres = false): string {
  return formatPrice(Math.round(amount * 100), locale, withPiastres);
}

/**
 * Amounts in pounds read together (a table's column, a plan's terms): each with piastres when any
 * has them, so that "1,000" does not stand beside "934.88" as if it were a different kind of number.
 */
export function egpAlike(amounts: readonly number[], locale: Locale): (amount: number) => string {
  const withPiastres = amounts.some((a) => Math.round(a * 100) % 100 !== 0);
  return (amount) => formatEgp(amount, locale, withPiastres);
}

/** Dates as 'MMMM d, yyyy' in either language (e.g. "November 1, 2025" / "1 نوفمبر 2025"). */
export function formatDate(date: Date | string, locale: Locale): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Cairo',
  }).format(d);
}

/** Date and time to the minute in Cairo, for records such as the audit log. */
export function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  }).format(date);
}

/** "a.png, b.png and c.png" / "a.png وb.png وc.png". */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale[locale], { style: 'long', type: 'conjunction' }).format(items);
}

/** A month (YYYY-MM) in words: "November 2026" / "نوفمبر 2026". */
export function formatMonth(period: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    timeZone: 'Africa/Cairo',
  }).format(new Date(`${period}-15T12:00:00Z`));
}
