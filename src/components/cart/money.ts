import { formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** The cart API speaks EGP (1499.5); formatPrice takes piastres. */
export function formatEgp(amount: number, locale: Locale): string {
  return formatPrice(Math.round(amount * 100), locale);
}
