import { createInstance, type FormatterModule, type TFunction } from 'i18next';
import { formatEgpText, formatNumber } from './format';
import { DEFAULT_NAMESPACE, FALLBACK_LOCALE, isLocale, type Locale } from './locales';
import { formatWait } from './wait';
import { resources, type Messages } from './resources';

/**
 * Numbers given to t() are written by formatNumber, like every other number on screen: a count
 * passed raw (as plural forms need it) still gets the page's digits and separators.
 * `{{seconds, wait}}` in a text is a wait in words ("1 hour", "ساعة") instead of "3600 seconds";
 * `{{pounds, egp}}` is an amount in pounds written as prices are ("EGP 2,000", "2,000 ج.م.").
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  // Anything else goes back as it came; i18next turns it into text itself.
  format: (value: unknown, format, lng) => {
    if (!isLocale(lng)) return value as string;
    if (format === 'wait') return formatWait(Number(value), lng);
    // Without a value i18next leaves the placeholder as written, as the browser's t() does.
    if (format === 'egp' && value !== undefined) return formatEgpText(value, lng);
    return typeof value === 'number' ? formatNumber(value, lng) : (value as string);
  },
};

const cache = new Map<Locale, TFunction>();

function buildT(locale: Locale, messages: Record<string, Messages>): TFunction {
  const instance = createInstance().use(numberFormatter);
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    defaultNS: DEFAULT_NAMESPACE,
    resources: Object.fromEntries(Object.entries(messages).map(([l, m]) => [l, { [DEFAULT_NAMESPACE]: m }])),
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });
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
