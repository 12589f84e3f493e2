import { config } from '@/config';
import { getDb } from '@/db/client';
import { cachedResolvePath } from '@/domain/catalog/page-data';
import { categoryPageKey, productPageKey } from '@/domain/catalog/page-keys';
import { readCacheVersions } from '@/domain/shared/cache-versions';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import type { PageOutputCacheSettings } from './page-output-cache.mjs';

/**
 * The versions the page at a path depends on. A category's page and a product's show what every
 * catalogue page shows (`structure`), content, and their own versions (catalog/page-keys.ts: a
 * write to a product re-renders the pages of its categories and of their products; an order, the
 * pages of the products whose shown stock it changed). The home page, a redirect and a path that
 * resolves to nothing are keyed by every catalogue write (`catalog`). A path that cannot be told
 * throws: its answer is not cached.
 */
async function pageVersions(pathname: string): Promise<string> {
  const db = getDb();
  const target =
    pathname === '/'
      ? null
      : await cachedResolvePath({ db, locale: DEFAULT_LOCALE }, pathname.split('/').filter(Boolean));
  const [versions, own] = await Promise.all([
    readCacheVersions(db),
    target?.movedTo
      ? null
      : target?.type === 'product'
        ? productPageKey(db, target.id)
        : target?.type === 'category'
          ? categoryPageKey(db, target.id)
          : null,
  ]);
  return own === null
    ? `catalog:${versions.catalog},content:${versions.content}`
    : `structure:${versions.structure},content:${versions.content},${own}`;
}

/**
 * What the page output cache in front of Next.js (scripts/server.mjs) needs from the app: the
 * current versions of what the page at a path depends on, read from PostgreSQL for each request
 * as the pages' data cache reads them, and its limits.
 */
export function pageOutputCacheSettings(): PageOutputCacheSettings {
  const { maxAgeMs, maxBytes } = config().pageCache;
  return { maxAgeMs, maxBytes, versions: pageVersions };
}
