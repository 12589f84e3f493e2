import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, customers, outboxMessages, sellerApplications, sellerCommissionRates } from '@/db/schema';
import { smsText } from '@/domain/notifications/outbox';
import { approvedRefund, deliveredOrder } from '../fixtures/delivered-orders';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, newPhone, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * Sellers' figures and payout statements (/rest/V1/admin/seller/{sales,statement},
 * /sellers/{id}/statement) and the commission setting (/settings/commission). The orders are
 * written straight to the database with their delivery times, in 2025, so that the months and the
 * rate in force on each day are known.
 */
let db: Db;
let sellerA: number;
let sellerB: number;
let customerId: number;
let customerToken: string;
const as: Record<string, Record<string, string>> = {};
const rateIds: number[] = [];
let productA: number;
let productB: number;

beforeAll(async () => {
  db = (await useTestDb()).db;
  sellerA = await newSeller(db, `Payout A ${uniqueWord('a')}`);
  sellerB = await newSeller(db, `Payout B ${uniqueWord('b')}`);
  productA = (await productOfSeller(db, sellerA, `${uniqueWord('paya')} heater`)).productId;
  productB = (await productOfSeller(db, sellerB, `${uniqueWord('payb')} mixer`)).productId;
  as.sellerA = (await signedInStaff(db, 'seller', sellerA)).headers;
  as.sellerB = (await signedInStaff(db, 'seller', sellerB)).headers;
  for (const role of ['admin', 'catalog', 'operations', 'content', 'credit_officer'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  const quick = await quickCustomer(db);
  customerToken = quick.token;
  customerId = (
    await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, quick.phone))
  )[0]!.id;
}, 90_000);

afterAll(async () => {
  if (rateIds.length)
    await db.delete(sellerCommissionRates).where(inArray(sellerCommissionRates.id, rateIds));
});

const statement = (period: string, headers: Record<string, string> = {}, locale = 'en') =>
  adminCall('GET', `/seller/statement?period=${period}`, undefined, {
    ...headers,
    'accept-language': locale,
  });

describe('who may see figures, statements and the commission', () => {
  it('a seller its own; staff who manage sellers any seller’s; admins the commission; others refused', async () => {
    for (const path of ['/seller/sales', '/seller/statement'])
      for (const role of ['admin', 'catalog', 'operations', 'content'] as const)
        expect([path, role, (await adminCall('GET', path, undefined, as[role])).status]).toEqual([
          path,
          role,
          403,
        ]);
    for (const path of [
      '/seller/sales',
      '/seller/statement',
      '/settings/commission',
      `/sellers/${sellerA}/statement`,
    ]) {
      expect((await adminCall('GET', path)).status).toBe(401);
      expect((await adminCall('GET', path, undefined, bearer(customerToken))).status).toBe(401);
    }
    for (const role of ['sellerA', 'operations', 'catalog', 'credit_officer'] as const) {
      expect((await adminCall('GET', '/settings/commission', undefined, as[role])).status).toBe(403);
      expect((await adminCall('PUT', '/settings/commission', { rate_percent: 1 }, as[role])).status).toBe(
        403,
      );
      expect((await adminCall('GET', `/sellers/${sellerA}/statement`, undefined, as[role])).status).toBe(403);
    }
    expect((await adminCall('GET', '/sellers/999999/statement', undefined, as.admin)).status).toBe(404);
  });
});

