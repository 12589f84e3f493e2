import type { TFunction } from 'i18next';
import { formatEgpText, formatNumber } from './format';
import type { Locale } from './locales';
import type { MessageTree } from './message-tree';
import { formatWait } from './wait';

type Params = Record<string, unknown> & { count?: number; defaultValue?: string };

/**
 * The browser's translate function: the part of i18next the store's texts use, without shipping
 * i18next to every page. Keys are dotted paths (or a list of them, the first
 * that exists wins); `{{name}}` is replaced by a value (numbers through
 * formatNumber, `{{seconds, wait}}` as a wait in words, `{{pounds, egp}}` as a price); with `count`, the plural form is chosen as
 * i18next chooses it (`_zero` for 0 when the text has one, else the language's plural rule); a placeholder without a value
 * stays as written; a missing key gives `defaultValue`, or the key. client-t.test.ts checks it against i18next on
 * every text of both languages.
 */
export function createClientT(locale: Locale, messages: MessageTree): TFunction {
  const rules = new Intl.PluralRules(locale);
  const lookup = (key: string): string | undefined => {
    let node: unknown = messages;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const pick = (key: string, count: number | undefined): string | undefined => {
    if (typeof count !== 'number') return lookup(key);
    return (
      (count === 0 ? lookup(`${key}_zero`) : undefined) ??
      lookup(`${key}_${rules.select(count)}`) ??
      lookup(`${key}_other`) ??
      lookup(key)
    );
  };
  const show = (value: unknown, format: string | undefined): string => {
    if (format === 'wait') return formatWait(Number(value), locale);
    if (format === 'egp') return formatEgpText(value, locale);
    return typeof value === 'number' ? formatNumber(value, locale) : String(value);
  };
  // An array of keys is tried in order, as i18next does.
  const t = (keys: string | string[], params: Params = {}): string => {
    const list = Array.isArray(keys) ? keys : [keys];
    let text: string | undefined;
    for (const key of list) text ??= pick(key, params.count);
    text ??= params.defaultValue ?? list[list.length - 1] ?? '';
    // A placeholder without a value stays as it is written, as i18next leaves it.
    return text.replace(
      /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
      (written, name: string, format?: string) =>
        params[name] === undefined ? written : show(params[name], format),
    );
  };
  return t as unknown as TFunction;
}
