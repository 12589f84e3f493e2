import { Hono } from 'hono';
import {
  decideSellerApplicationAs,
  readSellerDocumentForStaff,
  sellerApplicationForStaff,
  sellerApplicationQueue,
} from '@/domain/sellers/staff-review';
import { sellerForStaff, sellerList, setSellerStandingAs } from '@/domain/sellers/staff-sellers';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';
import {
  toWireStaffSeller,
  toWireStaffSellerApplication,
  toWireStaffSellerApplicationRow,
  toWireStaffSellerDetail,
} from './seller-admin-serializers';

/**
 * /rest/V1/admin/seller-applications...: the queue, one application with its scans, decisions;
 * /rest/V1/admin/sellers...: the sellers, one seller, suspend and reinstate.
 */
export const sellerAdminRoutes = new Hono<AdminEnv>()
  .use('/seller-applications/*', requireStaff, allow('sellers'))
  .use('/seller-applications', requireStaff, allow('sellers'))
  .use('/sellers/*', requireStaff, allow('sellers'))
  .use('/sellers', requireStaff, allow('sellers'))
  .get('/seller-applications', async (c) => {
    const page = await sellerApplicationQueue(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map(toWireStaffSellerApplicationRow),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/seller-applications/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_application_not_found');
    return c.json(toWireStaffSellerApplication(await sellerApplicationForStaff(c.get('ctx'), id)));
  })
  .get('/seller-applications/:id/documents/:documentId', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_application_not_found');
    const documentId = idParam(c.req.param('documentId'), 'document_not_found');
    const file = await readSellerDocumentForStaff(c.get('ctx'), c.get('staff'), id, documentId);
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
    });
  })
  .post('/seller-applications/:id/decision', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_application_not_found');
    const body = await bodyOf(c);
    const application = await decideSellerApplicationAs(c.get('ctx'), c.get('staff'), id, {
      decision: body.decision,
      reason: body.reason,
    });
    return c.json(toWireStaffSellerApplicationRow(application));
  })
  .get('/sellers', async (c) => {
    const page = await sellerList(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map(toWireStaffSeller),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/sellers/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    return c.json(toWireStaffSellerDetail(await sellerForStaff(c.get('ctx'), id)));
  })
  .post('/sellers/:id/standing', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const ctx = c.get('ctx');
    await setSellerStandingAs(ctx, c.get('staff'), id, await bodyOf(c));
    return c.json(toWireStaffSeller((await sellerForStaff(ctx, id)).seller));
  });
