import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { cardAccessTokens, cardInstalments, outboxMessages, products } from '@/db/schema';
import { advanceCardDays } from '@/domain/credit/card-clock';
import { SANDBOX_CARDS } from '@/domain/payments/sandbox-card';
import { gatewaySecret, signFields } from '@/domain/payments/signing';
import { restApp } from '@/http/rest/app';
import { formatEgp } from '@/i18n/format';
import { smsText } from '@/domain/notifications/outbox';
import { bearer, call, lastCodeSentTo, newPhone } from './auth-helpers';
import { addToCart, availableOf, cardholder, cardOrder, cardProduct } from './card-helpers';
import { withEnv } from './env';
import { signedCallback } from './shop-helpers';
import { useTestDb } from './test-db';
import { futureExpiry } from '../fixtures/card-expiry';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

interface WireInstalment {
  id: number;
  seq: number;
  due_date: string;
  amount: number;
  principal: number;
  status: string;
}
interface WireSchedule {
  next_due: { due_date: string; amount: number } | null;
  overdue_count: number;
  owed: { amount: number; instalments: number };
  open: WireInstalment[];
  purchases: { increment_id: string; months: number; instalments: WireInstalment[] }[];
  payments: { id: number; amount: number; status: string }[];
}

let offset = 0;
/** A cardholder with one order on the card over 6 months (a product of its own at 6,000 EGP). */
async function cardholderWithPlan() {
  const shopper = await cardholder(db);
  const item = await cardProduct(db, 'el-nour-home', 0, 200_000_00, offset++);
  await db.update(products).set({ stock: 500, price: 6_000_00 }).where(eq(products.id, item.id));
  expect((await addToCart(shopper.token, item.id)).status).toBe(200);
  const placed = await cardOrder(shopper.token, {
    addressId: shopper.addressId,
    variants: [{ dealer: item.sellerId, months: 6 }],
  });
  expect(placed.status).toBe(201);
  return { ...shopper, orderId: placed.body.order_id };
}

const schedule = async (headers: Record<string, string>) => {
  const res = await call('rest', 'GET', '/rest/en/V1/amancard/instalments', undefined, headers);
  return { status: res.status, body: res.body as unknown as WireSchedule, message: res.body.message };
};
const session = (headers: Record<string, string>, installment: unknown) =>
  call('rest', 'POST', '/rest/en/V1/payment/nbe/session', { type: 'installment', installment }, headers);
const submit = (sessionId: string, number: string) =>
  call(
    'rest',
    'POST',
    `/rest/V1/payment/sandbox/${sessionId}`,
    { card_number: number, expiry: futureExpiry(), cvv: '123' },
    { 'accept-language': 'en' },
  );
async function followCallback(url: string) {
  const res = await restApp.request(url);
  return { status: res.status, location: res.headers.get('location') ?? '' };
}
const sessionIdOf = (redirect: unknown) => String(redirect).split('/').at(-1)!;
/** The shopper cancels the whole order, in English. */
const cancel = (shopper: { token: string; orderId: number }) =>
  call('rest', 'POST', `/rest/en/V1/orders/mine/${shopper.orderId}/cancel`, {}, bearer(shopper.token));

/** Opens the gateway page for these instalments and pays it with a sandbox card; answers the callback URL. */
async function pay(
  headers: Record<string, string>,
  ids: number[],
  number: string = SANDBOX_CARDS.visaSuccess,
) {
  const started = await session(headers, ids);
  expect(started.status).toBe(200);
  const paid = await submit(sessionIdOf(started.body.redirect_url), number);
  return { paymentId: started.body.payment_id as number, callback: paid.body.redirect_url as string };
}

