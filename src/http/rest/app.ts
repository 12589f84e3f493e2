import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isLocale } from '@/i18n/locales';
import { catalogImportBodyLimit } from '../admin/catalog-admin-routes';
import { bodyLimit, DEFAULT_BODY_MAX_BYTES } from '../body-limit';
import { productImageBodyLimit } from '../admin/catalog-image-routes';
import { popupBodyLimit } from '../admin/promo-admin-routes';
import { slideBodyLimit } from '../admin/slide-admin-routes';
import { catalogTreeBodyLimit } from '../admin/catalog-tree-routes';
import { blogPostBodyLimit } from '../admin/blog-admin-routes';
import { apiHeaders } from '../api-headers';
import { requestContext } from '../request-context';
import { localeFromHeaders } from '../request-locale';
import { cartRoutes, guestCartCreateRoutes } from './cart-routes';
import { compareRoutes } from './compare-routes';
import { contentRoutes } from './content-routes';
import { creditDocumentFileRoutes, creditRoutes, documentBodyLimit, sendPinRoutes } from './credit-routes';
import { customerRoutes, logoutRoutes } from './customer-routes';
import { formRoutes } from './form-routes';
import { sellerDocumentBodyLimit, sellerDocumentFileRoutes, sellerRoutes } from './seller-routes';
import { newsletterRoutes } from './newsletter-routes';
import { storeOffersCall } from './offers-routes';
import { devOrderRoutes, orderRoutes, refundBodyLimit, saveOrderRoutes } from './order-routes';
import { instalmentRoutes } from './instalment-routes';
import { gatewayRoutes, paymentRoutes, walletRoutes } from './payment-routes';
import { magentoSearchRoutes, searchRoutes } from './search-routes';
import { openApiDocument } from './openapi';
import { adminRoutes } from '../admin/app';
import type { RestEnv } from './env';
import { errorBody, mapError } from './errors';

/**
 * The Magento-shaped REST API: /rest/{locale}/V1/... and /rest/V1/... Thin: parse, call the
 * domain, serialise. Mounted by Next at src/app/rest/[...path]/route.ts and runnable standalone.
 */
export function createRestApp() {
  const app = new Hono<RestEnv>().basePath('/rest');
  app.use('*', apiHeaders);

  app.use(
    '*',
    requestContext((c) => {
      const segment = c.req.path.split('/')[2];
      return isLocale(segment) ? segment : localeFromHeaders(c.req.raw.headers);
    }),
  );

  // Body limits before anything reads a body: the refund upload's own, then 1 MB for every route.
  app.use('/:locale/V1/orders/mine/:id/refund', refundBodyLimit);
  app.use('/:locale/V1/creditlimit/mine/documents', documentBodyLimit);
  app.use('/:locale/V1/sellers/application/documents', sellerDocumentBodyLimit);
  app.use('/V1/admin/catalog/products/:id/images', productImageBodyLimit);
  app.use('/V1/admin/seller/products/:id/images', productImageBodyLimit);
  app.use('/V1/admin/catalog/import/*', catalogImportBodyLimit);
  app.use('/V1/admin/content/slides', slideBodyLimit);
  app.use('/V1/admin/content/slides/:id', slideBodyLimit);
  app.use('/V1/admin/content/popups', popupBodyLimit);
  app.use('/V1/admin/content/popups/:id', popupBodyLimit);
  for (const path of ['categories', 'categories/:id', 'brands', 'brands/:id', 'sellers/:id/details'])
    app.use(`/V1/admin/catalog/${path}`, catalogTreeBodyLimit);
  app.use('/V1/admin/content/blog/posts', blogPostBodyLimit);
  app.use('/V1/admin/content/blog/posts/:id', blogPostBodyLimit);
  app.use('*', bodyLimit(DEFAULT_BODY_MAX_BYTES));

  app.get('/openapi.json', (c) => c.json(openApiDocument()));

  app.get('/V1/cmsblocks/store-offers', storeOffersCall);

  app.route('/V1', logoutRoutes);
  app.route('/V1', guestCartCreateRoutes);
  app.route('/V1', saveOrderRoutes);
  app.route('/V1', gatewayRoutes);
  app.route('/V1', devOrderRoutes);
  app.route('/V1', sendPinRoutes);
  app.route('/V1', creditDocumentFileRoutes);
  app.route('/V1', sellerDocumentFileRoutes);
  app.route('/V1', magentoSearchRoutes);
  app.route('/V1/admin', adminRoutes);

  const knownLocale: MiddlewareHandler<RestEnv> = async (c, next) => {
    const locale = c.req.param('locale') ?? '';
    if (!isLocale(locale)) return c.json(errorBody(c.get('ctx').locale, 'unknown_locale', { locale }), 404);
    await next();
  };
  app.use('/:locale/V1/*', knownLocale);
  app.use('/:locale/accept/*', knownLocale);
  app.route('/:locale/V1', contentRoutes);
  app.route('/:locale/V1', newsletterRoutes);
  app.route('/:locale/V1', formRoutes);
  app.route('/:locale/V1', sellerRoutes);
  app.route('/:locale/V1', searchRoutes);
  app.route('/:locale/V1', magentoSearchRoutes);
  app.route('/:locale/V1', compareRoutes);
  app.route('/:locale/V1', customerRoutes);
  app.route('/:locale/V1', cartRoutes);
  app.route('/:locale/V1', orderRoutes);
  app.route('/:locale/V1', paymentRoutes);
  app.route('/:locale/V1', creditRoutes);
  app.route('/:locale/V1', instalmentRoutes);

  app.route('/:locale', walletRoutes);

  // A path outside /rest has had no request context (npm run start:api serves only the API).
  const localeOf = (c: Context<RestEnv>) => c.get('ctx')?.locale ?? localeFromHeaders(c.req.raw.headers);
  app.notFound((c) => c.json(errorBody(localeOf(c), 'route_not_found', { path: c.req.path }), 404));
  app.onError((err, c) => mapError(err, c, localeOf(c)));
  return app;
}

export const restApp = createRestApp();
