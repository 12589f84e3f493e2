// The rendered pages (HTML, and the flight data of client-side navigations) every anonymous
// shopper in a language sees alike (home, categories, products), kept in the server process in
// front of Next.js (scripts/server.mjs) so that a repeat request costs a lookup instead of a React
// render. Plain JavaScript: that server is not bundled.
//
// - Only GET and HEAD of the paths the server names, from a request that carries nothing of a
//   shopper: no cookie but the language and next-auth's CSRF and callback cookies (a session cookie,
//   or any cookie we do not know, is rendered by Next every time) and no x-locale header. A
//   `?lang=` page is kept under the language it names, with the lang cookie it sets (src/proxy.ts)
//   set again by every answer. Client-side navigations and prefetches (`rsc: 1`, the flight data of
//   the same pages) are kept too, keyed also by the headers Next's answer varies by (RSC_KEY_HEADERS);
//   any other Next.js header (a server action, a stray next-router-* without rsc) is rendered.
// - Key: host, language (`?lang=`, else the lang cookie, else Arabic, as src/i18n/server.ts reads
//   it), the caller's variant (Next renders pages for some crawlers differently), path and query,
//   and the versions the app reads from PostgreSQL for this request (bumped in the transaction of
//   every catalogue and content write): a write shows on the next request on every instance, as
//   the data cache does (docs/decisions.md, "Pages' output cache").
// - Stored only from a 200 text/html or text/x-component answer that sets no cookie but that lang
//   cookie; kept at most maxAgeMs (what no write announces, such as a sale starting on the clock),
//   in at most maxBytes (least recently used first out).
// - Each answer gets a fresh CSP nonce: the stored one is replaced in the headers (CSP, Link) and
//   in the body. The body is kept gzip-compressed in pieces cut at the nonce, each piece deflated
//   on its own, so an answer is the pieces with the new nonce spliced between them as stored
//   deflate blocks and a CRC-32 combined from the pieces' (no compression per request).
// - A page being rendered goes to its caller as Next sends it, gzip-compressed when the caller
//   takes gzip (until 2026-11-28 a miss was sent uncompressed: 364 KB of HTML for the home page
//   instead of 36 KB, and with a 10-second age limit most pages of a quiet store are misses).
import { randomBytes } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { URLSearchParams } from 'node:url';
import zlib from 'node:zlib';

const COOKIES_WITHOUT_EFFECT = new Set([
  'next-auth.csrf-token',
  '__Host-next-auth.csrf-token',
  'next-auth.callback-url',
  '__Secure-next-auth.callback-url',
]);
const LOCALES = new Set(['ar', 'en']);
const DEFAULT_LOCALE = 'ar';
const NOT_STORED_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'x-page-cache',
]);

/**
 * What Next.js's answer to a client-side navigation or prefetch (`rsc: 1`) varies by besides the
 * URL: its Vary header's names, and next-url (the page the shopper is on, for intercepted routes).
 */
const RSC_KEY_HEADERS = [
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/** Whether a request header name makes the answer depend on more than the URL and language. */
function shopperSpecificHeader(name, rsc) {
  if (rsc && RSC_KEY_HEADERS.includes(name)) return false;
  return (
    name === 'rsc' ||
    name === 'authorization' ||
    name === 'x-locale' ||
    name.startsWith('next-') ||
    name.startsWith('x-middleware') ||
    name.startsWith('x-nextjs')
  );
}

/**
 * The paths whose pages are cached: the home page and the catalogue's catch-all (`/[...path]`),
 * i.e. every path whose first segment is not another route's or a public file's. `routes` are
 * the app's routes as in .next/app-path-routes-manifest.json ("/about", "/account/[slug]").
 */
export function homeAndCatalogPaths(routes, publicEntries = []) {
  const reserved = new Set(publicEntries);
  for (const route of routes) {
    if (route === '/' || route === '/[...path]') continue;
    reserved.add(route.split('/')[1]);
  }
  const catalog = routes.includes('/[...path]');
  const home = routes.includes('/');
  return (pathname) => {
    if (pathname === '/') return home;
    const first = pathname.split('/')[1] ?? '';
    return catalog && first !== '' && !/^[._]/.test(first) && !reserved.has(first);
  };
}

/** The path of a request's URL, without its query. */
const pathOf = (url) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/** The query of a request's URL. */
const queryOf = (url) => {
  const q = url.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
};

/**
 * The language a query's `?lang=` asks for (src/proxy.ts renders in it and sets the lang cookie
 * to it), or null.
 */
function langParam(params) {
  const lang = params.get('lang');
  return LOCALES.has(lang) ? lang : null;
}

/** Whether a Set-Cookie header value is only the lang cookie, set to `lang`. */
function onlyLangCookie(header, lang) {
  const values = Array.isArray(header) ? header : [header];
  return lang !== null && values.length === 1 && String(values[0]).startsWith(`lang=${lang};`);
}

/**
 * The request's cache key without the versions, or null when its answer may depend on the
 * shopper (or is not a page we cache).
 */
export function requestKey(req, isCacheablePath, variant = () => '') {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (!isCacheablePath(pathOf(url))) return null;
  const rsc = req.headers.rsc === '1';
  const params = queryOf(url);
  if (params.has('_rsc') && !rsc) return null;
  for (const name of Object.keys(req.headers)) {
    if (name === 'rsc' && rsc) continue;
    if (shopperSpecificHeader(name, rsc)) return null;
  }
  let locale;
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (!name) continue;
    if (name === 'lang') {
      if (locale !== undefined) return null;
      locale = pair.slice(eq + 1).trim();
    } else if (!COOKIES_WITHOUT_EFFECT.has(name)) return null;
  }
  const language = langParam(params) ?? (LOCALES.has(locale) ? locale : DEFAULT_LOCALE);
  const navigation = rsc ? ` rsc ${JSON.stringify(RSC_KEY_HEADERS.map((h) => req.headers[h] ?? null))}` : '';
  return `${req.headers.host ?? ''} ${language} ${variant(req)} ${url}${navigation}`;
}

