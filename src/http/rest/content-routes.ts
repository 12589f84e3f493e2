import { Hono } from 'hono';
import { listBrands } from '@/domain/catalog/brands';
import { getCmsBlock } from '@/domain/content/cms';
import { getHomeContent } from '@/domain/content/home';
import { getCategoryTree, getImportantCategories } from '@/domain/content/menu';
import { getCountdown, getPopupBanners } from '@/domain/content/promotions';
import { getT } from '@/i18n/translate';
import { mediaUrl, toWireBrand, toWireCategory, toWireProduct } from './serializers';
import type { RestEnv } from './env';
import { storeOffersCall } from './offers-routes';

const DAY_MS = 86_400_000;

/** Content calls of the shell and the content pages; mounted under /rest/{locale}/V1. */
export const contentRoutes = new Hono<RestEnv>()
  .get('/catalog/category', async (c) => {
    const tree = await getCategoryTree(c.get('ctx'));
    return c.json(tree.map(toWireCategory));
  })
  .get('/catalog/category/important', async (c) => {
    const list = await getImportantCategories(c.get('ctx'));
    return c.json(list.map((x) => ({ id: x.id, name: x.name, url_key: x.urlKey, url_path: x.path })));
  })
  .get('/home', async (c) => {
    const ctx = c.get('ctx');
    const home = await getHomeContent(ctx);
    const t = getT(ctx.locale);
    return c.json({
      slides: home.slides.map((s) => ({ ...s, image: mediaUrl(s.image) })),
      /** The sections below the slides that show, in order, each with its title in the language. */
      sections: home.sections.map((s) => ({ identifier: s.id, title: s.title ?? t(`home.${s.id}`) })),
      categories: home.categories.map(toWireCategory),
      product_rows: home.rows.map((r) => ({
        identifier: r.id,
        title: home.sections.find((s) => s.id === r.id)?.title ?? t(`home.${r.id}`),
        items: r.items.map(toWireProduct),
      })),
      brands: home.brands.map(toWireBrand),
    });
  })
  .get('/cmsblocks/store-offers', storeOffersCall)
  .get('/cmsblocks/:identifier', async (c) => {
    const block = await getCmsBlock(c.get('ctx'), c.req.param('identifier'));
    return c.json({
      identifier: block.identifier,
      title: block.title,
      content: block.content,
      updated_at: block.updatedAt.toISOString(),
    });
  })
  .get('/landingpage/content', async (c) => {
    const brands = await listBrands(c.get('ctx'));
    return c.json({ brands: brands.map(toWireBrand) });
  })
  .get('/popup/bannerpopup/banners', async (c) => {
    const banners = await getPopupBanners(c.get('ctx'));
    return c.json(banners.map((b) => ({ ...b, image: mediaUrl(b.image) })));
  })
  .get('/countdown', async (c) => {
    const ctx = c.get('ctx');
    const countdown = await getCountdown(ctx);
    if (!countdown) return c.json({ countdown_start_date: null, countdown_end_date: null, days_left: 0 });
    const now = ctx.now ?? new Date();
    return c.json({
      countdown_start_date: countdown.startDate.toISOString(),
      countdown_end_date: countdown.endDate.toISOString(),
      days_left: Math.max(0, Math.ceil((countdown.endDate.getTime() - now.getTime()) / DAY_MS)),
    });
  });
