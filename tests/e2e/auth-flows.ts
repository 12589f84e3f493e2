import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { E2E_URL, outboxMessages } from './browser';

let serial = 0;
/** Test files run in parallel workers (1, 2, …): each worker's numbers end in its own digit. */
const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 10;
/** A phone no other run or test has used: 012, 7 digits from the clock and a counter, the worker. */
export const uniquePhone = () => `012${String((Date.now() * 10 + serial++) % 1e7).padStart(7, '0')}${worker}`;

/** The latest code the sandbox "sent" to a number, read from the outbox as a developer would. */
export async function codeFromOutbox(
  context: BrowserContext,
  recipient: string,
  newerThan = 0,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await outboxMessages(context)).filter((m) => m.includes(recipient));
        if (rows.length > newerThan) code = /\b(\d{6})\b/.exec(rows[0]!)?.[1];
        return code;
      },
      { message: `no code sent to ${recipient}`, timeout: 10_000, interval: 100 },
    )
    .toBeDefined();
  return code!;
}

export async function outboxCount(context: BrowserContext, recipient: string): Promise<number> {
  return (await outboxMessages(context)).filter((m) => m.includes(recipient)).length;
}

export async function enterCode(page: Page, code: string) {
  await page.getByTestId('otp-screen').waitFor();
  for (const [i, digit] of [...code].entries()) await page.getByTestId(`otp-digit-${i}`).fill(digit);
  await page.getByTestId('otp-continue').click();
}

/** The alert banner's message once it shows, checked for its severity. */
export async function alertText(page: Page, severity: 'success' | 'error'): Promise<string> {
  const banner = page.getByTestId('alert-banner');
  await banner.waitFor();
  expect(await banner.getAttribute('data-severity')).toBe(severity);
  return banner.innerText();
}

/**
 * Waits for the banner to show this message (an earlier one may still be on screen). When it never
 * comes, the failure names the page and every alert on it (a form's error, another banner), so a
 * refusal the test did not expect is told rather than a bare timeout.
 */
export async function expectAlert(page: Page, severity: 'success' | 'error', text: string) {
  const banner = page.getByTestId('alert-banner').filter({ hasText: text });
  try {
    await banner.waitFor();
  } catch (timeout) {
    const shown = await page
      .locator('[role="alert"], [data-testid$="-error"]')
      .allInnerTexts()
      .catch(() => []);
    const said = JSON.stringify(shown.filter(Boolean));
    throw new Error(`no "${text}" banner on ${page.url()}; alerts and errors shown: ${said}`, {
      cause: timeout,
    });
  }
  expect(await banner.getAttribute('data-severity')).toBe(severity);
}

/** Opens the login view of the modal from the header (desktop width). */
export async function openLoginModal(page: Page) {
  await page.getByTestId('account-dropdown').click();
  await page.getByTestId('login-view').waitFor();
}

export async function signIn(page: Page, identifier: string, password: string) {
  await openLoginModal(page);
  await page.getByTestId('login-identifier').fill(identifier);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  const modal = page.getByTestId('auth-modal');
  await modal.waitFor({ state: 'detached' }).catch(async (cause: unknown) => {
    // Name what the modal said, if anything (a refusal, a throttle), rather than only the wait.
    const said = await modal
      .locator('[role="alert"], [aria-live]')
      .allInnerTexts()
      .catch(() => []);
    const shown = said.filter((s) => s.trim());
    throw new Error(`the sign-in modal stayed open${shown.length ? `, saying: ${shown.join(' | ')}` : ''}`, {
      cause,
    });
  });
  // The page's session has caught up: what the shopper does next happens signed in.
  await page
    .locator('[data-testid="account-dropdown"][data-signed-in="true"]')
    .waitFor({ state: 'attached' });
}

/** Registers an account through the API (the code read from the outbox) for tests about other things. */
export async function registerViaApi(
  context: BrowserContext,
  firstName = 'Omar',
): Promise<{ phone: string; password: string; token: string }> {
  const phone = uniquePhone();
  const password = 'Secret123';
  const post = (path: string, body: unknown) =>
    fetch(`${E2E_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/amanauth/send_otp', { MobileNumber: phone })).status).toBe(200);
  const res = await post('/api/amanauth/wb/register', {
    First_name: firstName,
    Last_name: 'Tester',
    MobileNumber: phone,
    Password: password,
    confirm_password: password,
    verify_code: await codeFromOutbox(context, phone),
  });
  expect(res.status).toBe(200);
  const { customer_token: token } = (await res.json()) as { customer_token: string };
  return { phone, password, token };
}
