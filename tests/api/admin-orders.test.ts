import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  auditLog,
  customers,
  orders,
  orderItems,
  outboxMessages,
  paymentRefunds,
  payments,
  productPaymentMethods,
  products,
  sellers,
} from '@/db/schema';
import { cairoDay } from '@/domain/shared/cairo-day';
import { restApp } from '@/http/rest/app';
import { bearer, call, newPhone, quickCustomer, registerCustomer } from './auth-helpers';
import { availableOf, cardholder, cardOrder, cardProduct, addToCart } from './card-helpers';
import { CAIRO, addAddress, paidAtGateway } from './shop-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/orders… and /refunds…: who may call them, the list's filters, ship → deliver,
 * cancel with a reason, refund approve (whole or some lines, money back by method) and reject;
 * every write with its audit row and the customer's SMS and e-mail.
 */
let db: Db;
type Headers = Record<string, string>;
const as = {} as Record<
  'operations' | 'admin' | 'credit_officer' | 'catalog' | 'content' | 'seller',
  Headers
>;
let customerToken: string;
let offset = 120;

beforeAll(async () => {
  db = (await useTestDb()).db;
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  for (const role of ['operations', 'admin', 'credit_officer', 'catalog', 'content', 'seller'] as const)
    as[role] = (await signedInStaff(db, role, role === 'seller' ? seller!.id : undefined)).headers;
  customerToken = (await quickCustomer(db)).token;
});

async function product() {
  const [row] = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.price, 10_000)))
    // From the end of the catalogue, past the ones refunds.test.ts takes.
    .orderBy(desc(products.id))
    .offset(offset++)
    .limit(1);
  await db.update(products).set({ stock: 50 }).where(eq(products.id, row!.id));
  await db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, row!.id));
  await db
    .insert(productPaymentMethods)
    .values((['cashondelivery', 'card'] as const).map((method) => ({ productId: row!.id, method })));
  return row!;
}

/** A customer's order of two products (cash on delivery may cut quantities: one of each), by cash unless told. */
async function placedOrder(method: 'cashondelivery' | 'card' = 'cashondelivery', locale = 'en') {
  const { token, phone } = await registerCustomer(db, { E_mail: `ops-${newPhone()}@shop.test` });
  const addressId = await addAddress(token, CAIRO);
  const a = await product();
  const b = await product();
  expect((await addToCart(token, a.id, 1)).status).toBe(200);
  expect((await addToCart(token, b.id, 1)).status).toBe(200);
  const placed = await call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    { payment_method: { method }, address_id: addressId, idempotency_key: `ops-${newPhone()}` },
    { ...bearer(token), 'accept-language': locale },
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.order_id as number;
  const detail = await adminCall('GET', `/orders/${orderId}`, undefined, as.operations);
  const items = detail.body.items as {
    item_id: number;
    qty: number;
    product_id: number;
    unit_price: number;
  }[];
  return { token, phone, orderId, items, incrementId: detail.body.increment_id as string, a, b };
}

const ship = (orderId: number, headers: Headers = as.operations) =>
  adminCall('POST', `/orders/${orderId}/ship`, { carrier: 'Bosta', tracking_number: 'BST-12345' }, headers);
const deliver = (orderId: number, headers: Headers = as.operations) =>
  adminCall('POST', `/orders/${orderId}/deliver`, undefined, headers);

async function deliveredWithRefund(method: 'cashondelivery' | 'card' = 'cashondelivery', locale = 'en') {
  const order = await placedOrder(method, locale);
  if (method === 'card') await payByCard(order.token, order.orderId);
  expect((await ship(order.orderId)).status).toBe(200);
  expect((await deliver(order.orderId)).status).toBe(200);
  const asked = await call(
    'rest',
    'POST',
    `/rest/en/V1/orders/mine/${order.orderId}/refund`,
    { reason: 'damaged', items: order.items.map((i) => ({ item_id: i.item_id, qty: i.qty })) },
    bearer(order.token),
  );
  expect(asked.status).toBe(200);
  const refunds = await adminCall('GET', '/refunds', undefined, as.operations);
  const refund = (
    refunds.body.items as { id: number; order_id: number; customer: string; asked_worth: number }[]
  ).find((r) => r.order_id === order.orderId)!;
  // The queue names the customer in full and says what the units asked back cost.
  expect(refund.customer).toBe('Mona Hassan');
  const worth = order.items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.qty, 0);
  expect(Math.round(refund.asked_worth * 100)).toBe(worth);
  return { ...order, refundId: refund.id };
}

