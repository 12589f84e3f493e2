// The build's own files (/_next/static: scripts, styles, fonts), served from memory by the server
// in front of Next.js (scripts/server.mjs) with the headers Next.js gives them. They are named by
// their content and never change while the server runs (a new build is a new server), so they are
// read and compressed once. A request this does not answer as Next.js would goes on to Next.js:
// a part of a file (Range), a conditional request, any other method, an unknown type, a missing
// file. Plain JavaScript: that server is not bundled.
import path from 'node:path';
import { fileUnder, sendFile } from './file-memory.mjs';

const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=UTF-8',
};
const HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};
const DEFERRED_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];

/** The build file a request asks for, or null when Next.js must answer it. */
export function nextStaticFile(req, dir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (DEFERRED_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const file = fileUnder(req.url, '/_next/static/', dir, TYPES);
  return file && { path: file.path, type: file.type };
}

/** `dir` is the build's static folder (.next/static). */
export function createNextStatic({ dir, memory }) {
  const root = path.resolve(dir);
  return {
    async handle(req, res, fallback) {
      const file = nextStaticFile(req, root);
      const entry = file && (await memory.get(file.path, file.type));
      if (!entry) return fallback();
      sendFile(req, res, entry, { ...HEADERS, 'content-type': file.type });
    },
  };
}
