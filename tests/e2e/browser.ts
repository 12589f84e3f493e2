import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { htmlToText } from '@/domain/shared/html-text';
import { LOCALE_COOKIE } from '@/i18n/locales';

/** Chromium flags that work in this sandbox (no network beyond localhost, no GPU). */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The software compositor as a thread of the browser process, not a process of its own: Chromium's
  // CPU in three browser files fell from 86 to 81 s (docs/testing.md).
  '--in-process-gpu',
];

/** Digits as an Arabic keyboard types them (٠١٢…): the Arabic runs type numbers so. */
export const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));

export const E2E_URL = process.env.E2E_URL ?? 'http://127.0.0.1:3100';
/** The sandbox key the runner gave the server (scripts/e2e.mjs): the outbox link and the courier need it. */
export const SANDBOX_KEY = process.env.SANDBOX_KEY ?? '';
export const OUTBOX_PATH = `/dev/outbox?key=${encodeURIComponent(SANDBOX_KEY)}`;

/**
 * The sandbox outbox's messages, newest first, each row's text: the outbox page read over HTTP with
 * the context's cookies, as a developer would with curl. Not opened in a tab: a journey reads codes
 * from it often, and each tab is a whole page load in Chromium. tests/e2e/outbox.test.ts checks
 * the page itself in the browser.
 */
export async function outboxMessages(context: BrowserContext): Promise<string[]> {
  const res = await context.request.get(OUTBOX_PATH);
  if (!res.ok()) throw new Error(`the outbox answered ${res.status()}`);
  const rows = (await res.text()).matchAll(/<tr\b[^>]*data-testid="outbox-message"[^>]*>([\s\S]*?)<\/tr>/g);
  return [...rows].map((row) => htmlToText(row[1]!));
}

/**
 * The sandbox courier ships and then delivers an order, through the same functions staff use (with
 * the sandbox key, outside production only, like the outbox).
 */
export async function deliverBySandboxCourier(orderId: number | string) {
  for (const step of ['shipped', 'delivered']) {
    const res = await fetch(`${E2E_URL}/rest/V1/dev/orders/${orderId}/advance`, {
      method: 'POST',
      headers: { 'x-sandbox-key': SANDBOX_KEY },
    });
    expect(await res.json()).toEqual({ status: step });
  }
}

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

type ContextOptions = {
  showPopup?: boolean;
  /** The page's timers (the overlay ad's delay, for one) wait for `page.clock.runFor`. */
  pausedClock?: boolean;
};

/** A fresh browser context in a language and at a width; the first visit sets the lang cookie. */
export async function openPage(
  locale: 'ar' | 'en',
  width = 1440,
  path = '/',
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newContext(width, options);
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}lang=${locale}`);
  await waitForHydration(page);
  return { context, page };
}

/**
 * A fresh browser context in a language and at a width with a blank page, for a journey whose
 * first page is reached by a redirect or checked for its status: the lang cookie is set as a first
 * visit with `?lang=` would have set it, without loading a page for it.
 */
export async function openContext(
  locale: 'ar' | 'en',
  width = 1440,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newContext(width, options);
  await opened.context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: E2E_URL, sameSite: 'Lax' }]);
  return opened;
}

async function newContext(width: number, options: ContextOptions) {
  const b = await launch();
  const context = await b.newContext({ viewport: { width, height: 900 }, baseURL: E2E_URL });
  if (!options.showPopup) {
    // The overlay ad would cover what a test clicks: mark it seen, as a returning shopper has.
    const ids = await popupBannerIds();
    await context.addInitScript((seen) => {
      if (seen) window.sessionStorage.setItem('popup-banner-seen', seen);
    }, ids[0] ?? '');
  }
  guardRawKeys(context);
  guardContentSecurityPolicy(context);
  const page = await context.newPage();
  if (options.pausedClock) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
  }
  return { context, page };
}

/** Client islands are live (set by StartupEffects): clicks before this would be plain page loads. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * Returns once the page has drawn two more frames: what an input event just started (a scroll, a
 * state change) shows by then. For checking that something did not happen, with no fixed wait.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * On a paused clock (`pausedClock`), returns once React has rendered what the timers fired by
 * `page.clock.runFor` set off. React schedules its work with message-channel tasks, which the clock
 * does not hold, and with the clock's time standing still it never yields, so a message posted now
 * is handled after all of it.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Top-level names of the translation files: `orders.refund.open` on screen is a missing text. */
const NAMESPACES = Object.keys(
  JSON.parse(readFileSync('public/locales/en/translation.json', 'utf8')) as Record<string, unknown>,
);
const RAW_KEY = new RegExp(`(?<![\\w@/.-])(?:${NAMESPACES.join('|')})(?:\\.[a-z0-9_]+)+(?![\\w@/-])`, 'g');

/** Which element has the focus, by its test id (else its tag name). */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Strings on the page (text, labels, alternative texts) that look like a translation key (an e-mail address such as admin.12@shop.test does not). */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = ['aria-label', 'placeholder', 'alt', 'title'];
    const labelled = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))];
    return [
      document.title,
      document.body.innerText,
      ...labelled.flatMap((e) => attributes.map((a) => e.getAttribute(a) ?? '')),
    ].join('\n');
  });
  return [...new Set(text.match(RAW_KEY) ?? [])];
}

/**
 * Every page of the context is checked for raw translation keys after each load and before the
 * context closes (what a test left on screen); closing fails the test if any showed.
 */
function guardRawKeys(context: BrowserContext) {
  const found = new Set<string>();
  const check = async (page: Page) => {
    try {
      for (const key of await rawKeysOn(page)) found.add(`${key} (${new URL(page.url()).pathname})`);
    } catch {
      // the page navigated or closed meanwhile: its next load is checked
    }
  };
  context.on('page', (page) => page.on('load', () => void check(page)));
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await Promise.all(context.pages().map(check));
    await close(...args);
    if (found.size > 0) throw new Error(`raw translation keys on screen: ${[...found].join(', ')}`);
  };
}

/**
 * The store runs under a strict Content-Security-Policy (src/http/security-headers.ts): anything
 * the browser refused on a page of the context (a script without the nonce, an image or a request
 * to another origin) fails the test when the context closes.
 */
function guardContentSecurityPolicy(context: BrowserContext) {
  const refused: string[] = [];
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        refused.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }),
  );
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await close(...args);
    if (refused.length > 0) throw new Error(`refused by the Content-Security-Policy:\n${refused.join('\n')}`);
  };
}
