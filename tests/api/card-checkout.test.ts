import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  cardInstalments,
  cardPurchases,
  creditCards,
  customers,
  orders,
  outboxMessages,
  products,
  sellerTranslations,
} from '@/db/schema';
import { formatPrice } from '@/i18n/format';
import { smsText } from '@/domain/notifications/outbox';
import { chargeCard } from '@/domain/credit/card-orders';
import type { OrderQuote } from '@/domain/orders/quote';
import type { AppError } from '@/domain/shared/errors';
import { bearer, call } from './auth-helpers';
import { addToCart, availableOf, cardholder, cardOrder, cardProduct, planOptions } from './card-helpers';
import { useTestDb } from './test-db';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

/** A product of the seller with plenty of stock, at a price the test sets (piastres). */
async function product(seller: string, offset: number, price?: number) {
  const row = await cardProduct(db, seller, 0, 200_000_00, offset);
  await db
    .update(products)
    .set({ stock: 500, ...(price === undefined ? {} : { price }) })
    .where(eq(products.id, row.id));
  return { ...row, price: price ?? row.price };
}

const instalmentsOfOrder = (orderId: number) =>
  db
    .select({ instalment: cardInstalments, purchase: cardPurchases })
    .from(cardInstalments)
    .innerJoin(cardPurchases, eq(cardPurchases.id, cardInstalments.purchaseId))
    .where(eq(cardPurchases.orderId, orderId))
    .orderBy(asc(cardPurchases.id), asc(cardInstalments.seq));

