import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerOnlyJpeg, headerOnlyPng } from '../../../tests/fixtures/crafted-images';
import { readImageHeader, sniffFormat } from './image-header';
import { headerFault, PHOTO_RULES } from './image-rules';

const photo = (format: 'png' | 'jpeg', progressive = false) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#f7941d' } })
    .withExif({ IFD0: { Copyright: 'Aman' } })
    [format]({ progressive })
    .toBuffer();

describe('image headers, read without decoding', () => {
  it('knows PNG and JPEG by their magic bytes, whatever else the bytes are', async () => {
    expect(sniffFormat(await photo('png'))).toBe('png');
    expect(sniffFormat(await photo('jpeg'))).toBe('jpeg');
    expect(sniffFormat(Buffer.from('<svg>not a photo</svg>'))).toBeNull();
    expect(sniffFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });

  it('reads the same dimensions as libvips from real PNG, JPEG and progressive JPEG files', async () => {
    for (const bytes of [await photo('png'), await photo('jpeg'), await photo('jpeg', true)]) {
      const meta = await sharp(bytes).metadata();
      expect(readImageHeader(bytes)).toEqual({ format: meta.format, width: 40, height: 30 });
    }
  });

  it('reads what a bomb claims from its header alone', () => {
    expect(readImageHeader(headerOnlyPng(16000, 16000))).toEqual({
      format: 'png',
      width: 16000,
      height: 16000,
    });
    expect(readImageHeader(headerOnlyJpeg(65535, 65535))).toEqual({
      format: 'jpeg',
      width: 65535,
      height: 65535,
    });
  });

  it('skips fill bytes before a JPEG marker', () => {
    const jpeg = headerOnlyJpeg(300, 200);
    const filled = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]);
    expect(readImageHeader(filled)).toEqual({ format: 'jpeg', width: 300, height: 200 });
  });

  it('answers null, never throws, for truncated headers, zero sizes and data before any frame', async () => {
    for (const bytes of [await photo('png'), await photo('jpeg'), headerOnlyJpeg(300, 200)]) {
      for (let n = 0; n < 64; n++) {
        const header = readImageHeader(bytes.subarray(0, n));
        if (header) expect(header).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
      }
    }
    expect(readImageHeader(headerOnlyPng(0, 100))).toBeNull();
    expect(readImageHeader(headerOnlyJpeg(100, 0))).toBeNull();
    // Start of scan straight after SOI: no frame header to size the image by.
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
  });
});

describe('what a header may declare', () => {
  it('refuses other formats, and more pixels than the limit before anything is decoded', () => {
    expect(headerFault(null, PHOTO_RULES)).toBe('image_type');
    expect(headerFault({ format: 'png', width: 16000, height: 16000 }, PHOTO_RULES)).toBe('image_pixels');
    expect(headerFault({ format: 'jpeg', width: 8000, height: 5001 }, PHOTO_RULES)).toBe('image_pixels');
    expect(headerFault({ format: 'jpeg', width: 8000, height: 5000 }, PHOTO_RULES)).toBeNull();
    expect(headerFault({ format: 'png', width: 4000, height: 3000 }, PHOTO_RULES)).toBeNull();
    expect(headerFault({ format: 'png', width: 10, height: 10 }, { ...PHOTO_RULES, formats: ['jpeg'] })).toBe(
      'image_type',
    );
  });
});