describe('paying instalments, signed in', () => {
  it('lists what is due, pays the oldest one through the gateway once, and gives its principal back', async () => {
    const shopper = await cardholderWithPlan();
    const mine = await schedule(bearer(shopper.token));
    expect(mine.status).toBe(200);
    expect(mine.body.open).toHaveLength(6);
    expect(mine.body.next_due).toEqual({
      due_date: mine.body.open[0]!.due_date,
      amount: mine.body.open[0]!.amount,
    });
    const [first, second] = mine.body.open;

    const skipping = await session(bearer(shopper.token), [second!.id]);
    expect(skipping.status).toBe(400);
    expect(skipping.body.message).toBe('Pay the oldest instalments first.');
    expect((await session(bearer(shopper.token), [])).status).toBe(400);
    // §7's type 1 with a list of instalments is the instalments' session: the same rule applies.
    const typeOne = await call(
      'rest',
      'POST',
      '/rest/en/V1/payment/nbe/session',
      { type: 1, installment: [second!.id] },
      bearer(shopper.token),
    );
    expect(typeOne.body.message).toBe('Pay the oldest instalments first.');

    const before = await availableOf(db, shopper.cardId);
    const { paymentId, callback } = await pay(bearer(shopper.token), [first!.id]);
    expect(await followCallback(callback)).toEqual({
      status: 303,
      location: `/payinstallment?payment=${paymentId}&result=paid`,
    });
    expect(await availableOf(db, shopper.cardId)).toBe(before + Math.round(first!.principal * 100));
    // Delivered again: one effect.
    expect((await followCallback(callback)).location).toBe(
      `/payinstallment?payment=${paymentId}&result=paid`,
    );
    expect(await availableOf(db, shopper.cardId)).toBe(before + Math.round(first!.principal * 100));
    // A receipt by SMS, once however often the callback comes (in the account's language).
    const receipts = (
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.phone))
    ).filter((m) => /for your Aman card instalments|لأقساط بطاقة أمان/.test(m.body));
    expect(receipts).toHaveLength(1);

    const after = await schedule(bearer(shopper.token));
    expect(after.body.open).toHaveLength(5);
    expect(after.body.purchases[0]!.instalments[0]!.status).toBe('paid');
    expect(after.body.payments).toEqual([
      expect.objectContaining({ id: paymentId, amount: first!.amount, status: 'settled' }),
    ]);
    const receipt = await call(
      'rest',
      'GET',
      `/rest/en/V1/amancard/instalments/payments/${paymentId}`,
      undefined,
      bearer(shopper.token),
    );
    expect(receipt.body).toMatchObject({ id: paymentId, status: 'settled', amount: first!.amount });
  });

  it("refuses another customer's instalments, a forged callback, and keeps a declined one due", async () => {
    const owner = await cardholderWithPlan();
    const other = await cardholderWithPlan();
    const [first] = (await schedule(bearer(owner.token))).body.open;
    expect((await session(bearer(other.token), [first!.id])).status).toBe(404);
    expect(
      (
        await call(
          'rest',
          'GET',
          `/rest/en/V1/amancard/instalments/payments/1`,
          undefined,
          bearer(other.token),
        )
      ).status,
    ).toBe(404);

    const started = await session(bearer(owner.token), [first!.id]);
    const forged = new URLSearchParams({
      session: sessionIdOf(started.body.redirect_url),
      result: 'paid',
      signature: signFields({ session: 'x', result: 'paid' }, gatewaySecret()),
    });
    expect((await restApp.request(`/rest/V1/payment/callback?${forged.toString()}`)).status).toBe(400);
    const declined = await submit(sessionIdOf(started.body.redirect_url), SANDBOX_CARDS.declined);
    expect((await followCallback(declined.body.redirect_url as string)).location).toMatch(/result=declined$/);
    const [row] = await db.select().from(cardInstalments).where(eq(cardInstalments.id, first!.id));
    expect(row!.status).toBe('due');
  });

  it('refunds money taken for an instalment whose order was canceled meanwhile', async () => {
    const shopper = await cardholderWithPlan();
    const [first] = (await schedule(bearer(shopper.token))).body.open;
    // Paid at the gateway, the outcome reaching the store late, through the browser only.
    const started = await session(bearer(shopper.token), [first!.id]);
    const callback = signedCallback({ session: sessionIdOf(started.body.redirect_url), result: 'paid' });
    const canceled = await cancel(shopper);
    expect(canceled.status).toBe(200);
    expect((await followCallback(callback)).location).toMatch(/result=expired$/);
    expect(await availableOf(db, shopper.cardId)).toBe(100_000_00);
    const history = (await schedule(bearer(shopper.token))).body.payments;
    expect(history).toEqual([expect.objectContaining({ status: 'refunded' })]);
  });

  it('says in the cancel message what goes back for instalments already paid', async () => {
    const shopper = await cardholderWithPlan();
    const [first] = (await schedule(bearer(shopper.token))).body.open;
    const { callback } = await pay(bearer(shopper.token), [first!.id]);
    expect((await followCallback(callback)).location).toMatch(/result=paid$/);
    const canceled = await cancel(shopper);
    expect(canceled.status).toBe(200);
    const told = (
      await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, shopper.phone))
        .orderBy(asc(outboxMessages.id))
    ).map((m) => m.body);
    // The order was placed in English: its messages are (an SMS's amount with a plain space).
    expect(told.at(-1)).toContain(
      smsText(`The ${formatEgp(first!.amount, 'en')} you paid for it goes back to you`),
    );
  });

  it('shows instalments past their day as overdue once the sandbox clock moves on', async () => {
    const shopper = await cardholderWithPlan();
    expect((await schedule(bearer(shopper.token))).body.overdue_count).toBe(0);
    await advanceCardDays({ db, locale: 'en' }, 40, shopper.phone);
    const moved = await schedule(bearer(shopper.token));
    expect(moved.body.overdue_count).toBe(1);
    // What is still owed is every instalment not paid, overdue or to come.
    const unpaid = moved.body.open.reduce((sum, i) => sum + Math.round(i.amount * 100), 0);
    expect(moved.body.owed.instalments).toBe(6);
    expect(Math.round(moved.body.owed.amount * 100)).toBe(unpaid);
    expect(moved.body.open[0]!.status).toBe('overdue');
    expect(moved.body.open[1]!.status).toBe('due');
    // The next instalment is the one still to come, not the overdue one (counted on its own).
    expect(moved.body.next_due).toEqual({
      due_date: moved.body.open[1]!.due_date,
      amount: moved.body.open[1]!.amount,
    });
  });
});

