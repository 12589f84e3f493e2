// The images of /media, answered by the server in front of Next.js (scripts/server.mjs) from
// memory (file-memory.mjs), as they are on disk. Through Next.js each image also passed its
// router, the proxy (a fresh CSP nonce) and the route handler: about 60 ms of the server's CPU for
// a page's images, more than the page's own render. Only a file already on disk is served here: a
// width not made yet, a refused path or width, and a missing file go on to Next's route
// (src/app/media/[...path]/route.ts), which makes the width or answers 404; both read a request
// with mediaFile below, so the two never disagree. Plain JavaScript: that server is not bundled.
import path from 'node:path';
import { fileUnder, sendFile } from './file-memory.mjs';

/**
 * The file on disk a GET /media/{path}[?w=] asks for (`path`: the width's copy when it asks for a
 * width), the image it is of (`original`) and the width (`width`, null for the image as it is);
 * null when there is none to answer (not under /media, outside the root, an unknown type or
 * width). Next's route (src/app/media/[...path]/route.ts) reads requests with it too.
 */
export function mediaFile(url, { root, types, width: parseWidth }) {
  const file = fileUnder(url, '/media/', root, types);
  if (!file) return null;
  const width = parseWidth(file.query.get('w'));
  if (width === undefined) return null;
  const at = width ? path.join(root, `.w${width}`, path.relative(root, file.path)) : file.path;
  return { path: at, type: file.type, original: file.path, width };
}

/**
 * `settings()` is set by the app once it has started (src/instrumentation.ts); until then Next
 * answers. Files are kept in `memory`, looked at on disk for each request (a removed image is
 * not served from memory).
 */
export function createMediaFiles({ settings, memory }) {
  return {
    async handle(req, res, fallback) {
      const current = settings();
      const file =
        current && (req.method === 'GET' || req.method === 'HEAD') ? mediaFile(req.url, current) : null;
      const entry = file && (await memory.get(file.path, file.type, { verify: true }));
      if (!entry) return fallback();
      sendFile(req, res, entry, {
        ...current.headers,
        'content-type': file.type,
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  };
}
