import sharp from 'sharp';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { categories } from '@/db/schema';
import { createCategoryAs, deleteCategoryAs } from '@/domain/catalog/staff-categories';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { closeBrowser, E2E_URL, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffDb, staffMember } from './staff-flows';

/**
 * The category tree in the back office, in a real browser: a catalog manager renames a category
 * and swaps two sibling categories with the keyboard (the drag handle: Space, ArrowDown, Space);
 * the store's category drawer shows the new name and order. The two categories are made at the
 * end of the last main category (so other tests' menus keep their first rows) and removed after.
 * Staff are made in the server's database, so this needs TEST_DATABASE_URL as in CI.
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;
const cli = { cli: 'e2e' };

const TEXT = {
  ar: {
    saved: 'تم حفظ القسم.',
    orderSaved: 'الترتيب الجديد ظاهر في المتجر.',
    seeMore: 'عرض المزيد',
    rateError: 'النسبة مئوية من 0 إلى 100، بخانتين عشريتين على الأكثر.',
    sellerSaved: 'تم حفظ البائع.',
  },
  en: {
    saved: 'Category saved.',
    orderSaved: 'The new order is in the store.',
    seeMore: 'See more',
    rateError: 'A rate is a percent from 0 to 100, with at most two decimals.',
    sellerSaved: 'The seller is saved.',
  },
};

/** Two new subcategories at the end of the last main category, named in both languages. */
async function twoSiblings(locale: string) {
  const ctx = { db: staffDb(), locale: 'en' as const };
  const [main] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isActive, true)))
    .orderBy(desc(categories.position), desc(categories.id))
    .limit(1);
  const make = (word: string) =>
    createCategoryAs(
      ctx,
      cli,
      {
        parent_id: String(main!.id),
        name_ar: `قسم ${word} ${serial}`,
        name_en: `${word} shelf ${serial}`,
        url_key: `e2e-${word}-${locale}-${serial}`,
        include_in_menu: 'true',
      },
      null,
    );
  const first = await make('alpha');
  const second = await make('beta');
  return {
    mainId: main!.id,
    first,
    second,
    cleanup: () => Promise.all([first, second].map((c) => deleteCategoryAs(ctx, cli, c.id))),
  };
}

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('the category tree in the back office in %s at %i px', (locale, width) => {
  it('a catalog manager renames a category and reorders two siblings by keyboard; the store drawer follows', async () => {
    const { mainId, first, second, cleanup } = await twoSiblings(locale);
    try {
      const email = await staffMember('catalog');
      const { page } = await openPage(locale, width, '/admin/login');
      await signInAndEnrol(page, email);
      await page.getByTestId('admin-nav-catalog_categories').click();
      await page.getByTestId(`admin-category-${first.id}`).waitFor();
      await waitForHydration(page);
      expect(await seriousFindings(page)).toEqual([]);
      expect(await rawKeysOn(page)).toEqual([]);

      // Rename the first one (in the page's language) on its own page.
      await page.getByTestId(`admin-category-${first.id}`).getByTestId('admin-category-edit').first().click();
      await page.getByTestId('admin-category-form').waitFor();
      await waitForHydration(page);
      expect(await seriousFindings(page)).toEqual([]);
      const renamed = locale === 'ar' ? `رفوف جديدة ${serial}` : `New shelves ${serial}`;
      await page.getByTestId(`admin-category-name-${locale}`).fill(renamed);
      const saved = expectAlert(page, 'success', TEXT[locale].saved);
      await page.getByTestId('admin-category-submit').click();
      await saved;
      await page.getByTestId('admin-category-title').filter({ hasText: renamed }).waitFor();

      // Back on the tree: the renamed one is first of the two; the keyboard moves it below the other.
      await page.goto(`${page.url().replace(/\/\d+$/, '')}`);
      const siblings = page.getByTestId(`admin-category-children-${mainId}`);
      await siblings.getByTestId(`admin-category-${first.id}`).waitFor();
      await waitForHydration(page);
      const order = async () =>
        siblings
          .locator(':scope > li')
          .evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')));
      const ids = [`admin-category-${first.id}`, `admin-category-${second.id}`];
      expect((await order()).slice(-2)).toEqual(ids);
      const handle = siblings
        .getByTestId(`admin-category-${first.id}`)
        .getByTestId('admin-category-handle')
        .first();
      await handle.focus();
      await page.keyboard.press('Space');
      // Picked up (the handle is pressed), then one place down: the live region names the new place.
      await siblings.locator(`[data-testid="admin-category-${first.id}"] [aria-pressed="true"]`).waitFor();
      await page.keyboard.press('ArrowDown');
      const count = (await order()).length;
      const over =
        locale === 'ar'
          ? `«${renamed}» في الموضع ${count} من ${count}.`
          : `“${renamed}” is at position ${count} of ${count}.`;
      await page.getByText(over).waitFor({ state: 'attached' });
      const orderSaved = expectAlert(page, 'success', TEXT[locale].orderSaved);
      await page.keyboard.press('Space');
      await orderSaved;
      expect((await order()).slice(-2)).toEqual([...ids].reverse());
      const [a, b] = await staffDb()
        .select({ id: categories.id, position: categories.position })
        .from(categories)
        .where(eq(categories.parentId, mainId))
        .orderBy(desc(categories.position))
        .limit(2);
      expect([a!.id, b!.id]).toEqual([first.id, second.id]);

      // The store's drawer: the main category's subs end with the other one, then the renamed one.
      const shopper = await openPage(locale, 1440, '/');
      await waitForHydration(shopper.page);
      await shopper.page.getByTestId('all-button').click();
      const drawer = shopper.page.getByTestId('category-drawer');
      await drawer.waitFor();
      await drawer.getByRole('button', { name: TEXT[locale].seeMore }).click();
      await drawer.getByTestId('drawer-drill').last().click();
      await drawer.getByText(renamed).waitFor();
      const names = await drawer.locator('ul li').allInnerTexts();
      const otherName = locale === 'ar' ? `قسم beta ${serial}` : `beta shelf ${serial}`;
      expect(names.slice(-2).map((n) => n.trim())).toEqual([otherName, renamed]);
      await shopper.context.close();
    } finally {
      await cleanup();
    }
  }, 150_000); // A manager and a shopper: a save and a reorder, each seen in the store.

  it("brands and dealers' rates open for a catalog manager, readable and accessible; a rate over 100 % is refused under its field", async () => {
    const email = await staffMember('catalog');
    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-catalog_brands').click();
    await page.getByTestId('admin-brands').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);
    await page.getByTestId('admin-brand-edit').first().click();
    await page.getByTestId('admin-brand-form').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);

    // A seller's names and logo: its product page shows them at once.
    const word = uniqueWord(`kappa${locale}`);
    const sellerId = await newSeller(staffDb(), `${word} Traders`);
    const { urlKey } = await productOfSeller(staffDb(), sellerId, `${word} kettle`);
    await page.getByTestId('admin-nav-catalog_rates').click();
    await page.getByTestId('admin-rates-sellers').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId(`admin-catalog-seller-${sellerId}`).click();
    await page.getByTestId('admin-seller-details-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);
    await page.getByTestId('admin-seller-name-ar').fill(`تجار ${word}`);
    await page.getByTestId('admin-seller-name-en').fill(`${word} Stores`);
    const logo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#117733' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('admin-seller-logo-image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const sellerSaved = expectAlert(page, 'success', TEXT[locale].sellerSaved);
    await page.getByTestId('admin-seller-details-submit').click();
    await sellerSaved;
    const store = await page.context().newPage();
    await store.goto(`${E2E_URL}/${urlKey}`);
    expect(await store.getByTestId('product-seller').innerText()).toContain(
      locale === 'ar' ? `تجار ${word}` : `${word} Stores`,
    );
    await store.getByTestId('product-seller-logo').waitFor();
    await store.close();

    await page.goto(`${E2E_URL}/admin/catalog/sellers/${sellerId}/rates`);
    await page.getByTestId('admin-rates-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);
    // Checked in the page before anything is sent (the dealer's rates stay as they are).
    await page.getByTestId('admin-rate-offered-6').check();
    await page.getByTestId('admin-rate-6').fill('150');
    await page.getByTestId('admin-rates-submit').click();
    expect(await page.getByTestId('admin-rate-6-error').innerText()).toBe(TEXT[locale].rateError);
  }, 120_000);
});

