import { Hono } from 'hono';
import { SUGGESTIONS_PAGE_SIZE } from '@/domain/catalog/listing';
import { searchProducts, suggest } from '@/domain/search';
import type { RestEnv } from './env';
import { parseSearchCriteria } from './search-criteria';
import { toWireSearch } from './search-serializers';

/** GET /rest/{locale}/V1/catalog/search?searchCriteria[...]: products, facets and suggestions. */
export const searchRoutes = new Hono<RestEnv>().get('/catalog/search', async (c) => {
  const ctx = c.get('ctx');
  const { query, criteria } = parseSearchCriteria(new URL(c.req.url).searchParams);
  const [result, suggestions] = await Promise.all([
    searchProducts(ctx, query),
    query.text ? suggest(ctx, query.text, SUGGESTIONS_PAGE_SIZE) : Promise.resolve([]),
  ]);
  return c.json(toWireSearch(result, suggestions, criteria));
});
