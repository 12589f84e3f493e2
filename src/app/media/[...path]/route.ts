import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_TYPES, mediaRoot, mediaVariant } from '@/db/media';
import { mediaWidth } from '@/lib/media-widths';

/**
 * Serves generated and uploaded images from the media directory (S3 when configured, later);
 * `?w=480|800|1200` serves the image resized to that width (src/lib/media-widths.ts). Under
 * `npm start` a file already on disk is served before the request reaches Next.js
 * (src/http/media-files.mjs): this route answers the rest, making a width the first time.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parts = (await params).path;
  const root = mediaRoot();
  const file = path.resolve(root, ...parts);
  const type = MEDIA_TYPES[path.extname(file).toLowerCase()];
  const width = mediaWidth(new URL(request.url).searchParams.get('w'));
  if (!file.startsWith(root + path.sep) || !type || width === undefined)
    return new Response('Not found', { status: 404 });
  try {
    const body = width ? await mediaVariant(root, file, width) : await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
