import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, E2E_URL, openPage } from './browser';

afterAll(closeBrowser);

describe.each([
  ['ar', 375],
  ['en', 1440],
] as const)('brands in %s at %i px', (locale, width) => {
  it("lists every brand with its products' count, and a brand's page lists only its products", async () => {
    const { context, page } = await openPage(locale, width, '/brands');
    expect(await page.locator('h1').innerText()).toBe(locale === 'ar' ? 'الماركات' : 'Brands');
    const api = (await (await fetch(`${E2E_URL}/rest/${locale}/V1/landingpage/content`)).json()) as {
      brands: { name: string; url_key: string; product_count: number }[];
    };
    const tiles = page.getByTestId('brand-tile');
    expect(await tiles.count()).toBe(api.brands.length);
    const samsung = api.brands.find((b) => b.url_key === 'samsung')!;
    const tile = tiles.filter({ hasText: samsung.name });
    expect(await tile.innerText()).toContain(String(samsung.product_count));

    await tile.click();
    await page.waitForURL(/\/brands\/samsung/);
    await page.getByTestId('brand-page').waitFor();
    expect(await page.locator('h1').innerText()).toContain(samsung.name);
    expect(Number(await page.getByTestId('results-count').getAttribute('data-count'))).toBe(
      samsung.product_count,
    );
    const names = await page.getByTestId('product-card').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    await context.close();
  });
});

it('answers 404 for a brand that does not exist', async () => {
  const res = await fetch(`${E2E_URL}/brands/no-such-brand`);
  expect(res.status).toBe(404);
});

it('links the home page brands to their pages', async () => {
  const { context, page } = await openPage('en', 1440);
  expect(await page.getByTestId('brands-view-all').getAttribute('href')).toBe('/brands');
  const href = await page.getByTestId('brands').getByTestId('brand-tile').first().getAttribute('href');
  expect(href).toMatch(/^\/brands\/[a-z0-9-]+$/);
  await context.close();
});
