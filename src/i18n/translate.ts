import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_NAMESPACE, FALLBACK_LOCALE, isLocale, type Locale } from './locales';
import { formatWait } from './wait';
import { resources, type Messages } from './resources';

const cache = new Map<Locale, TFunction>();

function buildT(locale: Locale, messages: Record<string, Messages>): TFunction {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    defaultNS: DEFAULT_NAMESPACE,
    resources: Object.fromEntries(Object.entries(messages).map(([l, m]) => [l, { [DEFAULT_NAMESPACE]: m }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{seconds, wait}}` in a text: a wait in words ("1 hour", "ساعة") instead of "3600 seconds".
  instance.services.formatter?.add('wait', (value, lng) =>
    formatWait(Number(value), isLocale(lng) ? lng : FALLBACK_LOCALE),
  );
  return instance.t.bind(instance) as TFunction;
}

/** A translate function for a locale, built once per process (server and API). */
export function getT(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    t = buildT(locale, resources);
    cache.set(locale, t);
  }
  return t;
}

/** The same, from messages passed to the browser (only the current language is shipped). */
export function createClientT(locale: Locale, messages: Messages): TFunction {
  return buildT(locale, { [locale]: messages });
}
