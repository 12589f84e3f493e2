import { config } from '@/config';
import { getDb } from '@/db/client';
import { cachedResolvePath } from '@/domain/catalog/page-data';
import { readStockVersion } from '@/domain/catalog/stock-version';
import { readCacheVersions } from '@/domain/shared/cache-versions';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import type { PageOutputCacheSettings } from './page-output-cache.mjs';

/**
 * What the page at a path shows besides the catalogue (whether each product is in stock) and
 * content: a product's page also shows its own stock count, so it is keyed by its stock version
 * too (catalog/stock-version.ts, read for each request: an order changes the pages of the products
 * it took, and only those). The home page and category pages show no count. A path that cannot be
 * told throws: its answer is not cached.
 */
async function ownStock(pathname: string): Promise<string> {
  if (pathname === '/') return '';
  const db = getDb();
  const segments = pathname.split('/').filter(Boolean);
  const target = await cachedResolvePath({ db, locale: DEFAULT_LOCALE }, segments);
  if (target?.type !== 'product' || target.movedTo) return '';
  return `,stock@${target.id}:${(await readStockVersion(db, target.id)) ?? 'none'}`;
}

/**
 * What the page output cache in front of Next.js (scripts/server.mjs) needs from the app: the
 * current versions of what the page at a path depends on, read from PostgreSQL for each request
 * as the pages' data cache reads them, and its limits.
 */
export function pageOutputCacheSettings(): PageOutputCacheSettings {
  const { maxAgeMs, maxBytes } = config().pageCache;
  return {
    maxAgeMs,
    maxBytes,
    versions: async (pathname) => {
      const [versions, stock] = await Promise.all([readCacheVersions(getDb()), ownStock(pathname)]);
      return `catalog:${versions.catalog},content:${versions.content}${stock}`;
    },
  };
}
