import { and, asc, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  customers,
  orders,
  outboxMessages,
  paymentRefunds,
  payments,
  productPaymentMethods,
  products,
  savedCards,
} from '@/db/schema';
import { restApp } from '@/http/rest/app';
import { SANDBOX_CODE_TRIES } from '@/domain/payments/sandbox-gateway';
import { SANDBOX_CARDS, SANDBOX_OTP } from '@/domain/payments/sandbox-card';
import { expireUnpaidOrders } from '@/domain/payments/sessions';
import { expireUnpaidOrdersJob } from '@/jobs/definitions';
import { bearer, call, lastCodeSentTo, newPhone, registerCustomer } from './auth-helpers';
import { runJob } from './job-helpers';
import { shopperWithCart, signedCallback } from './shop-helpers';
import { useTestDb } from './test-db';
import { withEnv } from './env';
import { futureExpiry } from '../fixtures/card-expiry';

let db: Db;
let offset = 350;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

async function product(stock: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.price, 100_000)))
    .orderBy(asc(products.id))
    .offset(offset++)
    .limit(1);
  await db.update(products).set({ stock }).where(eq(products.id, row!.id));
  await db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, row!.id));
  await db
    .insert(productPaymentMethods)
    .values(
      (['cashondelivery', 'card', 'wallet'] as const).map((method) => ({ productId: row!.id, method })),
    );
  return row!.id;
}
const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const statusOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

/** A shopper with an address and one product in the cart, who places an order with `method`. */
async function pendingOrder(method: 'card' | 'wallet' | 'cashondelivery', qty = 2, coupon?: string) {
  const productId = await product(5);
  const { token, addressId } = await shopperWithCart(db, productId, qty);
  if (coupon) {
    const applied = await call(
      'rest',
      'POST',
      '/rest/en/V1/checkout/coupon',
      { coupon_code: coupon },
      bearer(token),
    );
    expect(applied.status).toBe(200);
  }
  const placed = await call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    {
      is_mobile: false,
      payment_method: { method, additional_data: {} },
      address_id: addressId,
      idempotency_key: `pay-${newPhone()}`,
    },
    bearer(token),
  );
  expect(placed.status).toBe(201);
  return { token, productId, orderId: placed.body.order_id as number };
}

const startCard = (token: string, orderId: number, saveCard = false) =>
  call(
    'rest',
    'POST',
    '/rest/en/V1/payment/nbe/session',
    { type: 'card', installment: 0, order_id: orderId, save_card: saveCard },
    bearer(token),
  );
/** Opens the order's wallet payment for the wallet phone; a code is texted to it. */
const startWallet = (token: string, orderId: number, walletPhone: string, locale: 'ar' | 'en') =>
  call(
    'rest',
    'GET',
    `/rest/${locale}/accept/methods/walletmethod?quoteId=${orderId}&walletPhone=${walletPhone}`,
    undefined,
    bearer(token),
  );
const submit = (sessionId: string, body: unknown) =>
  call('rest', 'POST', `/rest/V1/payment/sandbox/${sessionId}`, body, { 'accept-language': 'en' });
const card = (number: string, otp?: string) => ({
  card_number: number,
  expiry: futureExpiry(),
  cvv: '123',
  ...(otp ? { otp } : {}),
});
/** Follows the gateway's redirect to the store's callback, as the shopper's browser would. */
async function followCallback(url: string) {
  const res = await restApp.request(url);
  return { status: res.status, location: res.headers.get('location') ?? '' };
}
const sessionIdOf = (redirect: string) => redirect.split('/').at(-1)!;

