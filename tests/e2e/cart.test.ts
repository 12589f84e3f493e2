import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, E2E_URL, focusedTestId, openPage, waitForHydration } from './browser';
import { registerViaApi, signIn } from './auth-flows';

afterAll(closeBrowser);

const POLL = { timeout: 15_000 };

/** In-stock products for the test to use, each locale its own so the runs don't share stock. */
async function inStockProducts(offset: number): Promise<{ id: number; urlKey: string }[]> {
  const q = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'in_stock',
    'searchCriteria[filter_groups][0][filters][0][value]': '1',
    'searchCriteria[pageSize]': '24',
    'searchCriteria[currentPage]': String(offset),
  });
  const res = await fetch(`${E2E_URL}/rest/en/V1/catalog/search?${q.toString()}`);
  const body = (await res.json()) as { items: { product_id: number; url_key: string }[] };
  return body.items.map((i) => ({ id: i.product_id, urlKey: i.url_key }));
}

/** An in-stock product on sale (its special price applies now). */
async function productOnSale(skip: number): Promise<{ urlKey: string }> {
  for (let page = 1; page <= 10; page++) {
    const q = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'in_stock',
      'searchCriteria[filter_groups][0][filters][0][value]': '1',
      'searchCriteria[pageSize]': '24',
      'searchCriteria[currentPage]': String(page),
    });
    const res = await fetch(`${E2E_URL}/rest/en/V1/catalog/search?${q.toString()}`);
    const body = (await res.json()) as { items: { url_key: string; special_price: number | null }[] };
    const onSale = body.items.filter((i) => i.special_price !== null);
    if (onSale.length > skip) return { urlKey: onSale[skip]!.url_key };
    skip -= onSale.length;
  }
  throw new Error('no product on sale');
}

const count = (page: Page, id: 'cart-count' | 'wishlist-count') => page.getByTestId(id).first().innerText();

