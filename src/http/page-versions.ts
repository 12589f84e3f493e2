import { config } from '@/config';
import { getDb } from '@/db/client';
import { readCacheVersions } from '@/domain/shared/cache-versions';
import type { PageOutputCacheSettings } from './page-output-cache.mjs';

/**
 * What the page output cache in front of Next.js (scripts/server.mjs) needs from the app: the
 * current versions of every tag the cached pages depend on (catalog, content), read from
 * PostgreSQL for each request as the pages' data cache reads them, and its limits.
 */
export function pageOutputCacheSettings(): PageOutputCacheSettings {
  const { maxAgeMs, maxBytes } = config().pageCache;
  return {
    maxAgeMs,
    maxBytes,
    versions: async () => {
      const versions = await readCacheVersions(getDb());
      return Object.entries(versions)
        .map(([tag, version]) => `${tag}:${version}`)
        .join(',');
    },
  };
}
