import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, E2E_URL, nextFrames, openContext, waitForHydration } from './browser';

/*
 * Nothing moves after it appears (issue 14, goal 1: CLS ≤ 0.05), on a phone whose connection is
 * slower than the page's first paint: the web fonts are held back until the page is drawn and its
 * client islands have loaded, then let through. Before the fonts were `display: optional`, their
 * arrival re-wrapped text (the adjusted fallback has Cairo's height, not its widths) and moved a
 * category page's grid by 24 px (CLS 0.12–0.17); the cart, the comparison and the instalments page
 * pushed the footer down when their content came.
 */

afterAll(closeBrowser);

async function storePaths(locale: 'ar' | 'en') {
  const menu = (await (await fetch(`${E2E_URL}/rest/${locale}/V1/catalog/category`)).json()) as {
    url_key: string;
  }[];
  const home = (await (await fetch(`${E2E_URL}/rest/${locale}/V1/home`)).json()) as {
    product_rows: { items: { url_key: string }[] }[];
  };
  const product = home.product_rows.flatMap((r) => r.items)[0];
  if (!menu[0] || !product) throw new Error('No category or product to visit');
  return { category: `/${menu[0].url_key}`, product: `/${product.url_key}` };
}

/** The page's layout shifts, summed as CLS sums them (none right after input). */
async function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

describe.each(['ar', 'en'] as const)('layout stability in %s at 375 px', (locale) => {
  it('moves nothing when the fonts arrive late or a client island loads', async () => {
    const { category, product } = await storePaths(locale);
    // Each path with what shows once its client island has loaded.
    const pages: [string, string][] = [
      ['/', 'main'],
      [category, '[data-testid="product-grid"]'],
      [product, 'main h1'],
      ['/searchnise/?q=samsung', '[data-testid="product-grid"]'],
      ['/cart', '[data-testid="cart-empty"]'],
      ['/comparison', '[data-testid="empty-state"]'],
      ['/payinstallment', '[data-testid="instalment-identify"]'],
    ];
    const { context, page } = await openContext(locale, 375);
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
    const shifts: Record<string, number> = {};
    for (const [path, ready] of pages) {
      let release = () => {};
      const fontsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await page.locator(ready).first().waitFor();
      await nextFrames(page);
      release();
      await page.evaluate(() => document.fonts.ready);
      await nextFrames(page);
      shifts[path] = await shiftsSoFar(page);
      await page.unrouteAll({ behavior: 'wait' });
    }
    expect(Object.keys(shifts)).toHaveLength(pages.length);
    for (const [path, cls] of Object.entries(shifts)) expect(cls, path).toBeLessThan(0.01);
    await context.close();
  });
});
