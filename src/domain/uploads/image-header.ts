/**
 * What an image file says it is, read from its first bytes only: the format by its magic bytes
 * and the width and height from its header (PNG's IHDR, JPEG's start-of-frame). Nothing is
 * decoded, so a file that claims 16000 × 16000 pixels costs as little to judge as a thumbnail.
 */

export type ImageFormat = 'jpeg' | 'png';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SOI = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) =>
  bytes[at]! * 0x1000000 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);

/** The format by magic bytes alone (never by file name or declared type). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SOI)) return 'jpeg';
  return null;
}

/** PNG: the first chunk must be IHDR (13 bytes), whose first 8 bytes are width and height. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 8 + 8 + 13) return null;
  const length = u32(bytes, 8);
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (length !== 13 || type !== 'IHDR') return null;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments (skipping their contents) up to the first start-of-frame. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may come before a marker.
    while (at < bytes.length && bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    if (marker === undefined) return null;
    // Markers without a length: TEM, RST0–7 (SOI again is not allowed).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // Image data or the end before any frame header: not an image we can size.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return null;
    if (at + 2 > bytes.length) return null;
    const length = u16(bytes, at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || at + 7 > bytes.length) return null;
      return { height: u16(bytes, at + 3), width: u16(bytes, at + 5) };
    }
    at += length;
  }
  return null;
}

/**
 * The format and dimensions an image's header declares, or null when the bytes are not a PNG or
 * JPEG whose header can be read (unknown signature, truncated header, no frame before the data, a
 * zero width or height).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  const size = format === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { format, ...size };
}
