import type { Metadata } from 'next';
import { LOCALES, type Locale } from './locales';

const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The public origin pages are served from, without a trailing slash (read per call so tests can set it). */
export function siteUrl(): string {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
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
