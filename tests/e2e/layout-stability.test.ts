import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerViaApi } from './auth-flows';
import { addToCart, signInTo } from './card-flows';
import { closeBrowser, nextFrames, openContext, waitForHydration } from './browser';
import { storeTargets } from './store-targets';

/*
 * Nothing moves after it appears (issue 14, goal 1: CLS ≤ 0.05), on a phone whose connection is
 * slower than the page's first paint: each page is drawn from its HTML and styles first, then its
 * scripts come, and once it has hydrated and its client island has loaded, its web fonts. Before
 * the fonts were `display: optional`, their arrival re-wrapped text (the adjusted fallback has
 * Cairo's height, not its widths) and moved a category page's grid by 24 px (CLS 0.12–0.17); the
 * cart, the checkout, the account pages, the comparison and the instalments page pushed the footer
 * down when their content came.
 */

afterAll(closeBrowser);

/** Requests to urls that wait until release() is called, as a slow connection would deliver them. */
async function held(page: Page, urls: RegExp) {
  let release = () => {};
  const open = new Promise<void>((resolve) => (release = resolve));
  await page.route(urls, async (route) => {
    await open;
    await route.continue();
  });
  return { release };
}

/** The page's layout shifts, summed as CLS sums them (none right after input). */
async function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

/** Counts each page's layout shifts from here on (the page's own `layout-shift` entries). */
async function countShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Loads each path as a slow connection delivers it and returns the pages that moved, with their
 * CLS: drawn from the HTML and styles first, then the scripts let through; once the page has
 * hydrated and `ready` shows (its client island has loaded), the font files.
 */
async function pagesThatMoved(page: Page, pages: [string, string][]): Promise<[string, number][]> {
  const shifts: Record<string, number> = {};
  for (const [path, ready] of pages) {
    const scripts = await held(page, /\/_next\/static\/chunks\/.*\.js$/);
    const fonts = await held(page, /\.woff2$/);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await nextFrames(page);
    scripts.release();
    await waitForHydration(page);
    await page.locator(ready).first().waitFor();
    await nextFrames(page);
    fonts.release();
    await page.evaluate(() => document.fonts.ready);
    await nextFrames(page);
    shifts[path] = await shiftsSoFar(page);
    await page.unrouteAll({ behavior: 'wait' });
  }
  expect(Object.keys(shifts)).toHaveLength(pages.length);
  return Object.entries(shifts).filter(([, cls]) => cls >= 0.01);
}

describe.each(['ar', 'en'] as const)('layout stability in %s at 375 px', (locale) => {
  it('moves nothing when the fonts arrive late or a client island loads', async () => {
    const { category, product, search } = await storeTargets(locale);
    // Each path with what shows once its client island has loaded.
    const pages: [string, string][] = [
      ['/', 'main'],
      [category, '[data-testid="product-grid"]'],
      [`/${product.url_key}`, 'main h1'],
      [search, '[data-testid="product-grid"]'],
      ['/cart', '[data-testid="cart-empty"]'],
      ['/comparison', '[data-testid="empty-state"]'],
      ['/payinstallment', '[data-testid="instalment-identify"]'],
    ];
    const { context, page } = await openContext(locale, 375);
    await countShifts(context);
    // Every page that moved, with its CLS (none may reach 0.01).
    expect(await pagesThatMoved(page, pages)).toEqual([]);
    await context.close();
  });

  it('moves nothing on the checkout and the account pages, signed in', async () => {
    const { product } = await storeTargets(locale);
    const { context, page } = await openContext(locale, 375);
    const { phone, password, token } = await registerViaApi(context);
    // One item in the cart, so the checkout shows its steps.
    await addToCart(token, product.product_id);
    await signInTo(page, '/cart', phone, password);
    await countShifts(context);
    const pages: [string, string][] = [
      ['/checkout?step=shipping', '[data-testid="checkout-no-addresses"]'],
      ['/account/profile', '[data-testid="profile-form"]'],
      ['/account/orders', '[data-testid="orders-empty"]'],
    ];
    expect(await pagesThatMoved(page, pages)).toEqual([]);
    await context.close();
  });
});
