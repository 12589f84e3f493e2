import { and, asc, eq, gte, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  bundleItems,
  outboxMessages,
  productImages,
  productPaymentMethods,
  productTranslations,
  products,
} from '@/db/schema';
import { FREE_SHIPPING_FROM, SHIPPING_FEE_FAST, SHIPPING_FEE_STANDARD } from '@/domain/orders/shipping';
import { bearer, call, quickCustomer, registerCustomer } from './auth-helpers';
import { addAddress, GIZA, saveCashOrder } from './shop-helpers';
import { useTestDb } from './test-db';

let db: Db;
let offset = 300;

beforeAll(async () => {
  db = (await useTestDb()).db;
});

/**
 * A product of its own per test, sold by cash on delivery, with the stock the test sets. Never one
 * of a bundle: the offers tests, which may share this database, sell the demo bundles.
 */
async function product(stock: number, methods: ('cashondelivery' | 'card')[] = ['cashondelivery', 'card']) {
  const [row] = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gte(products.price, 100_000),
        notInArray(products.id, db.select({ id: bundleItems.productId }).from(bundleItems)),
      ),
    )
    .orderBy(asc(products.id))
    .offset(offset++)
    .limit(1);
  await db.update(products).set({ stock, specialPrice: null }).where(eq(products.id, row!.id));
  await db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, row!.id));
  await db.insert(productPaymentMethods).values(methods.map((method) => ({ productId: row!.id, method })));
  return row!;
}

const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function shopper(quick = false) {
  const { token, phone } = quick ? await quickCustomer(db) : await registerCustomer(db);
  const address = await call(
    'rest',
    'POST',
    '/rest/en/V1/customers/me/addresses',
    { street: 'Tahrir', building_number: '1', governorate: 'cairo', city: 'nasr_city', area: 'district_7' },
    bearer(token),
  );
  return { token, phone, addressId: address.body.id as number };
}

const add = (token: string, productId: number, qty: number) =>
  call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: productId, qty } },
    bearer(token),
  );
/** A shopper with two products of their own in the cart (the quantities given) and a coupon applied. */
async function twoWithCoupon(coupon: string, stock: number, [qa, qb]: [number, number]) {
  const { token, addressId } = await shopper();
  const a = await product(stock);
  const b = await product(stock);
  await add(token, a.id, qa);
  await add(token, b.id, qb);
  await call('rest', 'POST', '/rest/en/V1/checkout/coupon', { coupon_code: coupon }, bearer(token));
  return { token, addressId, a, b };
}

const order = (token: string, addressId: number, key: string, method = 'cashondelivery') =>
  call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    {
      is_mobile: false,
      payment_method: { method, additional_data: {} },
      transaction_variants: [],
      address_id: addressId,
      idempotency_key: key,
    },
    { ...bearer(token), 'accept-language': 'en' },
  );

describe('placing an order with cash on delivery', () => {
  it('reserves stock, reduces quantities to one, leaves unsupported products in the cart, and is idempotent', async () => {
    const { token, addressId } = await shopper();
    const a = await product(5);
    const b = await product(5, ['card']);
    await add(token, a.id, 3);
    await add(token, b.id, 1);
    const first = await order(token, addressId, 'order-key-0001');
    expect(first.status).toBe(201);
    expect(first.body.reduced_products).toHaveLength(1);
    expect(first.body.removed_products).toHaveLength(1);
    const again = await order(token, addressId, 'order-key-0001');
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(first.body.order_id);
    expect(await stockOf(a.id)).toBe(4);
    const cart = await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token));
    expect((cart.body.items as { product_id: number }[]).map((i) => i.product_id)).toEqual([b.id]);
    const details = await call(
      'rest',
      'GET',
      `/rest/en/V1/orders/mine/${first.body.order_id}`,
      undefined,
      bearer(token),
    );
    expect(details.body).toMatchObject({
      status: 'processing',
      payment_method: 'cashondelivery',
      can_cancel: true,
    });
    const shipping = a.price >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE_FAST;
    expect(details.body.totals).toMatchObject({
      subtotal: a.price / 100,
      shipping: shipping / 100,
      grand_total: (a.price + shipping) / 100,
    });
    expect(details.body.history).toEqual([expect.objectContaining({ status: 'processing' })]);
  });

  it('refuses bad input and changes nothing', async () => {
    const { token, addressId } = await shopper();
    const other = await shopper();
    const a = await product(2);
    await add(token, a.id, 1);
    const short = await order(token, addressId, 'short');
    expect(short.status).toBe(400);
    // The field is named as the client sent it (§3's snake_case), so its form can show the message.
    expect(short.body.field_errors).toEqual({ idempotency_key: 'idempotency_key' });
    expect((await order(token, addressId, 'order-key-0002', 'bitcoin')).status).toBe(400);
    // No method, or not a text: asked for, not named as "{{method}}".
    for (const body of [{}, { payment_method: { method: 5 } }, { payment_method: { method: ' ' } }]) {
      const refused = await call('rest', 'POST', '/rest/V1/checkout/saveorder', body, {
        ...bearer(token),
        'accept-language': 'en',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Choose a payment method.',
        field_errors: { method: 'payment_method_required' },
      });
    }
    expect((await order(token, other.addressId, 'order-key-0003')).status).toBe(404);
    expect((await order(other.token, other.addressId, 'order-key-0004')).body.message).toBe(
      'Your cart has no products that can be ordered with this payment method.',
    );
    await db.update(products).set({ stock: 0 }).where(eq(products.id, a.id));
    expect((await order(token, addressId, 'order-key-0005')).status).toBe(409);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/orders/mine', undefined, bearer(token))).body.total_count,
    ).toBe(0);
    expect((await call('rest', 'POST', '/rest/V1/checkout/saveorder', {})).status).toBe(401);
  });
});

