import type { Locale } from './locales';

const intlLocale: Record<Locale, string> = { ar: 'ar-EG', en: 'en-EG' };

/** Counts and terms in the page's digits (Arabic-Indic in Arabic), matching formatPrice. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

/** Prices are integer piastres; shown as EGP. */
export function formatPrice(piastres: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: piastres % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(piastres / 100);
}

/** Dates as 'MMMM d, yyyy' in either language (e.g. "November 1, 2025" / "نوفمبر ١، ٢٠٢٥"). */
export function formatDate(date: Date | string, locale: Locale): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Cairo',
  }).format(d);
}
