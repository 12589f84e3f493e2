/**
 * JavaScript a page loads before it is idle, in bytes as served compressed (gzip level 9 of each
 * script's body, so the figure does not depend on the server's own compression settings).
 * Scripts loaded later by an interaction (opening the sign-in dialog, say) are not counted.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';

export interface JsWeight {
  scripts: number;
  raw: number;
  gzip: number;
}

export async function jsWeight(
  browser: Browser,
  url: string,
  locale: 'ar' | 'en',
  /** A context of a signed-in shopper, say (kept open); a fresh one otherwise. */
  given?: BrowserContext,
): Promise<JsWeight> {
  const context = given ?? (await browser.newContext({ viewport: { width: 375, height: 800 } }));
  await context.addCookies([{ name: 'lang', value: locale, url }]);
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  await (given ? page.close() : context.close());
  return {
    scripts: loaded.length,
    raw: loaded.reduce((n, b) => n + b.length, 0),
    gzip: loaded.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
}
