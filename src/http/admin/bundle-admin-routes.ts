import { Hono, type Context } from 'hono';
import {
  bundleForStaff,
  bundleProductSearch,
  bundlesForStaff,
  createBundleAs,
  deleteBundleAs,
  orderBundlesAs,
  updateBundleAs,
  type StaffBundle,
  type StaffBundleItem,
} from '@/domain/content/staff-bundles';
import { bodyOf, idParam } from '../rest/body';
import { egp } from '../rest/serializers';
import { allow, requireStaff, type AdminEnv } from './env';
import { toWireHistory } from './multipart-form';

/** A product of a bundle (or of the form's search): prices in EGP, null when not on sale. */
export const toWireBundleProduct = (p: StaffBundleItem) => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  on_sale: p.onSale,
  final_price: p.finalPrice === null ? null : egp(p.finalPrice),
});

/** A bundle for staff: both titles, its products in order, its total now, the version an edit sends back. */
export const toWireStaffBundle = (b: StaffBundle) => ({
  id: b.id,
  code: b.code,
  position: b.position,
  title_ar: b.titleAr,
  title_en: b.titleEn,
  is_active: b.isActive,
  updated_at: b.version,
  products: b.items.map(toWireBundleProduct),
  /** EGP: what the cart charges for one of each now; null when an item is not on sale. */
  total: b.total === null ? null : egp(b.total),
});

const list = async (c: Context<AdminEnv>, items?: StaffBundle[]) => ({
  items: (items ?? (await bundlesForStaff(c.get('ctx')))).map(toWireStaffBundle),
});

/** /rest/V1/admin/content/bundles...: the bundles of /offers (content role). */
export const bundleAdminRoutes = new Hono<AdminEnv>()
  .use('/content/bundles', requireStaff, allow('content'))
  .use('/content/bundles/*', requireStaff, allow('content'))
  .get('/content/bundles', async (c) => c.json(await list(c)))
  .get('/content/bundles/products', async (c) => {
    const found = await bundleProductSearch(c.get('ctx'), c.req.query());
    return c.json({ items: found.map(toWireBundleProduct) });
  })
  .put('/content/bundles/order', async (c) => {
    const items = await orderBundlesAs(c.get('ctx'), c.get('staff'), await bodyOf(c));
    return c.json(await list(c, items));
  })
  .get('/content/bundles/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'bundle_not_found');
    const { bundle, history } = await bundleForStaff(c.get('ctx'), id);
    return c.json({ ...toWireStaffBundle(bundle), history: toWireHistory(history) });
  })
  .post('/content/bundles', async (c) => {
    const bundle = await createBundleAs(c.get('ctx'), c.get('staff'), await bodyOf(c));
    return c.json(toWireStaffBundle(bundle), 201);
  })
  .put('/content/bundles/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'bundle_not_found');
    return c.json(toWireStaffBundle(await updateBundleAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c))));
  })
  .delete('/content/bundles/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'bundle_not_found');
    return c.json(await list(c, await deleteBundleAs(c.get('ctx'), c.get('staff'), id)));
  });