describe('checkout with the instalment card', () => {
  it('places the order on the chosen plan, writes the schedule and takes the total from the balance', async () => {
    const shopper = await cardholder(db);
    const item = await product('aman-store', 5, 12_000_00);
    expect((await addToCart(shopper.token, item.id)).status).toBe(200);
    const offered = await planOptions(shopper.token);
    expect(offered.issuing_fee_due).toBe(true);
    expect(offered.available_balance).toBe(100_000);
    const twelve = offered.dealers[0]!.options.find((o) => o.months === 12)!;
    expect(twelve).toMatchObject({ fee: 100, first_instalment: twelve.monthly + 100 });

    const placed = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [{ dealer: item.sellerId, months: 12 }],
    });
    expect(placed.status).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.order_id));
    expect(order).toMatchObject({ status: 'processing', paymentMethod: 'ocean_amancard' });
    expect(await availableOf(db, shopper.cardId)).toBe(100_000_00 - order!.grandTotal);

    const rows = await instalmentsOfOrder(order!.id);
    expect(rows).toHaveLength(12);
    const purchase = rows[0]!.purchase;
    expect(purchase).toMatchObject({
      months: 12,
      financed: order!.grandTotal,
      fee: 100_00,
      status: 'active',
    });
    const sum = (pick: (r: (typeof rows)[number]['instalment']) => number) =>
      rows.reduce((s, r) => s + pick(r.instalment), 0);
    expect(sum((i) => i.amount)).toBe(purchase.financed + purchase.interest + 100_00);
    expect(sum((i) => i.principal)).toBe(order!.grandTotal);
    expect(rows.map((r) => r.instalment.fee)).toEqual([100_00, ...Array(11).fill(0)]);
    expect(rows[0]!.instalment.amount).toBe(Math.round(twelve.first_instalment * 100));
    // The order's message says the plan agreed, as the receipt does: months, monthly, the first and its day.
    const [buyer] = await db.select().from(customers).where(eq(customers.id, order!.customerId));
    const told = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, buyer!.phone!));
    const placedText = told.map((m) => m.body).find((b) => b.includes(order!.incrementId))!;
    expect(placedText).toMatch(/12 (monthly instalments|قسطًا شهريًا)/);
    // One seller's plan: not named by its seller.
    expect(placedText).toMatch(/On your Aman card:|على بطاقة أمان:/);
    // (An SMS's amounts go without directional marks and no-break spaces.)
    const amount = (piastres: number) => smsText(formatPrice(piastres, order!.locale === 'en' ? 'en' : 'ar'));
    expect(placedText).toContain(amount(rows[1]!.instalment.amount));
    expect(placedText).toContain(amount(rows[0]!.instalment.amount));

    // The card's second purchase carries no fee.
    expect((await addToCart(shopper.token, item.id)).status).toBe(200);
    expect((await planOptions(shopper.token)).issuing_fee_due).toBe(false);
    const second = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [{ dealer: item.sellerId, months: 6 }],
    });
    expect(second.status).toBe(201);
    const secondRows = await instalmentsOfOrder(second.body.order_id);
    expect(secondRows.every((r) => r.instalment.fee === 0)).toBe(true);
  });

  it('counts a wrong PIN toward the lock and refuses the order, then locks at the fifth', async () => {
    const shopper = await cardholder(db, { pin: '4321' });
    const item = await product('aman-store', 6, 8_000_00);
    await addToCart(shopper.token, item.id);
    const variants = [{ dealer: item.sellerId, months: 6 }];
    const wrong = await cardOrder(shopper.token, { addressId: shopper.addressId, pin: '1111', variants });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Wrong secret code. Tries left: 4.');
    const badFormat = await cardOrder(shopper.token, { addressId: shopper.addressId, pin: '12a4', variants });
    expect(badFormat.status).toBe(400);
    expect(Object.keys(badFormat.body.field_errors ?? {})).toEqual(['pin_code']);
    for (let i = 0; i < 3; i++)
      await cardOrder(shopper.token, { addressId: shopper.addressId, pin: '1111', variants });
    const fifth = await cardOrder(shopper.token, { addressId: shopper.addressId, pin: '1111', variants });
    expect(fifth.status).toBe(403);
    expect(fifth.body.message).toMatch(/entered wrongly 5 times/);
    // Locked: even the right PIN is refused until a new one is set with a code.
    const locked = await cardOrder(shopper.token, { addressId: shopper.addressId, pin: '4321', variants });
    expect(locked.status).toBe(403);
    // The plans say so before the shopper tries again (the checkout shows how to set a new PIN).
    expect(await planOptions(shopper.token)).toMatchObject({ pin_set: true, pin_locked: true });
    expect(await availableOf(db, shopper.cardId)).toBe(100_000_00);
    expect(await db.select().from(orders).where(eq(orders.customerId, shopper.customerId))).toHaveLength(0);
  });

  it('refuses a card on hold with the §8 text, and a balance short by one piastre with the exact text', async () => {
    const held = await cardholder(db);
    const item = await product('aman-store', 7, 10_000_00);
    await addToCart(held.token, item.id);
    await db.update(creditCards).set({ status: 'on_hold' }).where(eq(creditCards.id, held.cardId));
    const variants = [{ dealer: item.sellerId, months: 6 }];
    const hold = await cardOrder(held.token, { addressId: held.addressId, variants });
    expect(hold.status).toBe(403);
    expect(hold.body.message).toBe(
      'You cannot deal with your credit limit, to contact customer service call 19910',
    );

    const short = await cardholder(db);
    await addToCart(short.token, item.id);
    const total = Math.round((await planOptions(short.token)).grand_total * 100);
    await db
      .update(creditCards)
      .set({ available: total - 1 })
      .where(eq(creditCards.id, short.cardId));
    const en = await cardOrder(short.token, { addressId: short.addressId, variants });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('The balance of the card is less than the total amount of the order');
    const ar = await cardOrder(short.token, { addressId: short.addressId, variants }, 'ar');
    expect(ar.body.message).toBe('رصيد البطاقة أقل من إجمالي قيمة الطلب');
    await db.update(creditCards).set({ available: total }).where(eq(creditCards.id, short.cardId));
    expect((await cardOrder(short.token, { addressId: short.addressId, variants })).status).toBe(201);
    expect(await availableOf(db, short.cardId)).toBe(0);
  });

  it('names a line under 500 EGP, and refuses a plan the seller does not offer or no plan', async () => {
    const shopper = await cardholder(db);
    const cheap = await product('el-nour-home', 0, 499_99);
    const item = await product('nile-digital', 0);
    await addToCart(shopper.token, cheap.id);
    await addToCart(shopper.token, item.id);
    const under = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [
        { dealer: cheap.sellerId, months: 6 },
        { dealer: item.sellerId, months: 6 },
      ],
    });
    expect(under.status).toBe(400);
    const [cheapName] = (await planOptions(shopper.token)).dealers
      .flatMap((d: { lines_under_minimum: { name: string }[] }) => d.lines_under_minimum)
      .map((l: { name: string }) => l.name);
    expect(under.body.message).toBe(
      `The Aman card pays only for products of 500 EGP or more. Remove from the cart: ${cheapName}.`,
    );

    await db.update(products).set({ price: 500_00 }).where(eq(products.id, cheap.id));
    const eighteen = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [
        { dealer: cheap.sellerId, months: 6 },
        { dealer: item.sellerId, months: 18 },
      ],
    });
    expect(eighteen.status).toBe(400);
    expect(eighteen.body.message).toMatch(/does not offer instalments over 18 months\.$/);
    const missing = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [{ dealer: cheap.sellerId, months: 6 }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Choose the number of months for the products of /);
    const malformed = await cardOrder(shopper.token, { addressId: shopper.addressId, variants: 'twelve' });
    expect(malformed.status).toBe(400);
    const placed = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [
        { dealer: cheap.sellerId, months: 6 },
        { dealer: item.sellerId, months: 12 },
      ],
    });
    expect(placed.status).toBe(201);
    const rows = await instalmentsOfOrder(placed.body.order_id);
    expect(new Set(rows.map((r) => r.purchase.sellerId))).toEqual(new Set([cheap.sellerId, item.sellerId]));
    expect(rows).toHaveLength(18);
  });

  it('gives the balance back and cancels the instalments when the order is canceled', async () => {
    const shopper = await cardholder(db);
    const item = await product('delta-tech', 0, 5_000_00);
    await addToCart(shopper.token, item.id);
    const placed = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [{ dealer: item.sellerId, months: 6 }],
    });
    expect(placed.status).toBe(201);
    expect(await availableOf(db, shopper.cardId)).toBeLessThan(100_000_00);
    const canceled = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${placed.body.order_id}/cancel`,
      {},
      bearer(shopper.token),
    );
    expect(canceled.status).toBe(200);
    expect(await availableOf(db, shopper.cardId)).toBe(100_000_00);
    const rows = await instalmentsOfOrder(placed.body.order_id);
    expect(rows.every((r) => r.instalment.status === 'canceled' && r.purchase.status === 'canceled')).toBe(
      true,
    );
    // The fee was never taken: the next purchase carries it.
    expect((await planOptions(shopper.token)).issuing_fee_due).toBe(true);
  });

  it('plans a seller again when one of its lines is canceled, returning that principal', async () => {
    const shopper = await cardholder(db);
    const a = await product('delta-cool', 0, 6_000_00);
    const b = await product('delta-cool', 1, 4_000_00);
    await addToCart(shopper.token, a.id);
    await addToCart(shopper.token, b.id);
    const placed = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [{ dealer: a.sellerId, months: 6 }],
    });
    expect(placed.status).toBe(201);
    const before = await availableOf(db, shopper.cardId);
    const canceled = await cancelLineOf(shopper.token, placed.body.order_id, b.id);
    expect(canceled.status).toBe(200);
    expect(await availableOf(db, shopper.cardId)).toBe(before + 4_000_00);
    const rows = await instalmentsOfOrder(placed.body.order_id);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.order_id));
    expect(rows.reduce((s, r) => s + r.instalment.principal, 0)).toBe(order!.grandTotal);
    expect(rows[0]!.purchase.financed).toBe(order!.grandTotal);
    expect(rows.reduce((s, r) => s + r.instalment.amount, 0)).toBe(
      rows[0]!.purchase.financed + rows[0]!.purchase.interest + 100_00,
    );
  });

  it('keeps to the piastre the plan of a seller none of whose lines was canceled', async () => {
    const shopper = await cardholder(db);
    // 9,349 EGP over 12 months: the monthly amount is rounded, so its interest is not the rate's exact one.
    const kept = await product('delta-cool', 0, 9_349_00);
    const gone = await product('delta-tech', 0, 8_799_00);
    await addToCart(shopper.token, kept.id);
    await addToCart(shopper.token, gone.id);
    const placed = await cardOrder(shopper.token, {
      addressId: shopper.addressId,
      variants: [
        { dealer: kept.sellerId, months: 12 },
        { dealer: gone.sellerId, months: 6 },
      ],
    });
    expect(placed.status).toBe(201);
    // Two sellers' plans in the order's message: each named by its seller, not the same sentence twice.
    const [buyer] = await db
      .select({ phone: customers.phone })
      .from(customers)
      .innerJoin(orders, eq(orders.customerId, customers.id))
      .where(eq(orders.id, placed.body.order_id));
    const sellerNames = await db
      .select({
        sellerId: sellerTranslations.sellerId,
        name: sellerTranslations.name,
        locale: sellerTranslations.locale,
      })
      .from(sellerTranslations)
      .where(inArray(sellerTranslations.sellerId, [kept.sellerId, gone.sellerId]));
    const told = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, buyer!.phone!));
    const placedText = told.map((m) => m.body).find((b) => /monthly instalments|شهري/.test(b))!;
    for (const id of [kept.sellerId, gone.sellerId]) {
      const names = sellerNames.filter((n) => n.sellerId === id).map((n) => n.name);
      expect(
        names.some((name) => placedText.includes(`(${name})`)),
        placedText,
      ).toBe(true);
    }
    const planOf = async () =>
      (await instalmentsOfOrder(placed.body.order_id))
        .filter((r) => r.purchase.sellerId === kept.sellerId)
        .map((r) => ({ ...r.instalment, interest: r.purchase.interest }));
    const before = await planOf();
    const canceled = await cancelLineOf(shopper.token, placed.body.order_id, gone.id);
    expect(canceled.status).toBe(200);
    expect(await planOf()).toEqual(before);
  });
});

/** The shopper cancels the order's line of this product. */
async function cancelLineOf(token: string, orderId: number, productId: number) {
  const details = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
  const line = (details.body.items as { product_id: number; item_id: number }[]).find(
    (i) => i.product_id === productId,
  )!;
  return call(
    'rest',
    'POST',
    `/rest/en/V1/orders/mine/${orderId}/cancel`,
    { item_id: line.item_id },
    bearer(token),
  );
}

describe('the card balance under concurrent orders', () => {
  it('lets 20 orders at once spend a balance that covers exactly 3, never below zero', async () => {
    const shopper = await cardholder(db);
    const [customer] = await db.select().from(customers).where(eq(customers.id, shopper.customerId));
    const item = await product('cairo-electronics', 0, 10_000_00);
    const line = {
      itemId: 0,
      productId: item.id,
      sku: item.sku,
      name: 'Item',
      urlKey: 'item',
      image: null,
      qty: 1,
      unitPrice: item.price,
      rowTotal: item.price,
      stock: 500,
      onSale: true,
      sellerId: item.sellerId,
      seller: 'Cairo Electronics',
      paymentMethods: ['ocean_amancard' as const],
      instalmentMonths: null,
      reduced: false,
    };
    const quote: OrderQuote = {
      method: 'ocean_amancard',
      addressId: shopper.addressId,
      lines: [line],
      removed: [],
      reduced: [],
      couponCode: null,
      couponRefusal: null,
      subtotal: item.price,
      discount: 0,
      shipping: 0,
      grandTotal: item.price,
    };
    await db
      .update(creditCards)
      .set({ available: 3 * item.price })
      .where(eq(creditCards.id, shopper.cardId));
    // Twenty orders, each charged in its own transaction as saveorder charges it.
    const placed = await db
      .insert(orders)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          incrementId: `race-${shopper.customerId}-${i}`,
          customerId: shopper.customerId,
          status: 'processing' as const,
          paymentMethod: 'ocean_amancard' as const,
          idempotencyKey: `race-${i}`,
          subtotal: item.price,
          discount: 0,
          shippingFee: 0,
          grandTotal: item.price,
          address: {} as never,
          locale: 'en',
        })),
      )
      .returning({ id: orders.id });
    const results = await Promise.allSettled(
      placed.map(({ id }) =>
        db.transaction((tx) =>
          chargeCard({ db: tx, locale: 'en' }, customer!, {
            id,
            quote,
            variants: [{ dealer: item.sellerId, months: 6 }],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => (r.reason as AppError).messageKey === 'card_balance_short')).toBe(true);
    expect(await availableOf(db, shopper.cardId)).toBe(0);
    const written = await db.select().from(cardPurchases).where(eq(cardPurchases.cardId, shopper.cardId));
    expect(written).toHaveLength(3);
  });
});