interface WireMethod {
  code: string;
  unsupported_products: string[];
  quote: {
    address_id: number;
    subtotal: number;
    discount: number;
    shipping_fee: number;
    grand_total: number;
  };
}
const shippingPayment = (token: string, query = '') =>
  call(
    'rest',
    'GET',
    `/rest/en/V1/checkout/getshippingpayament?isMobile=false${query}`,
    undefined,
    bearer(token),
  );

describe('the checkout quote', () => {
  it('is, for each method, exactly the order that method places (coupon on what is ordered)', async () => {
    // Issue 9, defect 2: 2 × one product and 3 × another, WELCOME10, cash on delivery.
    const { token, addressId, a, b } = await twoWithCoupon('WELCOME10', 5, [2, 3]);
    const answer = await shippingPayment(token);
    expect(answer.status).toBe(200);
    const methods = answer.body.payment_methods as WireMethod[];
    // Each address has the whole cart's total with its shipping (the shipping step shows it).
    const cart = (await call('rest', 'GET', '/rest/en/V1/carts/mine', undefined, bearer(token))).body as {
      totals: { grand_total: number };
    };
    const mine = (answer.body.addresses as { id: number; shipping_fee: number; grand_total: number }[]).find(
      (a) => a.id === addressId,
    )!;
    expect(mine.grand_total).toBeCloseTo(cart.totals.grand_total + mine.shipping_fee, 2);
    const cod = methods.find((m) => m.code === 'cashondelivery')!;
    const card = methods.find((m) => m.code === 'card')!;
    // One piece of each by cash on delivery; every piece by card.
    expect(cod.quote.subtotal).toBe((a.price + b.price) / 100);
    expect(card.quote.subtotal).toBe((2 * a.price + 3 * b.price) / 100);
    expect(cod.quote.address_id).toBe(addressId);

    const placed = await order(token, addressId, 'quote-key-0001');
    const details = await call(
      'rest',
      'GET',
      `/rest/en/V1/orders/mine/${placed.body.order_id}`,
      undefined,
      bearer(token),
    );
    expect(details.body.totals).toEqual({
      subtotal: cod.quote.subtotal,
      discount: cod.quote.discount,
      shipping: cod.quote.shipping_fee,
      grand_total: cod.quote.grand_total,
      amount_paid: 0,
      amount_due: cod.quote.grand_total,
      amount_refunded: 0,
    });
    expect(cod.quote.discount).toBeGreaterThan(0);
  });

  it('refuses to place an order for another total than the one shown (the cart changed in another tab)', async () => {
    const { token, addressId, a } = await twoWithCoupon('WELCOME10', 5, [1, 1]);
    const methods = (await shippingPayment(token)).body.payment_methods as WireMethod[];
    const shown = methods.find((m) => m.code === 'cashondelivery')!.quote.grand_total;
    // Another tab adds a product after the payment step was drawn.
    await add(token, (await product(5)).id, 1);
    const withTotal = (key: string, expected: unknown, locale = 'en') =>
      saveCashOrder(token, addressId, { key, locale, expectedTotal: expected });
    const refused = await withTotal('changed-key-0001', shown);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Your cart changed since this page was shown (in another tab, perhaps). Check the new total, then place the order.',
    );
    expect((await withTotal('changed-key-0001', shown, 'ar')).body.message).toBe(
      'تغيّرت عربة التسوق منذ عُرضت هذه الصفحة (ربما من نافذة أخرى). راجع الإجمالي الجديد ثم أكّد الطلب.',
    );
    expect((await withTotal('changed-key-0002', 'a lot')).body.field_errors).toEqual({
      expected_total: 'expected_total_error',
    });
    expect(await stockOf(a.id)).toBe(5);
    // With the new total shown, it is placed.
    const now = (await shippingPayment(token)).body.payment_methods as WireMethod[];
    const placed = await withTotal(
      'changed-key-0003',
      now.find((m) => m.code === 'cashondelivery')!.quote.grand_total,
    );
    expect(placed.status).toBe(201);
  });

  it("quotes shipping for the address asked, and refuses an address that is not the customer's", async () => {
    const { token, addressId } = await shopper();
    const far = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { street: 'Corniche', building_number: '2', governorate: 'aswan', city: 'aswan', area: 'west_aswan' },
      bearer(token),
    );
    const cheap = await product(5);
    await db.update(products).set({ price: 100_000 }).where(eq(products.id, cheap.id));
    await add(token, cheap.id, 1);
    const near = (await shippingPayment(token, `&address_id=${addressId}`)).body
      .payment_methods as WireMethod[];
    expect(near[0]!.quote).toMatchObject({ address_id: addressId, shipping_fee: SHIPPING_FEE_FAST / 100 });
    expect(far.status).toBe(201);
    const away = (await shippingPayment(token, `&address_id=${far.body.id}`)).body
      .payment_methods as WireMethod[];
    expect(away[0]!.quote).toMatchObject({
      address_id: far.body.id,
      shipping_fee: SHIPPING_FEE_STANDARD / 100,
    });
    const other = await shopper();
    expect((await shippingPayment(token, `&address_id=${other.addressId}`)).status).toBe(404);
    expect((await shippingPayment(token, '&address_id=abc')).status).toBe(404);
    expect((await call('rest', 'GET', '/rest/en/V1/checkout/getshippingpayament')).status).toBe(401);
  });
});

