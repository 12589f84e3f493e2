import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HINT, markChunks } from './compile-hints.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks', 'nested'), { recursive: true });
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: [] }),
  );
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'static', 'chunks', name), text);
}
const read = (name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');

describe('compile hints', () => {
  it('marks every script chunk on its first line, not the polyfills, the styles or a file twice', () => {
    build({
      'app.js': '(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);',
      'nested/lazy.js': 'x()',
      'polyfill.js': '!function(){}()',
      'app.css': 'a{color:red}',
    });
    expect(markChunks(dir)).toBe(2);
    expect(read('app.js')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);',
    );
    expect(read('nested/lazy.js')).toBe(`${HINT}x()`);
    expect(read('polyfill.js')).toBe('!function(){}()');
    expect(read('app.css')).toBe('a{color:red}');
    // A second run (a build step run again) changes nothing.
    expect(markChunks(dir)).toBe(0);
    expect(read('app.js').split(HINT)).toHaveLength(2);
  });
});
