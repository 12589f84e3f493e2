import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { config } from '@/config';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  auditLog,
  creditApplicationEvents,
  creditApplications,
  creditCards,
  creditDocuments,
  customers,
  outboxMessages,
} from '@/db/schema';
import type { StaffRole } from '@/domain/staff/roles';
import { giveCard } from '../fixtures/cards';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/credit…: the credit officer's queue, decisions through the credit command's own
 * `decide` (with audit rows), and cards: search, hold and release, limit changes never below use.
 */
let db: Db;
const sessions = {} as Record<StaffRole, Record<string, string>>;
let customerToken: string;
beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'credit_officer', 'operations', 'catalog', 'content'] as const)
    sessions[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
});

let serial = Date.now() % 1_000_000;
async function customerId() {
  const { phone } = await quickCustomer(db);
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row!.id, phone };
}

async function sentApplication(daysAgo = 0) {
  const customer = await customerId();
  const nationalId = `2900101${String(++serial).padStart(7, '0')}`.slice(0, 14);
  const [row] = await db
    .insert(creditApplications)
    .values({
      customerId: customer.id,
      status: 'submitted',
      answers: { first_name: 'أحمد', family_name: 'علي', job_sector: 'private_sector', salary: 12000 },
      nationalId,
      salary: 12_000_00,
      suggestedLimit: 36_000_00,
      submittedAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning();
  return { application: row!, customer, nationalId };
}

const decide = (id: number, body: unknown, role: StaffRole = 'credit_officer') =>
  adminCall('POST', `/credit/applications/${id}/decision`, body, sessions[role]);

describe('roles on the credit calls', () => {
  it.each([
    ['GET', '/credit/applications'],
    ['GET', '/credit/applications/999999'],
    ['POST', '/credit/applications/999999/decision'],
    ['GET', '/credit/cards?q=1234'],
    ['GET', '/credit/cards/999999'],
    ['POST', '/credit/cards/999999/hold'],
    ['POST', '/credit/cards/999999/limit'],
  ])('%s %s: credit officers and admins only; a customer token is 401', async (method, path) => {
    const body = method === 'POST' ? {} : undefined;
    for (const role of ['admin', 'credit_officer', 'operations', 'catalog', 'content'] as const) {
      const answer = await adminCall(method, path, body, sessions[role]);
      if (role === 'admin' || role === 'credit_officer') expect(answer.status, role).not.toBe(403);
      else expect(answer.status, role).toBe(403);
    }
    expect((await adminCall(method, path, body, bearer(customerToken))).status).toBe(401);
  });
});

describe('the credit queue and decisions', () => {
  it('lists what waits, oldest first, and shows one application with its suggested limit', async () => {
    const old = await sentApplication(5);
    const queue = await adminCall('GET', '/credit/applications', undefined, sessions.credit_officer);
    expect(queue.status).toBe(200);
    const items = queue.body.items as { id: number; status: string; submitted_at: string }[];
    expect(items.every((i) => ['submitted', 'under_review'].includes(i.status))).toBe(true);
    const times = items.map((i) => i.submitted_at);
    expect([...times].sort()).toEqual(times);
    const detail = await adminCall(
      'GET',
      `/credit/applications/${old.application.id}`,
      undefined,
      sessions.credit_officer,
    );
    expect(detail.body).toMatchObject({
      id: old.application.id,
      // Money in pounds, as the limit is typed (stored in piastres).
      salary: 12_000,
      suggested_limit: 36_000,
      national_id: old.nationalId,
    });
    expect(
      (await adminCall('GET', '/credit/applications?status=nope', undefined, sessions.credit_officer)).status,
    ).toBe(400);
  });

  it('finds an application by the mobile number, national ID or name a caller gives', async () => {
    const { application, customer, nationalId } = await sentApplication();
    const [named] = await db
      .update(customers)
      .set({ firstName: 'Yasmine', lastName: `Searchable${serial}` })
      .where(eq(customers.id, customer.id))
      .returning({ lastName: customers.lastName });
    const found = async (q: string, status = 'all') => {
      const answer = await adminCall(
        'GET',
        `/credit/applications?status=${status}&q=${encodeURIComponent(q)}`,
        undefined,
        sessions.credit_officer,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.items as { id: number }[]).map((i) => i.id);
    };
    for (const q of [customer.phone, nationalId, `yasmine ${named!.lastName.toLowerCase()}`])
      expect(await found(q)).toEqual([application.id]);
    expect(await found(customer.phone, 'rejected')).toEqual([]);
    const long = await adminCall(
      'GET',
      `/credit/applications?q=${'x'.repeat(41)}`,
      undefined,
      sessions.credit_officer,
    );
    expect(long.body.field_errors).toEqual({ q: 'application_search' });
  });

  it("serves the application's documents to staff only", async () => {
    const { application } = await sentApplication();
    const storageName = `credit/test-${application.id}-${Date.now()}.jpg`;
    await mkdir(path.join(config().privateDir, 'credit'), { recursive: true });
    await writeFile(path.join(config().privateDir, storageName), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const [doc] = await db
      .insert(creditDocuments)
      .values({
        applicationId: application.id,
        kind: 'id_front',
        storageName,
        contentType: 'image/jpeg',
        bytes: 4,
        width: 1,
        height: 1,
      })
      .returning();
    const file = `/credit/applications/${application.id}/documents/${doc!.id}`;
    const detail = await adminCall(
      'GET',
      `/credit/applications/${application.id}`,
      undefined,
      sessions.credit_officer,
    );
    expect(detail.body.documents).toEqual([{ id: doc!.id, kind: 'id_front', url: `/rest/V1/admin${file}` }]);
    expect((await adminCall('GET', file, undefined, sessions.credit_officer)).status).toBe(200);
    // The page shows the scans inline: loaded again (a reload), the same look is not logged twice.
    expect((await adminCall('GET', file, undefined, sessions.credit_officer)).status).toBe(200);
    expect((await adminCall('GET', file, undefined, sessions.operations)).status).toBe(403);
    expect((await adminCall('GET', file, undefined, bearer(customerToken))).status).toBe(401);
    const other = await sentApplication();
    const elsewhere = `/credit/applications/${other.application.id}/documents/${doc!.id}`;
    expect((await adminCall('GET', elsewhere, undefined, sessions.credit_officer)).status).toBe(404);
    // Who looked at whose ID is kept: once for the two loads served, none for those refused.
    const me = await adminCall('GET', '/me', undefined, sessions.credit_officer);
    const views = await db
      .select({ actor: auditLog.actor, entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'credit_application.document_view'),
          inArray(auditLog.entityId, [String(application.id), String(other.application.id)]),
        ),
      );
    expect(views).toEqual([{ actor: me.body.email, entityId: String(application.id) }]);
  });

  it('accepts with a limit in pounds: the card is issued, the customer told, the audit row written', async () => {
    const { application, customer } = await sentApplication();
    // A limit as typed is read as it is or refused, never rewritten: no sign dropped, no dot dropped.
    for (const limit of [-5, '-5000', '7000.5', '99999999', '']) {
      const bad = await decide(application.id, { action: 'accept', limit });
      expect(bad, String(limit)).toMatchObject({
        status: 400,
        body: {
          message: 'Enter the limit in whole pounds, from 1 to 1,000,000.',
          field_errors: { limit: 'credit_limit_invalid' },
        },
      });
    }
    const accepted = await decide(application.id, { action: 'accept', limit: '٣٠٬٠٠٠' });
    expect(accepted.body).toMatchObject({ status: 'accepted', approved_limit: 30_000 });
    const [card] = await db.select().from(creditCards).where(eq(creditCards.customerId, customer.id));
    expect(card).toMatchObject({ creditLimit: 30_000_00, available: 30_000_00, status: 'active' });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credit_application'), eq(auditLog.entityId, String(application.id))));
    expect(row).toMatchObject({
      action: 'credit_application.accept',
      before: { status: 'submitted', approvedLimit: null },
      after: { status: 'accepted', approvedLimit: 30_000_00 },
    });
    const sms = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.phone));
    expect(sms.length).toBeGreaterThan(0);
    expect((await decide(application.id, { action: 'accept', limit: 30_000 })).status).toBe(409);
    // The history keeps the limit as a figure, for the console to say in its own language.
    const detail = await adminCall(
      'GET',
      `/credit/applications/${application.id}`,
      undefined,
      sessions.credit_officer,
    );
    const events = detail.body.events as { status: string; details: unknown }[];
    expect(events.find((e) => e.status === 'accepted')?.details).toEqual({
      action: 'accept',
      from: 'submitted',
      limit: 30_000,
    });
  });

  it('accepts above the suggested limit only with a reason, kept in the history, in either language', async () => {
    const { application } = await sentApplication();
    for (const [locale, reason] of [
      ['en', undefined],
      ['ar', '  '],
    ] as const) {
      const bare = await adminCall(
        'POST',
        `/credit/applications/${application.id}/decision`,
        { action: 'accept', limit: 36_001, reason },
        { ...sessions.credit_officer!, 'accept-language': locale },
      );
      expect(bare.status).toBe(400);
      expect(bare.body.field_errors).toEqual({ reason: 'credit_limit_reason_required' });
      expect(bare.body.message).toMatch(
        locale === 'en'
          ? /^Above the suggested limit of EGP\s36,000: say why/
          : /^الحد أعلى من الحد المقترح \u200f?36,000/,
      );
    }
    const [card] = await db.select().from(creditCards).where(eq(creditCards.applicationId, application.id));
    expect(card).toBeUndefined();
    const justified = await decide(application.id, {
      action: 'accept',
      limit: 50_000,
      reason: 'Second income from rent, bank statement checked',
    });
    expect(justified.body).toMatchObject({ status: 'accepted', approved_limit: 50_000 });
    const detail = await adminCall(
      'GET',
      `/credit/applications/${application.id}`,
      undefined,
      sessions.credit_officer,
    );
    const events = detail.body.events as { status: string; note: string | null }[];
    expect(events.find((e) => e.status === 'accepted')?.note).toBe(
      'limit 50000 EGP: Second income from rent, bank statement checked',
    );
  });

  it('rejects only with a reason, asks for named documents, holds and releases', async () => {
    const { application, customer } = await sentApplication();
    expect((await decide(application.id, { action: 'reject', reason: '' })).body.field_errors).toEqual({
      reason: 'credit_reason_required',
    });
    expect(
      (await decide(application.id, { action: 'request_documents', documents: ['passport'] })).status,
    ).toBe(400);
    // A note told to the applicant with the documents: at most 500 characters.
    const long = await decide(application.id, {
      action: 'request_documents',
      documents: ['income'],
      note: 'x'.repeat(501),
    });
    expect(long.body.field_errors).toEqual({ note: 'credit_documents_note' });
    const note = 'The payslip is older than three months.';
    expect(
      (await decide(application.id, { action: 'request_documents', documents: ['income'], note })).body
        .status,
    ).toBe('documents_needed');
    const [asked] = await db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    // Its own full stop is not doubled by the message's; the message says where to upload.
    expect(asked!.body).toContain(`ملاحظتنا: ${note} `);
    expect(asked!.body).not.toContain('..');
    expect(asked!.body).toMatch(/ارفعها من حسابك: http\S+\/account\/credit-limit-request$/);
    const shown = await adminCall('GET', `/credit/applications/${application.id}`, undefined, sessions.admin);
    expect(shown.body).toMatchObject({ requested_documents: ['income'], documents_note: note });
    // A hold is told to the customer's file with its reason, never without.
    expect((await decide(application.id, { action: 'hold', reason: ' ' })).body.field_errors).toEqual({
      reason: 'credit_reason_required',
    });
    expect((await decide(application.id, { action: 'hold', reason: 'Fraud check' })).body.status).toBe(
      'on_hold',
    );
    expect((await decide(application.id, { action: 'release' })).body.status).toBe('documents_needed');
    expect(
      (await decide(application.id, { action: 'reject', reason: 'Income too low' }, 'admin')).body.status,
    ).toBe('rejected');
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(application.id)))
      // In the order they were written: without it, PostgreSQL may answer rows in any order.
      .orderBy(auditLog.id);
    expect(rows.filter((r) => r.entity === 'credit_application').map((r) => r.action)).toEqual([
      'credit_application.request_documents',
      'credit_application.hold',
      'credit_application.release',
      'credit_application.reject',
    ]);
    const events = await eventsOf(application.id);
    expect(events.map((e) => e.details)).toEqual([
      { action: 'request_documents', from: 'submitted', documents: ['income'], note },
      { action: 'hold', from: 'documents_needed' },
      { action: 'release', from: 'on_hold' },
      { action: 'reject', from: 'documents_needed' },
    ]);
    expect(events.at(-1)!.note).toBe('Income too low');
  });
});

