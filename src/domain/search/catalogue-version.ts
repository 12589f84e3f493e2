import type { Db } from '@/db/client';
import { readCacheVersions } from '../shared/cache-versions';

/**
 * The version of the catalogue that search answers are computed from: the `catalog` tag of the
 * pages' cache versions (src/domain/shared/cache-versions.ts), which triggers bump in the
 * transaction of every product, price, stock, category or translation write. An answer cached under
 * an older version is never served again, on any app instance, once that write has committed.
 */
export async function searchVersion(db: Db): Promise<number> {
  return (await readCacheVersions(db)).catalog;
}
