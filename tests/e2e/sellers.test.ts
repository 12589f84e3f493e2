import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { getT } from '@/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './a11y';
import { codeFromOutbox, registerViaApi, uniquePhone } from './auth-flows';
import {
  closeBrowser,
  focusedTestId,
  openContext,
  openPage,
  outboxMessages,
  waitForHydration,
} from './browser';

afterAll(closeBrowser);

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});

const TEXT = {
  ar: {
    title: 'بيع على أمان',
    merchant: 'حساب التاجر',
    company: 'بيانات الشركة',
    bank: 'الحساب البنكي',
    ibanCheck: 'رقم الآيبان هذا غير صحيح: راجعه من كشف حساب البنك.',
    pending: 'طلبك قيد المراجعة',
    taxCard: 'اكتب رقم البطاقة الضريبية: 9 أرقام.',
    sms: /استلمنا طلبك/,
  },
  en: {
    title: 'Sell on Aman',
    merchant: 'Merchant account',
    company: 'Company info',
    bank: 'Bank account',
    ibanCheck: 'This IBAN is not valid: check it against your bank statement.',
    pending: 'Your application is under review',
    taxCard: 'Enter the tax card number: 9 digits.',
    sms: /we received your application/,
  },
};
let serial = Date.now() % 100_000;

async function fillMerchant(page: Page, store: string) {
  await page.getByTestId('seller-step-merchant').waitFor();
  await page.getByTestId('seller-merchant_name').fill('Karim Mostafa');
  await page.getByTestId('seller-store_name').fill(store);
  await page.getByTestId('seller-trade_category').selectOption({ index: 1 });
  await page.getByTestId('seller-social_link').fill('https://facebook.com/nilegadgets');
  await page.getByTestId('seller-contact_email').fill('karim@example.com');
  await page.getByTestId('seller-next').click();
}

