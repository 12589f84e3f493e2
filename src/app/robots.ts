import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/i18n/alternates';

// SITE_URL is read when the request comes, not frozen at build time.
export const dynamic = 'force-dynamic';

/** Crawl the store, not the private or machine parts (account, cart, checkout, APIs). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/account', '/cart', '/checkout', '/api', '/rest'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
