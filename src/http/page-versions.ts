import { config } from '@/config';
import { getDb } from '@/db/client';
import { cachedResolvePath } from '@/domain/catalog/page-data';
import { readCacheVersions, type CacheTag } from '@/domain/shared/cache-versions';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import type { PageOutputCacheSettings } from './page-output-cache.mjs';

/** What every cached page shows: the catalogue (and whether each product is in stock) and content. */
const SHARED_TAGS: readonly CacheTag[] = ['catalog', 'content'];
/** A product's page also shows its stock count, which orders change (the `stock` tag). */
const PRODUCT_TAGS: readonly CacheTag[] = ['catalog', 'content', 'stock'];

/**
 * The tags the page at a path depends on: the home page and category pages show only whether a
 * product is in stock; anything else under the catalogue's catch-all (a product, or a path that
 * cannot be told) is keyed by every tag.
 */
async function tagsOf(pathname: string): Promise<readonly CacheTag[]> {
  if (pathname === '/') return SHARED_TAGS;
  try {
    const segments = pathname.split('/').filter(Boolean);
    const target = await cachedResolvePath({ db: getDb(), locale: DEFAULT_LOCALE }, segments);
    return target?.type === 'category' && !target.movedTo ? SHARED_TAGS : PRODUCT_TAGS;
  } catch {
    return PRODUCT_TAGS;
  }
}

/**
 * What the page output cache in front of Next.js (scripts/server.mjs) needs from the app: the
 * current versions of the tags the page at a path depends on, read from PostgreSQL for each
 * request as the pages' data cache reads them, and its limits.
 */
export function pageOutputCacheSettings(): PageOutputCacheSettings {
  const { maxAgeMs, maxBytes } = config().pageCache;
  return {
    maxAgeMs,
    maxBytes,
    versions: async (pathname) => {
      const [versions, tags] = await Promise.all([readCacheVersions(getDb()), tagsOf(pathname)]);
      return tags.map((tag) => `${tag}:${versions[tag]}`).join(',');
    },
  };
}