describe('a hold lifted', () => {
  it('tells an applicant the application is reviewed again, not that it was received', async () => {
    const { application, customer } = await sentApplication();
    await decide(application.id, { action: 'hold', reason: 'Employer check' });
    // Held before any card: paused, as the page says; not §8's words about a credit limit.
    const [held] = await db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(held!.body).toContain('طلب بطاقة أمان متوقف مؤقتًا لحين التحقق من بعض البيانات');
    expect(held!.body).not.toContain('حدك الائتماني');
    expect((await decide(application.id, { action: 'release' })).body.status).toBe('submitted');
    const [last] = await db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(last!.body).toContain('نراجع طلب بطاقة أمان مرة أخرى');
  });
});

/** An application's decisions, in the order they were taken (its submission left out). */
const eventsOf = (applicationId: number) =>
  db
    .select()
    .from(creditApplicationEvents)
    .where(
      and(
        eq(creditApplicationEvents.applicationId, applicationId),
        ne(creditApplicationEvents.actor, 'customer'),
      ),
    )
    .orderBy(creditApplicationEvents.id);

describe('cards', () => {
  it('finds a card by phone, national ID or last four, holds and releases it', async () => {
    const { application, customer, nationalId } = await sentApplication();
    const email = `card.${customer.phone}@example.com`;
    await db
      .update(customers)
      .set({ email, emailConfirmedAt: new Date() })
      .where(eq(customers.id, customer.id));
    await decide(application.id, { action: 'accept', limit: 20_000 });
    const [card] = await db.select().from(creditCards).where(eq(creditCards.customerId, customer.id));
    for (const q of [customer.phone, nationalId, card!.number.slice(-4)]) {
      const found = await adminCall('GET', `/credit/cards?q=${q}`, undefined, sessions.credit_officer);
      expect(
        (found.body.items as { id: number }[]).map((i) => i.id),
        q,
      ).toContain(card!.id);
    }
    expect((await adminCall('GET', '/credit/cards?q=ab', undefined, sessions.credit_officer)).status).toBe(
      400,
    );
    const held = await adminCall(
      'POST',
      `/credit/cards/${card!.id}/hold`,
      { hold: true, reason: 'Lost card' },
      sessions.credit_officer,
    );
    expect(held.body.status).toBe('on_hold');
    // The limit changed while held: the customer hears of it, and the release says the new one.
    const raised = await adminCall(
      'POST',
      `/credit/cards/${card!.id}/limit`,
      { limit: 25_000, reason: 'Good payer' },
      sessions.credit_officer,
    );
    expect(raised.status).toBe(200);
    const released = await adminCall(
      'POST',
      `/credit/cards/${card!.id}/hold`,
      { hold: false },
      sessions.credit_officer,
    );
    expect(released.body.status).toBe('active');
    const told = (
      await db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, customer.phone))
        .orderBy(outboxMessages.id)
    ).map((m) => m.body);
    // By e-mail too, each under a subject that says what it is about.
    const mailed = await db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(outboxMessages.id);
    expect(mailed.map((m) => m.subject)).toEqual([
      'تمت الموافقة على بطاقة أمان',
      'إيقاف التعامل على حدك الائتماني في أمان',
      'حد ائتماني جديد لبطاقة أمان',
      'يمكنك استخدام بطاقة أمان مرة أخرى',
    ]);
    const [limitNotice, releaseNotice] = told.slice(-2);
    expect(limitNotice).toContain('أصبح الحد الائتماني لبطاقة أمان');
    expect(releaseNotice).toContain('يمكنك استخدام بطاقة أمان مرة أخرى');
    for (const notice of [limitNotice, releaseNotice]) expect(notice).toMatch(/\b25,000\sج\.م\./);
    const detail = await adminCall('GET', `/credit/cards/${card!.id}`, undefined, sessions.credit_officer);
    expect(detail.body).toMatchObject({
      last4: card!.number.slice(-4),
      credit_limit: 25_000,
      available: card!.available / 100 + 5_000,
      // The store's own schedule shape (the holder's GET amancard/instalments), in pounds.
      schedule: {
        card: { last4: card!.number.slice(-4), credit_limit: 25_000 },
        next_due: null,
        purchases: [],
        payments: [],
      },
    });
  });

  it('changes the limit, never below what is in use, with an audit row', async () => {
    const { id } = await customerId();
    const cardId = await giveCard(db, id, { limit: 10_000_00, pin: '1234' });
    await db.update(creditCards).set({ available: 4_000_00 }).where(eq(creditCards.id, cardId));
    const path = `/credit/cards/${cardId}/limit`;
    const below = await adminCall(
      'POST',
      path,
      { limit: 5_000, reason: 'Lower the risk' },
      sessions.credit_officer,
    );
    expect(below).toMatchObject({
      status: 409,
      body: { message: 'The limit cannot be below what is in use (EGP\u00a06,000).' },
    });
    expect(
      (await adminCall('POST', path, { limit: 8_000 }, sessions.credit_officer)).body.field_errors,
    ).toEqual({
      reason: 'credit_reason_required',
    });
    const raised = await adminCall(
      'POST',
      path,
      { limit: 15_000, reason: 'Good payer' },
      sessions.credit_officer,
    );
    expect(raised.body).toMatchObject({ credit_limit: 15_000, available: 9_000 });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credit_card'), eq(auditLog.entityId, String(cardId))));
    expect(row).toMatchObject({
      action: 'credit_card.limit',
      reason: 'Good payer',
      before: { creditLimit: 10_000_00, available: 4_000_00 },
      after: { creditLimit: 15_000_00, available: 9_000_00 },
    });
  });
});
