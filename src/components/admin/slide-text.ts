import type { TFunction } from 'i18next';
import type { StaffSlide } from '@/domain/content/staff-slides';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** The days a slide shows, in words: both ends, one of them, or always. */
export function slideDatesText(t: TFunction, locale: Locale, s: Pick<StaffSlide, 'startsAt' | 'endsAt'>) {
  const from = s.startsAt && formatDate(s.startsAt, locale);
  const to = s.endsAt && formatDate(s.endsAt, locale);
  if (from && to) return t('admin_slides.dates_between', { from, to });
  if (from) return t('admin_slides.dates_from', { from });
  if (to) return t('admin_slides.dates_until', { to });
  return t('admin_slides.dates_always');
}
