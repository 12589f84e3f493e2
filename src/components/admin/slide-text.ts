import type { TFunction } from 'i18next';
import type { SlideStatus } from '@/domain/content/slide-schemas';
import type { StaffSlide } from '@/domain/content/staff-slides';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** The days a slide (or an overlay ad) shows, in words: both ends, one of them, or always. */
export function slideDatesText(t: TFunction, locale: Locale, s: Pick<StaffSlide, 'startsAt' | 'endsAt'>) {
  const from = s.startsAt && formatDate(s.startsAt, locale);
  const to = s.endsAt && formatDate(s.endsAt, locale);
  if (from && to) return t('admin_slides.dates_between', { from, to });
  if (from) return t('admin_slides.dates_from', { from });
  if (to) return t('admin_slides.dates_until', { to });
  return t('admin_slides.dates_always');
}

/** The colours of a slide's or an overlay ad's status (a plain module: server pages read it too). */
export const SLIDE_STATUS_TONE: Record<SlideStatus, string> = {
  live: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-900',
  ended: 'bg-neutral-200 text-neutral-800',
  inactive: 'bg-red-100 text-red-900',
};
