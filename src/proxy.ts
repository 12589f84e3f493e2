import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * `?lang=en|ar` makes every page shareable per language: it renders this request in that
 * language (forwarded as x-locale) and remembers the choice in the lang cookie.
 */
export function proxy(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang');
  if (!isLocale(lang)) return NextResponse.next();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-locale', lang);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.cookies.set(LOCALE_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

export const config = {
  // Not the APIs (/rest, /api): they take no ?lang= (the locale is in the path or the lang cookie),
  // and for every request the proxy runs on Next buffers a copy of the body and silently cuts it
  // at 10 MB (proxyClientMaxBodySize), which turned 12 MB uploads into 500s and 11 MB of JSON into
  // "invalid JSON" before our own body limits (src/http/body-limit.ts) could answer 413.
  matcher: ['/((?!_next/|media/|locales/|rest/|api/|favicon.ico).*)'],
};
