import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  crc32Combine,
  createPageOutputCache,
  homeAndCatalogPaths,
  type PageOutputCache,
} from './page-output-cache.mjs';

/** A stand-in for Next.js: a page with a fresh nonce in the CSP header, the Link header and scripts. */
let renders = 0;
let versions = 'catalog:1,content:1';
let clock = 0;
let maxBytes = 10 * 1024 * 1024;
let cache: PageOutputCache;
/** Ends the renders that stalled. */
const stalled: (() => void)[] = [];

function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const nonce = randomBytes(16).toString('base64');
  const url = new URL(req.url ?? '/', 'http://x');
  // As src/proxy.ts: a `?lang=` renders in that language and sets the lang cookie to it.
  const asked = url.searchParams.get('lang');
  const param = asked === 'ar' || asked === 'en' ? asked : null;
  const lang = param ?? /(?:^|; )lang=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'ar';
  const signedIn = (req.headers.cookie ?? '').includes('next-auth.session-token');
  res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  res.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (url.pathname === '/missing') res.statusCode = 404;
  const cookies = [
    ...(param ? [`lang=${param}; Path=/; Max-Age=31536000; SameSite=lax`] : []),
    ...(url.searchParams.has('cookie') ? ['x=1'] : []),
  ];
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (url.searchParams.has('stall') && renders === 1) {
    // A first render that sends its start and then stalls until the test lets it end.
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<html>');
    stalled.push(() => res.end('</html>'));
    return;
  }
  if (req.headers.rsc === '1') {
    // A navigation's or prefetch's flight data: what it holds depends on Next's router headers.
    res.setHeader('content-type', 'text/x-component');
    const router = ['next-router-state-tree', 'next-router-prefetch', 'next-url'].map((h) => req.headers[h]);
    res.end(`0:${JSON.stringify({ lang, router, renders })}\n`);
    return;
  }
  res.setHeader('content-type', url.pathname === '/data' ? 'application/json' : 'text/html; charset=utf-8');
  const out = streamed(req, res);
  out.write(`<html lang="${lang}"><script nonce="${nonce}">self.n=${JSON.stringify(nonce)}</script>`);
  out.write(`<p>${signedIn ? 'Hello, Mona' : 'Sign in'} #${renders} ${versions}</p>`);
  out.write('x'.repeat(Number(url.searchParams.get('pad') ?? 0)));
  out.end(`<script nonce="${nonce}"></script></html>`);
}

/**
 * As Next.js streams a page: gzip-compressed, flushed at each write, when the request takes gzip
 * (`br` is not offered here), as it is.
 */
function streamed(req: IncomingMessage, res: ServerResponse) {
  if (!acceptsGzip(req.headers['accept-encoding']))
    return { write: (s: string) => res.write(s), end: (s: string) => res.end(s) };
  res.setHeader('content-encoding', 'gzip');
  const gzip = zlib.createGzip();
  gzip.on('data', (c: Buffer) => res.write(c));
  gzip.on('end', () => res.end());
  return {
    write: (s: string) => {
      gzip.write(s);
      gzip.flush();
    },
    end: (s: string) => gzip.end(s),
  };
}

