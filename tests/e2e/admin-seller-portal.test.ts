import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { getT } from '@/i18n/translate';
import { afterAll, describe, expect, it } from 'vitest';
import { newSeller, uniqueWord } from '../fixtures/seller-product';
import { seriousFindings } from './a11y';
import { expectAlert, registerViaApi } from './auth-flows';
import {
  closeBrowser,
  E2E_URL,
  focusedTestId,
  openContext,
  openPage,
  rawKeysOn,
  waitForHydration,
} from './browser';
import {
  closeStaffDb,
  serverDb,
  signInAndEnrol,
  signInAs,
  STAFF_PASSWORD,
  staffDb,
  staffMember,
} from './staff-flows';

/**
 * The seller portal in a real browser: a seller signs in to its own products, adds one (a bad
 * price refused first) that waits off sale; the store does not know it until a catalog manager
 * approves it from the waiting list, then its page sells it and the seller sees it on sale.
 * Needs the server's database (TEST_DATABASE_URL, as in CI).
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const TEXT = {
  ar: {
    price: 'اكتب سعرًا بالجنيه من 0.01 إلى 5,000,000، بخانتين عشريتين على الأكثر.',
    sent: 'أُرسل المنتج للموافقة.',
    pending: 'بانتظار الموافقة',
    approved: 'تمت الموافقة: المنتج معروض للبيع.',
    active: 'نشط',
    shipped: 'تم شحن منتجاتك.',
    orderShipped: 'تم الشحن',
    uploaded: 'تمت إضافة الصور.',
  },
  en: {
    price: 'Enter a price in pounds from 0.01 to 5,000,000, with at most two decimals.',
    sent: 'Product sent for approval.',
    pending: 'Waiting for approval',
    approved: 'Approved: the product is on sale.',
    active: 'Active',
    shipped: 'Your lines are shipped.',
    orderShipped: 'Shipped',
    uploaded: 'The pictures are added.',
  },
};

const serial = Date.now() % 100_000;

/** A new customer's cash-on-delivery order of one unit of the product, placed through the API. */
async function placeOrder(context: BrowserContext, productId: number, word: string): Promise<number> {
  const { token } = await registerViaApi(context);
  const api = async (path: string, body: unknown) => {
    const res = await fetch(`${E2E_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const address = await api('/rest/en/V1/customers/me/addresses', {
    street: 'Tahrir',
    building_number: '5',
    governorate: 'giza',
    city: 'dokki',
    area: 'mesaha_square',
  });
  await api('/rest/en/V1/carts/mine/items', { cartItem: { product_id: productId, qty: 1 } });
  const placed = await api('/rest/V1/checkout/saveorder', {
    payment_method: { method: 'cashondelivery' },
    address_id: address.body.id,
    idempotency_key: `e2e-seller-${word}`,
  });
  expect(placed.status).toBe(201);
  return placed.body.order_id as number;
}

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('the seller portal in %s at %i px', (locale, width) => {
  it('a seller adds a product that goes on sale once a catalog manager approves it, then ships its order line', async () => {
    const word = uniqueWord(`kiva${locale}`);
    const sellerId = await newSeller(staffDb(), `${word} Traders`);
    const email = await staffMember('seller', sellerId);
    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    // A seller's back office opens on its own products.
    await page.waitForURL(/\/admin\/seller\/products$/);
    await page.getByTestId('admin-seller-products-empty').waitFor();
    expect(await seriousFindings(page)).toEqual([]);

    await page.getByTestId('admin-seller-product-new').click();
    await page.getByTestId('admin-product-form').waitFor();
    await waitForHydration(page);
    expect(await page.getByTestId('admin-product-seller_id').count()).toBe(0);
    expect(await page.getByTestId('admin-product-is_active').count()).toBe(0);
    await page.getByTestId('admin-product-name_ar').fill(`سماعة ${word}`);
    await page.getByTestId('admin-product-name_en').fill(`${word} speaker`);
    await page.getByTestId('admin-product-sku').fill(`K-${word}`);
    await page.getByTestId('admin-product-url_key').fill(`${word}-speaker`);
    await page.getByTestId('admin-product-price').fill('0');
    await page.getByTestId('admin-product-stock').fill('6');
    await page.getByTestId('admin-product-brand_id').selectOption({ index: 1 });
    await page.getByTestId('admin-product-category_id').selectOption({ index: 3 });
    await page.getByTestId('admin-product-save').click();
    // The price alone is refused: every other field holds what was typed or chosen.
    await page.getByTestId('admin-product-price-error').waitFor();
    const errors = await page
      .locator('[data-testid$="-error"]:not([data-testid="admin-form-error"])')
      .allInnerTexts();
    expect(errors.filter(Boolean)).toEqual([TEXT[locale].price]);
    // Summed up beside the button, with the focus on the price.
    await expect.poll(() => focusedTestId(page)).toBe('admin-product-price');
    await page.getByTestId('admin-product-price').fill('1450');
    const sent = expectAlert(page, 'success', TEXT[locale].sent);
    await page.getByTestId('admin-product-save').click();
    await sent;
    await page.waitForURL(/\/admin\/seller\/products\/\d+$/);
    expect(await page.getByTestId('admin-seller-product-status').innerText()).toBe(TEXT[locale].pending);
    // The catalog team approves it once it has a picture: said while it has none.
    expect(await page.getByTestId('admin-seller-product-needs-picture').innerText()).toBe(
      getT(locale)('admin_seller.needs_picture'),
    );
    // Its picture, checked and stored by the server like the catalog team's.
    await waitForHydration(page);
    const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .toBuffer();
    const added = expectAlert(page, 'success', TEXT[locale].uploaded);
    await page
      .getByTestId('admin-product-images-input')
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: picture });
    await added;
    await page.getByTestId('admin-product-image-alt_en-0').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);

    // Not in the store until approved.
    const shopper = await openContext(locale, 1440);
    const before = await shopper.page.goto(`${E2E_URL}/${word}-speaker`);
    expect(before?.status()).toBe(404);

    // A catalog manager finds it waiting and approves it.
    const catalog = await openPage(locale, 1440, '/admin/login');
    await signInAs(catalog.page, 'catalog');
    await catalog.page.getByTestId('admin-nav-catalog_approvals').click();
    await catalog.page.waitForURL(/approval=pending/);
    await catalog.page.getByText(`K-${word}`).waitFor();
    const row = catalog.page.locator('tr', { hasText: `K-${word}` });
    expect(await row.innerText()).toContain(TEXT[locale].pending);
    await row.getByRole('link').click();
    await catalog.page.getByTestId('admin-product-approval').waitFor();
    await waitForHydration(catalog.page);
    expect(await seriousFindings(catalog.page)).toEqual([]);
    const approved = expectAlert(catalog.page, 'success', TEXT[locale].approved);
    await catalog.page.getByTestId('admin-product-approve').click();
    await approved;
    await catalog.page.getByTestId('admin-product-approval').waitFor({ state: 'detached' });

    // On sale at once: its page sells it, and the seller sees it active.
    const after = await shopper.page.goto(`${E2E_URL}/${word}-speaker`);
    expect(after?.status()).toBe(200);
    expect(await shopper.page.getByTestId('product-name').innerText()).toBe(
      locale === 'ar' ? `سماعة ${word}` : `${word} speaker`,
    );
    await shopper.page.getByTestId('add-to-cart').waitFor();
    await page.reload();
    expect(await page.getByTestId('admin-seller-product-status').innerText()).toBe(TEXT[locale].active);
    // On a phone the list leads with what a merchant checks: the price, stock and standing are in
    // view without scrolling the table sideways (the SKU and brand follow them).
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/seller/products');
    await page.getByTestId('admin-seller-products').waitFor();
    const headings = await page
      .getByTestId('admin-seller-products')
      .locator('th')
      .evaluateAll((cells) =>
        cells.map((th) => {
          const box = th.getBoundingClientRect();
          return { text: th.textContent, inView: box.left >= 0 && box.right <= window.innerWidth };
        }),
      );
    const t = getT(locale);
    expect(
      ['price', 'stock', 'status'].map((c) =>
        headings.find((h) => h.text === t(`admin_catalog.columns.${c}`)),
      ),
    ).toEqual(
      ['price', 'stock', 'status'].map((c) => ({ text: t(`admin_catalog.columns.${c}`), inView: true })),
    );
    await page.setViewportSize(size);
    await page.goBack();

    // A shopper orders it (cash on delivery, through the store's API) and the seller ships the line.
    const productId = Number(page.url().match(/\/(\d+)$/)![1]);
    const orderId = await placeOrder(shopper.context, productId, word);
    await page.getByTestId('admin-nav-seller_orders').click();
    await page.getByTestId(`admin-seller-order-${orderId}`).click();
    await page.getByTestId('admin-ship-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    // The courier's questions answered: who receives it, their number, and how it is paid.
    expect(await page.getByTestId('admin-seller-recipient-phone').innerText()).toMatch(/^01\d{9}$/);
    expect(await page.getByTestId('admin-seller-payment').innerText()).toBe(
      getT(locale)('admin_seller.payment', { method: getT(locale)('checkout.methods.cashondelivery') }),
    );
    await page.getByTestId('admin-ship-carrier').fill('Bosta');
    await page.getByTestId('admin-ship-tracking').fill(`BST-${serial}`);
    const shipped = expectAlert(page, 'success', TEXT[locale].shipped);
    await page.getByTestId('admin-ship-submit').click();
    await shipped;
    await page
      .getByTestId('admin-seller-order-status')
      .filter({ hasText: TEXT[locale].orderShipped })
      .waitFor();
    expect(await page.getByTestId('admin-seller-line-state').innerText()).toContain(`BST-${serial}`);
    expect(await page.getByTestId('admin-ship-form').count()).toBe(0);
    expect(await rawKeysOn(page)).toEqual([]);
    await shopper.context.close();
    await catalog.context.close();
  }, 150_000); // A seller, a catalog manager and a shopper in one journey.
});

const OPENING = {
  ar: {
    opened: (email: string) => `تم فتح الحساب ${email}. سيضبط تطبيق المصادقة عند أول تسجيل دخول.`,
    waiting: 'بانتظار أول تسجيل دخول',
    role: 'بائع',
    content: 'المحتوى',
    chooseAccount: 'اختر حسابًا.',
    roleDone: (email: string) => `تم تغيير دور ${email} إلى المحتوى.`,
    close: 'إغلاق',
    closed: (email: string) => `تم إغلاق الحساب ${email}: لم يعد بإمكانه تسجيل الدخول.`,
    closedState: 'مغلق',
    another: 'افتح حساب بوابة آخر لهذا البائع',
  },
  en: {
    opened: (email: string) =>
      `The account ${email} is open. It sets up its authenticator app at its first sign-in.`,
    waiting: 'Waiting for the first sign-in',
    role: 'Seller',
    content: 'Content',
    chooseAccount: 'Choose an account.',
    roleDone: (email: string) => `The role of ${email} is now Content.`,
    close: 'Close',
    closed: (email: string) => `The account ${email} is closed: it can no longer sign in.`,
    closedState: 'Closed',
    another: 'Open another portal account for this seller',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 768],
  ['en', 1440],
] as const)('a seller portal account opened in the back office, in %s at %i px', (locale, width) => {
  it("an admin opens an approved seller's portal account from its page; the seller signs in to its products", async () => {
    const name = `Opened ${uniqueWord('o')}`;
    const sellerId = await newSeller(staffDb(), name);
    const { context, page } = await openPage(locale, width, '/admin/login');
    await signInAs(page, 'admin');
    await page.goto(`/admin/sellers/${sellerId}`);
    await page.getByTestId('admin-seller-portal-link').click();
    await page.getByTestId('admin-staff-form').waitFor();
    // The role and the seller come chosen from the seller's page.
    expect(await page.getByTestId('admin-staff-role').inputValue()).toBe('seller');
    expect(await page.getByTestId('admin-staff-seller').inputValue()).toBe(String(sellerId));
    expect(await seriousFindings(page)).toEqual([]);
    // A short password is refused in the form, before anything is sent.
    const email = `portal.${uniqueWord('p')}${serial}@e2e.test`;
    await page.getByTestId('admin-staff-email').fill(email);
    await page.getByTestId('admin-staff-name').fill('Portal owner');
    await page.getByTestId('admin-staff-password').fill('short');
    await page.getByTestId('admin-staff-submit').click();
    await page.getByTestId('admin-staff-password-error').waitFor();
    await page.getByTestId('admin-staff-password').fill(STAFF_PASSWORD);
    const opened = expectAlert(page, 'success', OPENING[locale].opened(email));
    await page.getByTestId('admin-staff-submit').click();
    await opened;
    const row = page.getByTestId('admin-staff').locator('tr', { hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    for (const part of [name, OPENING[locale].role, OPENING[locale].waiting]) expect(text).toContain(part);
    // The seller's page names the account now, and offers another.
    await page.goto(`/admin/sellers/${sellerId}`);
    expect(await page.getByTestId('admin-seller-portal-accounts').innerText()).toContain(email);
    expect(await page.getByTestId('admin-seller-portal-link').innerText()).toBe(OPENING[locale].another);
    await page.goto('/admin/staff');
    await waitForHydration(page);

    // The new account: its first password, its app, and the seller's own pages.
    const seller = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(seller.page, email);
    await seller.page.getByTestId('admin-nav-seller_products').waitFor();
    expect(await seller.page.getByTestId('admin-nav-staff').count()).toBe(0);

    // Given another role: the same session opens the content pages from its next page, not the seller's.
    // Nothing chosen: said under each list, in words.
    await page.getByTestId('admin-staff-role-submit').click();
    expect(await page.getByTestId('admin-staff-role-account-error').innerText()).toBe(
      OPENING[locale].chooseAccount,
    );
    expect(await rawKeysOn(page)).toEqual([]);
    await page
      .getByTestId('admin-staff-role-account')
      .selectOption({ label: `${email} (${OPENING[locale].role})` });
    await page.getByTestId('admin-staff-role-role').selectOption('content');
    const moved = expectAlert(page, 'success', OPENING[locale].roleDone(email));
    await page.getByTestId('admin-staff-role-submit').click();
    await moved;
    await expect.poll(() => row.innerText()).toContain(OPENING[locale].content);
    await seller.page.reload();
    await seller.page.getByTestId('admin-nav-content_slides').waitFor();
    expect(await seller.page.getByTestId('admin-nav-seller_products').count()).toBe(0);

    // Closed by the admin (once confirmed): the seller's next page is the sign-in page.
    page.once('dialog', (dialog) => void dialog.accept());
    const closed = expectAlert(page, 'success', OPENING[locale].closed(email));
    await row.getByRole('button', { name: OPENING[locale].close }).click();
    await closed;
    await expect.poll(() => row.innerText()).toContain(OPENING[locale].closedState);
    await seller.page.reload();
    await seller.page.waitForURL(/\/admin\/login/);
    await seller.context.close();
    await context.close();
  });
});