describe.skipIf(!serverDb).each(['ar', 'en'] as const)(
  'a category with nothing on sale yet, in %s at 375 px',
  (locale) => {
    it('says there is nothing here yet (no filters to take off), its long description inside the screen', async () => {
      const ctx = { db: staffDb(), locale: 'en' as const };
      const [main] = await ctx.db
        .select({ id: categories.id })
        .from(categories)
        .where(and(isNull(categories.parentId), eq(categories.isActive, true)))
        .limit(1);
      const longWord = 'W'.repeat(300);
      const empty = await createCategoryAs(
        ctx,
        cli,
        {
          parent_id: String(main!.id),
          name_ar: `قسم فارغ ${serial}`,
          name_en: `Empty shelf ${serial}`,
          description_ar: `وصف ${longWord}`,
          description_en: `About ${longWord}`,
          url_key: `e2e-empty-${locale}-${serial}`,
          include_in_menu: 'false',
        },
        null,
      );
      try {
        const { context, page } = await openPage(locale, 375, `/${empty.path}`);
        await page.getByTestId('empty-state').waitFor();
        expect(await page.getByTestId('empty-state').locator('h2').innerText()).toBe(
          { ar: 'لا توجد منتجات هنا بعد', en: 'No products here yet' }[locale],
        );
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        expect(await rawKeysOn(page)).toEqual([]);
        // A filter that leaves nothing on a full category still says to take filters off.
        await page.goto('/tvs?price_min=99999999');
        await page.getByTestId('empty-state').waitFor();
        expect(await page.getByTestId('empty-state').locator('h2').innerText()).toBe(
          { ar: 'لا توجد منتجات تطابق هذه الفلاتر', en: 'No products match these filters' }[locale],
        );
        await context.close();
      } finally {
        await deleteCategoryAs(ctx, cli, empty.id);
      }
    });
  },
);
