import { Hono } from 'hono';
import { nowOf } from '@/domain/shared/ctx';
import {
  couponForStaff,
  couponList,
  createCouponAs,
  setCouponActiveAs,
  updateCouponAs,
} from '@/domain/content/staff-coupons';
import { bodyOf } from '../rest/body';
import { toWireStaffCoupon, toWireStaffCouponDetail } from './coupon-admin-serializers';
import { allow, requireStaff, type AdminEnv } from './env';

/** /rest/V1/admin/coupons...: the list, one coupon, create, edit, switch off and on (content role). */
export const couponAdminRoutes = new Hono<AdminEnv>()
  .use('/coupons/*', requireStaff, allow('content'))
  .use('/coupons', requireStaff, allow('content'))
  .get('/coupons', async (c) => {
    const ctx = c.get('ctx');
    const page = await couponList(ctx, c.req.query());
    return c.json({
      items: page.items.map((row) => toWireStaffCoupon(row, nowOf(ctx))),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/coupons/:code', async (c) => {
    const ctx = c.get('ctx');
    return c.json(toWireStaffCouponDetail(await couponForStaff(ctx, c.req.param('code')), nowOf(ctx)));
  })
  .post('/coupons', async (c) => {
    const ctx = c.get('ctx');
    const created = await createCouponAs(ctx, c.get('staff'), await bodyOf(c));
    return c.json(toWireStaffCouponDetail(await couponForStaff(ctx, created.code), nowOf(ctx)), 201);
  })
  .put('/coupons/:code', async (c) => {
    const ctx = c.get('ctx');
    const updated = await updateCouponAs(ctx, c.get('staff'), c.req.param('code'), await bodyOf(c));
    return c.json(toWireStaffCouponDetail(await couponForStaff(ctx, updated.code), nowOf(ctx)));
  })
  .post('/coupons/:code/active', async (c) => {
    const ctx = c.get('ctx');
    const changed = await setCouponActiveAs(ctx, c.get('staff'), c.req.param('code'), await bodyOf(c));
    return c.json(toWireStaffCouponDetail(await couponForStaff(ctx, changed.code), nowOf(ctx)));
  });