async function payByCard(token: string, orderId: number) {
  const { callback } = await paidAtGateway(token, orderId);
  await restApp.request(callback);
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  expect(row!.status).toBe('processing');
}

const auditOf = (entity: string, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

async function messagesTo(phone: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.phone, phone));
  return db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.recipient} in (${phone}, ${customer!.email ?? ''})`)
    .orderBy(desc(outboxMessages.id));
}

describe('who may call the order and refund routes', () => {
  it('operations and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const { orderId } = await placedOrder();
    const calls: [string, string, unknown?][] = [
      ['GET', '/orders'],
      ['GET', `/orders/${orderId}`],
      ['POST', `/orders/${orderId}/ship`, { carrier: 'Bosta', tracking_number: 'BST-1' }],
      ['POST', `/orders/${orderId}/deliver`],
      ['POST', `/orders/${orderId}/cancel`, { reason: 'out of stock' }],
      ['GET', '/refunds'],
      ['POST', '/refunds/1/approve', {}],
      ['POST', '/refunds/1/reject', { reason: 'no damage seen' }],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['credit_officer', 'catalog', 'content', 'seller'] as const)
        expect([role, path, (await adminCall(method, path, body, as[role])).status]).toEqual([
          role,
          path,
          403,
        ]);
      expect((await adminCall(method, path, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, path, body)).status).toBe(401);
    }
    // Nothing happened to the order.
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('processing');
    expect(await auditOf('order', orderId)).toEqual([]);
    for (const role of ['operations', 'admin'] as const) {
      expect((await adminCall('GET', '/orders', undefined, as[role])).status).toBe(200);
      expect((await adminCall('GET', `/orders/${orderId}`, undefined, as[role])).status).toBe(200);
      expect((await adminCall('GET', '/refunds', undefined, as[role])).status).toBe(200);
    }
  });
});

describe('the order list', () => {
  it('filters on the server, sorts and pages by 20; a bad filter is 400 with the field', async () => {
    const { orderId, incrementId, phone } = await placedOrder();
    const byNumber = await adminCall('GET', `/orders?number=${incrementId}`, undefined, as.operations);
    expect(byNumber.body).toMatchObject({ total_count: 1, page: 1, page_size: 20 });
    expect((byNumber.body.items as { id: number }[])[0]).toMatchObject({
      id: orderId,
      status: 'processing',
      payment_method: 'cashondelivery',
      governorate: 'cairo',
      phone,
    });
    const byPhone = await adminCall('GET', `/orders?phone=${phone.slice(-8)}`, undefined, as.operations);
    expect((byPhone.body.items as { id: number }[]).map((o) => o.id)).toEqual([orderId]);
    // The list reads from/to as Cairo's calendar days: after 22:00 UTC it is already tomorrow there.
    const today = cairoDay(new Date());
    const mixed = await adminCall(
      'GET',
      `/orders?number=${incrementId}&status=processing&method=cashondelivery&governorate=cairo&from=2020-01-01&to=${today}`,
      undefined,
      as.operations,
    );
    expect(mixed.body.total_count).toBe(1);
    for (const miss of [
      'status=shipped',
      'method=card',
      'governorate=giza',
      'from=2099-01-01',
      'to=2020-01-01',
    ])
      expect(
        (await adminCall('GET', `/orders?number=${incrementId}&${miss}`, undefined, as.operations)).body
          .total_count,
      ).toBe(0);
    const all = await adminCall('GET', '/orders?sort=total_desc', undefined, as.operations);
    const totals = (all.body.items as { grand_total: number }[]).map((o) => o.grand_total);
    expect(totals.length).toBeLessThanOrEqual(20);
    expect([...totals].sort((x, y) => y - x)).toEqual(totals);
    const bad = await adminCall(
      'GET',
      '/orders?status=lost&from=yesterday&sort=random',
      undefined,
      as.operations,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      status: 'order_status_invalid',
      from: 'order_filter_date',
      sort: 'order_filter_sort',
    });
    const reversed = await adminCall(
      'GET',
      '/orders?from=2026-11-30&to=2026-11-01',
      undefined,
      as.operations,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.field_errors).toEqual({ to: 'date_range_reversed' });
  });
});

describe('ship, deliver and cancel', () => {
  it('ships with a carrier and tracking number, then delivers: audit rows, the customer told, 409 out of turn', async () => {
    const { orderId, phone, incrementId } = await placedOrder();
    const bad = await adminCall(
      'POST',
      `/orders/${orderId}/ship`,
      { carrier: '', tracking_number: 'x' },
      as.operations,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({ carrier: 'order_carrier', tracking_number: 'order_tracking' });
    expect((await deliver(orderId)).status).toBe(409);
    // Pasted as the carrier prints it, with spaces between its groups: kept without them.
    const spaced = await adminCall(
      'POST',
      `/orders/${orderId}/ship`,
      { carrier: 'Bosta', tracking_number: ' BST-123 45 ' },
      as.operations,
    );
    expect(spaced.body).toEqual({ status: 'shipped' });
    expect((await ship(orderId)).status).toBe(409);
    const detail = await adminCall('GET', `/orders/${orderId}`, undefined, as.operations);
    expect(detail.body).toMatchObject({ status: 'shipped', carrier: 'Bosta', tracking_number: 'BST-12345' });
    expect((await deliver(orderId, as.admin)).body).toEqual({ status: 'delivered' });
    const audit = await auditOf('order', orderId);
    expect(audit.map((a) => [a.action, a.actor.split('.')[0]])).toEqual([
      ['order.deliver', 'admin'],
      ['order.ship', 'operations'],
    ]);
    expect(audit[1]).toMatchObject({ before: { status: 'processing' }, after: { status: 'shipped' } });
    const sent = (await messagesTo(phone)).filter((m) => m.body.includes(incrementId));
    // Placed (cash on delivery: confirmed at once), shipped, delivered: each by SMS and e-mail.
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'email', 'email', 'sms', 'sms', 'sms']);
    // Each e-mail under a subject that says what happened, newest first.
    expect(sent.filter((m) => m.channel === 'email').map((m) => m.subject)).toEqual([
      `Order ${incrementId} delivered`,
      `Order ${incrementId} is on its way`,
      `Order ${incrementId} received`,
    ]);
    // With when it should arrive (§9, as the checkout said) and what to hand the courier.
    expect(
      sent.find((m) => m.channel === 'sms' && m.body.includes('thank you for your order'))?.body,
    ).toMatch(
      new RegExp(
        `your order ${incrementId} of EGP\\s[\\d,]+\\. It should reach you between \\w+ \\d+, \\d{4} and \\w+ \\d+, \\d{4}\\. Please have EGP\\s[\\d,]+ ready for the courier\\.`,
      ),
    );
    const shippedSms = sent.find((m) => m.channel === 'sms' && m.body.includes('BST-12345'))?.body;
    expect(shippedSms).toContain(incrementId);
    // With what to hand the courier, as the order's first message said.
    expect(shippedSms).toMatch(/Please have EGP\s[\d,]+ ready for the courier\.$/);
    // Delivered: and where to turn if something is wrong.
    expect(sent.find((m) => m.channel === 'sms' && m.body.includes('was delivered'))?.body).toContain(
      'you can ask for a refund from My orders.',
    );
    expect(sent[0]!.locale).toBe('en');
    expect((await adminCall('GET', '/orders/999999', undefined, as.operations)).status).toBe(404);
  });

  it('cancels one line, then the whole order, with a reason; stock comes back; a shipped order is 409', async () => {
    const { orderId, items, a, phone } = await placedOrder();
    const stockBefore = (await db.select().from(products).where(eq(products.id, a.id)))[0]!.stock;
    const noReason = await adminCall(
      'POST',
      `/orders/${orderId}/cancel`,
      { item_id: items[0]!.item_id },
      as.operations,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.field_errors).toEqual({ reason: 'order_cancel_reason' });
    const line = items.find((i) => i.product_id === a.id)!;
    const one = await adminCall(
      'POST',
      `/orders/${orderId}/cancel`,
      { item_id: line.item_id, reason: 'Out of stock at the seller' },
      as.operations,
    );
    expect(one.body).toEqual({ status: 'processing', whole: false });
    expect((await db.select().from(products).where(eq(products.id, a.id)))[0]!.stock).toBe(
      stockBefore + line.qty,
    );
    const whole = await adminCall(
      'POST',
      `/orders/${orderId}/cancel`,
      { reason: 'Customer asked by phone' },
      as.operations,
    );
    expect(whole.body).toEqual({ status: 'canceled', whole: true });
    const audits = await auditOf('order', orderId);
    expect(audits.map((r) => [r.action, r.reason])).toEqual([
      ['order.cancel', 'Customer asked by phone'],
      ['order.cancel_line', 'Out of stock at the seller'],
    ]);
    // The line's cancel keeps the total it left, lower than before, not an empty one.
    const lineCancel = audits[1]! as { before: { grandTotal: number }; after: { grandTotal: number } };
    expect(lineCancel.after.grandTotal).toBeGreaterThan(0);
    expect(lineCancel.after.grandTotal).toBeLessThan(lineCancel.before.grandTotal);
    const sms = (await messagesTo(phone)).filter((m) => m.channel === 'sms');
    expect(sms[0]!.body).toContain('Customer asked by phone');
    expect(sms[1]!.body).toContain('Out of stock at the seller');
    // Cash on delivery: the line's message says the new amount to hand the courier.
    const due = /Please have EGP\s([\d,.]+) ready for the courier\.$/.exec(sms[1]!.body);
    expect(Math.round(Number(due![1]!.replace(/,/g, '')) * 100)).toBe(lineCancel.after.grandTotal);
    // The line is named as the customer ordered it, not by its SKU.
    const [ordered] = await db
      .select({ name: orderItems.name, sku: orderItems.sku })
      .from(orderItems)
      .where(eq(orderItems.id, line.item_id));
    expect(sms[1]!.body).toContain(`“${ordered!.name}”`);
    expect(sms[1]!.body).not.toContain(ordered!.sku);
    const shipped = await placedOrder();
    await ship(shipped.orderId);
    expect(
      (
        await adminCall(
          'POST',
          `/orders/${shipped.orderId}/cancel`,
          { reason: 'too late now' },
          as.operations,
        )
      ).status,
    ).toBe(409);
  });
});

describe('refund requests', () => {
  it('approves some lines of a cash order (paid out in cash), then the rest: refunded; audit and SMS', async () => {
    const { orderId, refundId, items, phone, token, incrementId } = await deliveredWithRefund();
    const [first, second] = items;
    const listed = async (status: string) =>
      (await adminCall('GET', `/orders?number=${incrementId}&status=${status}`, undefined, as.operations))
        .body.items as { partly_refunded: boolean }[];
    const over = await adminCall(
      'POST',
      `/refunds/${refundId}/approve`,
      { items: [{ item_id: first!.item_id, qty: first!.qty + 1 }] },
      as.operations,
    );
    expect(over.status).toBe(400);
    expect(over.body.field_errors).toEqual({ items: 'refund_approve_qty_over' });
    // Fewer items than were asked: the customer is told why the others stay, so a reason is required.
    const unsaid = await adminCall(
      'POST',
      `/refunds/${refundId}/approve`,
      { items: [{ item_id: first!.item_id, qty: first!.qty }], kept_reason: ' ' },
      as.operations,
    );
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.field_errors).toEqual({ kept_reason: 'refund_kept_reason' });
    const some = await adminCall(
      'POST',
      `/refunds/${refundId}/approve`,
      {
        items: [{ item_id: first!.item_id, qty: first!.qty }],
        kept_reason: 'The second one was opened and used',
      },
      as.operations,
    );
    expect(some.body).toMatchObject({ orderId, status: 'delivered', method: 'cod_payout' });
    expect((await adminCall('POST', `/refunds/${refundId}/approve`, {}, as.operations)).status).toBe(409);
    const [audit] = await auditOf('refund_request', refundId);
    expect(audit).toMatchObject({
      action: 'refund.approve',
      after: { request: 'approved', method: 'cod_payout' },
    });
    expect((await messagesTo(phone))[0]!.body).toContain(
      'approved for some of the items you asked to return',
    );
    expect((await messagesTo(phone))[0]!.body).toContain(
      'not taken back: The second one was opened and used.',
    );
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.returnedTotal).toBe(Math.round((some.body.amount as number) * 100));
    // Still delivered, and found (and marked) as partly refunded in the back office's list.
    expect(await listed('delivered')).toMatchObject([{ partly_refunded: true }]);
    expect(await listed('partly_refunded')).toMatchObject([{ partly_refunded: true }]);
    expect(await listed('refunded')).toEqual([]);
    // The shopper's order shows the decision: what went back, and how.
    const shown = await call('rest', 'GET', `/rest/en/V1/orders/mine/${orderId}`, undefined, bearer(token));
    expect(shown.body.refund).toMatchObject({
      status: 'approved',
      amount: some.body.amount,
      method: 'cod_payout',
      items: [
        { item_id: first!.item_id, qty: first!.qty },
        { item_id: second!.item_id, qty: second!.qty },
      ],
      approved_items: [{ item_id: first!.item_id, qty: first!.qty }],
    });
    expect(Date.parse((shown.body.refund as { decided_at: string }).decided_at)).toBeGreaterThan(0);
    expect(shown.body.refund).toMatchObject({
      decline_reason: null,
      kept_reason: 'The second one was opened and used',
    });
    // What was taken back is counted per line, and the rest can be asked back from the order's page.
    expect(shown.body.can_request_refund).toBe(true);
    expect(
      (shown.body.items as { item_id: number; returned_qty: number }[]).map((i) => i.returned_qty),
    ).toEqual([first!.qty, 0]);
    // Cash on delivery was collected at delivery; what went back in cash is its refund; nothing is due.
    const totals = shown.body.totals as { grand_total: number };
    expect(totals).toMatchObject({
      amount_paid: totals.grand_total,
      amount_refunded: some.body.amount,
      amount_due: 0,
    });
    // The accepted line cannot be asked again; the other can, and approving it refunds the order.
    const again = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${orderId}/refund`,
      { reason: 'damaged', items: [{ item_id: first!.item_id, qty: 1 }] },
      bearer(token),
    );
    expect(again.status).toBe(400);
    const rest = await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${orderId}/refund`,
      { reason: 'damaged', items: [{ item_id: second!.item_id, qty: second!.qty }] },
      bearer(token),
    );
    expect(rest.status).toBe(200);
    const detail = await adminCall('GET', `/orders/${orderId}`, undefined, as.operations);
    const requests = detail.body.refund_requests as { id: number; status: string }[];
    expect(requests.map((r) => r.status)).toEqual(['requested', 'approved']);
    const whole = await adminCall('POST', `/refunds/${requests[0]!.id}/approve`, {}, as.admin);
    expect(whole.body).toMatchObject({ orderId, status: 'refunded', method: 'cod_payout' });
    const staff = (await adminCall('GET', `/orders/${orderId}`, undefined, as.operations)).body;
    expect((staff.items as { returned_qty: number }[]).map((i) => i.returned_qty)).toEqual(
      items.map((i) => i.qty),
    );
    expect(staff.totals).toMatchObject({ paid: totals.grand_total, refunded: totals.grand_total, due: 0 });
    expect((await messagesTo(phone))[0]!.body).toContain('was approved');
    expect(await listed('refunded')).toMatchObject([{ partly_refunded: false }]);
    expect(await listed('partly_refunded')).toEqual([]);
    // The audit log finds the order and its refund requests by the order's number, and names it.
    const logged = await adminCall('GET', `/audit?entityId=${incrementId}`, undefined, as.admin);
    const rows = logged.body.items as {
      entity: string;
      action: string;
      order: { id: number; increment_id: string } | null;
    }[];
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['refund_request', 'refund.approve'],
      ['refund_request', 'refund.approve'],
      ['order', 'order.deliver'],
      ['order', 'order.ship'],
    ]);
    expect(rows.every((r) => r.order?.id === orderId && r.order.increment_id === incrementId)).toBe(true);
  });

  it('rejects with a reason (400 without); the order is delivered again and the customer told', async () => {
    // Placed in Arabic: the customer is told in Arabic.
    const { orderId, refundId, phone, token } = await deliveredWithRefund('cashondelivery', 'ar');
    const asked = await call('rest', 'GET', `/rest/ar/V1/orders/mine/${orderId}`, undefined, bearer(token));
    expect(asked.body.refund).toMatchObject({ status: 'requested', decline_reason: null });
    const bad = await adminCall('POST', `/refunds/${refundId}/reject`, { reason: '' }, as.operations);
    expect(bad.body.field_errors).toEqual({ reason: 'refund_reject_reason' });
    const done = await adminCall(
      'POST',
      `/refunds/${refundId}/reject`,
      { reason: 'The photos show no damage' },
      as.admin,
    );
    expect(done.body).toEqual({ orderId, status: 'delivered' });
    expect(
      (await adminCall('POST', `/refunds/${refundId}/reject`, { reason: 'again please' }, as.admin)).status,
    ).toBe(409);
    expect((await auditOf('refund_request', refundId))[0]).toMatchObject({
      action: 'refund.reject',
      reason: 'The photos show no damage',
    });
    const [told] = await messagesTo(phone);
    expect(told).toMatchObject({ locale: 'ar', body: expect.stringContaining('The photos show no damage') });
    expect(told!.body).toContain('لم يُقبل');
    // The shopper's order shows the decision and the reason they were told.
    const shown = await call('rest', 'GET', `/rest/ar/V1/orders/mine/${orderId}`, undefined, bearer(token));
    expect(shown.body.refund).toMatchObject({
      status: 'rejected',
      decline_reason: 'The photos show no damage',
      amount: null,
      method: null,
    });
    expect((await adminCall('POST', '/refunds/999999/approve', {}, as.operations)).status).toBe(404);
  });

  it('a card order approved whole is refunded through the gateway and becomes refunded', async () => {
    const { orderId, refundId } = await deliveredWithRefund('card');
    const approved = await adminCall(
      'POST',
      `/refunds/${refundId}/approve`,
      { note: 'Damaged in transit' },
      as.operations,
    );
    expect(approved.body).toMatchObject({ orderId, status: 'refunded', method: 'gateway' });
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.payableType, 'order'), eq(payments.payableId, orderId)));
    expect(payment!.status).toBe('refunded');
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refunds.map((r) => [r.amount, r.reason])).toEqual([[payment!.amount, 'refund_approved']]);
    expect(approved.body.amount).toBe(payment!.amount / 100);
  });

  it('an Aman card order approved whole gives the card its balance back', async () => {
    const holder = await cardholder(db);
    const before = await availableOf(db, holder.cardId);
    const item = await cardProduct(db, 'nile-digital', 0, 200_000_00, 7);
    await addToCart(holder.token, item.id, 1);
    const placed = await cardOrder(holder.token, {
      addressId: holder.addressId,
      variants: [{ dealer: item.sellerId, months: 6 }],
    });
    expect(placed.body).toMatchObject({ order_id: expect.any(Number) });
    const orderId = placed.body.order_id;
    expect(await availableOf(db, holder.cardId)).toBeLessThan(before);
    await ship(orderId);
    await deliver(orderId);
    const detail = await call(
      'rest',
      'GET',
      `/rest/en/V1/orders/mine/${orderId}`,
      undefined,
      bearer(holder.token),
    );
    const itemId = (detail.body.items as { item_id: number }[])[0]!.item_id;
    await call(
      'rest',
      'POST',
      `/rest/en/V1/orders/mine/${orderId}/refund`,
      { reason: 'wrong_item', items: [{ item_id: itemId, qty: 1 }] },
      bearer(holder.token),
    );
    const refundId = (
      (await adminCall('GET', `/orders/${orderId}`, undefined, as.operations)).body.refund_requests as {
        id: number;
      }[]
    )[0]!.id;
    const approved = await adminCall('POST', `/refunds/${refundId}/approve`, {}, as.operations);
    expect(approved.body).toMatchObject({ status: 'refunded', method: 'card_balance' });
    expect(await availableOf(db, holder.cardId)).toBe(before);
  });
});
