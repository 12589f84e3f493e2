import { intlLocale } from './format';
import type { Locale } from './locales';

const unit = (value: number, name: 'second' | 'minute' | 'hour', locale: Locale) =>
  new Intl.NumberFormat(intlLocale[locale], { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);

/**
 * A wait in words a person reads, rounded up to what matters: "45 seconds", "12 minutes",
 * "1 hour", "1 hour and 5 minutes" (Arabic with its dual and plural forms: "ساعة", "دقيقتان").
 */
export function formatWait(seconds: number, locale: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return unit(s, 'second', locale);
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return unit(minutes, 'minute', locale);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return unit(hours, 'hour', locale);
  return new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format([
    unit(hours, 'hour', locale),
    unit(rest, 'minute', locale),
  ]);
}