describe('paying instalments without signing in', () => {
  const code = (phone: string, locale = 'en') =>
    call('rest', 'POST', `/rest/${locale}/V1/amancard/instalments/code`, { phone });
  const verify = (phone: string, value: string) =>
    call('rest', 'POST', '/rest/en/V1/amancard/instalments/verify', { phone, code: value });

  it('shows nothing before the code, then the card of that phone only, and pays with the token', async () => {
    const shopper = await cardholderWithPlan();
    expect((await schedule({})).status).toBe(401);
    expect((await schedule({ 'x-instalment-token': 'made-up' })).status).toBe(401);

    const unknown = newPhone();
    const [forUnknown, forHolder] = [await code(unknown), await code(shopper.phone)];
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body.message).toBe(forHolder.body.message);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, unknown))).toHaveLength(
      0,
    );
    // Asked again at once, and a wrong code: the same answers whether or not the number holds a card.
    const [againUnknown, againHolder] = [await code(unknown), await code(shopper.phone)];
    const answer = (r: typeof againHolder) => ({ status: r.status, body: r.body });
    expect(answer(againUnknown)).toEqual(answer(againHolder));
    expect(againHolder.status).toBe(429);
    const [noCard, wrongCode] = [await verify(unknown, '123456'), await verify(shopper.phone, '123456')];
    expect(answer(noCard)).toEqual(answer(wrongCode));
    expect(wrongCode.status).toBe(400);
    // A number never asked for: the refusal says to check the number, not that a code expired.
    expect((await verify(newPhone(), '123456')).body.message).toBe(
      'This code is not valid for this number. Check that an Aman card is registered to it, or ask for a new code.',
    );

    const verified = await verify(shopper.phone, await lastCodeSentTo(db, shopper.phone));
    expect(verified.status).toBe(200);
    const token = verified.body.access_token as string;
    const [stored] = await db
      .select()
      .from(cardAccessTokens)
      .where(eq(cardAccessTokens.cardId, shopper.cardId));
    expect(stored!.tokenHash).not.toBe(token);
    const headers = { 'x-instalment-token': token };
    const seen = await schedule(headers);
    expect(seen.status).toBe(200);
    expect(seen.body.open).toHaveLength(6);
    const { callback, paymentId } = await pay(headers, [seen.body.open[0]!.id, seen.body.open[1]!.id]);
    expect((await followCallback(callback)).location).toBe(
      `/payinstallment?payment=${paymentId}&result=paid`,
    );
    expect((await schedule(headers)).body.open).toHaveLength(4);
  });
});

describe('asking for codes to pay instalments', () => {
  it('is limited per client address like every look-up, whether or not the number holds a card', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    await withEnv({ LOOKUP_MAX_PER_IP: '2' }, async () => {
      for (let i = 0; i < 2; i++) {
        const res = await call(
          'rest',
          'POST',
          '/rest/en/V1/amancard/instalments/code',
          { phone: newPhone() },
          from,
        );
        expect(res.status).toBe(200);
      }
      const refused = await call(
        'rest',
        'POST',
        '/rest/en/V1/amancard/instalments/code',
        { phone: newPhone() },
        from,
      );
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many requests from your connection\./);
    });
  });
});
