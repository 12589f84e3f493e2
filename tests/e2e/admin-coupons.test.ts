import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '@/db/schema';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, openPage, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffDb, staffMember } from './staff-flows';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';

/**
 * Coupons in the back office, in a real browser: a content editor creates one (a wrong value is
 * refused under its field first), a shopper gets its discount in the cart, and once the editor
 * switches it off the cart gives nothing and refuses it. Staff are made in the server's database,
 * so this needs TEST_DATABASE_URL as in CI.
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;
const POLL = { timeout: 15_000 };

const westernDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));

const TEXT = {
  ar: {
    percentError: 'أدخل نسبة من 1 إلى 100.',
    created: (code: string) => `تم إنشاء كود الخصم ${code}.`,
    active: 'سارٍ',
    uses: 'من 5',
    switchedOff: (code: string) => `تم إيقاف كود الخصم ${code}.`,
    inactive: 'موقوف',
    refused: 'كود الخصم هذا لم يعد متاحًا.',
  },
  en: {
    percentError: 'Enter a percentage from 1 to 100.',
    created: (code: string) => `Coupon ${code} created.`,
    active: 'Active',
    uses: '0 of 5',
    switchedOff: (code: string) => `Coupon ${code} switched off.`,
    inactive: 'Switched off',
    refused: 'This coupon is no longer available.',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('coupons in the back office in %s at %i px', (locale, width) => {
  it('a content editor creates a coupon, a shopper gets its discount, and switching it off makes the cart refuse it', async () => {
    // A product of its own at 1,000 EGP, so that 20 % is exactly 200 EGP.
    const word = uniqueWord(`coupon${locale}`);
    const sellerId = await newSeller(staffDb(), `${word} Store`);
    const { productId, urlKey } = await productOfSeller(staffDb(), sellerId, `${word} speaker`);
    await staffDb()
      .update(products)
      .set({ price: 100_000, specialPrice: null })
      .where(eq(products.id, productId));
    const email = await staffMember('content');
    const code = `E2E_${locale.toUpperCase()}${serial}`;

    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-coupons').click();
    await page.getByTestId('admin-coupon-new').click();
    await page.getByTestId('admin-coupon-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);

    // A percentage over 100 is refused under its field, in the editor's language; nothing is sent.
    await page.getByTestId('admin-coupon-code').fill(code.toLowerCase());
    expect(await page.getByTestId('admin-coupon-code').inputValue()).toBe(code);
    await page.getByTestId('admin-coupon-value').fill('150');
    await page.getByTestId('admin-coupon-submit').click();
    expect(await page.getByTestId('admin-coupon-value-error').innerText()).toBe(TEXT[locale].percentError);
    await page.getByTestId('admin-coupon-value').fill('20');
    await page.getByTestId('admin-coupon-usage-limit').fill('5');
    const created = expectAlert(page, 'success', TEXT[locale].created(code));
    await page.getByTestId('admin-coupon-submit').click();
    await created;
    await page.waitForURL(new RegExp(`/admin/coupons/${code}$`));
    await page.getByTestId('admin-coupon-status').filter({ hasText: TEXT[locale].active }).waitFor();
    expect(westernDigits(await page.getByTestId('admin-coupon-redemptions').innerText())).toContain(
      TEXT[locale].uses,
    );
    expect(await seriousFindings(page)).toEqual([]);

    // A shopper (a guest) applies it in the cart and sees 200 EGP off.
    const shopper = await openPage(locale, 1440, `/${urlKey}`);
    const cart = shopper.page;
    await cart.getByTestId('add-to-cart').click();
    await expect.poll(() => cart.getByTestId('cart-count').first().innerText(), POLL).toBe('1');
    await cart.goto('/cart');
    await waitForHydration(cart);
    await cart.getByTestId('cart-coupon-input').fill(code.toLowerCase());
    await cart.getByTestId('cart-coupon-apply').click();
    await cart.getByTestId('cart-coupon-remove').waitFor();
    expect(westernDigits(await cart.getByTestId('cart-discount').innerText())).toMatch(/200/);

    // The editor switches it off; at once the cart takes nothing off and refuses it again.
    await page.getByTestId('admin-coupon-active-form').waitFor();
    const switchedOff = expectAlert(page, 'success', TEXT[locale].switchedOff(code));
    await page.getByTestId('admin-coupon-active-submit').click();
    await switchedOff;
    await page.getByTestId('admin-coupon-status').filter({ hasText: TEXT[locale].inactive }).waitFor();

    await cart.reload();
    await waitForHydration(cart);
    // The coupon stays on the cart, takes nothing off and says why.
    expect(await cart.getByTestId('cart-coupon-problem').innerText()).toBe(TEXT[locale].refused);
    expect(await cart.getByTestId('cart-discount').count()).toBe(0);
    await cart.getByTestId('cart-coupon-remove').click();
    // The field is back, with the focus, and the removal is said.
    await expect
      .poll(() => cart.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('cart-coupon-input');
    expect(await cart.getByTestId('cart-coupon-said').innerText()).toContain(code);
    await cart.getByTestId('cart-coupon-input').fill(code);
    await cart.getByTestId('cart-coupon-apply').click();
    expect(await cart.getByTestId('cart-coupon-error').innerText()).toBe(TEXT[locale].refused);
    expect(await cart.getByTestId('cart-discount').count()).toBe(0);

    // The list finds it among the switched-off coupons.
    await page.getByTestId('admin-nav-coupons').click();
    await page.getByTestId('admin-coupon-search').fill(code);
    await page.getByTestId('admin-coupon-status-filter').selectOption('inactive');
    await Promise.all([
      page.waitForURL(/\/admin\/coupons\?/),
      page.getByTestId('admin-coupon-search').press('Enter'),
    ]);
    await page
      .getByTestId(`admin-coupon-status-${code}`)
      .filter({ hasText: TEXT[locale].inactive })
      .waitFor();
    expect(await page.getByTestId('admin-coupons').locator('tbody tr').count()).toBe(1);
    expect(await seriousFindings(page)).toEqual([]);
    await shopper.context.close();
  });
});
