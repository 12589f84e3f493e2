import type { Locale } from '@/i18n/locales';

const intlLocale: Record<Locale, string> = { ar: 'ar-EG', en: 'en-EG' };

/** Counts and terms in the page's digits (Arabic-Indic in Arabic), matching formatPrice. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}
