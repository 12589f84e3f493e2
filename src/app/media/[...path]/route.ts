import { readFile } from 'node:fs/promises';
import { MEDIA_TYPES, mediaRoot, mediaVariant } from '@/db/media';
import { mediaFile } from '@/http/media-files.mjs';
import { mediaWidth } from '@/lib/media-widths';

/**
 * Serves generated and uploaded images from the media directory (S3 when configured, later);
 * `?w=480|800|1200` serves the image resized to that width (src/lib/media-widths.ts). Under
 * `npm start` a file already on disk is served before the request reaches Next.js
 * (src/http/media-files.mjs, whose `mediaFile` reads the request here too): this route answers
 * the rest, making a width the first time.
 */
export async function GET(request: Request) {
  const root = mediaRoot();
  const file = mediaFile(request.url, { root, types: MEDIA_TYPES, width: mediaWidth });
  if (!file) return new Response('Not found', { status: 404 });
  try {
    const body = file.width
      ? await mediaVariant(root, file.original, file.width)
      : await readFile(file.original);
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': file.type, 'cache-control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
