import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales';

/** For calls without a locale segment: the lang cookie, then Accept-Language, then the default. */
export function localeFromHeaders(headers: Headers): Locale {
  const cookie = headers.get('cookie') ?? '';
  const fromCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})`).exec(cookie)?.[1];
  if (isLocale(fromCookie)) return fromCookie;
  const accept = headers.get('accept-language')?.slice(0, 2).toLowerCase();
  return isLocale(accept) ? accept : DEFAULT_LOCALE;
}
