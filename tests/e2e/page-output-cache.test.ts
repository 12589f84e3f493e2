import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { registerViaApi, signIn } from './auth-flows';
import type { Page, Request } from 'playwright-core';
import { readCacheVersions, type CacheVersions } from '@/domain/shared/cache-versions';
import { closeBrowser, E2E_URL, openPage, waitForHydration } from './browser';
import { testDb } from './test-db';

/*
 * The page output cache of the real server (scripts/server.mjs, src/http/page-output-cache.mjs):
 * what a shopper gets from it is the page Next.js rendered, with this answer's own nonce, and a
 * signed-in shopper never gets it; the prefetches and client-side navigations of anonymous
 * shoppers come from it too. (Writes showing on the next request: tests/api/page-output-cache.)
 */

const database = testDb();
afterAll(async () => {
  await closeBrowser();
  await database.close();
});
/**
 * The catalogue's and content's versions, which every kept answer is keyed by; unknown (null) on
 * embedded PGlite, which only the app's process can open.
 */
const cacheVersions = async () => (process.env.DATABASE_URL ? readCacheVersions(database.db()) : null);
const unchanged = (a: CacheVersions | null, b: CacheVersions | null) =>
  !!a && !!b && a.catalog === b.catalog && a.content === b.content;

/*
 * Other test files write the catalogue meanwhile, and a write retires every kept answer: a repeat
 * request may meet none. `repeat` loads until an answer comes from the cache (or five loads did
 * not), and returns that answer, so an assertion on it still fails when the cache keeps nothing.
 */
async function repeat<T>(load: () => Promise<T>, from: (answer: T) => string | null | undefined) {
  let answer = await load();
  for (let n = 1; n < 5 && from(answer) !== 'hit'; n++) answer = await load();
  return answer;
}

/** A product of the home page's rows, through the API. */
async function productPath(): Promise<string> {
  const res = await fetch(`${E2E_URL}/rest/en/V1/home`);
  const home = (await res.json()) as { product_rows: { items: { url_key: string }[] }[] };
  const item = home.product_rows.flatMap((r) => r.items)[0];
  if (!item) throw new Error('No product on the home page');
  return `/${item.url_key}`;
}

async function anonymous(path: string, lang: 'ar' | 'en') {
  const res = await fetch(`${E2E_URL}${path}`, { headers: { cookie: `lang=${lang}` } });
  const html = await res.text();
  return {
    from: res.headers.get('x-page-cache'),
    nonce: /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1],
    link: res.headers.get('link') ?? '',
    html,
  };
}

