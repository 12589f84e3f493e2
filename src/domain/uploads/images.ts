import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaRoot } from '@/db/media';
import { IMAGE_MAX_BYTES } from '../orders/refund-rules';
import { AppError } from '../shared/errors';

/** §5 images are judged by their bytes, not their name or declared type. */
const SIGNATURES: { format: 'jpeg' | 'png'; bytes: number[] }[] = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export async function checkImage(bytes: Buffer, field: string): Promise<void> {
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new AppError('invalid', 'image_size', {}, { [field]: 'image_size' });
  const signed = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  const meta = signed
    ? await sharp(bytes)
        .metadata()
        .catch(() => null)
    : null;
  if (!signed || meta?.format !== signed.format) {
    throw new AppError('invalid', 'image_type', {}, { [field]: 'image_type' });
  }
}

/**
 * Stores checked images under MEDIA_DIR/{folder}, re-encoded as WebP (which also drops camera
 * metadata such as location). Answers their media paths and a function that removes them again.
 */
export async function storeImages(folder: string, images: Buffer[]) {
  const dir = path.join(mediaRoot(), folder);
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  try {
    for (const image of images) {
      const name = `${randomBytes(12).toString('hex')}.webp`;
      await writeFile(path.join(dir, name), await sharp(image).rotate().webp({ quality: 80 }).toBuffer());
      paths.push(`${folder}/${name}`);
    }
  } catch (err) {
    await removeImages(paths);
    throw err;
  }
  return paths;
}

export async function removeImages(paths: string[]) {
  await Promise.all(paths.map((p) => rm(path.join(mediaRoot(), p), { force: true })));
}