describe('a live store without a payment gateway', () => {
  const live = <T>(fn: () => Promise<T>) =>
    withEnv({ APP_ENV: 'production', PAYMENT_SANDBOX: undefined }, fn);

  it('takes no card or wallet payment: the methods are not offered, and the sandbox page is gone', async () => {
    // A card payment opened while the sandbox still ran, then the store goes live.
    const { token, orderId } = await pendingOrder('card');
    const started = await startCard(token, orderId);
    const sessionId = sessionIdOf(started.body.redirect_url as string);
    const productId = await product(5);
    const shopper = await shopperWithCart(db, productId, 1);
    await live(async () => {
      const offered = await call(
        'rest',
        'GET',
        '/rest/en/V1/checkout/getshippingpayament?isMobile=false',
        undefined,
        bearer(shopper.token),
      );
      expect((offered.body.payment_methods as { code: string }[]).map((m) => m.code)).toEqual([
        'cashondelivery',
        'ocean_amancard',
      ]);
      const byCard = await call(
        'rest',
        'POST',
        '/rest/V1/checkout/saveorder',
        {
          is_mobile: false,
          payment_method: { method: 'card', additional_data: {} },
          address_id: shopper.addressId,
        },
        bearer(shopper.token),
      );
      expect(byCard.status).toBe(400);
      const again = await startCard(token, orderId);
      expect(again.status).toBe(503);
      expect(again.body.message).toBe(
        'Paying online is not available at the moment. Call 19910 to pay another way.',
      );
      expect((await submit(sessionId, card(SANDBOX_CARDS.visaSuccess))).status).toBe(404);
    });
    // With PAYMENT_SANDBOX=1 (a rehearsal of the live store) the sandbox works as before.
    await withEnv({ APP_ENV: 'production', PAYMENT_SANDBOX: '1' }, async () =>
      expect((await startCard(token, orderId)).status).toBe(200),
    );
  });
});

