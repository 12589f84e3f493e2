import { afterAll, describe, expect, it } from 'vitest';
import { customers } from '@/db/schema';
import { cairoDay, cairoStart } from '@/domain/shared/cairo-day';
import { previousPeriod } from '@/domain/sellers/payout-schemas';
import { formatDate, formatPrice } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { approvedRefund, deliveredOrder } from '../fixtures/delivered-orders';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, signInAs, staffDb, staffMember } from './staff-flows';

/**
 * Sellers' money in a real browser: a seller reads last month's figures and its payout statement
 * (a sale and a refund, less the commission), then picks this month; an admin changes the
 * commission (a bad rate refused first) and reads the same seller's statement.
 * Needs the server's database (TEST_DATABASE_URL, as in CI).
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const TEXT = {
  ar: { rate: 'أدخل نسبة من 0 إلى 100٪ بحد أقصى رقمين عشريين.', saved: 'تم حفظ العمولة.', newRate: '12.5' },
  en: {
    rate: 'Enter a rate from 0 to 100 %, with at most two decimals.',
    saved: 'Commission saved.',
    newRate: '7',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('sales and payouts in %s at %i px', (locale, width) => {
  it('a seller reads its figures and statement; an admin sets the commission, reads the statement and records its payment', async () => {
    const t = getT(locale);
    const db = staffDb();
    const word = uniqueWord(`payo${locale}`);
    const sellerId = await newSeller(db, `${word} Stores`);
    const { productId } = await productOfSeller(db, sellerId, `${word} fridge`);
    const [customer] = await db
      .insert(customers)
      .values({ firstName: 'Mona', lastName: 'Hassan', phone: `015${String(Date.now()).slice(-8)}`, locale })
      .returning({ id: customers.id });
    // Last month (in Cairo): two fridges at 1,500 pounds delivered on the 10th, one back on the 12th.
    const month = previousPeriod(cairoDay(new Date()).slice(0, 7));
    const at = (day: string) =>
      new Date(cairoStart(`${month}-${day}`).getTime() + 10 * 3_600_000).toISOString();
    const order = await deliveredOrder(
      db,
      customer!.id,
      [{ product: productId, seller: sellerId, qty: 2, price: 150_000, name: `${word} fridge` }],
      at('10'),
    );
    await approvedRefund(db, order.id, [{ itemId: order.items[0]!.id, qty: 1 }], at('12'));
    const price = (pounds: number) => formatPrice(pounds * 100, locale);

    const email = await staffMember('seller', sellerId);
    const { page, context } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-seller_sales').click();
    const monthRow = page.locator('tr', { has: page.getByTestId(`admin-sales-month-${month}`) });
    await monthRow.waitFor();
    // 3,000 sold, 1,500 back, 10 % of the 1,500 kept: 1,350 paid out.
    expect(await monthRow.innerText()).toContain(price(1350));
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);

    await page.getByTestId(`admin-sales-month-${month}`).click();
    await page.waitForURL(new RegExp(`/admin/seller/statement\\?period=${month}$`));
    const figure = (key: string) => page.getByTestId(`admin-statement-${key}`).innerText();
    expect([
      await figure('sales'),
      await figure('refunds'),
      await figure('commission'),
      await figure('payout'),
    ]).toEqual([price(3000), price(1500), price(150), price(1350)]);
    const lines = page.getByTestId('admin-statement-lines').locator('tbody tr');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).innerText()).toContain(order.number);
    expect(await lines.nth(1).innerText()).toContain(price(-1500));
    // A closed month owed and not transferred yet says so.
    expect(await page.getByTestId('admin-statement-unpaid').innerText()).toContain(t('admin_payouts.unpaid'));
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);

    // This month: nothing yet.
    await page.getByTestId('admin-statement-period').fill(cairoDay(new Date()).slice(0, 7));
    await page.getByTestId('admin-statement-show').click();
    await page.getByTestId('admin-statement-lines-empty').waitFor();
    expect(await figure('payout')).toBe(price(0));

    // An admin changes the commission: from now on only, so last month's statement stands.
    const admin = await openPage(locale, 1440, '/admin/login');
    await signInAs(admin.page, 'admin');
    await admin.page.getByTestId('admin-nav-settings').click();
    await admin.page.getByTestId('admin-commission-form').waitFor();
    await waitForHydration(admin.page);
    expect(await seriousFindings(admin.page)).toEqual([]);
    await admin.page.getByTestId('admin-commission-rate').fill('101');
    await admin.page.getByTestId('admin-commission-submit').click();
    expect(await admin.page.getByTestId('admin-commission-rate-error').innerText()).toBe(TEXT[locale].rate);
    await admin.page.getByTestId('admin-commission-rate').fill(TEXT[locale].newRate);
    const saved = expectAlert(admin.page, 'success', TEXT[locale].saved);
    await admin.page.getByTestId('admin-commission-submit').click();
    await saved;
    await admin.page
      .getByTestId('admin-commission-history')
      .filter({ hasText: `${TEXT[locale].newRate}%` })
      .waitFor();
    expect(await admin.page.getByTestId('admin-commission-now').innerText()).toContain(
      `${TEXT[locale].newRate}%`,
    );
    expect(await rawKeysOn(admin.page)).toEqual([]);

    await admin.page.goto(admin.page.url().replace(/\/admin\/settings$/, `/admin/sellers/${sellerId}`));
    await admin.page.getByTestId('admin-seller-statement-link').click();
    await admin.page.getByTestId('admin-statement-period').fill(month);
    await admin.page.getByTestId('admin-statement-show').click();
    await admin.page.waitForURL(new RegExp(`period=${month}$`));
    expect(await admin.page.getByTestId('admin-statement-payout').innerText()).toBe(price(1350));
    expect(await seriousFindings(admin.page)).toEqual([]);
    // The admin records the month's transfer: a bad reference refused, then asked once more with the amount.
    await waitForHydration(admin.page);
    await admin.page.getByTestId('admin-payout-reference').fill('x');
    await admin.page.getByTestId('admin-payout-submit').click();
    expect(await admin.page.getByTestId('admin-payout-reference-error').innerText()).toBe(
      t('errors.payout_reference_error'),
    );
    await admin.page.getByTestId('admin-payout-reference').fill('TRX 55/2026');
    await admin.page.getByTestId('admin-payout-submit').click();
    expect(await admin.page.getByTestId('admin-payout-confirm').innerText()).toContain(price(1350));
    const recorded = expectAlert(admin.page, 'success', t('admin_payouts.recorded'));
    await admin.page.getByTestId('admin-payout-submit').click();
    await recorded;
    // Said on the statement: the day, the amount and the reference (no IBAN: a seller made by the store).
    const paid = async (p: typeof page) =>
      [
        await p.getByTestId('admin-paid-date').innerText(),
        await p.getByTestId('admin-paid-amount').innerText(),
        await p.getByTestId('admin-paid-reference').innerText(),
      ].join(' | ');
    const expected = [formatDate(cairoStart(cairoDay(new Date())), locale), price(1350), 'TRX 55/2026'].join(
      ' | ',
    );
    await admin.page.getByTestId('admin-statement-paid').waitFor();
    expect(await paid(admin.page)).toBe(expected);
    expect(await admin.page.getByTestId('admin-payout-form').count()).toBe(0);
    expect(await seriousFindings(admin.page)).toEqual([]);
    // The seller's statement says it too.
    await page.goto(`/admin/seller/statement?period=${month}`);
    expect(await paid(page)).toBe(expected);
    await admin.context.close();
    await context.close();
  }, 150_000); // A seller and an admin, each signing in with a second factor.
});