/** Whether an Accept-Encoding header admits gzip. */
export function acceptsGzip(header) {
  let star = false;
  for (const part of String(header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const ok = !qParam || Number(qParam.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return ok;
    if (coding === '*') star = ok;
  }
  return star;
}

// CRC-32 of two pieces from theirs (zlib's crc32_combine): crc(A‖B) = A's crc × x^(8·|B|) + crc(B).
const POLY = 0xedb88320;
function multModP(a, b) {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}
const X2N = [0x40000000];
for (let n = 1; n < 32; n++) X2N.push(multModP(X2N[n - 1], X2N[n - 1]));
/** x^(n·2^k) modulo the CRC polynomial. */
function x2nModP(n, k) {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}
export function crc32Combine(crc1, crc2, length2) {
  return (multModP(x2nModP(length2, 3), crc1) ^ crc2) >>> 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A body cut at every occurrence of `nonce`, each piece deflated on its own (ends byte-aligned). */
function compressPieces(body, nonce) {
  const pieces = [];
  const needle = nonce ? Buffer.from(nonce) : null;
  let from = 0;
  for (;;) {
    const at = needle ? body.indexOf(needle, from) : -1;
    const piece = body.subarray(from, at === -1 ? body.length : at);
    pieces.push({
      deflated: zlib.deflateRawSync(piece, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      crc: zlib.crc32(piece),
      length: piece.length,
    });
    if (at === -1) return pieces;
    from = at + needle.length;
  }
}

/** The stored pieces with `nonce` between them, as one gzip member. */
function gzipWithNonce(pieces, nonce) {
  const n = Buffer.from(nonce);
  const stored = Buffer.alloc(5 + n.length);
  stored.writeUInt16LE(n.length, 1);
  stored.writeUInt16LE(~n.length & 0xffff, 3);
  n.copy(stored, 5);
  const nonceCrc = zlib.crc32(n);
  const chunks = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32Combine(crc, nonceCrc, n.length);
      size += n.length;
    }
    chunks.push(piece.deflated);
    crc = crc32Combine(crc, piece.crc, piece.length);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The nonce of a Content-Security-Policy value, if it has one. */
function nonceOf(csp) {
  return /'nonce-([^']+)'/.exec(String(csp ?? ''))?.[1] ?? null;
}

const newNonce = () => randomBytes(16).toString('base64');

const withNonce = (value, from, to) =>
  from === null
    ? value
    : Array.isArray(value)
      ? value.map((v) => String(v).replaceAll(from, to))
      : String(value).replaceAll(from, to);

/**
 * variant(req): what else of the request Next renders differently for (scripts/server.mjs: the
 * kind of crawler by User-Agent, for which Next renders the metadata without streaming).
 * settings(): the app's hooks once it has started, or undefined (then every request goes to Next):
 * { versions: (pathname) => Promise<string>, maxBytes, maxAgeMs } (0 in either turns the cache off).
 * waitForRenderMs: how long a request waits for the same page's render in flight (then it renders).
 */
export function createPageOutputCache({
  settings,
  isCacheablePath,
  variant,
  now = Date.now,
  waitForRenderMs = 2000,
}) {
  /** Least recently used first. */
  const entries = new Map();
  /** Renders under way whose answer may be stored, by full key: later requests wait for them. */
  const rendering = new Map();
  let bytes = 0;

  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  function lookup(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    forget(key);
    if (entry.expires <= now()) return null;
    entries.set(key, entry);
    bytes += entry.size;
    return entry;
  }

  function store(key, entry, maxBytes) {
    if (entry.size > maxBytes / 4) return;
    forget(key);
    entries.set(key, entry);
    bytes += entry.size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function serve(entry, req, res) {
    const nonce = entry.nonce === null ? null : newNonce();
    for (const [name, value] of entry.headers) res.setHeader(name, withNonce(value, entry.nonce, nonce));
    let body = gzipWithNonce(entry.pieces, nonce ?? '');
    if (acceptsGzip(req.headers['accept-encoding'])) res.setHeader('content-encoding', 'gzip');
    else body = zlib.gunzipSync(body);
    res.setHeader('content-length', body.length);
    res.setHeader('x-page-cache', 'hit');
    res.writeHead(entry.status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Lets Next answer while keeping a copy; resolves with the entry, or null. Next compresses the
   * answer with gzip when the caller takes it (never another coding: the kept copy is gunzipped).
   */
  function renderAndCapture(req, res, render, maxAgeMs) {
    if (acceptsGzip(req.headers['accept-encoding'])) req.headers['accept-encoding'] = 'gzip';
    else delete req.headers['accept-encoding'];
    const chunks = [];
    let passedHeaders = null;
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
    };
    res.writeHead = function (status, ...rest) {
      const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
      if (headers) passedHeaders = headers;
      return writeHead.call(this, status, ...rest);
    };
    res.write = function (chunk, encoding, ...rest) {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined);
      return write.call(this, chunk, encoding, ...rest);
    };
    res.end = function (chunk, encoding, ...rest) {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined);
      return end.call(this, chunk, encoding, ...rest);
    };
    res.setHeader('x-page-cache', 'miss');
    return new Promise((resolve) => {
      res.once('close', () => {
        try {
          resolve(captured());
        } catch {
          resolve(null);
        }
      });
      void render();
    });

    /** The entry to keep from the finished answer, or null. */
    function captured() {
      if (!res.writableFinished || res.statusCode !== 200 || Array.isArray(passedHeaders)) return null;
      const answered = { ...res.getHeaders(), ...lowerCased(passedHeaders) };
      const headers = Object.entries(answered).filter(([name]) => !NOT_STORED_HEADERS.has(name));
      const get = (name) => headers.find(([n]) => n === name)?.[1];
      if (!/^text\/(html|x-component)\b/.test(String(get('content-type') ?? ''))) return null;
      // The one cookie kept and set again with every answer: the lang cookie a `?lang=` sets.
      const cookie = get('set-cookie');
      if (cookie !== undefined && !onlyLangCookie(cookie, langParam(queryOf(req.url ?? '/')))) return null;
      const coding = answered['content-encoding'];
      if (coding !== undefined && coding !== 'gzip') return null;
      const body = Buffer.concat(chunks);
      const nonce = nonceOf(get('content-security-policy'));
      const pieces = compressPieces(coding === 'gzip' ? zlib.gunzipSync(body) : body, nonce);
      const size = pieces.reduce((sum, p) => sum + p.deflated.length, 0) + 1024;
      return { status: 200, headers, nonce, pieces, size, expires: now() + maxAgeMs };
    }
  }

  /** Answers req from the cache, or through render() (Next's handler), storing what may be kept. */
  async function handle(req, res, render) {
    const app = settings();
    const base =
      app && app.maxBytes > 0 && app.maxAgeMs > 0 ? requestKey(req, isCacheablePath, variant) : null;
    if (base === null) return render();
    let versions;
    try {
      versions = await app.versions(pathOf(req.url ?? '/'));
    } catch {
      return render();
    }
    const key = `${base} ${versions}`;
    // A request for what is being rendered waits for that render, but not for longer than
    // waitForRenderMs: a render that stalls (or streams to a caller that does not read) must not
    // hold every other shopper's request for the page.
    const inFlight = rendering.get(key);
    if (inFlight) await within(inFlight, waitForRenderMs);
    const hit = lookup(key);
    if (hit) return serve(hit, req, res);
    if (req.method !== 'GET' || inFlight) return render();
    const done = renderAndCapture(req, res, render, app.maxAgeMs).then((entry) => {
      if (entry) store(key, entry, app.maxBytes);
    });
    rendering.set(key, done);
    try {
      await done;
    } finally {
      rendering.delete(key);
    }
  }

  return { handle, stats: () => ({ entries: entries.size, bytes }) };
}

/** Resolves when `promise` does, or after `ms`, whichever comes first. */
function within(promise, ms) {
  let timer;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

function lowerCased(headers) {
  if (!headers) return {};
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
