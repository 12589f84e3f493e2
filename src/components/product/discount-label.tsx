import type { TFunction } from 'i18next';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** "-29%": left to right in Arabic too, or the minus sign shows after the number (29%-). */
export function DiscountLabel({ percent, locale, t }: { percent: number; locale: Locale; t: TFunction }) {
  return <span dir="ltr">{t('product.discount', { percent: formatNumber(percent, locale) })}</span>;
}
