import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products, urlRewrites } from '@/db/schema';
import { RESERVED_URL_KEYS, resolvePath } from '@/domain/catalog/url-rewrites';
import type { Db } from '@/db/client';
import { useTestDb } from './test-db';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

describe('resolvePath through the URL-rewrite table', () => {
  it('resolves 1-, 2- and 3-level category paths', async () => {
    const [deep] = await db.select().from(categories).where(eq(categories.level, 3)).limit(1);
    const segments = deep!.path.split('/');
    expect(await resolvePath({ db, locale: 'en' }, segments)).toEqual({ type: 'category', id: deep!.id });
    const parent = await resolvePath({ db, locale: 'ar' }, segments.slice(0, 2));
    expect(parent?.type).toBe('category');
    expect((await resolvePath({ db, locale: 'ar' }, segments.slice(0, 1)))?.type).toBe('category');
  });

  it('resolves a product URL key, whatever its case', async () => {
    const [p] = await db.select().from(products).limit(1);
    expect(await resolvePath({ db, locale: 'en' }, [p!.urlKey.toUpperCase()])).toEqual({
      type: 'product',
      id: p!.id,
    });
  });

  it('answers null for unknown, reserved and too-deep paths', async () => {
    expect(await resolvePath({ db, locale: 'en' }, ['no-such-thing'])).toBeNull();
    // A link cut inside an escape is no path (and no error).
    expect(await resolvePath({ db, locale: 'en' }, ['%E0%A4%A'])).toBeNull();
    expect(await resolvePath({ db, locale: 'en' }, ['account', 'profile'])).toBeNull();
    expect(await resolvePath({ db, locale: 'en' }, ['a', 'b', 'c', 'd'])).toBeNull();
  });

  it('never lets a category or product take a key the app uses', async () => {
    const rows = await db.select({ path: urlRewrites.requestPath }).from(urlRewrites);
    const clashes = rows.filter((r) => RESERVED_URL_KEYS.has(r.path.split('/')[0]!));
    expect(clashes).toEqual([]);
  });
});
