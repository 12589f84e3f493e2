import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaRoot } from '@/db/media';
import { createLimiter } from '../shared/limiter';
import { AppError } from '../shared/errors';
import { readImageHeader, type ImageHeader } from './image-header';
import { headerFault, type ImageRules } from './image-rules';

/**
 * The one way an uploaded image comes in (refund photos now; ID scans and product images next):
 * size, then format by magic bytes and dimensions from the header alone, refused above the pixel
 * limit before anything is decoded; then libvips reads the header too (with the same pixel limit)
 * and must agree. Decoding and re-encoding run a few at a time, without libvips' operation cache,
 * on one libvips thread each, and are cut off after a timeout.
 */

sharp.cache(false);
sharp.concurrency(1);

/** Images decoded and re-encoded at once in this process, and how many more may wait. */
const IMAGE_JOBS = 2;
const IMAGE_JOBS_QUEUED = 16;
const IMAGE_TIMEOUT_SECONDS = 20;

export const imageWork = createLimiter({
  concurrency: IMAGE_JOBS,
  maxQueued: IMAGE_JOBS_QUEUED,
  whenFull: () => new AppError('unavailable', 'images_busy'),
});

const refuse = (key: string, field: string) => new AppError('invalid', key, {}, { [field]: key });

/**
 * Checks an upload without decoding it: answers its format and dimensions, or throws an
 * AppError('invalid') naming `field` (image_size, image_type, image_pixels).
 */
export async function checkImage(bytes: Buffer, field: string, rules: ImageRules): Promise<ImageHeader> {
  if (bytes.length > rules.maxBytes) throw refuse('image_size', field);
  const header = readImageHeader(bytes);
  const fault = headerFault(header, rules);
  if (fault) throw refuse(fault, field);
  // libvips reads the header only here; its own pixel limit is a second lock on the same door.
  const meta = await sharp(bytes, { limitInputPixels: rules.maxPixels })
    .metadata()
    .catch((err: Error) => {
      throw refuse(/pixel limit/i.test(err.message) ? 'image_pixels' : 'image_type', field);
    });
  if (meta.format !== header!.format || meta.width !== header!.width || meta.height !== header!.height) {
    throw refuse('image_type', field);
  }
  return header!;
}

/** A checked image decoded, turned upright, scaled to fit `maxSide` (or cut to `crop`) and encoded as `output`. */
export function reencodeImage(bytes: Buffer, field: string, rules: ImageRules): Promise<Buffer> {
  return imageWork.run(async () => {
    const image = sharp(bytes, { limitInputPixels: rules.maxPixels, sequentialRead: true })
      .rotate()
      .resize(
        rules.crop
          ? { ...rules.crop, fit: 'cover', position: 'centre' }
          : { width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true },
      )
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS });
    const encoded = rules.output === 'webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 85 });
    return encoded.toBuffer().catch(() => {
      throw refuse('image_unreadable', field);
    });
  });
}

/**
 * Stores checked images under {root}/{folder} (root: the public MEDIA_DIR unless told otherwise,
 * e.g. a private folder for ID scans), re-encoded. Answers their paths relative to the root;
 * on any failure the ones already written are removed again.
 */
export async function storeImages(
  folder: string,
  images: Buffer[],
  opts: { field: string; rules: ImageRules; root?: string },
) {
  const root = opts.root ?? mediaRoot();
  const dir = path.join(root, folder);
  const paths: string[] = [];
  try {
    for (const image of images) {
      const encoded = await reencodeImage(image, opts.field, opts.rules);
      const name = `${randomBytes(12).toString('hex')}.${opts.rules.output === 'webp' ? 'webp' : 'jpg'}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), encoded);
      paths.push(`${folder}/${name}`);
    }
  } catch (err) {
    await removeImages(paths, root);
    throw err;
  }
  return paths;
}

export async function removeImages(paths: string[], root = mediaRoot()) {
  await Promise.all(paths.map((p) => rm(path.join(root, p), { force: true })));
}
