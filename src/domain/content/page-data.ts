import type { Ctx } from '../shared/ctx';
import { cachedByTags } from '../shared/versioned-cache';
import { switchedOffPages } from './cms';
import { getHomeContent, type HomeContent } from './home';
import { getCategoryTree, getImportantCategories, type FooterCategory, type MenuCategory } from './menu';
import { getCountdown, getPopupBanners, type Countdown, type PopupBanner } from './promotions';
import { getPromoStrip, type PromoStrip } from './promo-strip';

/*
 * The shell's and the home page's data, the same for every shopper in a language, cached and
 * invalidated by the tags of the tables they read ('structure' for categories, 'catalog' for the
 * home page's product rows, 'content' for slides, banners, blocks, the countdown and the promo strip). Shared between requests: read only.
 */

export const cachedCategoryTree = (ctx: Ctx): Promise<MenuCategory[]> =>
  cachedByTags(ctx, `menu:${ctx.locale}`, ['structure'], () => getCategoryTree(ctx));

export const cachedImportantCategories = (ctx: Ctx): Promise<FooterCategory[]> =>
  cachedByTags(ctx, `footer:${ctx.locale}`, ['structure'], () => getImportantCategories(ctx));

export const cachedCountdown = (ctx: Ctx): Promise<Countdown | null> =>
  cachedByTags(ctx, 'countdown', ['content'], () => getCountdown(ctx));

export const cachedHomeContent = (ctx: Ctx): Promise<HomeContent> =>
  cachedByTags(ctx, `home:${ctx.locale}`, ['catalog', 'content'], () => getHomeContent(ctx));

export const cachedPopupBanners = (ctx: Ctx): Promise<PopupBanner[]> =>
  cachedByTags(ctx, `popups:${ctx.locale}`, ['content'], () => getPopupBanners(ctx));

export const cachedPromoStrip = (ctx: Ctx): Promise<PromoStrip> =>
  cachedByTags(ctx, `promo-strip:${ctx.locale}`, ['content'], () => getPromoStrip(ctx));

export const cachedSwitchedOffPages = (ctx: Ctx): Promise<string[]> =>
  cachedByTags(ctx, 'pages-off', ['content'], () => switchedOffPages(ctx));
