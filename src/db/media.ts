import { config } from '@/config';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaWidth } from '@/lib/media-widths';

/** The files /media serves, by extension, and their content types. */
export const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Where generated and uploaded images live on disk; served at /media/{path}. */
export function mediaRoot(): string {
  return config().mediaDir;
}

/**
 * An image no wider than `width`, made once with sharp and kept beside the media files
 * (`.w{width}/{path}`), so later requests read it from disk. An image already narrower is kept
 * there as it is, so that it too is read from disk next time (src/http/media-files.mjs).
 */
export async function mediaVariant(root: string, file: string, width: MediaWidth): Promise<Buffer> {
  const variant = path.join(root, `.w${width}`, path.relative(root, file));
  try {
    return await readFile(variant);
  } catch {
    const original = await readFile(file);
    const image = sharp(original);
    const { width: actual = 0 } = await image.metadata();
    const resized = actual <= width ? original : await image.resize({ width }).toBuffer();
    await mkdir(path.dirname(variant), { recursive: true });
    // Written under a temporary name first: a reader at the same moment never sees half a file.
    const temporary = `${variant}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, resized);
    await rename(temporary, variant);
    return resized;
  }
}
