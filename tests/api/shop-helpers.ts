import { expect } from 'vitest';
import type { Db } from '@/db/client';
import { SANDBOX_CARDS } from '@/domain/payments/sandbox-card';
import { gatewaySecret, signFields } from '@/domain/payments/signing';
import { bearer, call, registerCustomer } from './auth-helpers';
import { futureExpiry } from '../fixtures/card-expiry';

export const GIZA = { governorate: 'giza', city: 'dokki', area: 'mesaha_square' };
export const CAIRO = { governorate: 'cairo', city: 'nasr_city', area: 'district_7' };

/** Adds a delivery address (Tahrir Street, building 1) in the place given; answers its id. */
export async function addAddress(token: string, place: typeof GIZA) {
  const address = await call(
    'rest',
    'POST',
    '/rest/en/V1/customers/me/addresses',
    { street: 'Tahrir', building_number: '1', ...place },
    bearer(token),
  );
  expect(address.status).toBe(201);
  return address.body.id as number;
}

/** A new shopper with one delivery address (Dokki, Giza) and `qty` of a product in the cart. */
export async function shopperWithCart(db: Db, productId: number, qty: number) {
  const { token } = await registerCustomer(db);
  const addressId = await addAddress(token, GIZA);
  const added = await call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: productId, qty } },
    bearer(token),
  );
  expect(added.status).toBe(200);
  return { token, addressId };
}

/**
 * Places the shopper's cart as a cash-on-delivery order to the address (a key of its own unless
 * given), with the total the shopper was shown when `expectedTotal` is given.
 */
export function saveCashOrder(
  token: string,
  addressId: number,
  {
    key = `cash-order-${addressId}`,
    locale = 'en',
    expectedTotal,
  }: { key?: string; locale?: string; expectedTotal?: unknown } = {},
) {
  return call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    {
      is_mobile: false,
      payment_method: { method: 'cashondelivery', additional_data: {} },
      transaction_variants: [],
      address_id: addressId,
      idempotency_key: key,
      ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
    },
    { ...bearer(token), 'accept-language': locale },
  );
}

/**
 * Pays the order's card payment at the sandbox gateway with a card that succeeds, and answers the
 * session and the callback the gateway redirects the shopper to (not followed yet).
 */
export async function paidAtGateway(token: string, orderId: number) {
  const session = await call(
    'rest',
    'POST',
    '/rest/en/V1/payment/nbe/session',
    { type: 'card', installment: 0, order_id: orderId, save_card: false },
    bearer(token),
  );
  const sessionId = (session.body.redirect_url as string).split('/').at(-1)!;
  const paid = await call(
    'rest',
    'POST',
    `/rest/V1/payment/sandbox/${sessionId}`,
    { card_number: SANDBOX_CARDS.visaSuccess, expiry: futureExpiry(), cvv: '123' },
    { 'accept-language': 'en' },
  );
  return { sessionId, callback: paid.body.redirect_url as string };
}

/**
 * The store's callback address as the gateway signs it, made without the gateway's page: an
 * outcome that reaches the store only through the shopper's browser, late (the page's own
 * submission also notifies the store at once).
 */
export function signedCallback(fields: Record<string, string>): string {
  const query = new URLSearchParams({ ...fields, signature: signFields(fields, gatewaySecret()) });
  return `/rest/V1/payment/callback?${query.toString()}`;
}
