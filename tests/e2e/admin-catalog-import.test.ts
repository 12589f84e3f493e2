import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { brands, categories, products, sellers } from '@/db/schema';
import { newSeller, uniqueWord } from '../fixtures/seller-product';
import { seriousFindings } from './a11y';
import { closeBrowser, openPage, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAs, staffDb } from './staff-flows';

/**
 * The catalog role imports a small CSV in a real browser: the dry run shows the one bad row with
 * its reason in the user's language, then the good rows are imported with the progress bar full.
 * Needs the server's database (TEST_DATABASE_URL, as in CI).
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const TEXT = {
  ar: { html: 'لا يُسمح بوسوم HTML في الأسماء.', done: 'انتهى الاستيراد: أُنشئ 2 وحُدِّث 0.' },
  en: { html: 'HTML is not allowed in names.', done: 'Import finished: 2 created, 0 updated.' },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('the CSV import in %s at %i px', (locale, width) => {
  it('a catalog manager sees the bad row with its reason, then imports the good ones', async () => {
    const word = uniqueWord(`csv${locale}`);
    const sellerId = await newSeller(staffDb(), `${word} Dealer`);
    const [seller] = await staffDb()
      .select({ code: sellers.code })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    const [brand] = await staffDb().select({ key: brands.urlKey }).from(brands).limit(1);
    const [category] = await staffDb()
      .select({ path: categories.path })
      .from(categories)
      .where(eq(categories.level, 2))
      .limit(1);
    const row = (n: number, nameEn: string) =>
      [
        `${word}-${n}`,
        `${word}-${n}`,
        `شاشة ${n}`,
        nameEn,
        '150',
        '3',
        '1',
        category!.path,
        brand!.key,
        seller!.code,
      ].join(',');
    const csv = [
      'sku,url_key,name_ar,name_en,price,qty,product_online,categories,brand,seller',
      row(1, `${word} screen one`),
      row(2, '<b>bold</b> screen'),
      row(3, `${word} screen three`),
    ].join('\n');

    const { context, page } = await openPage(locale, width, '/admin/login');
    await signInAs(page, 'catalog');
    await page.getByTestId('admin-nav-catalog_products').click();
    await page.getByTestId('admin-products-import').click();
    await page.waitForURL(/\/admin\/catalog\/import$/);
    await waitForHydration(page);
    await page.getByTestId('admin-import-file').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByTestId('admin-import-check').click();
    const bad = page.getByTestId('admin-import-bad-rows');
    await bad.waitFor();
    expect(await bad.locator('tbody tr').count()).toBe(1);
    expect(await bad.locator('tbody tr td').allInnerTexts()).toEqual(['3', 'name_en', TEXT[locale].html]);
    expect(await seriousFindings(page)).toEqual([]);
    const progress = page.getByRole('progressbar');
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');

    await page.getByTestId('admin-import-run').click();
    const done = page.getByTestId('admin-import-done');
    await done.waitFor();
    expect(await done.innerText()).toBe(TEXT[locale].done);
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    const saved = await staffDb()
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.sellerId, sellerId));
    expect(saved.map((p) => p.sku).sort()).toEqual([`${word}-1`, `${word}-3`]);
    await context.close();
  });
});
