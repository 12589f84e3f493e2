import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffMember } from './staff-flows';

/**
 * Hero slides in the back office, in a real browser: a content editor adds a slide (a wrong link
 * and a missing picture are refused under their fields first), a shopper finds it on the home page,
 * the editor changes its title and the home page shows the new one, then removes it. Staff are
 * made in the server's database, so this needs TEST_DATABASE_URL as in CI.
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;

const TEXT = {
  ar: {
    linkError: 'أدخل صفحة من هذا المتجر تبدأ بـ \u2066/\u2069، مثل \u2066/offers\u2069.',
    imageError: 'اختر صورة للشريحة.',
    notAPicture: 'ارفع صورة بصيغة JPG أو PNG.',
    created: 'تم إنشاء الشريحة.',
    saved: 'تم حفظ الشريحة.',
    deleted: 'تم حذف الشريحة.',
    live: 'معروضة',
  },
  en: {
    linkError: 'Enter a page of this store starting with /, such as /offers.',
    imageError: 'Choose a picture for the slide.',
    notAPicture: 'Upload a JPG or PNG image.',
    created: 'Slide created.',
    saved: 'Slide saved.',
    deleted: 'Slide removed.',
    live: 'Showing',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('hero slides in the back office in %s at %i px', (locale, width) => {
  it('a content editor adds a slide, changes its title and the home page shows each change', async () => {
    const title = { ar: `عرض الشتاء ${serial}`, en: `Winter deals ${serial}` };
    const picture = await sharp({ create: { width: 1500, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const email = await staffMember('content');
    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-content_slides').click();
    await page.getByTestId('admin-slides').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('admin-slide-new').click();
    await page.getByTestId('admin-slide-form').waitFor();
    await waitForHydration(page);

    // A link to another site and no picture: refused under their fields, nothing sent.
    await page.getByTestId('admin-slide-title-ar').fill(title.ar);
    await page.getByTestId('admin-slide-title-en').fill(title.en);
    await page.getByTestId('admin-slide-link').fill('https://elsewhere.example');
    await page.getByTestId('admin-slide-submit').click();
    expect(await page.getByTestId('admin-slide-link-error').innerText()).toBe(TEXT[locale].linkError);
    expect(await page.getByTestId('admin-slide-image-error').innerText()).toBe(TEXT[locale].imageError);
    expect(await seriousFindings(page)).toEqual([]);

    // A text file named .png: refused by its first bytes beside the link, before anything is sent.
    await page.getByTestId('admin-slide-image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect
      .poll(async () => {
        await page.getByTestId('admin-slide-submit').click();
        return page.getByTestId('admin-slide-image-error').innerText();
      })
      .toBe(TEXT[locale].notAPicture);
    expect(await page.getByTestId('admin-slide-link-error').innerText()).toBe(TEXT[locale].linkError);

    await page.getByTestId('admin-slide-link').fill('/offers');
    await page
      .getByTestId('admin-slide-image')
      .setInputFiles({ name: 'winter.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByTestId('admin-slide-preview').waitFor();
    const created = expectAlert(page, 'success', TEXT[locale].created);
    await page.getByTestId('admin-slide-submit').click();
    await created;
    await page.waitForURL(/\/admin\/content\/slides\/\d+$/);
    await page.getByTestId('admin-slide-status').filter({ hasText: TEXT[locale].live }).waitFor();
    expect(await rawKeysOn(page)).toEqual([]);

    // A shopper's home page has it, in the shopper's language, linking where it was told.
    const shopper = await openPage(locale, 375, '/');
    const hero = shopper.page.getByTestId('hero');
    await hero.waitFor();
    const slide = hero.locator('a', { hasText: title[locale] });
    expect(await slide.getAttribute('href')).toBe('/offers');
    expect(await slide.locator('img').getAttribute('src')).toMatch(/^\/media\/slides\/[0-9a-f]+\.webp$/);

    // The editor changes the title; the home page shows the new one and not the old.
    const renamed = `${title[locale]} +`;
    await page.getByTestId(`admin-slide-title-${locale}`).fill(renamed);
    const saved = expectAlert(page, 'success', TEXT[locale].saved);
    await page.getByTestId('admin-slide-submit').click();
    await saved;
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await shopper.page.reload();
    await hero.locator('a', { hasText: renamed }).waitFor({ state: 'attached' });
    expect(await page.getByTestId('admin-slide-history').innerText()).toMatch(/\S/);

    // Removed, it leaves the home page.
    page.once('dialog', (dialog) => void dialog.accept());
    const deleted = expectAlert(page, 'success', TEXT[locale].deleted);
    await page.getByTestId('admin-slide-delete').click();
    await deleted;
    await page.waitForURL(/\/admin\/content\/slides$/);
    await shopper.page.reload();
    await hero.waitFor();
    expect(await hero.locator('a', { hasText: renamed }).count()).toBe(0);
    await shopper.context.close();
  }, 120_000); // An editor and a shopper: three saves, each seen on the home page.
});