describe.each([
  ['ar', 2],
  ['en', 3],
] as const)('cart and wishlist in %s', (locale, resultsPage) => {
  it('a guest fills a cart, changes it, applies a coupon, signs in and finds it merged', async () => {
    const [first, second] = await inStockProducts(resultsPage);
    const { context, page } = await openPage(locale, 1440, `/${first!.urlKey}`);
    await waitForHydration(page);
    // From the keyboard: the button keeps the focus while it adds and after (not dropped to the page).
    await page.getByTestId('add-to-cart').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page, 'cart-count'), POLL).toBe('1');
    expect(await page.getByTestId('add-to-cart').evaluate((b) => b === document.activeElement)).toBe(true);
    // The banner that says so: closed from the keyboard, it gives the focus back to where it came from.
    const close = page.getByTestId('alert-close');
    await close.focus();
    await close.press('Enter');
    await page.getByTestId('alert-banner').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('add-to-cart').evaluate((b) => b === document.activeElement), POLL)
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('guest-cart-token'))).toBeTruthy();
    await page.goto(`/${second!.urlKey}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    // Added before leaving the page (a navigation would cancel the request still in flight).
    await expect.poll(() => count(page, 'cart-count'), POLL).toBe('2');
    await page.goto('/cart');
    await waitForHydration(page);
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count(), POLL).toBe(2);
    await lines.first().getByTestId('cart-line-increase').click();
    await expect.poll(() => lines.first().getByTestId('cart-line-qty').innerText(), POLL).toBe('2');
    await page.getByTestId('cart-coupon-input').fill('EXPIRED50');
    await page.getByTestId('cart-coupon-apply').click();
    await page.getByTestId('cart-coupon-error').waitFor();
    await page.getByTestId('cart-coupon-input').fill('WELCOME10');
    await page.getByTestId('cart-coupon-apply').click();
    await page.getByTestId('cart-discount').waitFor();
    await lines.nth(1).getByTestId('cart-line-remove').click();
    await expect.poll(() => lines.count(), POLL).toBe(1);
    // The removed line took the focus with it: the line left's "Remove" has it, not the page.
    await expect
      .poll(
        () =>
          lines
            .first()
            .getByTestId('cart-line-remove')
            .evaluate((b) => b === document.activeElement),
        POLL,
      )
      .toBe(true);

    const account = await registerViaApi(context);
    await signIn(page, account.phone, account.password);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest-cart-token')), POLL).toBeNull();
    await page.goto('/cart');
    await waitForHydration(page);
    await expect.poll(() => lines.count(), POLL).toBe(1);
    expect(await lines.first().getAttribute('data-product-id')).toBe(String(first!.id));
    expect(await lines.first().getByTestId('cart-line-qty').innerText()).toBe('2');
    await context.close();
  });

  it('refuses a coupon under its minimum basket, with the minimum written as the store writes prices', async () => {
    const q = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'in_stock',
      'searchCriteria[filter_groups][0][filters][0][value]': '1',
      'searchCriteria[filter_groups][1][filters][0][field]': 'price',
      'searchCriteria[filter_groups][1][filters][0][value]': '1000',
      'searchCriteria[filter_groups][1][filters][0][condition_type]': 'lt',
      'searchCriteria[pageSize]': '1',
      'searchCriteria[currentPage]': String(resultsPage),
    });
    const found = (await (await fetch(`${E2E_URL}/rest/en/V1/catalog/search?${q.toString()}`)).json()) as {
      items: { url_key: string }[];
    };
    const { context, page } = await openPage(locale, 375, `/${found.items[0]!.url_key}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => count(page, 'cart-count'), POLL).toBe('1');
    await page.goto('/cart');
    await waitForHydration(page);
    // SAVE200 (demo data) needs 2,000 EGP; the product costs less than 1,000.
    await page.getByTestId('cart-coupon-input').fill('SAVE200');
    await page.getByTestId('cart-coupon-apply').click();
    await expect
      .poll(async () => (await page.getByTestId('cart-coupon-error').innerText()).replace(/\s/g, ' '), POLL)
      .toBe(
        locale === 'ar'
          ? 'يتطلب كود الخصم ألا يقل المجموع عن \u200f2,000 ج.م.\u200f.'
          : 'This coupon needs a subtotal of at least EGP 2,000.',
      );
    await context.close();
  });

  it('a guest is asked to sign in for the wishlist, then adds, moves to cart and removes', async () => {
    const [, , third, fourth] = await inStockProducts(resultsPage);
    const { context, page } = await openPage(locale, 1440, `/${third!.urlKey}`);
    const account = await registerViaApi(context);
    await page.getByTestId('add-to-wishlist').click();
    await page.getByTestId('login-view').waitFor();
    // The modal says why it opened, and that the product is kept.
    expect(await page.getByTestId('login-notice').innerText()).toBe(
      {
        ar: 'سجّل الدخول لتحفظ المنتجات في المفضلة؛ سيُضاف هذا المنتج فور دخولك.',
        en: 'Sign in to keep products in your wishlist; this one is added as soon as you do.',
      }[locale],
    );
    await page.getByTestId('login-identifier').fill(account.phone);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('add-to-wishlist').getAttribute('data-in-wishlist'), POLL)
      .toBe('true');
    await page.goto(`/${fourth!.urlKey}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-wishlist').click();
    await expect.poll(() => count(page, 'wishlist-count'), POLL).toBe('2');
    await page.goto('/account/wishlist');
    await waitForHydration(page);
    const items = page.getByTestId('wishlist-item');
    await expect.poll(() => items.count(), POLL).toBe(2);
    // From the keyboard: the focus stays in the list as products leave it.
    await items.first().getByTestId('wishlist-move-to-cart').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count(), POLL).toBe(1);
    await expect.poll(() => count(page, 'cart-count'), POLL).toBe('1');
    await expect.poll(() => focusedTestId(page), POLL).toBe('wishlist-remove');
    await page.keyboard.press('Enter');
    await page.getByTestId('wishlist-empty').waitFor();
    await expect
      .poll(
        () => page.evaluate(() => document.activeElement?.closest('[data-testid="wishlist-empty"]') !== null),
        POLL,
      )
      .toBe(true);
    await expect.poll(() => count(page, 'wishlist-count'), POLL).toBe('0');
    await context.close();
  });

  it('the wishlist shows the price a product on sale sells at, as its page does', async () => {
    const product = await productOnSale(locale === 'ar' ? 0 : 1);
    const { context, page } = await openPage(locale, 1440, `/${product.urlKey}`);
    const account = await registerViaApi(context);
    await signIn(page, account.phone, account.password);
    const finalPrice = await page.getByTestId('final-price').innerText();
    const oldPrice = await page.getByTestId('old-price').innerText();
    await page.getByTestId('add-to-wishlist').click();
    await expect.poll(() => count(page, 'wishlist-count'), POLL).toBe('1');
    await page.goto('/account/wishlist');
    await waitForHydration(page);
    const item = page.getByTestId('wishlist-item').first();
    await item.waitFor();
    expect(await item.getByTestId('wishlist-final-price').innerText()).toBe(finalPrice);
    expect(await item.locator('del').innerText()).toBe(oldPrice);
    await context.close();
  });
});
