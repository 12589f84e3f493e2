import { Hono, type Context } from 'hono';
import { SUGGESTIONS_PAGE_SIZE } from '@/domain/catalog/listing';
import { searchProducts, suggest } from '@/domain/search';
import type { RestEnv } from './env';
import { parseSearchCriteria } from './search-criteria';
import { toMagentoProducts, toMagentoSearchResult, toWireSearch } from './search-serializers';

const criteriaOf = (c: Context<RestEnv>) => parseSearchCriteria(new URL(c.req.url).searchParams);

/** GET /rest/{locale}/V1/catalog/search?searchCriteria[...]: products, facets and suggestions. */
export const searchRoutes = new Hono<RestEnv>().get('/catalog/search', async (c) => {
  const ctx = c.get('ctx');
  const { query, criteria } = criteriaOf(c);
  const [result, suggestions] = await Promise.all([
    searchProducts(ctx, query),
    query.text ? suggest(ctx, query.text, SUGGESTIONS_PAGE_SIZE) : Promise.resolve([]),
  ]);
  return c.json(toWireSearch(result, suggestions, criteria));
});

/**
 * Magento 2's own search calls, under /rest/V1 and /rest/{locale}/V1, on the same engine:
 * GET /V1/search (ids and aggregations, e.g. requestName=quick_search_container) and
 * GET /V1/products (products with their attributes).
 */
export const magentoSearchRoutes = new Hono<RestEnv>()
  .get('/search', async (c) => {
    const { query, criteria } = criteriaOf(c);
    return c.json(toMagentoSearchResult(await searchProducts(c.get('ctx'), query), criteria));
  })
  .get('/products', async (c) => {
    const { query, criteria } = criteriaOf(c);
    return c.json(toMagentoProducts(await searchProducts(c.get('ctx'), query), criteria));
  });