describe('orders of a customer', () => {
  it("lists with a status filter, hides other customers' orders, and cancels giving stock back once", async () => {
    const { token, phone, addressId } = await shopper();
    const a = await product(3);
    const b = await product(3);
    await add(token, a.id, 1);
    await add(token, b.id, 1);
    const placed = await order(token, addressId, 'order-key-0010');
    const id = placed.body.order_id as number;
    expect(await stockOf(a.id)).toBe(2);
    const other = await shopper();
    expect(
      (await call('rest', 'GET', `/rest/en/V1/orders/mine/${id}`, undefined, bearer(other.token))).status,
    ).toBe(404);
    expect(
      (await call('rest', 'POST', `/rest/en/V1/orders/mine/${id}/cancel`, {}, bearer(other.token))).status,
    ).toBe(404);

    const details = await call('rest', 'GET', `/rest/en/V1/orders/mine/${id}`, undefined, bearer(token));
    const lineA = (details.body.items as { item_id: number; product_id: number }[]).find(
      (i) => i.product_id === a.id,
    )!;
    const one = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${id}/cancel`,
      { item_id: lineA.item_id },
      bearer(token),
    );
    expect(one.body.status).toBe('processing');
    expect(await stockOf(a.id)).toBe(3);
    expect(
      (
        await call(
          'rest',
          'POST',
          `/rest/en/V1/orders/mine/${id}/cancel`,
          { item_id: lineA.item_id },
          bearer(token),
        )
      ).status,
    ).toBe(404);
    expect(await stockOf(a.id)).toBe(3);
    // The list shows first what is still coming, not the canceled product.
    const listed = await call('rest', 'GET', '/rest/en/V1/orders/mine', undefined, bearer(token));
    const shown = (listed.body.items as { id: number; products: { product_id: number }[] }[]).find(
      (o) => o.id === id,
    )!;
    expect(shown.products.map((p) => p.product_id)).toEqual([b.id, a.id]);

    const all = await call('rest', 'POST', `/rest/en/V1/orders/mine/${id}/cancel`, {}, bearer(token));
    expect(all.body.status).toBe('canceled');
    expect(await stockOf(b.id)).toBe(3);
    expect(
      (await call('rest', 'POST', `/rest/en/V1/orders/mine/${id}/cancel`, {}, bearer(token))).status,
    ).toBe(409);
    expect(await stockOf(b.id)).toBe(3);

    const canceled = await call(
      'rest',
      'GET',
      '/rest/en/V1/orders/mine?status=canceled',
      undefined,
      bearer(token),
    );
    expect(canceled.body).toMatchObject({ total_count: 1, items: [expect.objectContaining({ id })] });
    // The shopper's own cancels are told in writing too, each by SMS and e-mail (a cash order:
    // nothing was paid, so nothing is said to come back).
    const told = (await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).map(
      (m) => m.body,
    );
    const number = placed.body.increment_id as string;
    expect(told.filter((b) => b.includes(`from your order ${number}, as you asked.`))).toHaveLength(1);
    expect(told.filter((b) => b.includes(`your order ${number} is canceled, as you asked.`))).toHaveLength(1);
    expect(told.filter((b) => b.includes('goes back to you'))).toHaveLength(0);
    // Issue 9, defect 7: a canceled cash order asks for nothing (its amounts stay on record).
    const [row] = canceled.body.items as { totals: Record<string, number> }[];
    expect(row!.totals).toMatchObject({ amount_due: 0, amount_refunded: 0 });
    expect(row!.totals.grand_total).toBeGreaterThan(0);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/orders/mine?status=processing', undefined, bearer(token))).body
        .total_count,
    ).toBe(0);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/orders/mine?status=lost', undefined, bearer(token))).status,
    ).toBe(400);
  });

  it("takes a canceled line's share of the coupon's discount with it: the rest keeps only its own", async () => {
    // SAVE200: EGP 200 off from EGP 2,000. Kept whole, the discount would have paid for what is left.
    const { token, addressId, a, b } = await twoWithCoupon('SAVE200', 3, [1, 1]);
    const placed = await order(token, addressId, 'order-key-0020');
    const id = placed.body.order_id as number;
    const details = async () =>
      (await call('rest', 'GET', `/rest/en/V1/orders/mine/${id}`, undefined, bearer(token))).body as {
        items: { item_id: number; product_id: number }[];
        totals: Record<string, number>;
      };
    const before = await details();
    expect(before.totals.discount).toBe(200);
    const lineA = before.items.find((i) => i.product_id === a.id)!;
    await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${id}/cancel`,
      { item_id: lineA.item_id },
      bearer(token),
    );
    const after = await details();
    const share = Math.round((200_00 * a.price) / (a.price + b.price));
    expect(after.totals.subtotal).toBe(b.price / 100);
    expect(after.totals.discount).toBe((200_00 - share) / 100);
    expect(after.totals.grand_total).toBeCloseTo(
      (b.price - (200_00 - share)) / 100 + before.totals.shipping!,
      2,
    );
  });

  it('lists each order with its first three products (name in the asked language, page, picture) and how many lines it has', async () => {
    const { token, addressId } = await shopper();
    const bought = [await product(5), await product(5), await product(5), await product(5)];
    for (const p of bought) await add(token, p.id, 1);
    const placed = await order(token, addressId, 'order-key-preview');
    expect(placed.status).toBe(201);
    const facts = async (locale: 'ar' | 'en') =>
      Promise.all(
        bought.map(async (p) => {
          const [row] = await db
            .select({ name: productTranslations.name, urlKey: products.urlKey })
            .from(productTranslations)
            .innerJoin(products, eq(products.id, productTranslations.productId))
            .where(and(eq(productTranslations.productId, p.id), eq(productTranslations.locale, locale)));
          const [image] = await db
            .select({ path: productImages.path })
            .from(productImages)
            .where(eq(productImages.productId, p.id))
            .orderBy(asc(productImages.position))
            .limit(1);
          return {
            product_id: p.id,
            name: row!.name,
            url_key: row!.urlKey,
            image: image ? `/media/${image.path}` : null,
          };
        }),
      );
    for (const locale of ['ar', 'en'] as const) {
      const expected = await facts(locale);
      const list = await call('rest', 'GET', `/rest/${locale}/V1/orders/mine`, undefined, bearer(token));
      expect(list.status).toBe(200);
      const [row] = list.body.items as Record<string, unknown>[];
      expect(row).toMatchObject({ line_count: 4, products: expected.slice(0, 3) });
      const details = await call(
        'rest',
        'GET',
        `/rest/${locale}/V1/orders/mine/${placed.body.order_id}`,
        undefined,
        bearer(token),
      );
      expect(details.body.items).toEqual(expected.map((e) => expect.objectContaining(e)));
    }
    expect((await facts('ar'))[0]!.name).not.toBe((await facts('en'))[0]!.name);
    expect((await facts('en')).every((e) => e.image?.startsWith('/media/'))).toBe(true);
  });

  it('never oversells: 50 shoppers at once for 10 in stock make exactly 10 orders', async () => {
    const a = await product(10);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWithItem(a.id)));
    const answers = await Promise.all(
      shoppers.map((s, i) => order(s.token, s.addressId, `oversell-${i}-key`)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(40);
    expect(await stockOf(a.id)).toBe(0);
  }, 180_000);
});