describe('card payments through the sandbox gateway', () => {
  it("opens the card payment's session for §7's type 1 too, and refuses another type", async () => {
    const { token, orderId } = await pendingOrder('card');
    for (const type of [1, '1']) {
      const session = await call(
        'rest',
        'POST',
        '/rest/en/V1/payment/nbe/session',
        { type, installment: 0, order_id: orderId },
        bearer(token),
      );
      expect(session.status).toBe(200);
      expect(session.body.redirect_url).toMatch(/^\/sandbox-gateway\/[\w-]{43}$/);
    }
    const other = await call(
      'rest',
      'POST',
      '/rest/en/V1/payment/nbe/session',
      { type: 2, installment: 0, order_id: orderId },
      bearer(token),
    );
    expect(other.status).toBe(400);
    expect(other.body.field_errors).toEqual({ type: 'invalid_input' });
  });

  it('waits in pending_payment with stock held, then a paid callback moves it to processing and saves only token, brand and last four', async () => {
    const { token, productId, orderId } = await pendingOrder('card');
    expect(await statusOf(orderId)).toBe('pending_payment');
    expect(await stockOf(productId)).toBe(3);
    const session = await startCard(token, orderId, true);
    expect(session.body.redirect_url).toMatch(/^\/sandbox-gateway\/[\w-]{43}$/);
    const paid = await submit(
      sessionIdOf(session.body.redirect_url as string),
      card(SANDBOX_CARDS.visaSuccess),
    );
    const callback = paid.body.redirect_url as string;
    expect(callback).toMatch(/^\/rest\/V1\/payment\/callback\?.*signature=[0-9a-f]{64}/);
    expect(await followCallback(callback)).toEqual({
      status: 303,
      location: `/checkout/success?orderId=${orderId}`,
    });
    expect(await statusOf(orderId)).toBe('processing');
    // Delivered twice, one effect.
    expect((await followCallback(callback)).location).toBe(`/checkout/success?orderId=${orderId}`);
    const cards = await call('rest', 'GET', '/rest/en/V1/cards/mine', undefined, bearer(token));
    expect(cards.body).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '1111',
        exp_month: 12,
        exp_year: 2000 + Number(futureExpiry().slice(3)),
      }),
    ]);
    const stored = JSON.stringify([await db.select().from(savedCards), await db.select().from(payments)]);
    expect(stored).not.toContain(SANDBOX_CARDS.visaSuccess);
    const cardId = (cards.body as unknown as { id: number }[])[0]!.id;
    expect(
      (await call('rest', 'DELETE', `/rest/en/V1/cards/mine/${cardId}`, undefined, bearer(token))).body,
    ).toBe(true);
    expect(
      (await call('rest', 'DELETE', `/rest/en/V1/cards/mine/${cardId}`, undefined, bearer(token))).status,
    ).toBe(404);

    // Paid: nothing is due. Canceled after paying: nothing is due and what was paid goes back.
    const orderPath = `/rest/en/V1/orders/mine/${orderId}`;
    const before = (await call('rest', 'GET', orderPath, undefined, bearer(token))).body.totals as {
      grand_total: number;
    };
    expect(before).toMatchObject({ amount_paid: before.grand_total, amount_due: 0, amount_refunded: 0 });
    await call('rest', 'POST', `${orderPath}/cancel`, {}, bearer(token));
    const list = await call('rest', 'GET', '/rest/en/V1/orders/mine', undefined, bearer(token));
    expect((list.body.items as unknown[])[0]).toMatchObject({
      status: 'canceled',
      totals: { amount_paid: before.grand_total, amount_due: 0, amount_refunded: before.grand_total },
    });
    // The shopper is told so, with what goes back and when (§9: 3 to 4 days).
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [buyer] = await db.select().from(customers).where(eq(customers.id, order!.customerId));
    const told = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, buyer!.phone!));
    expect(
      told.filter((m) => /كما طلبت\. يُرد لك المبلغ المدفوع .+ خلال 3 إلى 4 أيام\./.test(m.body)),
    ).toHaveLength(1);
  });

  it('a declined card cancels the order, releases the stock once and puts the products and the coupon back in the cart', async () => {
    const { token, productId, orderId } = await pendingOrder('card', 2, 'WELCOME10');
    const session = await startCard(token, orderId);
    const declined = await submit(
      sessionIdOf(session.body.redirect_url as string),
      card(SANDBOX_CARDS.declined),
    );
    const callback = declined.body.redirect_url as string;
    expect((await followCallback(callback)).location).toBe(
      `/checkout/failed?orderId=${orderId}&reason=declined&method=card`,
    );
    expect(await statusOf(orderId)).toBe('canceled');
    expect(await stockOf(productId)).toBe(5);
    await followCallback(callback);
    expect(await stockOf(productId)).toBe(5);
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token));
    expect(cart.body.items).toEqual([expect.objectContaining({ product_id: productId, qty: 2 })]);
    // Paying again costs what the declined order would have: its coupon is back (and free to use again).
    expect(cart.body.coupon_code).toBe('WELCOME10');
    // Told once in writing, though the callback came twice: the shopper may have closed the page.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [buyer] = await db.select().from(customers).where(eq(customers.id, order!.customerId));
    const told = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, buyer!.phone!));
    // (placed without a language in the address: in Arabic)
    expect(told.filter((m) => m.body.includes(`رُفض الدفع لطلبك رقم ${order!.incrementId}`))).toHaveLength(1);
  });

  it("does not add a declined order's product to the same product put in the cart again meanwhile", async () => {
    const { token, productId, orderId } = await pendingOrder('card', 2);
    const session = await startCard(token, orderId);
    // Back in the store while the gateway's page is open: the same product, once.
    const again = await call(
      'rest',
      'POST',
      '/rest/en/V1/carts/mine/items',
      { cartItem: { product_id: productId, qty: 1 } },
      bearer(token),
    );
    expect(again.status).toBe(200);
    const declined = await submit(
      sessionIdOf(session.body.redirect_url as string),
      card(SANDBOX_CARDS.declined),
    );
    await followCallback(declined.body.redirect_url as string);
    expect(await statusOf(orderId)).toBe('canceled');
    // The larger of the two wishes, not both: 2, not 3 (there are 3 in stock).
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token));
    expect(cart.body.items).toEqual([expect.objectContaining({ product_id: productId, qty: 2 })]);
  });

  it('puts the products and the coupon of an unpaid order the shopper cancels back in the cart, to pay another way', async () => {
    const { token, productId, orderId } = await pendingOrder('card', 2, 'WELCOME10');
    const session = await startCard(token, orderId);
    const canceled = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${orderId}/cancel`,
      {},
      bearer(token),
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect(await stockOf(productId)).toBe(5);
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token));
    expect(cart.body.items).toEqual([expect.objectContaining({ product_id: productId, qty: 2 })]);
    expect(cart.body.coupon_code).toBe('WELCOME10');
    // The gateway's page it had opened takes no money any more.
    const late = await submit(
      sessionIdOf(session.body.redirect_url as string),
      card(SANDBOX_CARDS.visaSuccess),
    );
    expect(late.status).toBe(409);
    // A second cancel changes nothing: the cart still holds two.
    const again = await call('rest', 'POST', `/rest/en/V1/orders/mine/${orderId}/cancel`, {}, bearer(token));
    expect(again.status).toBe(409);
    const after = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token));
    expect(after.body.items).toEqual([expect.objectContaining({ product_id: productId, qty: 2 })]);
  });

  it('keeps a canceled line of an unpaid order out of the cart: the shopper chose to drop it', async () => {
    const { token, orderId } = await pendingTwoLineOrder();
    await cancelFirstLine(token, orderId);
    expect(await statusOf(orderId)).toBe('pending_payment');
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token));
    expect(cart.body.items).toEqual([]);
  });

  it("settles the order from the gateway's notification, when the shopper never comes back from its page", async () => {
    const { token, orderId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    const paid = await submit(sessionId, card(SANDBOX_CARDS.visaSuccess));
    // The tab closed on the gateway's page: its redirect is never followed.
    expect(paid.body.redirect_url).toMatch(/^\/rest\/V1\/payment\/callback\?/);
    expect(await statusOf(orderId)).toBe('processing');
    expect(await ledgerRows(orderId)).toEqual([expect.objectContaining({ status: 'settled' })]);
    // Followed later, the callback finds it done and changes nothing.
    expect((await followCallback(paid.body.redirect_url as string)).location).toBe(
      `/checkout/success?orderId=${orderId}`,
    );
    expect(await ledgerRows(orderId)).toHaveLength(1);
  });

  it('asks the 3-D Secure card for its code', async () => {
    const { token, orderId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    expect((await submit(sessionId, card(SANDBOX_CARDS.threeDSecure))).body).toEqual({ step: 'otp' });
    const paid = await submit(sessionId, card(SANDBOX_CARDS.threeDSecure, SANDBOX_OTP));
    expect((await followCallback(paid.body.redirect_url as string)).location).toContain('/checkout/success');
    // The same page left open in another tab: told it is paid, not that the order was canceled.
    const again = await submit(sessionId, card(SANDBOX_CARDS.visaSuccess));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This payment is already made (from another page). Nothing more is charged: open your order to follow it.',
    );
    expect(await statusOf(orderId)).toBe('processing');
  });

  it('takes a mistyped 3-D Secure code as the bank does: the tries left, then the right code pays', async () => {
    const { token, orderId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    const wrong = card(SANDBOX_CARDS.threeDSecure, '000000');
    expect((await submit(sessionId, wrong)).body).toEqual({
      step: 'otp',
      tries_left: SANDBOX_CODE_TRIES - 1,
    });
    expect((await submit(sessionId, wrong)).body).toEqual({
      step: 'otp',
      tries_left: SANDBOX_CODE_TRIES - 2,
    });
    const paid = await submit(sessionId, card(SANDBOX_CARDS.threeDSecure, SANDBOX_OTP));
    expect((await followCallback(paid.body.redirect_url as string)).location).toContain('/checkout/success');
  });

  it(`declines at the last of ${SANDBOX_CODE_TRIES} wrong codes, counting codes sent at once`, async () => {
    const { token, orderId, productId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    const wrong = card(SANDBOX_CARDS.threeDSecure, '999999');
    const answers = await Promise.all(
      Array.from({ length: SANDBOX_CODE_TRIES }, () => submit(sessionId, wrong)),
    );
    const declined = answers.filter((a) => typeof a.body.redirect_url === 'string');
    expect(declined).toHaveLength(1);
    expect((await followCallback(declined[0]!.body.redirect_url as string)).location).toBe(
      `/checkout/failed?orderId=${orderId}&reason=declined&method=card`,
    );
    expect(await stockOf(productId)).toBe(5);
  });

  it('refuses a tampered callback and changes nothing', async () => {
    const { token, orderId, productId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    const declined = signedCallback({ session: sessionId, result: 'declined' });
    const forged = declined.replace('result=declined', 'result=paid');
    const res = await restApp.request(forged, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The payment confirmation could not be verified. Nothing was changed.',
    );
    expect(await statusOf(orderId)).toBe('pending_payment');
    expect(await stockOf(productId)).toBe(3);
  });

  it("refuses bad card input, other customers' orders and orders not paid by card", async () => {
    const { token, orderId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    expect((await submit(sessionId, card('4111111111111112'))).body.field_errors).toEqual({
      card_number: 'card_number_invalid',
    });
    expect((await submit(sessionId, card('378282246310005'))).body.field_errors).toEqual({
      card_number: 'card_brand_invalid',
    });
    expect(
      (await submit(sessionId, { ...card(SANDBOX_CARDS.visaSuccess), expiry: '01/20' })).body.field_errors,
    ).toEqual({ expiry: 'card_expiry_invalid' });
    expect(
      (await submit(sessionId, { ...card(SANDBOX_CARDS.visaSuccess), cvv: '12' })).body.field_errors,
    ).toEqual({ cvv: 'card_cvv_invalid' });
    // Every wrong field at once, the past expiry with them (it used to wait for the others to pass).
    expect(
      (await submit(sessionId, { card_number: '4111111111111112', expiry: '01/20', cvv: '12' })).body
        .field_errors,
    ).toEqual({ card_number: 'card_number_invalid', expiry: 'card_expiry_invalid', cvv: 'card_cvv_invalid' });
    const other = await registerCustomer(db);
    expect((await startCard(other.token, orderId)).status).toBe(404);
    const cod = await pendingOrder('cashondelivery', 1);
    expect((await startCard(cod.token, cod.orderId)).status).toBe(409);
    expect((await submit('unknown-session', card(SANDBOX_CARDS.visaSuccess))).status).toBe(404);
  });
});

describe('wallet payments and abandoned payments', () => {
  it('a wallet payment declined at the last wrong code sends the shopper to a page about the wallet, not a card', async () => {
    const { token, orderId } = await pendingOrder('wallet');
    const walletPhone = newPhone();
    const started = await startWallet(token, orderId, walletPhone, 'en');
    const code = await lastCodeSentTo(db, walletPhone);
    const wrong = { otp: String((Number(code) + 1) % 1e6).padStart(6, '0') };
    const sessionId = sessionIdOf(started.body.redirect_url as string);
    for (let i = 1; i < SANDBOX_CODE_TRIES; i++) await submit(sessionId, wrong);
    const declined = await submit(sessionId, wrong);
    expect((await followCallback(declined.body.redirect_url as string)).location).toBe(
      `/checkout/failed?orderId=${orderId}&reason=declined&method=wallet`,
    );
    expect(await statusOf(orderId)).toBe('canceled');
  });

  it('pays by wallet with the code sent to the wallet phone', async () => {
    const { token, orderId } = await pendingOrder('wallet');
    const walletPhone = newPhone();
    const started = await startWallet(token, orderId, walletPhone, 'ar');
    expect(started.status).toBe(200);
    // Until paid, the order says it waits for its payment, with the wallet's phone to pay it again.
    const orderPath = `/rest/en/V1/orders/mine/${orderId}`;
    const waiting = (await call('rest', 'GET', orderPath, undefined, bearer(token))).body;
    expect(waiting.pending_payment).toEqual({ due_at: expect.any(String), wallet_phone: walletPhone });
    expect(Date.parse((waiting.pending_payment as { due_at: string }).due_at)).toBeGreaterThan(Date.now());
    const code = await lastCodeSentTo(db, walletPhone);
    const sessionId = sessionIdOf(started.body.redirect_url as string);
    expect((await submit(sessionId, { otp: '12' })).body.field_errors).toEqual({ otp: 'otp_error' });
    // A mistyped code is asked again, with the tries left.
    const mistyped = String((Number(code) + 1) % 1e6).padStart(6, '0');
    expect((await submit(sessionId, { otp: mistyped })).body).toEqual({ step: 'otp', tries_left: 2 });
    const paid = await submit(sessionId, { otp: code });
    expect((await followCallback(paid.body.redirect_url as string)).location).toBe(
      `/checkout/success?orderId=${orderId}`,
    );
    expect(await statusOf(orderId)).toBe('processing');
    expect((await call('rest', 'GET', orderPath, undefined, bearer(token))).body.pending_payment).toBeNull();
    expect(
      (
        await call(
          'rest',
          'GET',
          `/rest/en/accept/methods/walletmethod?quoteId=${orderId}&walletPhone=123`,
          undefined,
          bearer(token),
        )
      ).status,
    ).toBe(400);
  });

  it('cancels an order left unpaid past its window, releasing the stock exactly once', async () => {
    const { token, orderId, productId } = await pendingOrder('card');
    const sessionId = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    await db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, sessionId));
    // The minute's sweep job, run by a worker as the app server's would.
    expect((await runJob(await useTestDb(), expireUnpaidOrdersJob.name)).state).toBe('completed');
    expect(await statusOf(orderId)).toBe('canceled');
    expect(await stockOf(productId)).toBe(5);
    expect((await submit(sessionId, card(SANDBOX_CARDS.visaSuccess))).status).toBe(409);
    // Nobody was on the page: the customer is told, and was never told it was placed.
    const [{ phone }] = (await db
      .select({ phone: customers.phone })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId))) as [{ phone: string }];
    const told = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    expect(told.filter((m) => /not completed in time|لم يكتمل في الوقت المحدد/.test(m.body))).toHaveLength(1);
    expect(told.filter((m) => /thank you for your order|شكرًا لطلبك/.test(m.body))).toHaveLength(0);
  });
});

const ledgerRows = (orderId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.payableType, 'order'), eq(payments.payableId, orderId)))
    .orderBy(asc(payments.createdAt));
const detailsOf = async (token: string, orderId: number) =>
  (await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token))).body as {
    status: string;
    totals: { grand_total: number; amount_due: number; amount_refunded: number; amount_paid: number };
    payments: { status: string; amount: number; refunds: { amount: number; reason: string }[] }[];
  };

/** Cancels the order's first product, as the shopper does from the order page. */
async function cancelFirstLine(token: string, orderId: number) {
  const order = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
  const [first] = order.body.items as { item_id: number }[];
  const canceled = await call(
    'rest',
    'POST',
    `/rest/en/V1/orders/mine/${orderId}/cancel`,
    { item_id: first!.item_id },
    bearer(token),
  );
  expect(canceled.status).toBe(200);
}

/** Two products in one order, so that one can be canceled. */
async function pendingTwoLineOrder() {
  const first = await pendingOrder('card', 1);
  const second = await product(5);
  await call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: second, qty: 1 } },
    bearer(first.token),
  );
  // The first order already left the cart: place a new one holding the first product again and the second.
  await call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: first.productId, qty: 1 } },
    bearer(first.token),
  );
  const addresses = await call(
    'rest',
    'GET',
    '/rest/en/V1/customers/me/addresses',
    undefined,
    bearer(first.token),
  );
  const placed = await call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    {
      payment_method: { method: 'card' },
      address_id: (addresses.body as unknown as { id: number }[])[0]!.id,
      idempotency_key: `two-${newPhone()}`,
    },
    bearer(first.token),
  );
  expect(placed.status).toBe(201);
  return { token: first.token, orderId: placed.body.order_id as number };
}

describe('the payments ledger', () => {
  it('reuses the open payment when "pay" is pressed again', async () => {
    const { token, orderId } = await pendingOrder('card');
    const first = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    const again = sessionIdOf((await startCard(token, orderId, true)).body.redirect_url as string);
    expect(again).toBe(first);
    const rows = await ledgerRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'created', saveCard: true });
  });

  it('closes the open payment when a line is canceled; the next one is for the new amount', async () => {
    const { token, orderId } = await pendingTwoLineOrder();
    const before = await detailsOf(token, orderId);
    const first = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    await cancelFirstLine(token, orderId);
    // The old page cannot take the old amount any more.
    const stale = await submit(first, card(SANDBOX_CARDS.visaSuccess));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This payment page is closed: its time ran out, or a newer one replaced it. Open your order to see where it stands and pay from there.',
    );
    const second = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    expect(second).not.toBe(first);
    const after = await detailsOf(token, orderId);
    expect(after.totals.grand_total).toBeLessThan(before.totals.grand_total);
    const rows = await ledgerRows(orderId);
    expect(rows.map((r) => [r.status, r.amount / 100])).toEqual([
      ['expired', before.totals.grand_total],
      ['created', after.totals.grand_total],
    ]);
  });

  it('records and refunds a late "paid" callback for an order already paid, never losing it', async () => {
    const { token, orderId } = await pendingTwoLineOrder();
    const stale = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    await cancelFirstLine(token, orderId);
    const current = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    const paid = await submit(current, card(SANDBOX_CARDS.visaSuccess));
    await followCallback(paid.body.redirect_url as string);
    expect(await statusOf(orderId)).toBe('processing');

    // The shopper had also paid on the old page: the gateway's callback arrives late.
    const late = await followCallback(
      signedCallback({ session: stale, result: 'paid', reference: 'txn_late' }),
    );
    expect(late.location).toBe(`/checkout/success?orderId=${orderId}`);
    expect((await followCallback(signedCallback({ session: stale, result: 'paid' }))).status).toBe(303);
    const details = await detailsOf(token, orderId);
    const stalePayment = details.payments.find((p) => p.status === 'refunded')!;
    expect(stalePayment.refunds).toEqual([expect.objectContaining({ reason: 'duplicate_payment' })]);
    expect(stalePayment.refunds[0]!.amount).toBe(stalePayment.amount);
    expect(details.totals).toMatchObject({ amount_due: 0, amount_refunded: stalePayment.amount });
    const refundRows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, stale));
    expect(refundRows).toHaveLength(1);
  });

  it('records the refund when a paid order, or one of its lines, is canceled', async () => {
    const { token, orderId } = await pendingTwoLineOrder();
    const session = sessionIdOf((await startCard(token, orderId)).body.redirect_url as string);
    await followCallback(
      (await submit(session, card(SANDBOX_CARDS.visaSuccess))).body.redirect_url as string,
    );
    const paid = await detailsOf(token, orderId);
    await cancelFirstLine(token, orderId);
    const partly = await detailsOf(token, orderId);
    expect(partly.totals.amount_refunded).toBe(paid.totals.grand_total - partly.totals.grand_total);
    expect(partly.payments[0]!.refunds).toEqual([expect.objectContaining({ reason: 'line_canceled' })]);
    await call('rest', 'POST', `/rest/en/V1/orders/mine/${orderId}/cancel`, {}, bearer(token));
    const canceled = await detailsOf(token, orderId);
    expect(canceled.totals).toMatchObject({ amount_due: 0, amount_refunded: paid.totals.grand_total });
    expect(canceled.payments[0]).toMatchObject({ status: 'refunded' });
    expect(canceled.payments[0]!.refunds.map((r) => r.reason)).toEqual(['line_canceled', 'order_canceled']);
  });

  it('answers 422 to the same idempotency key with another body', async () => {
    const { token, addressId } = await shopperWithCart(db, await product(5), 1);
    const body = (method: string) => ({
      payment_method: { method },
      address_id: addressId,
      idempotency_key: 'same-key-0001',
    });
    const first = await call(
      'rest',
      'POST',
      '/rest/V1/checkout/saveorder',
      body('cashondelivery'),
      bearer(token),
    );
    expect(first.status).toBe(201);
    expect(
      (await call('rest', 'POST', '/rest/V1/checkout/saveorder', body('cashondelivery'), bearer(token)))
        .status,
    ).toBe(200);
    const other = await call('rest', 'POST', '/rest/V1/checkout/saveorder', body('card'), {
      ...bearer(token),
      'accept-language': 'en',
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used/);
  });

  it("two sweeps at once (two app instances) release an abandoned order's stock exactly once", async () => {
    const { orderId, productId } = await pendingOrder('card', 2);
    expect(await stockOf(productId)).toBe(3);
    await db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const ctx = { db, locale: 'en' as const };
    const swept = await Promise.all([
      expireUnpaidOrders(ctx),
      expireUnpaidOrders(ctx),
      expireUnpaidOrders(ctx),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('canceled');
    expect(await stockOf(productId)).toBe(5);
  });
});
