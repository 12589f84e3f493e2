import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Chromium flags that work in this sandbox (no network beyond localhost, no GPU). */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const E2E_URL = process.env.E2E_URL ?? 'http://127.0.0.1:3100';

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

let bannerIds: Promise<string[]> | undefined;
function popupBannerIds(): Promise<string[]> {
  bannerIds ??= fetch(`${E2E_URL}/rest/en/V1/popup/bannerpopup/banners`)
    .then((r) => r.json() as Promise<{ id: number }[]>)
    .then((list) => list.map((b) => String(b.id)));
  return bannerIds;
}

/** A fresh browser context in a language and at a width; the first visit sets the lang cookie. */
export async function openPage(
  locale: 'ar' | 'en',
  width = 1440,
  path = '/',
  options: { showPopup?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({ viewport: { width, height: 900 }, baseURL: E2E_URL });
  if (!options.showPopup) {
    // The overlay ad would cover what a test clicks: mark it seen, as a returning shopper has.
    const ids = await popupBannerIds();
    await context.addInitScript((seen) => {
      if (seen) window.sessionStorage.setItem('popup-banner-seen', seen);
    }, ids[0] ?? '');
  }
  const page = await context.newPage();
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}lang=${locale}`);
  await waitForHydration(page);
  return { context, page };
}

/** Client islands are live (set by StartupEffects): clicks before this would be plain page loads. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}
