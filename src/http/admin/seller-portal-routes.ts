import { Hono } from 'hono';
import {
  createSellerProductAs,
  sellerOf,
  sellerProductForStaff,
  sellerProductList,
  updateSellerProductAs,
} from '@/domain/catalog/seller-products';
import { catalogOptions } from '@/domain/catalog/staff-products';
import {
  sellerOrderForStaff,
  sellerOrderList,
  shipSellerLinesAs,
  type SellerOrder,
} from '@/domain/orders/seller-orders';
import { bodyOf, idParam } from '../rest/body';
import { toWireProductRow } from './catalog-admin-routes';
import { allow, requireStaff, type AdminEnv } from './env';

const toWireSellerOrder = (o: SellerOrder) => ({
  id: o.id,
  increment_id: o.number,
  status: o.status,
  created_at: o.createdAt.toISOString(),
  address: o.address,
  /** Who receives the parcel (null with the address, once nothing is left to send). */
  recipient: o.recipient,
  payment_method: o.paymentMethod,
  items: o.lines.map((l) => ({
    item_id: l.id,
    sku: l.sku,
    name: l.name,
    qty: l.qty,
    price: l.unitPrice / 100,
    row_total: l.rowTotal / 100,
    canceled: l.canceledAt !== null,
    shipped_at: l.shippedAt?.toISOString() ?? null,
    carrier: l.carrier,
    tracking_number: l.trackingNumber,
  })),
});

/**
 * /rest/V1/admin/seller/...: the seller portal (role seller). Every call reads the seller from the
 * signed-in account, never from the request, so a seller can reach only its own products.
 */
export const sellerPortalRoutes = new Hono<AdminEnv>()
  .use('/seller/*', requireStaff, allow('seller_portal'))
  .get('/seller/products', async (c) => {
    const page = await sellerProductList(c.get('ctx'), sellerOf(c.get('staff')), c.req.query());
    return c.json({
      items: page.items.map(toWireProductRow),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/seller/options', async (c) => {
    sellerOf(c.get('staff'));
    const { brands, categories, attributes, categoryAttributes } = await catalogOptions(c.get('ctx'));
    return c.json({ brands, categories, attributes, category_attributes: categoryAttributes });
  })
  .get('/seller/products/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const view = await sellerProductForStaff(c.get('ctx'), sellerOf(c.get('staff')), id);
    return c.json({
      id,
      ...view.form,
      approval: view.product.approval,
      approval_note: view.product.approvalNote,
    });
  })
  .post('/seller/products', async (c) => {
    const ctx = c.get('ctx');
    const staff = c.get('staff');
    const id = await createSellerProductAs(ctx, staff, await bodyOf(c));
    const view = await sellerProductForStaff(ctx, sellerOf(staff), id);
    return c.json({ id, ...view.form, approval: view.product.approval }, 201);
  })
  .get('/seller/orders', async (c) => {
    const page = await sellerOrderList(c.get('ctx'), c.get('staff'), c.req.query());
    return c.json({
      items: page.items.map((o) => ({
        id: o.id,
        increment_id: o.number,
        status: o.status,
        created_at: o.createdAt.toISOString(),
        lines: o.lines,
        total: o.worth / 100,
        lines_to_ship: o.toShip,
      })),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/seller/orders/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'order_not_found');
    return c.json(toWireSellerOrder(await sellerOrderForStaff(c.get('ctx'), c.get('staff'), id)));
  })
  .post('/seller/orders/:id/ship', async (c) => {
    const id = idParam(c.req.param('id'), 'order_not_found');
    const ctx = c.get('ctx');
    const result = await shipSellerLinesAs(ctx, c.get('staff'), id, await bodyOf(c));
    const order = await sellerOrderForStaff(ctx, c.get('staff'), id);
    return c.json({
      ...toWireSellerOrder(order),
      shipped_lines: result.shipped,
      order_shipped: result.orderShipped,
    });
  })
  .put('/seller/products/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const ctx = c.get('ctx');
    const staff = c.get('staff');
    await updateSellerProductAs(ctx, staff, id, await bodyOf(c));
    const view = await sellerProductForStaff(ctx, sellerOf(staff), id);
    return c.json({ id, ...view.form, approval: view.product.approval });
  });
