import { Hono } from 'hono';
import { parseCompareIds } from '@/domain/catalog/compare';
import { getCompareProducts, type CompareProduct } from '@/domain/catalog/product-detail';
import { toWireProduct } from './serializers';
import type { RestEnv } from './env';

export function toWireCompareProduct(p: CompareProduct) {
  return { ...toWireProduct(p), seller: p.seller, specifications: p.specifications };
}
export type WireCompareProduct = ReturnType<typeof toWireCompareProduct>;

/**
 * GET /rest/{locale}/V1/catalog/compare?ids=1,2,3 — up to 4 products with their specifications,
 * in the order asked; unknown or inactive ids are skipped, malformed ids are a 400.
 */
export const compareRoutes = new Hono<RestEnv>().get('/catalog/compare', async (c) => {
  const ctx = c.get('ctx');
  const items = await getCompareProducts(ctx, parseCompareIds(c.req.query('ids')));
  return c.json({ items: items.map(toWireCompareProduct), total_count: items.length });
});
