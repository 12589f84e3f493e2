import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './a11y';
import { closeBrowser, E2E_URL, openPage } from './browser';

afterAll(closeBrowser);

const POLL = { timeout: 15_000 };
/** The header's cart badge as a number (Arabic pages may write it in Arabic-Indic digits). */
const cartCount = async (page: Page) => {
  const text = await page.getByTestId('cart-count').first().innerText();
  return Number(text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))));
};

describe.each([
  ['ar', 375, 'samsung-kitchen'],
  ['ar', 1440, 'home-cinema'],
  ['en', 375, 'iphone-airpods'],
  ['en', 1440, 'home-cinema'],
] as const)('offers in %s at %i px', (locale, width, code) => {
  it('shows the offers text and the bundles; a guest adds a whole bundle and finds every item in the cart', async () => {
    const { context, page } = await openPage(locale, width, '/offers');
    const title = locale === 'ar' ? 'العروض والباقات' : 'Offers and bundles';
    expect(await page.locator('h1').innerText()).toBe(title);
    // Reached from every page through the footer's important links.
    expect(await page.getByTestId('footer-important').locator('a[href="/offers"]').innerText()).toBe(title);
    expect(await page.getByTestId('offers-block').locator('h2').first().innerText()).toBe(
      locale === 'ar' ? 'عروض الموسم' : "This season's offers",
    );
    const api = (await (await fetch(`${E2E_URL}/rest/${locale}/V1/cmsblocks/store-offers`)).json()) as {
      bundles: { code: string; title: string; items: { name: string }[] }[];
    };
    expect(await page.getByTestId('bundle-card').count()).toBe(api.bundles.length);
    expect(await page.getByTestId('offers-products').getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await seriousFindings(page)).toEqual([]);

    const bundle = api.bundles.find((b) => b.code === code)!;
    const card = page.locator(`[data-bundle-code="${code}"]`);
    expect(await card.locator('h3').innerText()).toBe(bundle.title);
    expect(await card.getByTestId('bundle-item').count()).toBe(bundle.items.length);
    const before = await cartCount(page);
    await card.getByTestId('bundle-add-all').click();
    await expect.poll(() => cartCount(page), POLL).toBe(before + bundle.items.length);
    expect(await page.getByTestId('alert-banner').innerText()).toBe(
      locale === 'ar' ? 'تمت إضافة الباقة إلى سلتك.' : 'The bundle was added to your cart.',
    );

    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count(), POLL).toBe(bundle.items.length);
    const text = (await lines.allInnerTexts()).join('\n');
    for (const item of bundle.items) expect(text).toContain(item.name);
    await context.close();
  });
});
