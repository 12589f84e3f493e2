import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { config } from '@/config';
import type { Shape } from './data/types';
import { shapeSvg } from './image-shapes';

const FONT = 'font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold"';

/** A picture to write: its path relative to the media root and the SVG it is drawn from. */
export interface ImageJob {
  path: string;
  svg: string;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** 600x600 product picture; variants 1..3 show the device front, angled and close up. */
export function productSvg(opts: {
  shape: Shape;
  color: string;
  brand: string;
  brandColor: string;
  model: string;
  variant: number;
}): string {
  const { shape, color, brand, brandColor, model, variant } = opts;
  const bgTop = variant === 2 ? tint(color, 0.75) : '#ffffff';
  const bgBottom = variant === 2 ? tint(color, 0.55) : tint(color, 0.88);
  const transform =
    variant === 1
      ? 'translate(100 60)'
      : variant === 2
        ? 'translate(120 80) rotate(-8 180 180) scale(0.9)'
        : 'translate(-20 -40) scale(1.6)';
  const caption =
    variant === 3
      ? ''
      : `<text x="300" y="520" ${FONT} font-size="44" text-anchor="middle" fill="${brandColor}">${escapeXml(brand.toUpperCase())}</text>
<text x="300" y="562" ${FONT} font-size="22" text-anchor="middle" fill="#6b7280">${escapeXml(model)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="${variant === 3 ? 590 : 465}" rx="200" ry="18" fill="#000000" opacity="0.08"/>
<g transform="${transform}">${shapeSvg(shape, color)}</g>
${caption}
</svg>`;
}

/**
 * 400x400 category tile: the device shape on the category colour, without text (the page names the
 * category under it in the shopper's language; an English caption in the picture showed on Arabic pages).
 */
export function categorySvg(opts: { shape: Shape; color: string }): string {
  const { shape, color } = opts;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.85)}"/><stop offset="1" stop-color="${tint(color, 0.6)}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="200" r="150" fill="#ffffff" opacity="0.55"/>
<g transform="translate(70 66) scale(0.65)">${shapeSvg(shape, color)}</g>
</svg>`;
}

/** 400x200 brand logo: the name set in the brand colour. */
export function brandSvg(opts: { name: string; color: string }): string {
  const { name, color } = opts;
  const size = Math.min(64, Math.floor(560 / Math.max(4, name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<rect width="400" height="200" fill="#ffffff"/>
<rect x="20" y="150" width="360" height="6" rx="3" fill="${color}" opacity="0.85"/>
<text x="200" y="${100 + size / 3}" ${FONT} font-size="${size}" text-anchor="middle" fill="${color}">${escapeXml(name)}</text>
</svg>`;
}

/** 1200x400 home slide, without text: the page lays the slide's title over it in the shopper's language. */
export function slideSvg(opts: { color: string; shape: Shape }): string {
  const { color, shape } = opts;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#111111"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="930" cy="200" r="230" fill="#ffffff" opacity="0.08"/><circle cx="1080" cy="60" r="90" fill="#f97316" opacity="0.35"/>
<g transform="translate(760 40) scale(0.8)">${shapeSvg(shape, tint(color, 0.2))}</g>
</svg>`;
}

/** 600x600 popup banner promoting the instalment card (its title is shown in the shopper's language). */
export function bannerSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#f97316"/>
<circle cx="520" cy="80" r="160" fill="#ffffff" opacity="0.12"/><circle cx="60" cy="560" r="140" fill="#000000" opacity="0.1"/>
<rect x="120" y="150" width="360" height="220" rx="24" fill="#111111"/>
<rect x="150" y="200" width="70" height="50" rx="8" fill="#fbbf24"/>
<text x="450" y="340" ${FONT} font-size="34" text-anchor="end" fill="#ffffff">AMAN</text>
</svg>`;
}

const WEBP = { quality: 80, effort: 0 } as const;

/*
 * Rendered pictures are kept between seeds (config().seedImageCache), by a hash of what they are
 * drawn from: the demo's 1,300 pictures cost about 15 s of CPU to render, and a test run seeds the
 * demo four times (the seed's unit test, the two API lanes' template databases, the browser tests'
 * database). A picture is the same bytes for the same SVG, options and libvips, so later seeds copy it.
 */
const cacheKey = (svg: string) =>
  createHash('sha256')
    .update(`${sharp.versions.vips}|${JSON.stringify(WEBP)}|${svg}`)
    .digest('hex');

/** Renders one picture to `file`, or copies it from the cache; a fresh render is added to the cache. */
async function renderOne(job: ImageJob, file: string, cache: string | null): Promise<void> {
  const cached = cache && path.join(cache, `${cacheKey(job.svg)}.webp`);
  if (cached) {
    try {
      await copyFile(cached, file);
      return;
    } catch {
      // not rendered yet: below
    }
  }
  await sharp(Buffer.from(job.svg)).webp(WEBP).toFile(file);
  if (!cached) return;
  // Written whole under a name of its own, then renamed: a seed running beside this one never
  // copies half a picture.
  const partial = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await copyFile(file, partial);
    await rename(partial, cached);
  } catch {
    // a cache that cannot be written only costs the next seed a render
  }
}

/** Renders jobs to WebP under `mediaDir`, at most `concurrency` at a time. */
export async function renderImages(mediaDir: string, jobs: ImageJob[], concurrency = 4): Promise<void> {
  const dirs = new Set(jobs.map((job) => path.dirname(path.join(mediaDir, job.path))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  // A cache that cannot be made is no cache: every picture is rendered.
  let cache = config().seedImageCache;
  if (cache) await mkdir(cache, { recursive: true }).catch(() => (cache = null));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      await renderOne(job, path.join(mediaDir, job.path), cache);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
