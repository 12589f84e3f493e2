import type { Metadata } from 'next';
import { publicUrl } from '@/lib/public-url';
import { LOCALES, type Locale } from './locales';

/** The public origin pages are served from (the configured public URL), without a trailing slash. */
export function siteUrl(): string {
  return publicUrl();
}

/** An absolute URL for a site path ("/tvs" → "https://example.com/tvs"). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

function withLang(path: string, locale: Locale): string {
  return absoluteUrl(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
}

/**
 * hreflang URLs of a page. Pages have no locale prefix: `?lang=` picks the language (src/proxy.ts),
 * and the bare path, which answers in the visitor's cookie language, is the x-default.
 */
export function languageUrls(path: string): Record<Locale | 'x-default', string> {
  const urls = Object.fromEntries(LOCALES.map((l) => [l, withLang(path, l)])) as Record<Locale, string>;
  return { ...urls, 'x-default': absoluteUrl(path) };
}

/** Canonical and hreflang alternates for a page's metadata. */
export function alternatesFor(path: string): Metadata['alternates'] {
  return { canonical: absoluteUrl(path), languages: languageUrls(path) };
}
