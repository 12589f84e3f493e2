import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/config';
import { securityHeaders } from '@/http/security-headers';
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales';

const ONE_YEAR = 60 * 60 * 24 * 365;

function nonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Every request: a fresh script nonce and the security headers (src/http/security-headers.ts);
 * Next.js reads the nonce from the request's Content-Security-Policy and puts it on its scripts.
 * `?lang=en|ar` makes every page shareable per language: it renders this request in that
 * language (forwarded as x-locale) and remembers the choice in the lang cookie.
 * A language as the first path segment (`/en`, `/ar/tvs`, as other stores' links have it) is
 * redirected to the same page with `?lang=`.
 */
export function proxy(request: NextRequest) {
  const prefixed = localePrefixRedirect(request.nextUrl);
  if (prefixed) return NextResponse.redirect(prefixed, 308);
  const { publicUrl, oidc, nodeProduction } = appConfig();
  const https = publicUrl?.startsWith('https://') ?? false;
  const headers = securityHeaders({
    nonce: nonce(),
    https,
    development: !nodeProduction,
    formTargets: oidc ? [new URL(oidc.issuer).origin] : [],
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy']!);
  const lang = request.nextUrl.searchParams.get('lang');
  if (isLocale(lang)) requestHeaders.set('x-locale', lang);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (isLocale(lang))
    response.cookies.set(LOCALE_COOKIE, lang, {
      path: '/',
      maxAge: ONE_YEAR,
      sameSite: 'lax',
      secure: https,
    });
  return response;
}

/** `/en/tvs?page=2` → `/tvs?page=2&lang=en`; null when the path does not start with a language. */
export function localePrefixRedirect(url: URL): URL | null {
  const [, first, ...rest] = url.pathname.split('/');
  if (!isLocale(first)) return null;
  const target = new URL(url);
  target.pathname = `/${rest.join('/')}`;
  target.searchParams.set('lang', first);
  return target;
}

export const config = {
  // Not the APIs (/rest, /api, /graphql): they take no ?lang= (the locale is in the path or the lang cookie),
  // and for every request the proxy runs on Next buffers a copy of the body and silently cuts it
  // at 10 MB (proxyClientMaxBodySize), which turned 12 MB uploads into 500s and 11 MB of JSON into
  // "invalid JSON" before our own body limits (src/http/body-limit.ts) could answer 413. The APIs
  // set their own security headers (apiSecurityHeaders).
  matcher: ['/((?!_next/static|_next/image|rest/|api/|graphql).*)'],
};
