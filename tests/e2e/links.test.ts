import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './browser';

afterAll(closeBrowser);

/** The same-site links (paths) inside a part of the page; tel:, mailto: and other sites are left out. */
const pathsIn = (scope: Locator) =>
  scope.locator('a[href]').evaluateAll((as) =>
    as
      .map((a) => (a as HTMLAnchorElement).href)
      .filter((href) => href.startsWith(window.location.origin))
      .map((href) => href.slice(window.location.origin.length)),
  );

/** Every link of the All drawer: its own, each main category's and each sub-category's. */
async function drawerPaths(page: Page): Promise<string[]> {
  await page.getByTestId('all-button').click();
  const drawer = page.getByTestId('category-drawer');
  await drawer.waitFor();
  await drawer
    .locator('button', { hasText: /See more|عرض المزيد|المزيد/ })
    .first()
    .click();
  const found = await pathsIn(drawer);
  const mains = await drawer.getByTestId('drawer-drill').count();
  for (let i = 0; i < mains; i++) {
    await drawer.getByTestId('drawer-drill').nth(i).click();
    await drawer.getByTestId('drawer-back').waitFor();
    found.push(...(await pathsIn(drawer)));
    const subs = await drawer.getByTestId('drawer-drill').count();
    for (let j = 0; j < subs; j++) {
      await drawer.getByTestId('drawer-drill').nth(j).click();
      found.push(...(await pathsIn(drawer)));
      await drawer.getByTestId('drawer-back').click();
    }
    await drawer.getByTestId('drawer-back').click();
    // Back on the main list, which shows every main category again once See more was pressed.
    await drawer.getByTestId('drawer-drill').nth(i).waitFor();
  }
  return found;
}

describe.each(['ar', 'en'] as const)('the links of the shell in %s', (locale) => {
  it('every link of the header, the drawer, the mobile menu and the footer leads to a page', async () => {
    const wide = await openPage(locale, 1440, '/');
    const paths = new Set([
      ...(await pathsIn(wide.page.getByTestId('site-header'))),
      ...(await pathsIn(wide.page.getByTestId('site-footer'))),
      ...(await drawerPaths(wide.page)),
    ]);
    const narrow = await openPage(locale, 375, '/');
    await narrow.page.getByTestId('mobile-menu-button').click();
    const menu = narrow.page.getByTestId('mobile-menu');
    await menu.waitFor();
    for (const path of await pathsIn(menu)) paths.add(path);
    await narrow.context.close();

    for (const required of [
      '/amantravel',
      '/sellonaman',
      '/blogs',
      '/payinstallment',
      '/comparison',
      '/help',
    ])
      expect([...paths]).toContain(required);
    const broken: string[] = [];
    // Categories that other test files make (`e2e-…`) may be gone by the time their link is followed.
    const queue = [...paths].filter((path) => !path.includes('/e2e-'));
    // A few at a time, each with the shopper's language cookie (the request shares the context's).
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const res = await wide.context.request.get(path, { maxRedirects: 3 });
          if (res.status() >= 400) broken.push(`${path} → ${res.status()}`);
        }
      }),
    );
    expect(broken).toEqual([]);
    expect(paths.size).toBeGreaterThan(30);
    await wide.context.close();
  });
});
