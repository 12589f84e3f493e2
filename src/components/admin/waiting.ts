import type { TFunction } from 'i18next';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** How many whole days something has waited, in the page's language. */
export function waitingDays(t: TFunction, locale: Locale, since: Date, now: Date): string {
  const days = Math.floor((now.getTime() - since.getTime()) / 86_400_000);
  return t('admin.applications.age_days', { count: days, formatted: formatNumber(days, locale) });
}

/** The page asked for in the URL, or the first when it is not a page number. */
export function pageNumber(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