describe('a payout statement', () => {
  it('counts lines in the Cairo month of their delivery, at the rate of that day; refunds in the month they are approved', async () => {
    // 10 % (the default) until 15 October 2025, then 5 %.
    const [rate] = await db
      .insert(sellerCommissionRates)
      .values({ rateBps: 500, effectiveFrom: new Date('2025-10-15T00:00:00Z') })
      .returning();
    rateIds.push(rate!.id);
    // 21:30 UTC on 30 September is 00:30 on 1 October in Cairo (summer time, UTC+3): October's.
    const early = await deliveredOrder(
      db,
      customerId,
      [{ product: productA, seller: sellerA, qty: 1, price: 40_000 }],
      '2025-09-30T21:30:00Z',
    );
    const first = await deliveredOrder(
      db,
      customerId,
      [{ product: productA, seller: sellerA, qty: 2, price: 100_000 }],
      '2025-10-10T09:00:00Z',
    );
    const second = await deliveredOrder(
      db,
      customerId,
      [{ product: productA, seller: sellerA, qty: 1, price: 300_000 }],
      '2025-10-20T09:00:00Z',
    );
    const shared = await deliveredOrder(
      db,
      customerId,
      [
        { product: productA, seller: sellerA, qty: 1, price: 50_000 },
        { product: productB, seller: sellerB, qty: 3, price: 20_000 },
        { product: productA, seller: sellerA, qty: 1, price: 99_000, canceled: true },
      ],
      '2025-10-25T09:00:00Z',
      // A refund refused later delivers it again: still one sale, in October.
      '2025-11-05T09:00:00Z',
    );
    // 22:30 UTC on 31 October is 00:30 on 1 November in Cairo (winter time from 31 October 2025).
    const late = await deliveredOrder(
      db,
      customerId,
      [{ product: productA, seller: sellerA, qty: 1, price: 70_000 }],
      '2025-10-31T22:30:00Z',
    );
    // One of the two heaters of the first order comes back in November, at its October rate (10 %).
    await approvedRefund(db, first.id, [{ itemId: first.items[0]!.id, qty: 1 }], '2025-11-03T09:00:00Z');
    // Seller B's line of the shared order comes back; it is not seller A's business.
    await approvedRefund(db, shared.id, [{ itemId: shared.items[1]!.id, qty: 3 }], '2025-11-04T09:00:00Z');

    const october = await statement('2025-10', as.sellerA);
    expect(october.status).toBe(200);
    expect(october.body).toMatchObject({ period: '2025-10', open: false });
    expect(
      (october.body.lines as Record<string, unknown>[]).map((l) => [
        l.kind,
        l.increment_id,
        l.qty,
        l.amount,
        l.commission_rate,
      ]),
    ).toEqual([
      ['sale', early.number, 1, 400, 10],
      ['sale', first.number, 2, 2000, 10],
      ['sale', second.number, 1, 3000, 5],
      ['sale', shared.number, 1, 500, 5],
    ]);
    // Commission: 40 + 200 + 150 + 25 = 415 pounds.
    expect(october.body.totals).toEqual({
      sales: 5900,
      refunds: 0,
      net: 5900,
      commission: 415,
      payout: 5485,
    });

    const november = await statement('2025-11', as.sellerA);
    expect(
      (november.body.lines as Record<string, unknown>[]).map((l) => [l.kind, l.increment_id, l.amount]),
    ).toEqual([
      ['sale', late.number, 700],
      ['refund', first.number, -1000],
    ]);
    // 700 sold at 5 % (35), 1,000 refunded at its October 10 % (-100).
    expect(november.body.totals).toEqual({
      sales: 700,
      refunds: 1000,
      net: -300,
      commission: -65,
      payout: -235,
    });

    // Seller B sees only its own line, and staff see the same statement as the seller.
    const b = await statement('2025-10', as.sellerB);
    expect((b.body.lines as Record<string, unknown>[]).map((l) => [l.increment_id, l.amount])).toEqual([
      [shared.number, 600],
    ]);
    const staffView = await adminCall(
      'GET',
      `/sellers/${sellerA}/statement?period=2025-10`,
      undefined,
      as.admin,
    );
    expect(staffView.body).toEqual(october.body);
  });

  it('is this month’s when no month is asked, and refuses a month that is not one, in both languages', async () => {
    const now = await statement('', as.sellerA);
    expect(now.status).toBe(400);
    const current = await adminCall('GET', '/seller/statement', undefined, as.sellerA);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ open: true, lines: [], totals: { sales: 0, payout: 0 } });
    expect(current.body.period).toMatch(/^\d{4}-\d{2}$/);
    for (const [locale, message] of [
      ['en', 'Choose a month.'],
      ['ar', 'اختر شهرًا.'],
    ] as const) {
      const bad = await statement('2025-13', as.sellerA, locale);
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
  });

  it('sales figures list this month and the five before it, newest first', async () => {
    const figures = await adminCall('GET', '/seller/sales', undefined, as.sellerA);
    expect(figures.status).toBe(200);
    const months = figures.body.months as { period: string; orders: number }[];
    expect(months).toHaveLength(6);
    expect(months[0]!.period).toBe(
      (await adminCall('GET', '/seller/statement', undefined, as.sellerA)).body.period,
    );
    expect(months.map((m) => m.period)).toEqual([...months.map((m) => m.period)].sort().reverse());
  });
});

