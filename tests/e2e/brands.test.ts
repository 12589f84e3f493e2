import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, E2E_URL, openPage } from './browser';

afterAll(closeBrowser);

interface Brand {
  name: string;
  url_key: string;
  product_count: number;
}

const brandsOf = async (locale: 'ar' | 'en') =>
  (
    (await (await fetch(`${E2E_URL}/rest/${locale}/V1/landingpage/content`)).json()) as {
      brands: Brand[];
    }
  ).brands;

/**
 * What `read` saw of a page, with the brands the API answered just before and just after it, read
 * again until both answers agree: other files' tests add products meanwhile (the back office's
 * import, for one), and a count read across such a write would not match.
 */
async function steady<T>(locale: 'ar' | 'en', read: () => Promise<T>): Promise<{ brands: Brand[]; seen: T }> {
  for (let attempt = 1; ; attempt++) {
    const before = await brandsOf(locale);
    const seen = await read();
    const brands = await brandsOf(locale);
    if (JSON.stringify(before) === JSON.stringify(brands) || attempt === 5) return { brands, seen };
  }
}

describe.each([
  ['ar', 375],
  ['en', 1440],
] as const)('brands in %s at %i px', (locale, width) => {
  it("lists every brand with its products' count, and a brand's page lists only its products", async () => {
    const { context, page } = await openPage(locale, width, '/brands');
    expect(await page.locator('h1').innerText()).toBe(locale === 'ar' ? 'الماركات' : 'Brands');
    const tiles = page.getByTestId('brand-tile');
    const { brands, seen } = await steady(locale, async () => {
      await page.reload();
      return { count: await tiles.count(), texts: await tiles.allInnerTexts() };
    });
    expect(seen.count).toBe(brands.length);
    const samsung = brands.find((b) => b.url_key === 'samsung')!;
    expect(seen.texts.find((text) => text.includes(samsung.name))).toContain(String(samsung.product_count));

    await tiles.filter({ hasText: samsung.name }).click();
    await page.waitForURL(/\/brands\/samsung/);
    await page.getByTestId('brand-page').waitFor();
    expect(await page.locator('h1').innerText()).toContain(samsung.name);
    const listed = await steady(locale, async () => {
      await page.reload();
      return Number(await page.getByTestId('results-count').getAttribute('data-count'));
    });
    expect(listed.seen).toBe(listed.brands.find((b) => b.url_key === 'samsung')!.product_count);
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
