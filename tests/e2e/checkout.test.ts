import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, E2E_URL, openPage } from './browser';
import { registerViaApi, signIn } from './auth-flows';

afterAll(closeBrowser);

const POLL = { timeout: 15_000 };

/** An in-stock product sold by cash on delivery, different for each locale's run. */
async function codProduct(page: number): Promise<{ id: number; urlKey: string }> {
  const q = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'in_stock',
    'searchCriteria[filter_groups][0][filters][0][value]': '1',
    'searchCriteria[pageSize]': '24',
    'searchCriteria[currentPage]': String(page),
  });
  const body = (await (await fetch(`${E2E_URL}/rest/en/V1/catalog/search?${q.toString()}`)).json()) as {
    items: { product_id: number; url_key: string }[];
  };
  // The cart answer names each product's payment methods: take one sold by cash on delivery.
  const token = (await (await fetch(`${E2E_URL}/rest/V1/guest-carts`, { method: 'POST' })).json()) as string;
  for (const item of body.items) {
    const res = await fetch(`${E2E_URL}/rest/en/V1/guest-carts/${token}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { product_id: item.product_id, qty: 1 } }),
    });
    const cart = (await res.json()) as { items?: { product_id: number; payment_methods: string[] }[] };
    const line = cart.items?.find((l) => l.product_id === item.product_id);
    if (line?.payment_methods.includes('cashondelivery'))
      return { id: item.product_id, urlKey: item.url_key };
  }
  throw new Error('no product sold by cash on delivery on this results page');
}

describe.each([
  ['ar', 5],
  ['en', 6],
] as const)('checkout in %s', (locale, resultsPage) => {
  it('checks out with cash on delivery, sees the order, and cancels it', async () => {
    const product = await codProduct(resultsPage);
    const { context, page } = await openPage(locale, 1440, `/${product.urlKey}`);
    const account = await registerViaApi(context);
    await signIn(page, account.phone, account.password);
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').first().innerText(), POLL).toBe('2');
    await page.goto('/cart');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/\/checkout\?step=shipping/);

    await page.getByTestId('checkout-add-address').click();
    await page.getByTestId('address-street').fill(locale === 'ar' ? 'شارع التحرير' : 'Tahrir St');
    await page.getByTestId('address-building').fill('5');
    await page.getByTestId('address-governorate').selectOption('giza');
    await page.getByTestId('address-city').selectOption({ index: 1 });
    await page.getByTestId('address-area').selectOption({ index: 1 });
    await page.getByTestId('address-save').click();
    await page.getByTestId('checkout-address').first().waitFor();
    await page.getByTestId('checkout-continue').click();

    await page.getByTestId('checkout-step-payment').waitFor();
    await page.locator('[data-testid="checkout-method"][data-method="cashondelivery"]').check();
    await page.getByTestId('checkout-cod-notice').waitFor();
    await page.getByTestId('checkout-place-order').click();
    await page.waitForURL(/\/checkout\/success\?orderId=\d+/);
    await page.getByTestId('order-success').waitFor();
    const number = await page.getByTestId('order-number').innerText();
    expect(number).toMatch(/\d{6}/);
    await expect.poll(() => page.getByTestId('cart-count').first().innerText(), POLL).toBe('0');

    await page.goto('/account/orders');
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    expect(await row.getByTestId('order-status').getAttribute('data-status')).toBe('processing');
    await row.getByTestId('order-details-link').click();
    await page.getByTestId('order-details').waitFor();
    expect(await page.getByTestId('order-line').count()).toBe(1);
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-confirm-cancel').click();
    await expect
      .poll(() => page.getByTestId('order-status').first().getAttribute('data-status'), POLL)
      .toBe('canceled');
    expect(await page.getByTestId('order-timeline').innerText()).toBeTruthy();
    await context.close();
  });
});
