import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/config';
import { categorySvg, renderImages, slideSvg } from './images';

const job = {
  path: 'products/one.webp',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c00"/></svg>',
};
const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `aman-${name}-`));
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';
const previous = process.env.SEED_IMAGE_CACHE;

afterEach(() => {
  if (previous === undefined) delete process.env.SEED_IMAGE_CACHE;
  else process.env.SEED_IMAGE_CACHE = previous;
  reloadConfig();
});

describe('renderImages', () => {
  it('renders a picture once and copies it from the cache for the next seed', async () => {
    const cache = tmp('image-cache');
    process.env.SEED_IMAGE_CACHE = cache;
    reloadConfig();
    const first = tmp('media');
    await renderImages(first, [job]);
    const rendered = readFileSync(path.join(first, job.path));
    expect(isWebp(rendered)).toBe(true);
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(1);
    expect(readFileSync(path.join(cache, kept[0]!))).toEqual(rendered);

    // What the cache holds is what the next seed gets, without drawing it again.
    writeFileSync(path.join(cache, kept[0]!), 'from the cache');
    const second = tmp('media');
    await renderImages(second, [job]);
    expect(readFileSync(path.join(second, job.path), 'utf8')).toBe('from the cache');
  });

  it('renders every time with the cache off', async () => {
    process.env.SEED_IMAGE_CACHE = 'off';
    reloadConfig();
    const media = tmp('media');
    await renderImages(media, [job]);
    expect(isWebp(readFileSync(path.join(media, job.path)))).toBe(true);
  });
});

describe('pictures shown in both languages', () => {
  it('carry no words: the page names a category tile or a slide in the shopper’s language', () => {
    for (const svg of [
      categorySvg({ shape: 'tv', color: '#2e86c1' }),
      slideSvg({ shape: 'fridge', color: '#2e86c1' }),
    ])
      expect(svg).not.toContain('<text');
  });
});
