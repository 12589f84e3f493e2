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

describe('translation files', () => {
  const files = new Set(LOCALES.flatMap((l) => readdirSync(path.join(root, l))));

  it('exist for every locale with the same namespaces', () => {
    for (const l of LOCALES) expect(new Set(readdirSync(path.join(root, l)))).toEqual(files);
    expect(files.has('translation.json')).toBe(true);
  });

  for (const file of files) {
    it(`${file}: every key in every language, none empty, same placeholders`, () => {
      const [first, ...rest] = LOCALES.map((l) => ({ locale: l, messages: load(l, file) }));
      for (const other of rest) {
        expect([...other.messages.keys()].sort(), `${other.locale} keys`).toEqual(
          [...first!.messages.keys()].sort(),
        );
      }
      for (const { locale, messages } of [first!, ...rest]) {
        for (const [key, value] of messages) {
          expect(typeof value === 'string' && value.trim().length > 0, `${locale}:${key} is empty`).toBe(
            true,
          );
          expect(placeholders(value), `${locale}:${key} placeholders`).toEqual(
            placeholders(first!.messages.get(key)),
          );
        }
      }
    });
  }
});

describe('locales', () => {
  it('are ar (rtl) and en (ltr)', () => {
    expect(dir('ar')).toBe('rtl');
    expect(dir('en')).toBe('ltr');
    expect(isLocale('fr')).toBe(false);
  });
});
