import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaWidth } from '@/lib/media-widths';
import { createFileMemory } from './file-memory.mjs';
import { inFrontOfNext } from './in-front-of-next.test-helper';
import { createMediaFiles, type MediaFilesSettings } from './media-files.mjs';

/** A media directory with an image, its 480 px width, a text file and a folder named like an image. */
const base = mkdtempSync(path.join(os.tmpdir(), 'media-files-'));
const root = path.join(base, 'media');
mkdirSync(path.join(root, 'slides'), { recursive: true });
mkdirSync(path.join(root, '.w480', 'slides'), { recursive: true });
mkdirSync(path.join(root, 'folder.webp'));
writeFileSync(path.join(root, 'slides', '1.webp'), 'original');
writeFileSync(path.join(root, '.w480', 'slides', '1.webp'), 'w480');
writeFileSync(path.join(root, 'notes.txt'), 'text');
// Beside the media directory, not in it: never served.
writeFileSync(path.join(base, 'secret.webp'), 'secret');

let settings: MediaFilesSettings | undefined = {
  root,
  types: { '.webp': 'image/webp' },
  width: mediaWidth,
  headers: { 'x-content-type-options': 'nosniff' },
};
const media = createMediaFiles({
  settings: () => settings,
  memory: createFileMemory({ maxBytes: 1024 * 1024 }),
});
const request = inFrontOfNext((req, res, fallback) => media.handle(req, res, fallback));
const get = async (target: string, method = 'GET') => {
  const res = await request(target, {}, method);
  return { ...res, body: res.body.toString() };
};

describe('/media files served by the server in front of Next.js', () => {
  it('serves an image on disk, with its type, length, a year of caching and the given headers', async () => {
    const res = await get('/media/slides/1.webp');
    expect(res).toMatchObject({ status: 200, body: 'original' });
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const head = await get('/media/slides/1.webp', 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe('8');
  });

  it('serves a width already made, and leaves one not made yet to Next', async () => {
    expect((await get('/media/slides/1.webp?w=480')).body).toBe('w480');
    expect((await get('/media/slides/1.webp?w=800')).body).toBe('next');
  });

  it('leaves to Next what it must refuse or cannot find', async () => {
    for (const target of [
      '/media/slides/1.webp?w=333',
      '/media/slides/2.webp',
      '/media/notes.txt',
      '/media/folder.webp',
      '/media/../secret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/slides/..%2F..%2Fsecret.webp',
      '/media/%E0%A4%A.webp',
      '/medias/slides/1.webp',
      '/slides/1.webp',
    ])
      expect((await get(target)).body, target).toBe('next');
    expect((await get('/media/slides/1.webp', 'POST')).body).toBe('next');
  });

  it('serves a kept image as it is on disk now: a changed one anew, a removed one no more', async () => {
    const file = path.join(root, 'slides', '3.webp');
    writeFileSync(file, 'first');
    expect((await get('/media/slides/3.webp')).body).toBe('first');
    writeFileSync(file, 'second');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect((await get('/media/slides/3.webp')).body).toBe('second');
    rmSync(file);
    expect((await get('/media/slides/3.webp')).body).toBe('next');
  });

  it('leaves everything to Next until the app has started', async () => {
    const started = settings;
    settings = undefined;
    try {
      expect((await get('/media/slides/1.webp')).body).toBe('next');
    } finally {
      settings = started;
    }
  });
});
