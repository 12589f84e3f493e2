import { Hono } from 'hono';
import type { AppEnv } from '../request-context';
import { auditRoutes } from './audit-routes';
import { blogAdminRoutes } from './blog-admin-routes';
import { bundleAdminRoutes } from './bundle-admin-routes';
import { catalogAdminRoutes } from './catalog-admin-routes';
import { catalogImageRoutes, sellerImageRoutes } from './catalog-image-routes';
import { catalogTreeRoutes } from './catalog-tree-routes';
import { cmsAdminRoutes } from './cms-admin-routes';
import { formAdminRoutes } from './form-admin-routes';
import { homeAdminRoutes } from './home-admin-routes';
import { couponAdminRoutes } from './coupon-admin-routes';
import { creditAdminRoutes } from './credit-admin-routes';
import { orderAdminRoutes } from './order-admin-routes';
import { payoutRoutes } from './payout-routes';
import { promoAdminRoutes } from './promo-admin-routes';
import { sellerAdminRoutes } from './seller-admin-routes';
import { sellerPortalRoutes } from './seller-portal-routes';
import { slideAdminRoutes } from './slide-admin-routes';
import { staffMeRoutes, staffSessionRoutes } from './session-routes';
import { staffAccountRoutes } from './staff-account-routes';
import { sameOriginWrites } from './same-origin';

/**
 * The back office API, mounted at /rest/V1/admin: staff sessions only (a cookie; customers' bearer
 * tokens are never read here), each call checked against the caller's role; writes only from the
 * store's own pages (same-origin.ts).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(sameOriginWrites)
  .route('/', staffSessionRoutes)
  .route('/', staffMeRoutes)
  .route('/', sellerAdminRoutes)
  .route('/', orderAdminRoutes)
  .route('/', creditAdminRoutes)
  .route('/', catalogAdminRoutes)
  .route('/', catalogImageRoutes)
  .route('/', catalogTreeRoutes)
  .route('/', couponAdminRoutes)
  .route('/', slideAdminRoutes)
  .route('/', bundleAdminRoutes)
  .route('/', homeAdminRoutes)
  .route('/', sellerPortalRoutes)
  .route('/', sellerImageRoutes)
  .route('/', payoutRoutes)
  .route('/', cmsAdminRoutes)
  .route('/', promoAdminRoutes)
  .route('/', blogAdminRoutes)
  .route('/', formAdminRoutes)
  .route('/', auditRoutes)
  .route('/', staffAccountRoutes);
