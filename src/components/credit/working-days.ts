import type { TFunction } from 'i18next';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** "2 working days" in the shopper's language, with Arabic's dual ("يومي عمل") and plural forms. */
export const workingDays = (t: TFunction, days: number, locale: Locale): string =>
  t('credit.working_days', { count: days, days: formatNumber(days, locale) });
