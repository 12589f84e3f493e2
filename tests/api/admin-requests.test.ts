import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, customers, formSubmissions } from '@/db/schema';
import { operationsDashboard } from '@/domain/orders/staff-dashboard';
import { cairoDayFrom } from '@/domain/shared/cairo-day';
import { bearer, call, newPhone, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/forms/{code}/submissions and /rest/V1/admin/form-submissions/{id}: the trip
 * requests shoppers send from /amantravel, for operations staff (and admins) to find, read and mark
 * handled or reopen, each change audited with its note. Other roles get 403; a customer's token or
 * no cookie 401. The API files share one database: this file finds its own requests by reference.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customer: { token: string; id: number };

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'operations', 'credit_officer', 'content'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  const signedIn = await quickCustomer(db);
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phone, signedIn.phone));
  customer = { token: signedIn.token, id: row!.id };
}, 60_000);

const inDays = (n: number) => cairoDayFrom(new Date(), n);
let ip = 0;
/** A trip request as the store's form sends it; answers its reference. */
async function sendTrip(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const parameters = {
    destination: 'Sharm El Sheikh',
    departure_date: inDays(20),
    return_date: inDays(25),
    adults: 2,
    children: 0,
    name: 'Karim Nabil',
    phone: newPhone(),
    pay_with_card: true,
    ...over,
  };
  const sent = await call(
    'rest',
    'POST',
    '/rest/ar/V1/forms/book_trip',
    { parameters },
    {
      'x-forwarded-for': `203.0.113.${++ip % 250}`,
      ...headers,
    },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const reference = sent.body.reference as string;
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference));
  return { reference, id: row!.id, phone: parameters.phone };
}

