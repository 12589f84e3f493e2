import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, E2E_URL, focusedTestId, nextFrames, openPage, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAs, staffDb } from './staff-flows';

/**
 * The catalog role in a real browser: finds a product in the back office, edits it in both
 * languages (a bad price is refused in the user's language first) and finds it in the store's
 * search under its new name, at its new URL, with the old URL redirecting. Needs the server's
 * database (TEST_DATABASE_URL, as in CI).
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const TEXT = {
  ar: {
    price: 'اكتب سعرًا بالجنيه من 0.01 إلى 5,000,000، بخانتين عشريتين على الأكثر.',
    fixMarked: 'صحّح الحقول التي تظهر تحتها رسالة، ثم حاول مرة أخرى.',
    saved: 'تم حفظ المنتج.',
    uploaded: 'تمت إضافة الصور.',
    boldLine: 'يعمل بهدوء',
    imagesSaved: 'تم حفظ الصور.',
  },
  en: {
    price: 'Enter a price in pounds from 0.01 to 5,000,000, with at most two decimals.',
    fixMarked: 'Correct the fields that show a message, then try again.',
    saved: 'The product is saved.',
    uploaded: 'The pictures are added.',
    boldLine: 'runs quietly',
    imagesSaved: 'The pictures are saved.',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('the catalog in %s at %i px', (locale, width) => {
  it('a catalog manager edits a product and finds it in the store under its new name and URL', async () => {
    const word = uniqueWord(`prism${locale}`);
    const sellerId = await newSeller(staffDb(), `${word} Dealer`);
    const { productId, urlKey } = await productOfSeller(staffDb(), sellerId, `${word} toaster`);
    const { context, page } = await openPage(locale, width, '/admin/login');
    await signInAs(page, 'catalog');

    await page.getByTestId('admin-nav-catalog_products').click();
    await page.getByTestId('admin-products-search').fill(word);
    await Promise.all([
      page.waitForURL(/\/admin\/catalog\/products\?/),
      page.getByTestId('admin-products-search').press('Enter'),
    ]);
    await page.getByTestId(`admin-product-${productId}`).click();
    await page.getByTestId('admin-product-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);

    const renamed = uniqueWord(`vertex${locale}`);
    await page.getByTestId('admin-product-name_en').fill(`${renamed} toaster`);
    await page.getByTestId('admin-product-name_ar').fill(`محمصة ${renamed}`);
    await page.getByTestId('admin-product-url_key').fill(`${renamed}-toaster`);
    await page.getByTestId('admin-product-price').fill('12.345');
    await page.getByTestId('admin-product-save').click();
    expect(await page.getByTestId('admin-product-price-error').innerText()).toBe(TEXT[locale].price);
    // Refused by the form's own check: summed up beside the button, the focus on the field to fix.
    expect(
      await page.getByTestId('admin-product-form').getByTestId('admin-form-error').first().innerText(),
    ).toBe(TEXT[locale].fixMarked);
    await expect.poll(() => focusedTestId(page)).toBe('admin-product-price');
    await page.getByTestId('admin-product-price').fill('1299.50');
    await page.getByTestId('admin-product-stock').fill('4');
    // A bold line after the description's text, in the rich-text editor of the page's language.
    const description = page.getByTestId(`admin-product-description_${locale}`);
    await description.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByTestId(`admin-product-description_${locale}-bold`).click();
    await page.keyboard.type(`${renamed} ${TEXT[locale].boldLine}`);
    const saved = expectAlert(page, 'success', TEXT[locale].saved);
    await page.getByTestId('admin-product-save').click();
    await saved;
    // The page is read again from the server after the save.
    await page
      .getByTestId('admin-product-title')
      .filter({ hasText: locale === 'ar' ? `محمصة ${renamed}` : `${renamed} toaster` })
      .waitFor();

    // A picture, described in both languages, becomes the product page's main image.
    const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const added = expectAlert(page, 'success', TEXT[locale].uploaded);
    await page
      .getByTestId('admin-product-images-input')
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: picture });
    await added;
    await page.getByTestId('admin-product-image-alt_ar-0').fill(`محمصة ${renamed} من الأمام`);
    await page.getByTestId('admin-product-image-alt_en-0').fill(`${renamed} toaster, front`);
    // A second picture added before saving keeps what was typed for the first.
    const second = expectAlert(page, 'success', TEXT[locale].uploaded);
    await page
      .getByTestId('admin-product-images-input')
      .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: picture });
    await second;
    await expect.poll(() => page.getByTestId('admin-product-image').count()).toBe(2);
    expect(await page.getByTestId('admin-product-image-alt_en-0').inputValue()).toBe(
      `${renamed} toaster, front`,
    );
    // Moved by keyboard to an end, a picture keeps the focus on its other arrow; then moved back.
    const focusedControl = () => page.evaluate(() => document.activeElement?.getAttribute('data-control'));
    await page.getByTestId('admin-product-image').nth(1).locator('[data-control="up"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(focusedControl).toBe('down');
    await page.keyboard.press('Enter');
    await expect.poll(focusedControl).toBe('up');
    expect(await page.getByTestId('admin-product-image-alt_en-0').inputValue()).toBe(
      `${renamed} toaster, front`,
    );
    // Removing a picture is asked first: kept when declined; once confirmed the other one's ✕ has the focus.
    const removeSecond = page.getByTestId('admin-product-image').nth(1).locator('[data-control="remove"]');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await removeSecond.click();
    await nextFrames(page);
    expect(await page.getByTestId('admin-product-image').count()).toBe(2);
    page.once('dialog', (dialog) => void dialog.accept());
    await removeSecond.click();
    await expect.poll(() => page.getByTestId('admin-product-image').count()).toBe(1);
    await expect.poll(focusedControl).toBe('remove');
    const described = expectAlert(page, 'success', TEXT[locale].imagesSaved);
    await page.getByTestId('admin-product-images-save').click();
    await described;
    expect(await seriousFindings(page)).toEqual([]);

    // The store finds it under the new name at once, and the old address leads to the new one.
    const store = await context.newPage();
    await store.goto(`${E2E_URL}/searchnise?q=${renamed}`);
    await waitForHydration(store);
    await store.getByTestId('product-card').first().waitFor();
    expect(await store.getByTestId('product-card').count()).toBe(1);
    await store.goto(`${E2E_URL}/${urlKey}`);
    await store.waitForURL(new RegExp(`/${renamed}-toaster$`));
    expect(await store.getByTestId('product-name').innerText()).toBe(
      locale === 'ar' ? `محمصة ${renamed}` : `${renamed} toaster`,
    );
    expect(await store.getByTestId('product-description').locator('strong').innerText()).toBe(
      `${renamed} ${TEXT[locale].boldLine}`,
    );
    expect(await store.getByTestId('gallery-main').getAttribute('alt')).toBe(
      locale === 'ar' ? `محمصة ${renamed} من الأمام` : `${renamed} toaster, front`,
    );
    await context.close();
  });
});
