import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dir, isLocale, LOCALES } from './locales';

const root = path.join(process.cwd(), 'public/locales');

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

const load = (locale: string, file: string) =>
  new Map(flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8'))));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort();

/** i18next plural forms: `key_one`, `key_other`…; each language has its own set (CLDR). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (locale: string) =>
  [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();

/** Keys without plural suffixes, and for each plural key the forms a language gives. */
function families(messages: Map<string, unknown>) {
  const forms = new Map<string, string[]>();
  for (const key of messages.keys()) {
    const match = PLURAL.exec(key);
    if (!match) forms.set(key, []);
    else {
      const base = key.slice(0, match.index);
      forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
    }
  }
  return forms;
}

describe('translation files', () => {
  const files = new Set(LOCALES.flatMap((l) => readdirSync(path.join(root, l))));

  it('exist for every locale with the same namespaces', () => {
    for (const l of LOCALES) expect(new Set(readdirSync(path.join(root, l)))).toEqual(files);
    expect(files.has('translation.json')).toBe(true);
  });

  for (const file of files) {
    it(`${file}: every key in every language, none empty, same placeholders`, () => {
      const [first, ...rest] = LOCALES.map((l) => ({ locale: l, messages: load(l, file) }));
      // Every language has the same keys, plural forms included: English carries the Arabic forms
      // (zero, two, few, many) with its "other" text, so a tool comparing the files finds no gap.
      const keys = (messages: Map<string, unknown>) => [...messages.keys()].sort();
      for (const other of rest) {
        expect(keys(other.messages), `${other.locale} keys`).toEqual(keys(first!.messages));
      }
      // A plural text is compared through its _other form: the forms for 0, 1 and 2 may spell the
      // number out ("منتجان"), so they may leave placeholders out but add none.
      const reference = (messages: Map<string, unknown>, key: string) =>
        placeholders(messages.get(key) ?? messages.get(`${key}_other`));
      for (const { locale, messages } of [first!, ...rest]) {
        for (const [key, value] of messages) {
          expect(typeof value === 'string' && value.trim().length > 0, `${locale}:${key} is empty`).toBe(
            true,
          );
          const base = key.replace(PLURAL, '');
          const expected = reference(first!.messages, base);
          if (!PLURAL.test(key) || key.endsWith('_other')) {
            expect(placeholders(value), `${locale}:${key} placeholders`).toEqual(expected);
          } else {
            expect(expected, `${locale}:${key} placeholders`).toEqual(
              expect.arrayContaining(placeholders(value)),
            );
          }
        }
      }
    });

    it(`${file}: plural texts have every form each language needs`, () => {
      for (const locale of LOCALES) {
        for (const [key, forms] of families(load(locale, file))) {
          if (forms.length > 0)
            expect(forms, `${locale}:${key}`).toEqual(expect.arrayContaining(pluralCategories(locale)));
        }
      }
    });
  }
});

describe('one name for one thing', () => {
  it('English says wishlist, never favourites', () => {
    const english = [...load('en', 'translation.json').values()].join('\n');
    expect(english).not.toMatch(/favou?rite/i);
    expect(english).toMatch(/wishlist/i);
  });
});

describe('locales', () => {
  it('are ar (rtl) and en (ltr)', () => {
    expect(dir('ar')).toBe('rtl');
    expect(dir('en')).toBe('ltr');
    expect(isLocale('fr')).toBe(false);
  });
});
