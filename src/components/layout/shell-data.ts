import 'server-only';
import { pageCtx } from '@/lib/page-ctx';
import type { FooterCategory, MenuCategory } from '@/domain/content/menu';
import {
  cachedCategoryTree,
  cachedCountdown,
  cachedImportantCategories,
  cachedPromoStrip,
  cachedSwitchedOffPages,
} from '@/domain/content/page-data';
import type { PromoStrip } from '@/domain/content/promo-strip';
import { DEFAULT_COUNTDOWN } from '@/domain/content/promotions';
import { logger } from '@/http/logger';
import type { Locale } from '@/i18n/locales';

async function orFallback<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (err) {
    logger.error({ err, what }, 'shell data failed; rendering without it');
    return fallback;
  }
}

export interface ShellData {
  menu: MenuCategory[];
  footerCategories: FooterCategory[];
  countdown: { start: string; end: string };
  promoStrip: PromoStrip;
  /** Store pages switched off in the back office: not linked. */
  pagesOff: string[];
}

/**
 * What every page's shell needs, in the current language. Like the seed's startup, a failed call
 * leaves its part empty (the countdown at the spec's default dates, the promo strip with the store's
 * own texts) instead of failing the page.
 */
export async function loadShellData(locale: Locale): Promise<ShellData> {
  const ctx = pageCtx(locale);
  const [menu, footerCategories, countdown, promoStrip, pagesOff] = await Promise.all([
    orFallback('menu', () => cachedCategoryTree(ctx), []),
    orFallback('footer categories', () => cachedImportantCategories(ctx), []),
    orFallback('countdown', () => cachedCountdown(ctx), null),
    orFallback('promo strip', () => cachedPromoStrip(ctx), { visible: true, text: null, cta: null }),
    orFallback('pages switched off', () => cachedSwitchedOffPages(ctx), []),
  ]);
  return {
    menu,
    footerCategories,
    countdown: countdown
      ? { start: countdown.startDate.toISOString(), end: countdown.endDate.toISOString() }
      : { start: DEFAULT_COUNTDOWN.start, end: DEFAULT_COUNTDOWN.end },
    promoStrip,
    pagesOff,
  };
}
