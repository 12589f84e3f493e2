import { config } from '@/config';
import { MEDIA_TYPES } from '@/db/media';
import { mediaWidth } from '@/lib/media-widths';
import type { MediaFilesSettings } from './media-files.mjs';
import { apiSecurityHeaders } from './security-headers';

/**
 * What the server in front of Next.js (scripts/server.mjs) needs to serve the files of /media
 * itself (src/http/media-files.mjs): where they are, which it may serve, and the headers of a file
 * of the APIs (nothing in an image may run, be framed or be sniffed as something else).
 */
export function mediaFilesSettings(): MediaFilesSettings {
  const { mediaDir, publicUrl } = config();
  return {
    root: mediaDir,
    types: MEDIA_TYPES,
    width: mediaWidth,
    headers: apiSecurityHeaders(publicUrl?.startsWith('https://') ?? false),
  };
}