async function fillCompany(page: Page, taxCardAsked: string) {
  await page.getByTestId('seller-step-company').waitFor();
  // Sent empty, the tax card number is asked for by name and length, not as "digits only".
  await page.getByTestId('seller-next').click();
  expect(await page.getByTestId('seller-tax_card_number-error').innerText()).toBe(taxCardAsked);
  await page.getByTestId('seller-company_name').fill('Nile Gadgets Trading');
  // Typed and not saved yet, it survives a reload (as it does Back, Forward or a change of language).
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId('seller-step-company').waitFor();
  expect(await page.getByTestId('seller-company_name').inputValue()).toBe('Nile Gadgets Trading');
  await page.getByTestId('seller-company_owner').fill('Karim Mostafa');
  await page.getByTestId('seller-owner_national_id').fill('29001011234567');
  await page.getByTestId('seller-commercial_register_number').fill('123456');
  await page.getByTestId('seller-tax_card_number').fill('123456789');
  for (const kind of ['commercial_register_scan', 'tax_card_scan']) {
    await page
      .getByTestId(`seller-${kind}`)
      .setInputFiles({ name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByTestId(`seller-${kind}-state`).filter({ hasText: /.+/ }).waitFor();
    await expect
      .poll(() => page.getByTestId(`seller-${kind}-state`).locator('svg.animate-spin').count())
      .toBe(0);
  }
  await page.getByTestId('seller-next').click();
}

describe.each([
  ['ar', 375],
  ['en', 1440],
] as const)('a guest applies to sell in %s at %i px', (locale, width) => {
  it('proves the phone, fills the three steps (the IBAN checked), sends, and sees the application under review', async () => {
    const text = TEXT[locale];
    const { context, page } = await openPage(locale, width, '/sellonaman');
    expect(await page.locator('h1').innerText()).toBe(text.title);
    expect(await page.getByTestId('sellonaman-landing').innerText()).toMatch(
      locale === 'ar' ? /الرسوم/ : /Fees/,
    );
    // The commission in force is said before anyone applies (another file may be changing it).
    const [before, after] = getT(locale)('sellers.commission_now', { rate: '§' }).split('§');
    const said = await page.getByTestId('sellonaman-commission').innerText();
    expect(said.startsWith(before!) && said.endsWith(after!)).toBe(true);
    expect(said.slice(before!.length, said.length - after!.length)).toMatch(/^\d+(\.\d+)?$/);

    const phone = uniquePhone();
    await page.getByTestId('seller-verify-phone').fill(phone);
    await page.getByTestId('seller-send-code').click();
    // The code screen counts down to "send again", as at sign-in.
    expect(await page.getByTestId('otp-phone').innerText()).toBe(phone);
    await page.getByTestId('otp-countdown').waitFor();
    const code = await codeFromOutbox(context, phone);
    for (const [i, digit] of [...code].entries()) await page.getByTestId(`otp-digit-${i}`).fill(digit);
    await page.getByTestId('otp-continue').click();

    // The proven phone is the contact phone, and cannot be changed here.
    await page.getByTestId('seller-step-merchant').waitFor();
    expect(await page.getByTestId('seller-contact_phone').inputValue()).toBe(phone);
    expect(await page.getByTestId('seller-contact_phone').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('seller-step-title').innerText()).toBe(text.merchant);
    await fillMerchant(page, `Nile Gadgets ${locale} ${++serial}`);
    await fillCompany(page, text.taxCard);

    await page.getByTestId('seller-step-bank').waitFor();
    // The new step's heading has the focus: a screen reader says which step this is.
    await expect.poll(() => focusedTestId(page)).toBe('seller-step-title');
    await page.getByTestId('seller-bank_account_name').fill('Nile Gadgets');
    // Back on the company step, the scans sent earlier say so, without "No file chosen" beside them.
    await page.getByTestId('credit-back').click();
    await page.getByTestId('seller-step-company').waitFor();
    expect(await page.getByTestId('seller-tax_card_scan-summary').innerText()).toBe('');
    expect(await page.getByTestId('seller-tax_card_scan-state').innerText()).not.toBe('');
    await page.getByTestId('seller-next').click();
    await page.getByTestId('seller-step-bank').waitFor();
    // Saving the company step again kept what was typed on the bank step, through a reload too.
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('seller-step-bank').waitFor();
    expect(await page.getByTestId('seller-bank_account_name').inputValue()).toBe('Nile Gadgets');
    await page.getByTestId('seller-bank_name').selectOption('nbe');
    await page.getByTestId('seller-bank_account_number').fill('1234567890');
    await page.getByTestId('seller-iban').fill('EG39 0019 0005 0000 0000 2631 8000 2');
    await page.getByTestId('seller-next').click();
    expect(await page.getByTestId('seller-iban-error').innerText()).toBe(text.ibanCheck);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('seller-iban').fill('EG38 0019 0005 0000 0000 2631 8000 2');
    await page.getByTestId('seller-next').click();

    await page.getByTestId('seller-review').waitFor();
    expect(await page.getByTestId('seller-review-iban').innerText()).toBe('EG380019000500000000263180002');
    expect(await page.getByTestId('seller-review-bank_name').innerText()).toMatch(
      locale === 'ar' ? /البنك الأهلي المصري/ : /National Bank of Egypt/,
    );
    // "Edit" on the review comes back to the review once saved, not through the steps after it.
    await page.getByTestId('seller-edit-merchant').click();
    await page.getByTestId('seller-step-merchant').waitFor();
    await page.getByTestId('seller-merchant_name').fill('Karim Adel Mostafa');
    await page.getByTestId('seller-next').click();
    await page.getByTestId('seller-review').waitFor();
    expect(await page.getByTestId('seller-review-merchant_name').innerText()).toBe('Karim Adel Mostafa');
    await page.getByTestId('seller-submit').click();
    const status = page.locator('[data-testid="seller-status"][data-status="pending"]');
    await status.waitFor();
    expect(await page.getByTestId('seller-status-title').innerText()).toBe(text.pending);
    const reference = await page.getByTestId('seller-reference').innerText();
    expect(reference).toMatch(/^SEL-\d{8}$/);

    // Kept on the server: a reload shows where it stands; the SMS names the reference.
    await page.reload();
    await waitForHydration(page);
    await status.waitFor();
    const sms = (await outboxMessages(context)).find((m) => m.includes(reference));
    expect(sms).toMatch(text.sms);
    await context.close();
  });
});

describe.each([
  ['ar', 1440],
  ['en', 375],
] as const)('a signed-in customer applies in %s at %i px', (locale, width) => {
  it("starts with the account's phone and comes back to the saved step after a reload", async () => {
    const { context, page } = await openContext(locale, width);
    const { phone, password } = await registerViaApi(context);
    await page.goto('/login?callbackUrl=%2Fsellonaman');
    await waitForHydration(page);
    await page.getByTestId('login-identifier').fill(phone);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/sellonaman$/);
    await waitForHydration(page);

    await page.getByTestId('seller-step-merchant').waitFor();
    expect(await page.getByTestId('seller-verify').count()).toBe(0);
    expect(await page.getByTestId('seller-contact_phone').inputValue()).toBe(phone);
    // A link that is not one is refused in the form, in the shopper's language.
    await page.getByTestId('seller-social_link').fill('facebook');
    await page.getByTestId('seller-next').click();
    expect(await page.getByTestId('seller-social_link-error').innerText()).toBe(
      locale === 'ar'
        ? 'اكتب رابطًا كاملًا يبدأ بـ \u2066https://\u2069'
        : 'Enter a full web address starting with https://',
    );
    const store = `Delta Home ${locale} ${++serial}`;
    await fillMerchant(page, store);
    await page.getByTestId('seller-step-company').waitFor();

    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('seller-step-company').waitFor();
    expect(await page.getByTestId('seller-step-title').innerText()).toBe(TEXT[locale].company);
    await page.getByTestId('credit-back').click();
    expect(await page.getByTestId('seller-store_name').inputValue()).toBe(store);
    expect(await seriousFindings(page)).toEqual([]);
    await context.close();
  });
});
