import { and, eq } from 'drizzle-orm';
import { categories, products, urlRewrites } from '@/db/schema';
import { LOCALES } from '@/i18n/locales';
import type { Ctx } from '../shared/ctx';

/** First path segments the app itself uses: never a category or product URL key. */
export const RESERVED_URL_KEYS = new Set([
  // /en and /ar lead to the same page in that language (src/proxy.ts)
  ...LOCALES,
  'account',
  'cart',
  'checkout',
  'blogs',
  'blog',
  'rest',
  'api',
  'graphql',
  'media',
  'locales',
  'searchnise',
  'comparison',
  'amantravel',
  'sellonaman',
  'payinstallment',
  'about',
  'terms-and-conditions',
  'return-refund-policy',
  'privacy-policy',
  'admin',
  'dev',
  'login',
  'forgot-password',
  'confirm-email',
  'sandbox-gateway',
  'sitemap.xml',
  'robots.txt',
  '_next',
]);

export type ResolvedPath = {
  type: 'category' | 'product' | 'cms';
  id: number;
  /**
   * The product's URL key or the category's path when the path is an older one of theirs (staff
   * changed a URL key or moved a category): the page answers 301 to it.
   */
  movedTo?: string;
};

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Resolves a storefront path ("tvs/smart-tvs", "samsung-55-...") through the URL-rewrite table. */
export async function resolvePath(ctx: Ctx, segments: string[]): Promise<ResolvedPath | null> {
  const first = segments[0];
  if (!first || RESERVED_URL_KEYS.has(first) || segments.length > 3) return null;
  const decoded = segments.map(decodedSegment);
  // A link cut inside an escape ("%E0%A4%A") names no page: unknown, not an error.
  if (decoded.includes(null)) return null;
  const requestPath = decoded.map((s) => s!.toLowerCase()).join('/');
  const [row] = await ctx.db
    .select({
      type: urlRewrites.entityType,
      id: urlRewrites.entityId,
      urlKey: products.urlKey,
      categoryPath: categories.path,
    })
    .from(urlRewrites)
    .leftJoin(products, and(eq(urlRewrites.entityType, 'product'), eq(products.id, urlRewrites.entityId)))
    .leftJoin(
      categories,
      and(eq(urlRewrites.entityType, 'category'), eq(categories.id, urlRewrites.entityId)),
    )
    .where(eq(urlRewrites.requestPath, requestPath))
    .limit(1);
  if (!row) return null;
  const current = row.urlKey ?? row.categoryPath;
  const moved = current !== null && current !== requestPath;
  return { type: row.type, id: row.id, ...(moved ? { movedTo: current } : {}) };
}
