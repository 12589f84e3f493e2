import 'server-only';
import { cookies, headers } from 'next/headers';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from './locales';
import { getT } from './translate';

/** The request's language: ?lang= (forwarded by the proxy), then the lang cookie, then Arabic. */
export async function getLocale(): Promise<Locale> {
  const fromQuery = (await headers()).get('x-locale');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

export async function getServerT() {
  const locale = await getLocale();
  return { locale, t: getT(locale) };
}