describe('page output cache', () => {
  it('answers a repeat request with the rendered page and a fresh nonce matching its CSP header', async () => {
    const path = await productPath();
    // Two answers in a row from the cache (repeated while a write in between retires them).
    const hitTwice = async () => {
      const one = await repeat(
        () => anonymous(path, 'en'),
        (a) => a.from,
      );
      return [one, await anonymous(path, 'en')] as const;
    };
    const [one, two] = await repeat(hitTwice, ([, b]) => b.from);
    for (const hit of [one, two]) {
      expect(hit.from).toBe('hit');
      expect(hit.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inHtml = [...hit.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inHtml.length).toBeGreaterThan(3);
      expect(new Set(inHtml)).toEqual(new Set([hit.nonce]));
      expect(hit.link).toContain(`nonce="${hit.nonce}"`);
    }
    expect(one.nonce).not.toBe(two.nonce);
    expect(one.html.replaceAll(one.nonce!, '')).toBe(two.html.replaceAll(two.nonce!, ''));

    const ar = await anonymous(path, 'ar');
    expect(ar.html).toContain('<html lang="ar" dir="rtl"');
    expect(two.html).toContain('<html lang="en" dir="ltr"');
  });

  it('keeps a ?lang= page (the language switch, a shared link) under its language, with the cookie it sets', async () => {
    const path = await productPath();
    for (const [lang, cookie] of [
      ['en', 'lang=ar'],
      ['ar', 'lang=en'],
    ] as const) {
      const load = async () => {
        const res = await fetch(`${E2E_URL}${path}?lang=${lang}`, { headers: { cookie } });
        return {
          from: res.headers.get('x-page-cache'),
          setCookie: res.headers.get('set-cookie'),
          html: await res.text(),
        };
      };
      const hit = await repeat(load, (a) => a.from);
      expect(hit.from).toBe('hit');
      expect(hit.setCookie).toMatch(new RegExp(`^lang=${lang}; Path=/;`));
      expect(hit.html).toContain(`<html lang="${lang}"`);
    }
  });

  it('sends a page gzip-compressed to a browser that takes it, when it renders it and when it keeps it', async () => {
    // A query no one asked before: the first answer is rendered, not kept yet.
    const path = `${await productPath()}?utm_source=${randomUUID()}`;
    const load = () =>
      new Promise<{ from?: string; coding?: string; raw: Buffer }>((resolve, reject) => {
        const headers = { cookie: 'lang=en', 'accept-encoding': 'gzip, deflate, br, zstd' };
        http
          .get(`${E2E_URL}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                from: res.headers['x-page-cache'] as string | undefined,
                coding: res.headers['content-encoding'],
                raw: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const first = await load();
    const kept = await repeat(load, (a) => a.from);
    expect([first.from, kept.from]).toEqual(['miss', 'hit']);
    for (const answer of [first, kept]) {
      expect(answer.coding).toBe('gzip');
      const html = zlib.gunzipSync(answer.raw).toString();
      expect(html).toContain('<html lang="en" dir="ltr"');
      // A page is several hundred KB of HTML: compressed, a small part of that.
      expect(answer.raw.length).toBeLessThan(html.length / 4);
    }
  });

  it('a page from the cache runs in the browser; a signed-in shopper gets a page of their own', async () => {
    const path = await productPath();
    const { context, page } = await openPage('en', 1440, path);
    // The lang cookie is set now: the next loads are anonymous repeat requests.
    const cached = await repeat(
      () => page.goto(path),
      (res) => res?.headers()['x-page-cache'],
    );
    expect(cached?.headers()['x-page-cache']).toBe('hit');
    await waitForHydration(page);
    expect(await page.locator('[data-testid="account-dropdown"][data-signed-in="true"]').count()).toBe(0);

    const { phone, password } = await registerViaApi(context, 'Mona');
    await signIn(page, phone, password);
    const signedIn = await page.goto(path);
    expect(signedIn?.headers()['x-page-cache']).toBeUndefined();
    await waitForHydration(page);
    await page
      .locator('[data-testid="account-dropdown"][data-signed-in="true"]')
      .waitFor({ state: 'attached' });
    expect(await signedIn?.text()).toContain('Mona');
    await context.close();
  });

  /**
   * A prefetch the browser sent: whether it was answered yet, and from where (x-page-cache), or
   * why it failed (the router stops reading some answers once it has what it needs: ERR_ABORTED).
   */
  interface Prefetch {
    url: string;
    headers: Record<string, string>;
    answered?: boolean;
    from?: string;
    failed?: string;
    /** The path it was redirected to (the browser sends the redirected request as a new one). */
    redirectedTo?: string;
  }

  /**
   * The prefetches a page's links make, as the browser sends them (whatever their answer, however
   * late), each with where its answer came from once it has come (x-page-cache).
   */
  function watchPrefetches(page: Page) {
    const seen: Prefetch[] = [];
    const sent = new Map<Request, Prefetch>();
    page.on('request', (req) => {
      const headers = req.headers();
      if (headers['rsc'] !== '1' || headers['next-router-prefetch'] !== '1') return;
      const from = req.redirectedFrom();
      if (from && sent.has(from)) sent.get(from)!.redirectedTo = new URL(req.url()).pathname;
      const prefetch: Prefetch = { url: req.url(), headers };
      sent.set(req, prefetch);
      seen.push(prefetch);
    });
    page.on('response', (res) => {
      const prefetch = sent.get(res.request());
      if (prefetch) Object.assign(prefetch, { answered: true, from: res.headers()['x-page-cache'] });
    });
    page.on('requestfailed', (req) => {
      const prefetch = sent.get(req);
      if (prefetch) prefetch.failed = req.failure()?.errorText ?? 'failed';
    });
    return seen;
  }

  /**
   * Marks up to `n` catalogue links of the page's main part a shopper can point at (wholly on
   * screen across, not in the hero slider, whose next slide may cover them) and returns their paths.
   */
  async function pointable(page: Page, n: number): Promise<string[]> {
    return page.locator('main a[href^="/"]:visible').evaluateAll((links, n) => {
      const paths: string[] = [];
      for (const a of links) {
        const href = a.getAttribute('href') ?? '';
        const box = a.getBoundingClientRect();
        const across = box.left >= 0 && box.right <= window.innerWidth;
        if (
          href === '/' ||
          href.includes('?') ||
          paths.includes(href) ||
          !across ||
          a.closest('[aria-roledescription]')
        )
          continue;
        a.setAttribute('data-e2e-link', String(paths.length));
        paths.push(href);
        if (paths.length === n) break;
      }
      return paths;
    }, n);
  }

  /**
   * Loads the page again: its links prefetch nothing while the shopper only looks (no request once
   * the network is idle); pointing at a few prefetches those pages. Returns the paths pointed at.
   */
  async function visit(page: Page, seen: Prefetch[]) {
    seen.length = 0;
    await page.reload();
    await waitForHydration(page);
    // A page that prefetches as links come into view never goes quiet (the hero slider brings in
    // one after another): the assertion below then names what it fetched.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    expect(seen.map((p) => new URL(p.url).pathname)).toEqual([]);
    const paths = await pointable(page, 3);
    expect(paths.length).toBeGreaterThan(0);
    const pointedFrom = Date.now();
    for (let i = 0; i < paths.length; i++) await page.locator(`[data-e2e-link="${i}"]`).hover();
    // A failure names each path pointed at with what became of its prefetch.
    const fate = (path: string) => {
      const sentFor = seen.filter((p) => new URL(p.url).pathname === path);
      if (sentFor.some((p) => p.answered)) return 'answered';
      if (sentFor.length && sentFor.every((p) => p.failed === 'net::ERR_ABORTED')) return 'given up';
      const redirected = sentFor.find((p) => p.redirectedTo)?.redirectedTo;
      if (redirected) return `redirected to ${redirected}`;
      return sentFor.length
        ? `sent ${sentFor.length}, ${sentFor.map((p) => p.failed ?? 'pending')}`
        : 'not sent';
    };
    const fates = () => paths.map((path) => `${path}: ${fate(path)}`);
    // Each is sent as the pointer arrives...
    await expect.poll(() => fates().filter((f) => f.endsWith(': not sent'))).toEqual([]);
    const sentBy = Date.now();
    // ...and answered, redirected or given up by the router. On a busy machine one render may take
    // long (CI met a prefetch unanswered after 15 s; the server logs any request slower than 5 s):
    // after 10 s the visit goes on with what was answered, if anything was.
    const unsettled = () => fates().filter((f) => !/: (answered|given up|redirected to .*)$/.test(f));
    await expect
      .poll(unsettled, { timeout: 10_000 })
      .toEqual([])
      .catch(() => undefined);
    if (!fates().some((f) => f.endsWith(': answered'))) expect(unsettled()).toEqual([]);
    return { paths, pointedFrom, sentBy, fates: fates() };
  }

  /** How long the server keeps an answer (PAGE_CACHE_MS, src/config.ts). */
  const keptMs = Number(process.env.PAGE_CACHE_MS ?? 10_000);

  for (const lang of ['ar', 'en'] as const) {
    it(`prefetches the links a shopper points at, not those in view, from the cache for anonymous shoppers; a click on one shows its page (${lang})`, async () => {
      // A first shopper's visit renders the prefetches of the links pointed at and keeps them.
      const versions = await cacheVersions();
      const first = await openPage(lang, 375, '/');
      const { pointedFrom } = await visit(first.page, watchPrefetches(first.page));
      let previous = { versions, pointedFrom };
      await first.context.close();

      const { context, page } = await openPage(lang, 375, '/');
      const catalogue = watchPrefetches(page);
      // Other files' writes retire the answers kept (see `repeat`), and the back office's tests can
      // write for seconds on end; an answer is also kept only keptMs, and on a busy machine one visit
      // can outlast that (CI met it). So the shopper visits again until a visit meets answers from
      // the cache; a visit without one fails the test when nothing was written from the start of the
      // visit before it (which kept the answers) to its own end and its prefetches were all sent
      // within keptMs of the first pointer of that visit (on PGlite, when the deadline passes).
      let hits = 0;
      let last = { paths: [] as string[], pointedFrom: 0, sentBy: 0, fates: [] as string[] };
      const tries: string[] = [];
      for (const deadline = Date.now() + 30_000; hits === 0 && Date.now() < deadline;) {
        const start = await cacheVersions();
        last = await visit(page, catalogue);
        hits = catalogue.filter((p) => p.from === 'hit').length;
        const written = !unchanged(previous.versions, await cacheVersions());
        const aged = last.sentBy - previous.pointedFrom >= keptMs;
        tries.push(`${written ? 'written' : aged ? 'aged' : 'kept'}: ${last.fates.join(', ')}`);
        if (hits === 0 && !written && !aged) break;
        previous = { versions: start, pointedFrom: last.pointedFrom };
      }
      // A failure names each visit's prefetches and why their answers may have gone.
      expect(hits, tries.join('\n')).toBeGreaterThan(0);
      const pointedAt = last.paths;

      // The same prefetch again is the same flight data, from the cache, in the shopper's language.
      const { url, headers } = catalogue.find((p) => p.from === 'hit')!;
      const replay = () => fetch(url, { headers: { ...headers, cookie: `lang=${lang}` } });
      const again = await repeat(replay, (res) => res.headers.get('x-page-cache'));
      expect(again.headers.get('x-page-cache')).toBe('hit');
      expect(again.headers.get('content-type')).toContain('text/x-component');

      // A click on a prefetched link of the page is a client-side navigation to the right page.
      const target = pointedAt[0];
      await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
      await page.locator('[data-e2e-link="0"]').click();
      // Polled, so that a failure names the page the click led to.
      await expect.poll(() => new URL(page.url()).pathname).toBe(target);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await context.close();
    });
  }
});
