/** The instalment card's checkout and payment journeys (card-checkout test). */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { creditCards, customers, products } from '@/db/schema';
import { giveCard as giveCardTo } from '../fixtures/cards';
import { E2E_URL, waitForHydration } from './browser';
import { testDb } from './test-db';

export const PIN = '2580';

/** The test database, for what the back office will do (issue a card, change a balance). */
const database = testDb();
const db = database.db;
export const closeCardDb = database.close;

/**
 * Gives the customer of this phone an accepted card with a PIN, as the application journey does
 * (that journey has its own tests): straight in the database.
 */
export async function giveCard(phone: string, limit = 50_000_00): Promise<number> {
  const [customer] = await db()
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phone, phone));
  return giveCardTo(db(), customer!.id, { limit, pin: PIN });
}

export async function setAvailable(cardId: number, piastres: number) {
  await db().update(creditCards).set({ available: piastres }).where(eq(creditCards.id, cardId));
}

/** Puts the card on hold or lifts the hold, as the credit console does. */
export async function setCardStatus(cardId: number, status: 'active' | 'on_hold') {
  await db().update(creditCards).set({ status }).where(eq(creditCards.id, cardId));
}

/** Counts `n` wrong PINs on the card, as if typed: the next wrong one locks it at five. */
export async function setPinFailures(cardId: number, n: number) {
  await db().update(creditCards).set({ pinFailedAttempts: n }).where(eq(creditCards.id, cardId));
}

/** Locks or unlocks the card's PIN, as five wrong PINs and a new PIN do. */
export async function setPinLocked(cardId: number, locked: boolean) {
  await db().update(creditCards).set({ pinLocked: locked }).where(eq(creditCards.id, cardId));
}

/** Sets a product's price; answers a function that puts the old price back. */
export async function setPrice(productId: number, piastres: number) {
  const [old] = await db()
    .select({ price: products.price, specialPrice: products.specialPrice })
    .from(products)
    .where(eq(products.id, productId));
  await db().update(products).set({ price: piastres, specialPrice: null }).where(eq(products.id, productId));
  return () => db().update(products).set(old!).where(eq(products.id, productId));
}

const rest = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${E2E_URL}/rest/en/V1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
};

/** A delivery address in Cairo, through the API. */
export const addAddress = (token: string) =>
  rest(token, 'POST', 'customers/me/addresses', {
    street: 'Tahrir',
    building_number: '1',
    governorate: 'cairo',
    city: 'nasr_city',
    area: 'district_7',
  });

export const addToCart = (token: string, productId: number) =>
  rest(token, 'POST', 'carts/mine/items', { cartItem: { product_id: productId, qty: 1 } });

/** Empties the customer's cart through the API. */
export async function emptyCart(token: string) {
  const cart = (await rest(token, 'GET', 'carts/mine')) as { items: { item_id: number }[] };
  for (const item of cart.items) await rest(token, 'DELETE', `carts/mine/items/${item.item_id}`);
}

/**
 * In-stock products that take the card (or, `takesCard` false, that do not), from 1,000 EGP, from
 * one results page: a page of its own per screen, so parallel journeys do not share stock.
 */
export async function cardProducts(
  resultsPage: number,
  takesCard = true,
): Promise<{ id: number; urlKey: string }[]> {
  const q = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'in_stock',
    'searchCriteria[filter_groups][0][filters][0][value]': '1',
    'searchCriteria[filter_groups][1][filters][0][field]': 'instalment',
    'searchCriteria[filter_groups][1][filters][0][value]': takesCard ? '1' : '0',
    'searchCriteria[filter_groups][2][filters][0][field]': 'price',
    'searchCriteria[filter_groups][2][filters][0][value]': '1000',
    'searchCriteria[filter_groups][2][filters][0][condition_type]': 'gteq',
    'searchCriteria[filter_groups][3][filters][0][field]': 'price',
    'searchCriteria[filter_groups][3][filters][0][value]': '20000',
    'searchCriteria[filter_groups][3][filters][0][condition_type]': 'lteq',
    'searchCriteria[pageSize]': '6',
    'searchCriteria[currentPage]': String(resultsPage),
  });
  const body = (await (await fetch(`${E2E_URL}/rest/en/V1/catalog/search?${q.toString()}`)).json()) as {
    items: { product_id: number; url_key: string }[];
  };
  expect(body.items.length).toBeGreaterThan(1);
  return body.items.map((i) => ({ id: i.product_id, urlKey: i.url_key }));
}

/** Signs in on the login page and comes back to `path`. */
export async function signInTo(page: Page, path: string, phone: string, password: string) {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByTestId('login-identifier').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await waitForHydration(page);
}

/** From the cart to the payment step with the card chosen and its plans shown. */
export async function toCardPayment(page: Page) {
  await page.goto('/checkout?step=payment');
  await waitForHydration(page);
  await page.getByTestId('checkout-step-payment').waitFor();
  await page.locator('[data-testid="checkout-method"][data-method="ocean_amancard"]').check();
  await page.getByTestId('card-plans').waitFor();
}

export async function enterPin(page: Page, pin: string) {
  await page.getByTestId('card-pin-dialog').waitFor();
  for (const [i, digit] of [...pin].entries()) await page.getByTestId(`otp-digit-${i}`).fill(digit);
  await page.getByTestId('otp-continue').click();
}

/** The amount in a figure such as "EGP 12,345.50" or "12,345.50 ج.م". */
export const amountOf = (text: string) => Number(/[\d,]+(\.\d+)?/.exec(text)![0].replace(/,/g, ''));
