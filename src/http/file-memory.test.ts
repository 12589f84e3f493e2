import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileMemory } from './file-memory.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'file-memory-'));
const file = (name: string, bytes: number) => {
  const p = path.join(dir, name);
  writeFileSync(p, 'x'.repeat(bytes));
  return p;
};

describe('files kept in memory', () => {
  it('keeps at most maxBytes, the least recently used going first, and never a file above an eighth', async () => {
    const memory = createFileMemory({ maxBytes: 1_000 });
    const [a, b, c] = [file('a.png', 100), file('b.png', 100), file('c.png', 100)];
    for (const f of [a, b, c]) await memory.get(f, 'image/png');
    expect(memory.stats()).toEqual({ entries: 3, bytes: 300 });
    await memory.get(a, 'image/png'); // a is now the most recently used: b goes first
    for (let i = 0; i < 8; i++) await memory.get(file(`d${i}.png`, 100), 'image/png');
    expect(memory.stats().bytes).toBeLessThanOrEqual(1_000);
    expect(memory.stats().entries).toBe(10);
    // Which went: b, read again from disk now; a is still kept as it was read.
    writeFileSync(a, 'y'.repeat(100));
    writeFileSync(b, 'y'.repeat(100));
    expect((await memory.get(a, 'image/png'))?.body.toString()).toBe('x'.repeat(100));
    expect((await memory.get(b, 'image/png'))?.body.toString()).toBe('y'.repeat(100));
    const large = file('large.png', 200);
    expect((await memory.get(large, 'image/png'))?.body.length).toBe(200);
    expect(memory.stats().entries).toBe(10);
  });

  it('compresses text once and leaves images as they are', async () => {
    const memory = createFileMemory({ maxBytes: 1_000_000 });
    expect(
      (await memory.get(file('s.js', 5_000), 'application/javascript; charset=UTF-8'))?.gzip,
    ).not.toBeNull();
    expect((await memory.get(file('s.css', 5_000), 'text/css; charset=UTF-8'))?.gzip).not.toBeNull();
    expect((await memory.get(file('i.webp', 5_000), 'image/webp'))?.gzip).toBeNull();
  });

  it('answers null for what is not a readable file', async () => {
    const memory = createFileMemory({ maxBytes: 1_000_000 });
    expect(await memory.get(path.join(dir, 'none.png'), 'image/png')).toBeNull();
    expect(await memory.get(dir, 'image/png')).toBeNull();
  });
});
