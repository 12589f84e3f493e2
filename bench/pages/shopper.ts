/**
 * A signed-in shopper with a delivery address and an item in the cart, for weighing the checkout
 * page: registered through the API with the code the sandbox "sent" (read from the outbox table),
 * then signed in on the login page of a browser context.
 */
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';

const PASSWORD = 'Secret123';

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function lastCode(databaseUrl: string, phone: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>(
      'SELECT body FROM outbox_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    );
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`No code in the outbox for ${phone}`);
    return code;
  } finally {
    await client.end();
  }
}

export async function checkoutShopper(
  browser: Browser,
  base: string,
  databaseUrl: string,
  productId: number,
): Promise<BrowserContext> {
  const phone = `015${String(Date.now() % 1e8).padStart(8, '0')}`;
  await post(`${base}/api/amanauth/send_otp`, { MobileNumber: phone });
  const registered = await post(`${base}/api/amanauth/wb/register`, {
    First_name: 'Bench',
    Last_name: 'Shopper',
    MobileNumber: phone,
    Password: PASSWORD,
    confirm_password: PASSWORD,
    verify_code: await lastCode(databaseUrl, phone),
  });
  const token = String(registered.customer_token);
  await post(
    `${base}/rest/en/V1/customers/me/addresses`,
    { street: 'Tahrir', building_number: '1', governorate: 'cairo', city: 'nasr_city', area: 'district_7' },
    token,
  );
  await post(`${base}/rest/en/V1/carts/mine/items`, { cartItem: { product_id: productId, qty: 1 } }, token);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/login?callbackUrl=%2Fcheckout`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByTestId('login-identifier').fill(phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.close();
  return context;
}
