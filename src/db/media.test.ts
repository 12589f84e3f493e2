import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaWidth } from '@/lib/media-widths';
import { mediaVariant } from './media';

const image = (width: number) =>
  sharp({ create: { width, height: width / 3, channels: 3, background: '#f7941d' } })
    .webp()
    .toBuffer();

describe('resized media', () => {
  it('makes a narrower copy once, keeps it on disk, and keeps narrow images there as they are', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'media-'));
    await mkdir(path.join(root, 'slides'));
    const file = path.join(root, 'slides', '1.webp');
    await writeFile(file, await image(1200));
    const small = await mediaVariant(root, file, 480);
    expect((await sharp(small).metadata()).width).toBe(480);
    expect(existsSync(path.join(root, '.w480', 'slides', '1.webp'))).toBe(true);
    expect(await mediaVariant(root, file, 480)).toEqual(small);
    const wide = await mediaVariant(root, file, 1200);
    expect((await sharp(wide).metadata()).width).toBe(1200);
    // Kept as well, so that the server in front of Next.js finds it on disk (src/http/media-files.mjs).
    expect(existsSync(path.join(root, '.w1200', 'slides', '1.webp'))).toBe(true);
  });

  it('accepts only the listed widths', () => {
    expect(mediaWidth(null)).toBeNull();
    expect(mediaWidth('480')).toBe(480);
    expect(mediaWidth('481')).toBeUndefined();
    expect(mediaWidth('abc')).toBeUndefined();
  });
});
