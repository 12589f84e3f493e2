import { Hono } from 'hono';
import {
  bulkUpdateAs,
  catalogOptions,
  createProductAs,
  productForStaff,
  productList,
  updateProductAs,
} from '@/domain/catalog/staff-products';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

type Row = Awaited<ReturnType<typeof productList>>['items'][number];

const toWireRow = (p: Row) => ({
  id: p.id,
  sku: p.sku,
  url_key: p.urlKey,
  name: p.name,
  brand: p.brand,
  seller: p.seller,
  price: p.price / 100,
  special_price: p.specialPrice === null ? null : p.specialPrice / 100,
  stock: p.stock,
  is_active: p.isActive,
});

/** /rest/V1/admin/catalog/...: products for the catalog role — list, one, create, edit, bulk actions. */
export const catalogAdminRoutes = new Hono<AdminEnv>()
  .use('/catalog/*', requireStaff, allow('catalog'))
  .get('/catalog/products', async (c) => {
    const page = await productList(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map(toWireRow),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/catalog/options', async (c) => c.json(await catalogOptions(c.get('ctx'))))
  .get('/catalog/products/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const view = await productForStaff(c.get('ctx'), id);
    return c.json({ id, ...view.form, images: view.images });
  })
  .post('/catalog/products', async (c) => {
    const ctx = c.get('ctx');
    const id = await createProductAs(ctx, c.get('staff'), await bodyOf(c));
    return c.json({ id, ...(await productForStaff(ctx, id)).form }, 201);
  })
  .put('/catalog/products/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const ctx = c.get('ctx');
    await updateProductAs(ctx, c.get('staff'), id, await bodyOf(c));
    return c.json({ id, ...(await productForStaff(ctx, id)).form });
  })
  .post('/catalog/products/bulk', async (c) =>
    c.json(await bulkUpdateAs(c.get('ctx'), c.get('staff'), await bodyOf(c))),
  );
