import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFileMemory } from './file-memory.mjs';
import { inFrontOfNext } from './in-front-of-next.test-helper';
import { createNextStatic } from './next-static.mjs';

/** A build's static folder with a script and a font, and a file beside it that is not in it. */
const base = mkdtempSync(path.join(os.tmpdir(), 'next-static-'));
const dir = path.join(base, 'static');
mkdirSync(path.join(dir, 'chunks'), { recursive: true });
mkdirSync(path.join(dir, 'media'), { recursive: true });
const script = 'self.chunk = "' + 'x'.repeat(2_000) + '";';
writeFileSync(path.join(dir, 'chunks', 'a1b2.js'), script);
writeFileSync(path.join(dir, 'media', 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
writeFileSync(path.join(dir, 'chunks', 'notes.md'), 'not served');
writeFileSync(path.join(base, 'secret.js'), 'secret');

const nextStatic = createNextStatic({ dir, memory: createFileMemory({ maxBytes: 1024 * 1024 }) });
const get = inFrontOfNext((req, res, fallback) => nextStatic.handle(req, res, fallback));

describe("the build's static files served from memory", () => {
  it('serves a script compressed to a caller that takes gzip, as it is to one that does not', async () => {
    const zipped = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(script.length / 4);
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(script);

    const plain = await get('/_next/static/chunks/a1b2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const head = await get('/_next/static/chunks/a1b2.js', {}, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(script.length));
  });

  it('serves a font as it is, never compressed', async () => {
    const font = await get('/_next/static/media/font.woff2', { 'accept-encoding': 'gzip' });
    expect(font.headers).toMatchObject({ 'content-type': 'font/woff2', 'content-length': '7' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect([...font.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
  });

  it('leaves to Next.js what it would answer otherwise', async () => {
    for (const [target, headers] of [
      ['/_next/static/chunks/missing.js', {}],
      ['/_next/static/chunks/notes.md', {}],
      ['/_next/static/../secret.js', {}],
      ['/_next/static/chunks/..%2F..%2Fsecret.js', {}],
      ['/_next/static/%E0%A4%A.js', {}],
      ['/_next/data/chunks/a1b2.js', {}],
      ['/_next/static/chunks/a1b2.js', { range: 'bytes=0-9' }],
      ['/_next/static/chunks/a1b2.js', { 'if-none-match': 'W/"x"' }],
      ['/_next/static/chunks/a1b2.js', { 'if-modified-since': new Date().toUTCString() }],
    ] as const)
      expect((await get(target, headers)).body.toString(), target).toBe('next');
    expect((await get('/_next/static/chunks/a1b2.js', {}, 'POST')).body.toString()).toBe('next');
  });
});