describe('the commission setting', () => {
  it('admins set it from now on, in percent; bad rates are refused in both languages; each change is audited', async () => {
    const before = await adminCall('GET', '/settings/commission', undefined, as.admin);
    expect(before.status).toBe(200);
    for (const [locale, message] of [
      ['en', 'Enter a rate from 0 to 100 %, with at most two decimals.'],
      ['ar', 'أدخل نسبة من 0 إلى 100٪ بحد أقصى رقمين عشريين.'],
    ] as const)
      for (const rate_percent of ['', '101', '-2', '7.125', 'ten']) {
        const bad = await adminCall(
          'PUT',
          '/settings/commission',
          { rate_percent },
          { ...as.admin, 'accept-language': locale },
        );
        expect([rate_percent, bad.status, bad.body.message]).toEqual([rate_percent, 400, message]);
      }
    const saved = await adminCall('PUT', '/settings/commission', { rate_percent: '12.5' }, as.admin);
    expect(saved.status).toBe(200);
    expect(saved.body.rate_percent).toBe(12.5);
    const rows = await db.select().from(sellerCommissionRates).where(eq(sellerCommissionRates.rateBps, 1250));
    rateIds.push(...rows.map((r) => r.id));
    expect((await adminCall('GET', '/settings/commission', undefined, as.admin)).body.rate_percent).toBe(
      12.5,
    );
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller_commission'), eq(auditLog.action, 'seller_commission.update')))
      .orderBy(auditLog.id);
    expect(audit.at(-1)).toMatchObject({
      before: { rate_bps: Math.round((before.body.rate_percent as number) * 100) },
      after: { rate_bps: 1250 },
    });
    // The October statement keeps its own days' rates.
    const october = await statement('2025-10', as.sellerA);
    expect(october.body.totals).toMatchObject({ commission: 415 });
  });
});

