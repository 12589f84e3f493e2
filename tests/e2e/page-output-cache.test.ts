import { afterAll, describe, expect, it } from 'vitest';
import { registerViaApi, signIn } from './auth-flows';
import { closeBrowser, E2E_URL, openPage, waitForHydration } from './browser';

/*
 * The page output cache of the real server (scripts/server.mjs, src/http/page-output-cache.mjs):
 * what a shopper gets from it is the page Next.js rendered, with this answer's own nonce, and a
 * signed-in shopper never gets it. (Writes showing on the next request: tests/api/page-output-cache.)
 */

afterAll(closeBrowser);

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
    await anonymous(path, 'en');
    const [one, two] = [await anonymous(path, 'en'), await anonymous(path, 'en')];
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

  it('a page from the cache runs in the browser; a signed-in shopper gets a page of their own', async () => {
    const path = await productPath();
    const { context, page } = await openPage('en', 1440, path);
    // The lang cookie is set now: the next loads are anonymous repeat requests.
    await page.goto(path);
    const cached = await page.goto(path);
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
});