type Item = { id: number; reference: string; status: string; values: Record<string, unknown> };
const list = async (query: string, role = 'operations') => {
  const answer = await adminCall('GET', `/forms/book_trip/submissions?${query}`, undefined, as[role]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as { items: Item[]; total_count: number; page_size: number };
};

describe('trip requests in the back office', () => {
  it('lists a new request, found by its reference, phone or name, with what the shopper sent', async () => {
    const sent = await sendTrip({ name: 'Salma Fathy' });
    for (const q of [sent.reference, sent.reference.toLowerCase(), sent.phone, 'salma fath']) {
      const found = await list(`status=new&q=${encodeURIComponent(q)}`);
      expect(found.items.map((i) => i.reference)).toContain(sent.reference);
    }
    const [item] = (await list(`q=${sent.reference}`)).items;
    expect(item).toMatchObject({ id: sent.id, status: 'new', form: 'book_trip', locale: 'ar' });
    expect(item!.values).toMatchObject({ destination: 'Sharm El Sheikh', adults: 2, pay_with_card: true });
    // Not among the handled ones.
    expect((await list(`status=handled&q=${sent.reference}`)).items).toEqual([]);
    // The dashboard counts it among the requests waiting.
    const dashboard = await operationsDashboard({ db, locale: 'en' });
    expect(dashboard.requests.n).toBeGreaterThanOrEqual(1);
    expect(dashboard.requests.oldest).not.toBeNull();
  });

  it('new requests come oldest first, the others newest first', async () => {
    const first = await sendTrip({ name: 'Order First' });
    const second = await sendTrip({ name: 'Order First' });
    const oldestFirst = (await list('status=new&q=order%20first')).items.map((i) => i.id);
    expect(oldestFirst.indexOf(first.id)).toBeLessThan(oldestFirst.indexOf(second.id));
    const newestFirst = (await list('q=order%20first')).items.map((i) => i.id);
    expect(newestFirst.indexOf(second.id)).toBeLessThan(newestFirst.indexOf(first.id));
  });

  it('shows one request with its fields in order and the account that sent it', async () => {
    const sent = await sendTrip({}, bearer(customer.token));
    const answer = await adminCall('GET', `/form-submissions/${sent.id}`, undefined, as.operations);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      reference: sent.reference,
      status: 'new',
      customer: { id: customer.id },
      history: [],
    });
    expect((answer.body.fields as string[]).slice(0, 3)).toEqual([
      'destination',
      'departure_date',
      'return_date',
    ]);
  });

  it('marks a request handled with a note, audited once, and reopens it', async () => {
    const sent = await sendTrip();
    const path = `/form-submissions/${sent.id}/status`;
    const handled = await adminCall(
      'PUT',
      path,
      { status: 'handled', note: '  Called; booked 2 rooms  ' },
      as.operations,
    );
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body).toMatchObject({ status: 'handled' });
    expect(handled.body.history).toEqual([
      expect.objectContaining({ action: 'form_submission.handle', note: 'Called; booked 2 rooms' }),
    ]);
    // Again: nothing changes, nothing more in the log.
    expect((await adminCall('PUT', path, { status: 'handled' }, as.operations)).status).toBe(200);
    const audits = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'form_submission'), eq(auditLog.entityId, String(sent.id))));
    expect(await audits()).toHaveLength(1);
    expect((await audits())[0]).toMatchObject({ before: { status: 'new' }, after: { status: 'handled' } });
    expect((await list(`status=handled&q=${sent.reference}`)).items).toHaveLength(1);

    const reopened = await adminCall('PUT', path, { status: 'new' }, as.admin);
    expect(reopened.body).toMatchObject({ status: 'new' });
    expect(await audits()).toHaveLength(2);
  });

  it('refuses bad input in the caller’s language, and writes nothing', async () => {
    const sent = await sendTrip();
    const path = `/form-submissions/${sent.id}/status`;
    const bad = await adminCall('PUT', path, { status: 'closed' }, as.operations);
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({ status: 'status_error' });
    const long = await adminCall(
      'PUT',
      path,
      { status: 'handled', note: 'x'.repeat(501) },
      {
        ...as.operations,
        'accept-language': 'ar',
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.field_errors).toEqual({ note: 'submission_note' });
    expect(long.body.message).toMatch(/[\u0600-\u06FF]/);
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, sent.id));
    expect(row!.status).toBe('new');

    expect((await adminCall('GET', '/form-submissions/99999999', undefined, as.operations)).status).toBe(404);
    expect(
      (await adminCall('PUT', '/form-submissions/abc/status', { status: 'handled' }, as.operations)).status,
    ).toBe(404);
    expect((await adminCall('GET', '/forms/no_such_form/submissions', undefined, as.operations)).status).toBe(
      400,
    );
    const badList = await adminCall(
      'GET',
      '/forms/book_trip/submissions?status=done&page=0',
      undefined,
      as.operations,
    );
    expect(badList.status).toBe(400);
    expect(badList.body.field_errors).toMatchObject({ status: 'status_error', page: 'page_error' });
    const longQ = await adminCall(
      'GET',
      `/forms/book_trip/submissions?q=${'x'.repeat(61)}`,
      undefined,
      as.operations,
    );
    expect(longQ.body.field_errors).toEqual({ q: 'submission_search' });
  });

  it('operations and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const sent = await sendTrip();
    const calls: [string, string, unknown?][] = [
      ['GET', '/forms/book_trip/submissions'],
      ['GET', `/form-submissions/${sent.id}`],
      ['PUT', `/form-submissions/${sent.id}/status`, { status: 'handled' }],
    ];
    for (const [method, p, body] of calls) {
      for (const role of ['credit_officer', 'content'] as const)
        expect([role, method, p, (await adminCall(method, p, body, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect([method, p, (await adminCall(method, p, body, bearer(customer.token))).status]).toEqual([
        method,
        p,
        401,
      ]);
      expect([method, p, (await adminCall(method, p, body)).status]).toEqual([method, p, 401]);
    }
    expect((await adminCall('GET', '/forms/book_trip/submissions', undefined, as.admin)).status).toBe(200);
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, sent.id));
    expect(row!.status).toBe('new');
  });
});
