import type { MetadataRoute } from 'next';
import { pageCtx } from '@/lib/page-ctx';
import { listProductUrlKeys } from '@/domain/catalog/product-detail';
import { switchedOffPages } from '@/domain/content/cms';
import { getCategoryTree, type MenuCategory } from '@/domain/content/menu';
import { listBlogPostIdentifiers } from '@/domain/blog/queries';
import { blogPostUrl } from '@/domain/blog/urls';
import { absoluteUrl, languageUrls } from '@/i18n/alternates';
import { DEFAULT_LOCALE } from '@/i18n/locales';

// Read from the database per request: the catalogue changes, and there is no database at build time.
export const dynamic = 'force-dynamic';

/** The sitemap protocol's limit per file; past it, products are left out (oldest kept). */
const MAX_URLS = 50_000;
const CONTENT_PATHS = [
  '/about',
  '/terms-and-conditions',
  '/return-refund-policy',
  '/privacy-policy',
  '/blogs',
];

const flatten = (nodes: MenuCategory[]): string[] => nodes.flatMap((c) => [c.path, ...flatten(c.children)]);

function entry(path: string): MetadataRoute.Sitemap[number] {
  return { url: absoluteUrl(path), alternates: { languages: languageUrls(path) } };
}

/** Home, content pages, the blog and its posts, every active category and product, each with its ar/en alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Paths are the same in both languages; the tree is read in one of them only for its shape.
  const ctx = pageCtx(DEFAULT_LOCALE);
  const blogPaths = (await listBlogPostIdentifiers(ctx)).map(blogPostUrl);
  const off = await switchedOffPages(ctx);
  const fixed = ['/', ...CONTENT_PATHS.filter((p) => !off.includes(p)), ...blogPaths];
  const categoryPaths = flatten(await getCategoryTree(ctx)).map((p) => `/${p}`);
  const room = MAX_URLS - fixed.length - categoryPaths.length;
  const productPaths = (await listProductUrlKeys(ctx, room)).map((key) => `/${key}`);
  return [...fixed, ...categoryPaths, ...productPaths].slice(0, MAX_URLS).map(entry);
}