let base = '';
const server = http.createServer((req, res) => void cache.handle(req, res, () => render(req, res)));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  renders = 0;
  clock = 1_000;
  maxBytes = 10 * 1024 * 1024;
  versions = 'catalog:1,content:1';
  cache = createPageOutputCache({
    settings: () => ({ versions: async () => versions, maxBytes, maxAgeMs: 10_000 }),
    isCacheablePath: (p) => p === '/' || p === '/tv' || p === '/missing' || p === '/data',
    variant: (req) => (/bot/i.test(req.headers['user-agent'] ?? '') ? 'crawler' : 'browser'),
    now: () => clock,
    waitForRenderMs: 200,
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
}

/** A request with exactly these headers (no automatic decompression). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const gz = res.headers['content-encoding'] === 'gzip';
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          body: (gz ? zlib.gunzipSync(raw) : raw).toString(),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const cspNonce = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
const bodyNonces = (a: Answer) => [...a.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe('page output cache', () => {
  it('renders once, then answers from memory with a fresh nonce in the header, Link and body', async () => {
    const first = await get('/tv', { cookie: 'lang=en' });
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/tv', { cookie: 'lang=en', 'accept-encoding': 'gzip, deflate, br' });
    const third = await get('/tv', { cookie: 'lang=en' });
    expect(renders).toBe(1);
    for (const hit of [second, third]) {
      expect(hit.headers['x-page-cache']).toBe('hit');
      const nonce = cspNonce(hit)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(bodyNonces(hit)).toEqual([nonce, nonce]);
      expect(hit.body).toContain(`self.n=${JSON.stringify(nonce)}`);
      expect(hit.headers.link).toContain(`nonce="${nonce}"`);
      expect(hit.body.replaceAll(nonce, 'N')).toBe(first.body.replaceAll(cspNonce(first)!, 'N'));
      expect(hit.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(hit.headers['content-length'])).toBe(hit.raw.length);
    }
    expect(cspNonce(second)).not.toBe(cspNonce(third));
    expect(cspNonce(second)).not.toBe(cspNonce(first));
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(third.headers['content-encoding']).toBeUndefined();
  });

  it('answers a first request compressed when it takes gzip, and keeps what serves any caller', async () => {
    const first = await get('/tv?pad=300000', {
      cookie: 'lang=en',
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.raw.length).toBeLessThan(10_000);
    expect(first.body).toContain('x'.repeat(300000));
    const plain = await get('/tv?pad=300000', { cookie: 'lang=en' });
    const zipped = await get('/tv?pad=300000', { cookie: 'lang=en', 'accept-encoding': 'gzip' });
    expect(renders).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    for (const hit of [plain, zipped]) {
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.body.replaceAll(cspNonce(hit)!, 'N')).toBe(first.body.replaceAll(cspNonce(first)!, 'N'));
    }
    // A caller that takes no gzip is answered as it asked, on a miss too.
    const brOnly = await get('/tv?lang=en', { 'accept-encoding': 'br' });
    expect(brOnly.headers['x-page-cache']).toBe('miss');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body).toContain('<html lang="en">');
  });

  it('keeps a large page compressed and splices it correctly (gzip checks CRC and length)', async () => {
    await get('/tv?pad=300000');
    const hit = await get('/tv?pad=300000', { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.raw.length).toBeLessThan(10_000);
    expect(hit.body).toContain('x'.repeat(300000));
    expect(cache.stats().bytes).toBeLessThan(20_000);
  });

  it('renders again after a write (new versions), and after the entry’s age limit', async () => {
    await get('/tv');
    versions = 'catalog:2,content:1';
    const afterWrite = await get('/tv');
    expect(afterWrite.headers['x-page-cache']).toBe('miss');
    expect(afterWrite.body).toContain('catalog:2');
    expect(renders).toBe(2);
    clock += 10_001;
    expect((await get('/tv')).headers['x-page-cache']).toBe('miss');
    expect(renders).toBe(3);
  });

  it('keeps Arabic and English apart (lang cookie, Arabic without one)', async () => {
    const ar = await get('/tv');
    const en = await get('/tv', { cookie: 'lang=en' });
    const arAgain = await get('/tv', { cookie: 'lang=ar' });
    const enAgain = await get('/tv', { cookie: 'lang=en' });
    expect(renders).toBe(2);
    expect(ar.body).toContain('lang="ar"');
    expect(en.body).toContain('lang="en"');
    expect(arAgain.body).toContain('lang="ar"');
    expect(enAgain.body).toContain('lang="en"');
  });

  it('keeps a ?lang= page under the language it names, setting the lang cookie with every answer', async () => {
    const first = await get('/tv?lang=en', { cookie: 'lang=ar' });
    const again = await get('/tv?lang=en');
    const arabic = await get('/tv?lang=ar', { cookie: 'lang=en' });
    const plain = await get('/tv', { cookie: 'lang=en' });
    const unknown = await get('/tv?lang=fr', { cookie: 'lang=en' });
    expect([first, again, arabic, plain, unknown].map((a) => a.headers['x-page-cache'])).toEqual([
      'miss',
      'hit',
      'miss',
      'miss',
      'miss',
    ]);
    for (const a of [first, again]) {
      expect(a.body).toContain('lang="en"');
      expect(a.headers['set-cookie']).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=lax']);
    }
    expect(arabic.body).toContain('lang="ar"');
    expect(arabic.headers['set-cookie']).toEqual(['lang=ar; Path=/; Max-Age=31536000; SameSite=lax']);
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(unknown.body).toContain('lang="en"');
    expect((await get('/tv?lang=fr', { cookie: 'lang=en' })).headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(4);
  });

  it('keeps the variants the server names apart (crawlers Next renders differently)', async () => {
    await get('/tv', { 'user-agent': 'Mozilla/5.0' });
    expect((await get('/tv', { 'user-agent': 'Twitterbot/1.0' })).headers['x-page-cache']).toBe('miss');
    expect((await get('/tv', { 'user-agent': 'Twitterbot/1.0' })).headers['x-page-cache']).toBe('hit');
    expect((await get('/tv', { 'user-agent': 'Mozilla/5.0' })).headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(2);
  });

  it('never serves the anonymous page to a signed-in shopper, nor the reverse', async () => {
    const session = { cookie: 'lang=en; next-auth.session-token=abc' };
    expect((await get('/tv', session)).body).toContain('Hello, Mona');
    const anonymous = await get('/tv', { cookie: 'lang=en' });
    expect(anonymous.body).toContain('Sign in');
    expect(anonymous.body).not.toContain('Mona');
    const signedIn = await get('/tv', session);
    expect(signedIn.body).toContain('Hello, Mona');
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect((await get('/tv', { cookie: '__Secure-next-auth.session-token.0=abc' })).body).toContain('Hello');
    expect(renders).toBe(4);
    // The CSRF and callback cookies of an anonymous visitor do not change the page.
    const csrf = await get('/tv', { cookie: 'next-auth.csrf-token=t; lang=en; next-auth.callback-url=/' });
    expect(csrf.headers['x-page-cache']).toBe('hit');
  });

  it('lets Next answer what may differ per shopper or must not be kept', async () => {
    const uncached: [string, Record<string, string>][] = [
      ['/tv', { cookie: 'other=1' }],
      ['/tv', { rsc: '2' }],
      ['/tv', { 'next-router-state-tree': '[]' }],
      ['/tv?_rsc=abc', {}],
      ['/tv?_rsc=abc', { rsc: '1', 'next-action': 'f00' }],
      ['/tv?_rsc=abc', { rsc: '1', cookie: 'next-auth.session-token=s' }],
      ['/tv', { 'x-locale': 'en' }],
      ['/tv', { authorization: 'Bearer x' }],
      ['/tv?lang=en&cookie=1', {}],
      ['/cart', {}],
      ['/tv?cookie=1', {}],
      ['/missing', {}],
      ['/data', {}],
    ];
    for (const [path, headers] of uncached) {
      await get(path, headers);
      const again = await get(path, headers);
      expect(again.headers['x-page-cache'], `${path} ${JSON.stringify(headers)}`).not.toBe('hit');
    }
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps navigations and prefetches (rsc) apart from the page and by the router headers Next varies by', async () => {
    const prefetch = {
      rsc: '1',
      'next-router-prefetch': '1',
      'next-router-state-tree': 'T1',
      'next-url': '/',
    };
    const page = await get('/tv');
    const first = await get('/tv?_rsc=abc', prefetch);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['content-type']).toBe('text/x-component');
    const again = await get('/tv?_rsc=abc', { ...prefetch, 'accept-encoding': 'gzip' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body.slice(2))).toEqual({ lang: 'ar', router: ['T1', '1', '/'], renders: 2 });
    // Another tree, another page the shopper is on, a navigation instead of a prefetch, English.
    const others = [
      { ...prefetch, 'next-router-state-tree': 'T2' },
      { ...prefetch, 'next-url': '/tv' },
      { rsc: '1', 'next-router-state-tree': 'T1', 'next-url': '/' },
      { ...prefetch, cookie: 'lang=en' },
    ];
    for (const headers of others) {
      const answer = await get('/tv?_rsc=abc', headers);
      expect(answer.headers['x-page-cache'], JSON.stringify(headers)).toBe('miss');
      expect((await get('/tv?_rsc=abc', headers)).body).toBe(answer.body);
    }
    expect(renders).toBe(6);
    const pageAgain = await get('/tv');
    expect(pageAgain.headers['x-page-cache']).toBe('hit');
    expect(pageAgain.body).toBe(page.body.replaceAll(cspNonce(page)!, cspNonce(pageAgain)!));
    // A write retires them with the page.
    versions = 'catalog:2,content:1';
    expect((await get('/tv?_rsc=abc', prefetch)).headers['x-page-cache']).toBe('miss');
  });

  it('answers HEAD from a stored GET, without a body', async () => {
    await get('/tv');
    const head = await get('/tv', {}, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.raw.length).toBe(0);
    expect(renders).toBe(1);
  });

  it('keeps within its memory bound, least recently used out first', async () => {
    maxBytes = 6_000; // four or so of these small pages (each counted as its compressed size + 1 KB)
    for (const path of ['/', '/tv', '/?a', '/?b', '/?c', '/?d', '/?e']) await get(`${path}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.stats().entries).toBeLessThan(7);
    expect(cache.stats().entries).toBeGreaterThan(1);
    expect((await get('/?e')).headers['x-page-cache']).toBe('hit');
    expect((await get('/')).headers['x-page-cache']).toBe('miss');
  });

  it('renders a page once for concurrent first requests', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/tv')));
    expect(renders).toBe(1);
    for (const a of answers) expect(bodyNonces(a)).toEqual([cspNonce(a), cspNonce(a)]);
  });

  it('renders for a request that waited too long for a stalled render of the same page', async () => {
    const first = get('/tv?stall');
    await expect.poll(() => stalled.length).toBe(1);
    try {
      const second = await get('/tv?stall');
      expect(second.status).toBe(200);
      expect(second.body).toContain('#2');
    } finally {
      for (const end of stalled.splice(0)) end();
    }
    expect((await first).body).toBe('<html></html>');
  });
});

describe('its parts', () => {
  it('combines CRC-32s as zlib computes the whole', () => {
    const a = randomBytes(1000);
    const b = randomBytes(70_000);
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
    expect(crc32Combine(0, zlib.crc32(b), b.length)).toBe(zlib.crc32(b));
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });

  it('caches home and catalogue paths only', () => {
    const cacheable = homeAndCatalogPaths(
      ['/', '/[...path]', '/cart', '/account/[slug]', '/robots.txt'],
      ['locales'],
    );
    expect(cacheable('/')).toBe(true);
    expect(cacheable('/tvs')).toBe(true);
    expect(cacheable('/tvs/samsung-55')).toBe(true);
    for (const p of ['/cart', '/account/orders', '/robots.txt', '/locales/ar/translation.json', '/_next/x'])
      expect(cacheable(p), p).toBe(false);
    expect(homeAndCatalogPaths(['/', '/cart'])('/tvs')).toBe(false);
  });
});
