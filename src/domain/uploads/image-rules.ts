import type { ImageFormat } from './image-header';

/** §5: images up to 5 MB, JPEG or PNG (judged by content on the server). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** What the form can tell of a chosen file before sending it (the server reads the bytes again). */
export function imageFileProblem(file: { size: number; type: string }): 'image_size' | 'image_type' | null {
  if (file.size > IMAGE_MAX_BYTES) return 'image_size';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  return null;
}

/**
 * Pixels an image may declare before anything is decoded: 40 megapixels is more than any phone
 * camera takes (a 12 MP photo is 4000 × 3000) and bounds a decode to about 160 MB (RGBA).
 */
export const IMAGE_MAX_MEGAPIXELS = 40;

/** What one kind of upload (refund photos, ID scans, product images) accepts and how it is stored. */
export interface ImageRules {
  maxBytes: number;
  maxPixels: number;
  formats: readonly ImageFormat[];
  /** Stored images are re-encoded (which also drops metadata such as location) to this format... */
  output: 'webp' | 'jpeg';
  /** ...with their longest side at most this many pixels... */
  maxSide: number;
  /** ...or, when given, cut to exactly this size (scaled to cover it, centred). */
  crop?: { width: number; height: number };
}

/** Shoppers' photos (refunds): §5's 5 MB JPEG or PNG, stored as WebP of at most 2560 pixels. */
export const PHOTO_RULES: ImageRules = {
  maxBytes: IMAGE_MAX_BYTES,
  maxPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000,
  formats: ['jpeg', 'png'],
  output: 'webp',
  maxSide: 2560,
};

/** The rule on what a header declares, before any decoding: the message key of the fault, or null. */
export function headerFault(
  header: { format: ImageFormat; width: number; height: number } | null,
  rules: ImageRules,
): 'image_type' | 'image_pixels' | null {
  if (!header || !rules.formats.includes(header.format)) return 'image_type';
  if (header.width * header.height > rules.maxPixels) return 'image_pixels';
  return null;
}

/**
 * Product pictures (catalog staff): JPEG or PNG up to 5 MB, stored as WebP of at most 600 pixels,
 * the size the product page shows (its 320 and 480 variants are made at upload, src/lib/media-widths.ts).
 */
export const PRODUCT_IMAGE_RULES: ImageRules = { ...PHOTO_RULES, maxSide: 600 };
export const PRODUCT_MAX_IMAGES = 10;

/**
 * Hero slides (content staff): JPEG or PNG up to 5 MB, stored as WebP cut to 1200 × 400, the 3:1
 * frame the home page shows them in at their widest (its 480 and 800 variants made at upload).
 */
export const SLIDE_IMAGE_RULES: ImageRules = {
  ...PHOTO_RULES,
  maxSide: 1200,
  crop: { width: 1200, height: 400 },
};

/**
 * Overlay ads (content staff): JPEG or PNG up to 5 MB, stored as WebP cut to 600 × 600, the square
 * the home page's popup reserves (its img is 600 × 600, at most 512 px wide; the 480 variant made
 * at upload for phones).
 */
export const POPUP_IMAGE_RULES: ImageRules = {
  ...PHOTO_RULES,
  maxSide: 600,
  crop: { width: 600, height: 600 },
};

/**
 * Category tiles (catalog staff): JPEG or PNG up to 5 MB, stored as WebP cut to 400 × 400, the
 * square the menu and the category boxes show.
 */
export const CATEGORY_IMAGE_RULES: ImageRules = {
  ...PHOTO_RULES,
  maxSide: 400,
  crop: { width: 400, height: 400 },
};

/** Brand logos (catalog staff): JPEG or PNG up to 5 MB, stored as WebP cut to 400 × 200. */
export const BRAND_LOGO_RULES: ImageRules = {
  ...PHOTO_RULES,
  maxSide: 400,
  crop: { width: 400, height: 200 },
};

/**
 * Blog posts' featured pictures (content staff): JPEG or PNG up to 5 MB, stored as WebP cut to
 * 1200 × 630, the 40:21 frame of the blog's cards and post pages (its 480 and 800 variants made at
 * upload, the widths src/components/blog/blog-image.client.tsx asks for).
 */
export const BLOG_IMAGE_RULES: ImageRules = {
  ...PHOTO_RULES,
  maxSide: 1200,
  crop: { width: 1200, height: 630 },
};
