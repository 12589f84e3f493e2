import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { countdowns, popupBannerTranslations, popupBanners } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';

/** The spec's fallback when the countdown call fails or none is set. */
export const DEFAULT_COUNTDOWN = { start: '2025-10-20', end: '2025-11-1' } as const;

export interface Countdown {
  startDate: Date;
  endDate: Date;
}

/** The newest active countdown, or null when none is set. */
export async function getCountdown(ctx: Ctx): Promise<Countdown | null> {
  const [row] = await ctx.db
    .select({ startDate: countdowns.startDate, endDate: countdowns.endDate })
    .from(countdowns)
    .where(eq(countdowns.isActive, true))
    .orderBy(desc(countdowns.id))
    .limit(1);
  return row ?? null;
}

export interface PopupBanner {
  id: number;
  title: string;
  image: string;
  link: string;
}

/** Overlay ads that are active now. */
export async function getPopupBanners(ctx: Ctx): Promise<PopupBanner[]> {
  const now = nowOf(ctx);
  return ctx.db
    .select({
      id: popupBanners.id,
      title: popupBannerTranslations.title,
      image: popupBanners.image,
      link: popupBanners.link,
    })
    .from(popupBanners)
    .innerJoin(
      popupBannerTranslations,
      and(
        eq(popupBannerTranslations.bannerId, popupBanners.id),
        eq(popupBannerTranslations.locale, ctx.locale),
      ),
    )
    .where(
      and(
        eq(popupBanners.isActive, true),
        or(isNull(popupBanners.startsAt), lte(popupBanners.startsAt, now)),
        or(isNull(popupBanners.endsAt), gte(popupBanners.endsAt, now)),
      ),
    )
    .orderBy(asc(popupBanners.id));
}
