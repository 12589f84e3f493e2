import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerOnlyJpeg, headerOnlyPng } from '../../../tests/fixtures/crafted-images';
import { AppError } from '../shared/errors';
import { IMAGE_MAX_MEGAPIXELS, PHOTO_RULES } from './image-rules';
import { checkImage, reencodeImage, storeImages } from './images';

const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#f7941d' } })
    [format]()
    .toBuffer();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { kind: err.kind, fields: err.fieldErrors } : err),
  );

describe('image intake', () => {
  it('accepts PNG and JPEG by content and answers their header', async () => {
    expect(await checkImage(await image(40, 30), 'photos', PHOTO_RULES)).toEqual({
      format: 'png',
      width: 40,
      height: 30,
    });
    expect((await checkImage(await image(40, 30, 'jpeg'), 'photos', PHOTO_RULES)).format).toBe('jpeg');
  });

  it('refuses a 16000 × 16000 bomb by its header, quickly and without decoding it', async () => {
    const started = performance.now();
    for (const bomb of [headerOnlyPng(16000, 16000), headerOnlyJpeg(16000, 16000)]) {
      expect(await refusal(checkImage(bomb, 'photos', PHOTO_RULES))).toEqual({
        kind: 'invalid',
        fields: { photos: 'image_pixels' },
      });
    }
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses other content, oversized files and headers libvips cannot read', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect(await refusal(checkImage(svg, 'scan', PHOTO_RULES))).toEqual({
      kind: 'invalid',
      fields: { scan: 'image_type' },
    });
    const big = Buffer.concat([await image(40, 30), Buffer.alloc(PHOTO_RULES.maxBytes)]);
    expect(await refusal(checkImage(big, 'scan', PHOTO_RULES))).toEqual({
      kind: 'invalid',
      fields: { scan: 'image_size' },
    });
    // A JPEG frame header and nothing after it: libvips refuses what our header reader accepts.
    expect(await refusal(checkImage(headerOnlyJpeg(300, 200), 'scan', PHOTO_RULES))).toEqual({
      kind: 'invalid',
      fields: { scan: 'image_type' },
    });
  });

  it('takes the pixel limit from the rule set: exactly at it passes, one column more does not', async () => {
    const rules = { ...PHOTO_RULES, maxPixels: 1200 };
    expect(await refusal(checkImage(await image(40, 30), 'photos', rules))).toBeNull();
    expect(await refusal(checkImage(await image(41, 30), 'photos', rules))).toEqual({
      kind: 'invalid',
      fields: { photos: 'image_pixels' },
    });
  });

  it('re-encodes to the rule set’s format, scaled down to its longest side', async () => {
    const webp = await reencodeImage(await image(3000, 1000), 'photos', PHOTO_RULES);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 2560, height: 853 });
    const jpeg = await reencodeImage(await image(300, 200), 'scan', { ...PHOTO_RULES, output: 'jpeg' });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('stores under the root it is given (ID scans outside the public media folder)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'aman-intake-'));
    const [stored] = await storeImages('scans/7', [await image(40, 30)], {
      field: 'scan',
      rules: { ...PHOTO_RULES, output: 'jpeg' },
      root,
    });
    expect(stored).toMatch(/^scans\/7\/[0-9a-f]{24}\.jpg$/);
    expect((await sharp(readFileSync(path.join(root, stored!))).metadata()).format).toBe('jpeg');
  });
});

describe('the pixel limit in words', () => {
  it('names the same number of megapixels in both languages as the rule', async () => {
    const { resources } = await import('@/i18n/resources');
    for (const locale of ['ar', 'en'] as const) {
      expect(resources[locale].errors.image_pixels).toContain(String(IMAGE_MAX_MEGAPIXELS));
    }
  });
});