describe("recording a month's payout", () => {
  it('records a closed month once, with its transfer day and bank reference; the seller sees it and is told', async () => {
    const sellerC = await newSeller(db, `Payout C ${uniqueWord('c')}`);
    const productC = (await productOfSeller(db, sellerC, `${uniqueWord('payc')} fan`)).productId;
    const phone = newPhone();
    const email = `${uniqueWord('payc')}@shop.test`;
    await db.insert(sellerApplications).values({
      reference: `SEL-P${Date.now() % 1e7}`,
      phone,
      locale: 'ar',
      status: 'approved',
      sellerId: sellerC,
      answers: { store_name: 'Payout C', contact_email: email, iban: 'EG380019000500000000263180002' },
    });
    await deliveredOrder(
      db,
      customerId,
      [{ product: productC, seller: sellerC, qty: 1, price: 100_000 }],
      '2025-08-12T09:00:00Z',
    );
    const owed = (await statement('2025-08', (await signedInStaff(db, 'seller', sellerC)).headers)).body;
    expect(owed.paid).toBeNull();
    const payout = (owed.totals as { payout: number }).payout;
    expect(payout).toBeGreaterThan(0);
    const record = (body: unknown, headers = as.admin) =>
      adminCall('POST', `/sellers/${sellerC}/statement/payout`, body, headers);

    // Refused field by field, in the language asked; nothing is written.
    const bad = await record({ period: '2025-08', paid_on: 'soon', reference: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      paid_on: 'payout_paid_on_error',
      reference: 'payout_reference_error',
    });
    const early = await adminCall(
      'POST',
      `/sellers/${sellerC}/statement/payout`,
      { period: '2025-08', paid_on: '2025-08-31', reference: 'TRX-1' },
      { ...as.admin, 'accept-language': 'ar' },
    );
    expect(early.body.field_errors).toEqual({ paid_on: 'payout_paid_on_error' });
    expect(early.body.message).toBe('أدخل تاريخ التحويل: بعد انتهاء الشهر وليس بعد اليوم.');
    const future = await record({ period: '2025-08', paid_on: '2999-01-01', reference: 'TRX-1' });
    expect(future.body.field_errors).toEqual({ paid_on: 'payout_paid_on_error' });
    const thisMonth = await adminCall('GET', '/seller/statement', undefined, as.sellerA);
    const open = await record({ period: thisMonth.body.period, paid_on: '2025-09-01', reference: 'TRX-1' });
    expect([open.status, open.body.message]).toEqual([
      400,
      'This month is not over: its payout can be recorded once it ends.',
    ]);
    const nothing = await record({ period: '2025-07', paid_on: '2025-08-02', reference: 'TRX-1' });
    expect([nothing.status, nothing.body.message]).toEqual([
      409,
      'This month owes the seller nothing: there is no payment to record.',
    ]);
    // Who may record it: staff who manage sellers.
    for (const role of ['operations', 'catalog', 'sellerA'] as const)
      expect(
        (await record({ period: '2025-08', paid_on: '2025-09-03', reference: 'TRX-1' }, as[role])).status,
      ).toBe(403);
    expect(
      (
        await adminCall(
          'POST',
          '/sellers/999999/statement/payout',
          { period: '2025-08', paid_on: '2025-09-03', reference: 'TRX-1' },
          as.admin,
        )
      ).status,
    ).toBe(404);

    // Arabic-Indic digits and extra spaces in the reference are kept as the bank prints it.
    const paid = await record({ period: '2025-08', paid_on: '2025-09-03', reference: '  TRX-٢٠٢٥/0917  ' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      amount: payout,
      paid_on: '2025-09-03',
      reference: 'TRX-2025/0917',
      iban_ending: '0002',
    });
    // Once a month.
    const again = await record({ period: '2025-08', paid_on: '2025-09-04', reference: 'TRX-2' });
    expect([again.status, again.body.message]).toEqual([409, 'This month’s payment is already recorded.']);

    // The statement says it: staff see who recorded it, the seller does not.
    const staffView = await adminCall(
      'GET',
      `/sellers/${sellerC}/statement?period=2025-08`,
      undefined,
      as.admin,
    );
    expect(staffView.body.paid).toMatchObject({
      paid_on: '2025-09-03',
      recorded_by: expect.stringContaining('@'),
    });
    const sellerView = await statement('2025-08', (await signedInStaff(db, 'seller', sellerC)).headers);
    expect(sellerView.body.paid).toMatchObject({
      amount: payout,
      reference: 'TRX-2025/0917',
      iban_ending: '0002',
    });
    expect(sellerView.body.paid).not.toHaveProperty('recorded_by');
    // The merchant is told in the application's language, by SMS and e-mail.
    const [sms] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(sms?.body).toContain('حوّلنا');
    expect(sms?.body).toContain('0002');
    expect(sms?.body).toContain('TRX-2025/0917');
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).limit(1);
    // The same words; the SMS without the amount's directional marks and no-break spaces.
    expect(sms?.body).not.toMatch(/[\u200e\u200f\u00a0]/);
    expect(mail?.body).toMatch(/\u200f/);
    expect(smsText(mail!.body)).toBe(sms?.body);
    // Audited on the seller.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seller_payout.record'), eq(auditLog.entityId, String(sellerC))));
    expect(audit?.after).toEqual({
      period: '2025-08',
      amount: payout * 100,
      paid_on: '2025-09-03',
      reference: 'TRX-2025/0917',
    });
  });
});
