// Files kept in memory by the server in front of Next.js (scripts/server.mjs), to answer a request
// for a script, a style, a font or an image without opening the file again: through Next.js each
// one cost the server 1–2 ms of CPU (its router, the file opened, read and closed, and a script
// compressed again for every request), and a page asks for about 60 of them. Text is compressed
// once, when the file is read. Plain JavaScript: that server is not bundled.
import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptsGzip } from './page-output-cache.mjs';

const gzip = promisify(zlib.gzip);
const TEXT = /^(text\/|application\/(javascript|json)|image\/svg)/;

/**
 * At most `maxBytes` of files (least recently used first out; a file larger than an eighth of
 * that is read for each request, not kept). `get(file, type, { verify })` answers the file's bytes
 * (and gzip-compressed, for text), or null when it is not a readable file; with `verify`, a file
 * kept is looked at on disk first (one stat), and read again if it changed, forgotten if it went.
 */
export function createFileMemory({ maxBytes }) {
  const entries = new Map();
  let bytes = 0;

  const forget = (file) => {
    const entry = entries.get(file);
    if (!entry) return;
    entries.delete(file);
    bytes -= entry.bytes;
  };

  async function load(file, type) {
    let handle;
    let entry;
    try {
      handle = await open(file);
      const info = await handle.stat();
      if (!info.isFile()) return null;
      const body = await handle.readFile();
      const compressed = TEXT.test(type) ? await gzip(body) : null;
      entry = {
        body,
        gzip: compressed,
        mtimeMs: info.mtimeMs,
        size: info.size,
        bytes: body.length + (compressed?.length ?? 0),
      };
    } catch {
      return null;
    } finally {
      await handle?.close();
    }
    forget(file);
    if (entry.bytes <= maxBytes / 8) {
      entries.set(file, entry);
      bytes += entry.bytes;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    }
    return entry;
  }

  return {
    async get(file, type, { verify = false } = {}) {
      const kept = entries.get(file);
      if (!kept) return load(file, type);
      if (verify) {
        // Synchronous on purpose: a stat of a file the kernel has cached takes a few microseconds,
        // and fs.promises.stat cost 0.05–0.8 ms of the event loop's CPU (the hop to libuv's pool).
        let info;
        try {
          info = statSync(file);
        } catch {
          info = null;
        }
        if (!info?.isFile()) {
          forget(file);
          return null;
        }
        if (info.mtimeMs !== kept.mtimeMs || info.size !== kept.size) return load(file, type);
      }
      // Most recently used last.
      entries.delete(file);
      entries.set(file, kept);
      return kept;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

/**
 * The file under `root` that a request for `url` names below `prefix` ('/media/'), with its type
 * and the URL's query; null when it names none: another path, a malformed one, one that leads out
 * of `root`, or a file of a type not in `types` (extension with its dot, lower case → type).
 */
export function fileUnder(url, prefix, root, types) {
  let parsed;
  let segments;
  try {
    parsed = new URL(url ?? '/', 'http://x');
    if (!parsed.pathname.startsWith(prefix)) return null;
    segments = parsed.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const file = path.resolve(root, ...segments);
  const type = types[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type) return null;
  return { path: file, type, query: parsed.searchParams };
}

/** Answers a file `get` gave, compressed when it was and the caller takes gzip. */
export function sendFile(req, res, entry, headers) {
  const compressed = entry.gzip && acceptsGzip(req.headers['accept-encoding']);
  const body = compressed ? entry.gzip : entry.body;
  res.writeHead(200, {
    ...headers,
    'content-length': body.length,
    ...(entry.gzip ? { vary: 'Accept-Encoding' } : {}),
    ...(compressed ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
