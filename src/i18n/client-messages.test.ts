import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientModules, keysAskedBy } from './client-graph.test-helper';
import { AREA_MESSAGES, SHELL_MESSAGES, type MessageArea } from './client-messages';
import { mergeMessages, pickMessages, type MessageTree } from './message-tree';
import { LOCALES } from './locales';
import { resources } from './resources';

/**
 * The browser gets only part of the translations (client-messages.ts). A key a client island asks
 * for that its page does not send would show the raw key to shoppers: this fails first.
 */

const root = process.cwd();
const appDir = path.join(root, 'src/app');
const ROUTE_FILE = /^(page|layout|error|not-found|loading|template|default)\.tsx$/;
const namespaces = new Set(Object.keys(resources.en));

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return ROUTE_FILE.test(name) ? [full] : [];
  });
}

/** The areas a route file and the layouts above it send with <ClientMessages area="…">. */
function areasOf(file: string): MessageArea[] {
  const files = [file];
  for (let dir = path.dirname(file); dir.startsWith(appDir); dir = path.dirname(dir)) {
    files.push(path.join(dir, 'layout.tsx'));
  }
  return files.flatMap((f) => {
    let text = '';
    try {
      text = readFileSync(f, 'utf8');
    } catch {
      return [];
    }
    return [...text.matchAll(/<ClientMessages\s+area="(\w+)"/g)].map((m) => m[1] as MessageArea);
  });
}

const covers = (shipped: string[], key: string) => shipped.some((p) => key === p || key.startsWith(`${p}.`));

describe('translations sent to the browser', () => {
  it('every section or path listed exists in both languages', () => {
    const paths = [...SHELL_MESSAGES, ...Object.values(AREA_MESSAGES).flat()];
    for (const locale of LOCALES) {
      const tree = resources[locale] as unknown as MessageTree;
      const missing = paths.filter((p) => Object.keys(pickMessages(tree, [p])).length === 0);
      expect(missing, locale).toEqual([]);
    }
  });

  it('picks and merges sections and single texts', () => {
    const tree: MessageTree = { a: { x: '1', y: '2' }, b: { z: '3' }, c: '4' };
    expect(pickMessages(tree, ['a.x', 'c'])).toEqual({ a: { x: '1' }, c: '4' });
    expect(mergeMessages({ a: { x: '1' } }, { a: { y: '2' }, b: { z: '3' } })).toEqual({
      a: { x: '1', y: '2' },
      b: { z: '3' },
    });
  });

  it('the layout sends a small part of the file', () => {
    const shell = JSON.stringify(pickMessages(resources.ar as unknown as MessageTree, SHELL_MESSAGES));
    expect(shell.length).toBeLessThan(JSON.stringify(resources.ar).length / 4);
  });

  it('every key a client module can ask for is sent to every page that loads it', () => {
    const entries = routeFiles(appDir);
    expect(entries.length).toBeGreaterThan(20);
    const problems = entries.flatMap((entry) => {
      const shipped = [...SHELL_MESSAGES, ...areasOf(entry).flatMap((a) => AREA_MESSAGES[a])];
      return clientModules(entry).flatMap((mod) => {
        const { keys, prefixes } = keysAskedBy(mod, namespaces);
        return [...keys, ...prefixes]
          .filter((k) => !covers(shipped, k))
          .map((k) => `${path.relative(root, entry)} → ${path.relative(root, mod)}: ${k}`);
      });
    });
    expect([...new Set(problems)]).toEqual([]);
  });
});
