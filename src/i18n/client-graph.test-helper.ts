/**
 * For the translation-shipping test (client-messages.test.ts): which translation keys the client
 * code reachable from a route file can ask for. Follows static imports, re-exports and dynamic
 * imports from the file; past a 'use client' file, every module reached runs in the browser,
 * and every key-shaped literal and key template in it must be shipped to it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const texts = new Map<string, string>();
const read = (file: string) => {
  if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
  return texts.get(file)!;
};
const isClient = (file: string) => /^\s*['"]use client['"]/.test(read(file));

/** The modules that run in the browser when `entry` is rendered (imported through a client file). */
export function clientModules(entry: string): string[] {
  const client = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const key = `${inClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const browser = inClient || isClient(file);
    if (browser) client.add(file);
    // Islands loaded with the whole translation file (withAllMessages) may ask for anything.
    const withAll = new Set(
      [...read(file).matchAll(/withAllMessages\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1]!,
      ),
    );
    const text = read(file);
    for (const m of text.matchAll(IMPORT)) {
      if (withAll.has(m[1]!)) continue;
      // A type-only import, on one line or several (`import type {\n  A,\n} from '…'`), runs nothing.
      const statement = text.slice(text.lastIndexOf('import', m.index), m.index + m[0].length);
      if (/^import\s+type\b/.test(statement) || /^\s*import\s+type\b/.test(m[0])) continue;
      const target = resolveImport(file, m[1]!);
      if (target && !/\.test\.ts$/.test(target)) walk(target, browser);
    }
  };
  walk(entry, false);
  return [...client];
}

/**
 * What a module may look up: whole keys, and for keys built at run time the dotted path before
 * the variable part (a key built as errors + a code needs everything under errors).
 */
export function keysAskedBy(file: string, namespaces: Set<string>): { keys: string[]; prefixes: string[] } {
  const text = read(file);
  const inNamespace = (k: string) => namespaces.has(k.split('.')[0]!);
  const keys = [...text.matchAll(/['"]([a-z_]+\.[\w.-]+)['"]/g)]
    .map((m) => m[1]!)
    .filter((k) => inNamespace(k) && !/\.(png|jpe?g|webp|svg|json|ts|tsx|com|eg)$/.test(k));
  // A top-level text asked for by name, t('no_search_result'): no dot to find it by above.
  const topLevel = [...text.matchAll(/\bt\(\s*['"]([\w-]+)['"]/g)].map((m) => m[1]!).filter(inNamespace);
  keys.push(...topLevel);
  const prefixes = [...text.matchAll(/`([a-z_]+[\w.]*)\$\{/g)]
    .map((m) => m[1]!)
    .filter((p) => inNamespace(p))
    .map((p) => p.slice(0, p.lastIndexOf('.') > 0 ? p.lastIndexOf('.') : p.length));
  return { keys, prefixes };
}
