import { describe, expect, it } from 'vitest';
import { createClientT } from './client-t';
import { LOCALES } from './locales';
import { resources, type Messages } from './resources';
import { getT } from './translate';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('the browser translate function says what i18next says', () => {
  it.each(LOCALES)('for every text in %s, with every plural count and placeholder', (locale) => {
    const server = getT(locale);
    const client = createClientT(locale, resources[locale] as Messages);
    const texts = leaves(resources[locale]);
    const keys = new Map<string, Set<string>>();
    for (const [key, text] of texts) {
      const base = key.replace(PLURAL, '');
      const names = keys.get(base) ?? new Set<string>();
      for (const m of text.matchAll(/\{\{\s*(\w+)/g)) names.add(m[1]!);
      if (PLURAL.test(key)) names.add('count');
      keys.set(base, names);
    }
    let compared = 0;
    for (const [key, names] of keys) {
      const counts = names.has('count') ? [0, 1, 2, 3, 11, 100, 1234] : [undefined];
      for (const count of counts) {
        const params: Record<string, unknown> = { count };
        for (const name of names) if (name !== 'count') params[name] = name === 'seconds' ? 3600 : 12345;
        expect(client(key, params), key).toBe(server(key, params));
        compared++;
      }
      // A placeholder left without a value stays as written (i18next writes "NaN hours" for a wait).
      if (!names.has('seconds')) expect(client(key, { name: 'x' }), key).toBe(server(key, { name: 'x' }));
    }
    expect(compared).toBeGreaterThan(500);
    expect(client('no.such.key')).toBe(server('no.such.key'));
    const fallbacks = ['no.such.key', 'errors.email_error', 'account.errors.invalid'];
    expect(client(fallbacks)).toBe(server(fallbacks));
    expect(client(['no.such', 'no.other'])).toBe(server(['no.such', 'no.other']));
    expect(client('no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
  });
});