/** Many of them at once: written straight to the database, not registered (see quickCustomer). */
async function shopperWithItem(productId: number) {
  const s = await shopper(true);
  expect((await add(s.token, productId, 1)).status).toBe(200);
  return s;
}

describe("saveorder with exactly the spec's payload (the shipping step keeps the address on the cart)", () => {
  const specOrder = (token: string, locale = 'en') =>
    call(
      'rest',
      'POST',
      '/rest/V1/checkout/saveorder',
      {
        is_mobile: false,
        payment_method: { method: 'cashondelivery', additional_data: {} },
        transaction_variants: [],
      },
      { ...bearer(token), 'accept-language': locale },
    );
  const choose = (token: string, body: unknown) =>
    call('rest', 'POST', '/rest/en/V1/carts/mine/shipping-information', body, bearer(token));
  const quoteAddress = (body: Record<string, unknown>) =>
    (body.payment_methods as { quote: { address_id: number } }[])[0]?.quote.address_id;

  it('orders to the address the shipping step chose, with no address and no idempotency key', async () => {
    const { token, addressId: cairo } = await shopper();
    const giza = await addAddress(token, GIZA);
    const a = await product(3);
    await add(token, a.id, 1);

    const chosen = await choose(token, { address_id: giza });
    expect(chosen.status).toBe(200);
    expect(quoteAddress(chosen.body)).toBe(giza);
    // The checkout's options without an address now quote the chosen one, not the first.
    const options = await call(
      'rest',
      'GET',
      '/rest/en/V1/checkout/getshippingpayament',
      undefined,
      bearer(token),
    );
    expect(quoteAddress(options.body)).toBe(giza);
    expect(giza).not.toBe(cairo);

    const placed = await specOrder(token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const details = await call(
      'rest',
      'GET',
      `/rest/en/V1/orders/mine/${placed.body.order_id}`,
      undefined,
      bearer(token),
    );
    expect(details.body.address).toMatchObject({ governorate: 'giza' });
    expect(await stockOf(a.id)).toBe(2);
    // Sent again without a key, it finds the cart already ordered: one order, one unit reserved.
    const again = await specOrder(token);
    expect(again.status).toBe(400);
    expect(await stockOf(a.id)).toBe(2);
  });

  it("takes Magento's addressInformation shape and refuses addresses that are not the shopper's", async () => {
    const { token, addressId } = await shopper();
    const other = await shopper();
    const magento = await choose(token, {
      addressInformation: { shipping_address: { customer_address_id: addressId } },
    });
    expect(magento.status).toBe(200);
    expect(quoteAddress(magento.body)).toBe(addressId);
    const theirs = await choose(token, { address_id: other.addressId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('This address was not found in your address book.');
    expect((await choose(token, { address_id: 'abc' })).status).toBe(400);
    expect((await choose(token, {})).status).toBe(400);
    expect(
      (await call('rest', 'POST', '/rest/en/V1/carts/mine/shipping-information', { address_id: addressId }))
        .status,
    ).toBe(401);
  });

  it('asks for an address, in the shopper’s language, when the address book is empty', async () => {
    const { token } = await registerCustomer(db);
    const a = await product(2);
    await add(token, a.id, 1);
    const en = await specOrder(token, 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Choose a delivery address first: add one to your address book.');
    const ar = await specOrder(token, 'ar');
    expect(ar.body.message).toBe('اختر عنوان التوصيل أولًا: أضف عنوانًا إلى دفتر عناوينك.');
    expect(await stockOf(a.id)).toBe(2);
  });
});
