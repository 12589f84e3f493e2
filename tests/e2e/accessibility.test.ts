import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousFindings } from './a11y';
import { addToCart, addAddress, signInTo } from './card-flows';
import { registerViaApi } from './auth-flows';
import { closeBrowser, focusedTestId, nextFrames, openPage, waitForHydration } from './browser';
import { storeTargets } from './store-targets';

afterAll(closeBrowser);

const PAGES = [
  '/',
  'category',
  'product',
  'search',
  '/cart',
  '/comparison',
  '/about',
  '/login',
  '/payinstallment',
  '/amantravel',
  '/brands',
  '/help',
  '/sellonaman',
  '/blogs',
  '/blogs/air-conditioner-buying-guide',
  '/offers',
  '/no-such-page',
];
/** Two halves, each its own test, so that one test's page loads stay well inside its time limit. */
const HALVES = [PAGES.slice(0, 9), PAGES.slice(9)];
/** Nine page loads with axe twice each: a limit for a machine under load, not a speed check. */
const PAGES_TIMEOUT_MS = 180_000;

/** Buttons whose colours change under the pointer. */
const HOVERED = [
  '[data-testid="promo-strip"]',
  'nav a[href="/payinstallment"]',
  '[data-testid="newsletter-form"] button[type="submit"]',
];

async function visit(page: Page, path: string, locale: 'ar' | 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
  await waitForHydration(page);
}

describe.each(['ar', 'en'] as const)('accessibility in %s', (locale) => {
  it.each([0, 1])(
    'store pages (half %i) have no critical or serious axe findings at 375 and at 1440 px',
    async (half) => {
      const t = await storeTargets(locale);
      const paths = HALVES[half]!.map((entry) =>
        entry === 'category'
          ? t.category
          : entry === 'product'
            ? `/${t.product.url_key}`
            : entry === 'search'
              ? t.search
              : entry,
      );
      // The context's first page is the half's first: it is checked as it opened. Each page is
      // loaded once and checked at both widths: the server sends the same page whatever the
      // width, and a page changes with it only through CSS media queries, so widening the window
      // shows what a load at 1440 px shows, for half the page loads.
      const { context, page } = await openPage(locale, 375, paths[0]);
      const findings: string[] = [];
      for (const [i, path] of paths.entries()) {
        if (i > 0) await visit(page, path, locale);
        findings.push(...(await seriousFindings(page)).map((f) => `375 px: ${f}`));
        await page.setViewportSize({ width: 1440, height: 900 });
        await nextFrames(page);
        findings.push(...(await seriousFindings(page)).map((f) => `1440 px: ${f}`));
        await page.setViewportSize({ width: 375, height: 900 });
      }
      expect(findings).toEqual([]);
      await context.close();
    },
    PAGES_TIMEOUT_MS,
  );

  it.each([375, 1440])('open panels at %i px have none either, and give focus back', async (width) => {
    const t = await storeTargets(locale);
    const { context, page } = await openPage(locale, width);
    const findings: string[] = [];
    // The drawer (from 992) or the mobile menu, opened from the keyboard.
    const button = width >= 992 ? 'all-button' : 'mobile-menu-button';
    const panel = width >= 992 ? 'category-drawer' : 'mobile-menu';
    await page.getByTestId(button).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId(panel).waitFor();
    findings.push(...(await seriousFindings(page)));
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      // Focus stays in the panel (or leaves for the browser's own controls): never the page behind.
      const where = await page.evaluate(
        (id) =>
          document.activeElement === document.body
            ? 'body'
            : !!document.activeElement?.closest(`[data-testid="${id}"]`),
        panel,
      );
      expect(where === true || where === 'body', `tab ${i}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId(panel).waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe(button);

    // The sign-in modal.
    await page.goto(`/?lang=${locale}`);
    await waitForHydration(page);
    const account = width >= 992 ? 'account-dropdown' : 'account-link';
    await page.getByTestId(account).click();
    await page.getByTestId('auth-modal').waitFor();
    await page.getByTestId('login-identifier').waitFor();
    findings.push(...(await seriousFindings(page)));
    await page.keyboard.press('Escape');
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe(account);

    // Under the pointer, the orange buttons darken and keep their text readable (4.5:1).
    for (const selector of HOVERED) {
      const target = page.locator(selector).locator('visible=true').first();
      if (!(await target.count())) continue;
      await target.hover();
      findings.push(...(await seriousFindings(page, selector)));
    }
    expect(await page.locator(HOVERED.join(',')).locator('visible=true').count()).toBeGreaterThan(1);

    // Search suggestions.
    const input = page.getByTestId('search-input').locator('visible=true');
    await input.fill('samsung');
    await page.getByTestId('search-products').locator('visible=true').waitFor();
    findings.push(...(await seriousFindings(page)));

    // The filters drawer of a category page, below 768.
    if (width < 768) {
      await visit(page, t.category, locale);
      await page.getByTestId('filter-button').click();
      await page.getByTestId('filter-drawer').waitFor();
      findings.push(...(await seriousFindings(page)));
    }
    expect(findings).toEqual([]);
    await context.close();
  });

  it('signed-in pages: the cart, checkout and account have none', async () => {
    const t = await storeTargets(locale);
    const { context, page } = await openPage(locale, 1440);
    const { phone, password, token } = await registerViaApi(context);
    await addAddress(token);
    await addToCart(token, t.product.product_id);
    await signInTo(page, '/cart', phone, password);
    const findings = await seriousFindings(page);
    for (const path of [
      '/checkout',
      '/account/profile',
      '/account/orders',
      '/account/addresses',
      '/account/credit-limit-request',
    ]) {
      await visit(page, path, locale);
      findings.push(...(await seriousFindings(page)));
    }
    expect(findings).toEqual([]);
    await context.close();
  });
});
