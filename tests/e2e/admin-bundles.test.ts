import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsBlocks, products } from '@/db/schema';
import { HOME_SECTIONS_BLOCK } from '@/domain/content/home-sections';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffDb, staffMember } from './staff-flows';

/**
 * Bundles and the home page's sections in the back office, in a real browser: a content editor
 * makes a bundle of two products (one alone is refused first) and a shopper finds it on /offers;
 * then hides the "new arrivals" row and moves "best sellers" first, and the shopper's home page
 * shows that order. The sections are put back (the block removed) after each run, so the other
 * browser tests reading the home page see the store's own order. Needs TEST_DATABASE_URL, as in CI.
 */
const restoreSections = () =>
  serverDb ? staffDb().delete(cmsBlocks).where(eq(cmsBlocks.identifier, HOME_SECTIONS_BLOCK)) : undefined;

afterAll(async () => {
  await restoreSections();
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;

const TEXT = {
  ar: {
    tooFew: 'تضم الباقة من 2 إلى 4 منتجات.',
    created: 'تم إنشاء الباقة.',
    deleted: 'تم حذف الباقة.',
    sectionsSaved: 'تعرض الصفحة الرئيسية الأقسام الجديدة.',
  },
  en: {
    tooFew: 'A bundle takes 2 to 4 products.',
    created: 'Bundle created.',
    deleted: 'Bundle removed.',
    sectionsSaved: 'The home page shows the new sections.',
  },
};

/** Two products on sale (active, in stock, their seller active), different for each language. */
async function twoProductsOnSale(offset: number) {
  return staffDb()
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gte(products.stock, 5),
        sql`exists (select 1 from sellers s where s.id = ${products.sellerId} and s.is_active)`,
      ),
    )
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(2);
}

describe.skipIf(!serverDb).each([
  ['ar', 1440, 120],
  ['en', 768, 140],
] as const)('bundles and home sections in the back office in %s at %i px', (locale, width, offset) => {
  it('a content editor makes a bundle that /offers shows, and reorders the home page', async () => {
    const title = { ar: `باقة المنزل ${serial}`, en: `Home bundle ${serial}` };
    const picked = await twoProductsOnSale(offset);
    expect(picked).toHaveLength(2);
    const email = await staffMember('content');
    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-content_bundles').click();
    await page.getByTestId('admin-bundle-new').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('admin-bundle-new').click();
    await page.getByTestId('admin-bundle-form').waitFor();
    await waitForHydration(page);

    await page.getByTestId('admin-bundle-code').fill(`e2e-${locale}-${serial}`);
    await page.getByTestId('admin-bundle-title-ar').fill(title.ar);
    await page.getByTestId('admin-bundle-title-en').fill(title.en);
    const add = async (sku: string, id: number) => {
      await page.getByTestId('admin-bundle-search').fill(sku);
      await page.getByTestId('admin-bundle-search-button').click();
      await page.getByTestId(`admin-bundle-result-${id}`).getByTestId('admin-bundle-add').click();
      await page.getByTestId(`admin-bundle-chosen-${id}`).waitFor();
    };
    // One product alone: refused under the products, nothing sent.
    await add(picked[0]!.sku, picked[0]!.id);
    await page.getByTestId('admin-bundle-submit').click();
    expect(await page.getByTestId('admin-bundle-products-error').innerText()).toBe(TEXT[locale].tooFew);
    expect(await seriousFindings(page)).toEqual([]);

    await add(picked[1]!.sku, picked[1]!.id);
    // The second first: the bundle shows its products in the order chosen.
    await page
      .getByTestId(`admin-bundle-chosen-${picked[1]!.id}`)
      .getByTestId('admin-bundle-product-up')
      .click();
    const created = expectAlert(page, 'success', TEXT[locale].created);
    await page.getByTestId('admin-bundle-submit').click();
    await created;
    await page.waitForURL(/\/admin\/content\/bundles\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title[locale] }).waitFor();
    expect(await rawKeysOn(page)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);

    // A shopper's /offers shows it, in the shopper's language, with both products.
    const shopper = await openPage(locale, 375, '/offers');
    const card = shopper.page.getByTestId('bundle-card').filter({ hasText: title[locale] });
    await card.waitFor();
    expect(await card.getByTestId('bundle-item').count()).toBe(2);

    // The home page's sections: "new arrivals" hidden, "best sellers" first.
    await page.getByTestId('admin-nav-content_home').click();
    await page.getByTestId('admin-home-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('admin-home-section-new_arrivals').getByTestId('admin-home-visible').uncheck();
    const bestSellers = page.getByTestId('admin-home-section-best_sellers');
    const sections = page.getByTestId('admin-home-sections').locator(':scope > li');
    while ((await sections.first().getAttribute('data-testid')) !== 'admin-home-section-best_sellers')
      await bestSellers.getByTestId('admin-home-up').click();
    const saved = expectAlert(page, 'success', TEXT[locale].sectionsSaved);
    await page.getByTestId('admin-home-save').click();
    await saved;
    expect(await rawKeysOn(page)).toEqual([]);

    await shopper.page.goto('/');
    await shopper.page.getByTestId('row-best_sellers').waitFor();
    const order = await shopper.page
      .locator('[data-testid="category-tiles"], [data-testid^="row-"], [data-testid="brands"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order[0]).toBe('row-best_sellers');
    expect(order).not.toContain('row-new_arrivals');
    expect(order.indexOf('category-tiles')).toBeGreaterThan(0);

    // Put back: the store's own sections, and the bundle removed.
    await restoreSections();
    await page.goto('/admin/content/bundles');
    await page.getByTestId('admin-bundles').getByRole('link', { name: title[locale] }).click();
    await page.getByTestId('admin-bundle-form').waitFor();
    await waitForHydration(page);
    page.once('dialog', (dialog) => void dialog.accept());
    const deleted = expectAlert(page, 'success', TEXT[locale].deleted);
    await page.getByTestId('admin-bundle-delete').click();
    await deleted;
    await page.waitForURL(/\/admin\/content\/bundles$/);
    await shopper.page.goto('/offers');
    await shopper.page.getByTestId('offers-page').waitFor();
    expect(await shopper.page.getByTestId('bundle-card').filter({ hasText: title[locale] }).count()).toBe(0);
    await shopper.context.close();
  }, 150_000); // An editor and a shopper: a bundle and the home page's sections, each seen on the store.
});
