import path from 'node:path';
import type { z } from 'zod';
import { mediaRoot, mediaVariant } from '@/db/media';
import type { MediaWidth } from '@/lib/media-widths';
import { AppError } from '../shared/errors';
import { fieldErrors } from '../shared/validate';
import type { ImageRules } from '../uploads/image-rules';
import { checkImage, removeImages, storeImages } from '../uploads/images';

/*
 * What the content role's forms with a picture (hero slides, overlay ads) share: the form and the
 * picture judged together, the picture stored with the widths the store asks for, and a stored
 * picture removed again when the write that was to use it fails.
 */

/**
 * The form and the picture judged together, so that a refused form names every field at fault
 * (the picture included) at once; then the picture by its content, size and pixels.
 */
export async function checkedForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  image: { bytes: Buffer | null; rules: ImageRules; requiredKey: string | null },
): Promise<z.output<S>> {
  const parsed = schema.safeParse(input);
  const faults = parsed.success ? {} : fieldErrors(parsed.error);
  if (image.requiredKey && !image.bytes) faults.image = image.requiredKey;
  // The picture is judged beside the fields, so that one answer names every fault.
  if (image.bytes) {
    const fault = await checkImage(image.bytes, 'image', image.rules).then(
      () => null,
      (err: unknown) => {
        if (err instanceof AppError && err.fieldErrors.image) return err.fieldErrors.image;
        throw err;
      },
    );
    if (fault) faults.image = fault;
  }
  const first = Object.values(faults)[0];
  if (first || !parsed.success) throw new AppError('invalid', first ?? 'invalid_input', {}, faults);
  return parsed.data;
}

/** Stores a checked picture under `folder` as `rules` say, with the smaller widths the store asks for. */
export async function storeContentImage(
  folder: string,
  image: Buffer,
  rules: ImageRules,
  variants: readonly MediaWidth[],
): Promise<string> {
  const [stored] = await storeImages(folder, [image], { field: 'image', rules });
  const root = mediaRoot();
  try {
    for (const width of variants) await mediaVariant(root, path.join(root, stored!), width);
  } catch (err) {
    await removeImages([stored!]);
    throw err;
  }
  return stored!;
}

/** Runs a write that stored a new picture; the picture is removed again if the write fails. */
export async function keepingImage<T>(stored: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (stored) await removeImages([stored]);
    throw err;
  }
}
