import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { formSubmissions, outboxMessages } from '@/db/schema';
import { FORM_SUBMISSIONS_PER_IP_PER_HOUR } from '@/domain/forms/forms';
import { cairoDayFrom } from '@/domain/shared/cairo-day';
import { bearer, call, newPhone, quickCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

/** POST /rest/{locale}/V1/forms/{formId} {parameters}: the trip form, kept for staff, confirmed by SMS. */
let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

const inDays = (n: number) => cairoDayFrom(new Date(), n);
const trip = (over: Record<string, unknown> = {}) => ({
  destination: 'Dahab',
  departure_date: inDays(30),
  return_date: inDays(37),
  adults: 2,
  children: 1,
  name: 'Mona Adel',
  phone: newPhone(),
  email: 'mona@example.com',
  notes: 'A room with a sea view',
  pay_with_card: true,
  ...over,
});
let ip = 0;
/** Each call from its own address, so that the per-address cap is only met where a test wants it. */
const send = (
  locale: string,
  parameters: unknown,
  headers: Record<string, string> = {},
  form = 'book_trip',
) =>
  call(
    'rest',
    'POST',
    `/rest/${locale}/V1/forms/${form}`,
    { parameters },
    {
      'x-forwarded-for': `198.51.100.${++ip % 250}`,
      ...headers,
    },
  );
const arabic = /[\u0600-\u06FF]/;

describe.each(['ar', 'en'] as const)('the trip form in %s', (locale) => {
  it('keeps the request with a reference and texts the reference to the phone', async () => {
    const parameters = trip();
    const sent = await send(locale, parameters);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference = sent.body.reference as string;
    expect(reference).toMatch(/^TRP-\d{8}$/);
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference));
    expect(row).toMatchObject({ formCode: 'book_trip', locale, status: 'new', customerId: null });
    expect(row?.data).toMatchObject({
      destination: 'Dahab',
      adults: 2,
      pay_with_card: true,
      phone: parameters.phone,
    });
    const [sms] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, parameters.phone))
      .orderBy(desc(outboxMessages.id));
    expect(sms?.body).toContain(reference);
    // What was asked for, named as a request ("the trip booking request"), not the menu's "Book a trip".
    expect(sms?.body).toContain(
      locale === 'ar' ? 'استلمنا طلب حجز الرحلة.' : 'we received your trip booking request.',
    );
    if (locale === 'ar') expect(sms?.body).toMatch(arabic);
  });

  it('answers 400 naming the field, with every field at fault, and keeps nothing', async () => {
    const before = (await db.select().from(formSubmissions)).length;
    const bad = await send(locale, trip({ return_date: inDays(10), adults: 0, phone: '0123' }));
    expect(bad.status).toBe(400);
    expect(bad.body.parameters).toContain('parameters.return_date');
    expect(bad.body.message).toContain('parameters.return_date');
    if (locale === 'ar') expect(bad.body.message).toMatch(arabic);
    expect(bad.body.field_errors).toEqual({
      return_date: 'form_date_after',
      adults: 'form_number_range',
      phone: 'phone_length',
    });
    // The stored form (migration 0056) wants the destination and the name in letters.
    const junk = await send(locale, trip({ destination: '1', name: 'x' }));
    expect(junk.body.field_errors).toEqual({ destination: 'form_letters', name: 'form_letters' });
    const past = await send(locale, trip({ departure_date: inDays(0) }));
    expect(past.body.field_errors).toEqual({ departure_date: 'form_date_future' });
    const extra = await send(locale, trip({ price: 1 }));
    expect(extra.body.parameters).toContain('parameters.price');
    const none = await call('rest', 'POST', `/rest/${locale}/V1/forms/book_trip`, { parameters: 'x' });
    expect(none.status).toBe(400);
    expect((await db.select().from(formSubmissions)).length).toBe(before);
  });

  it('answers 400 for a form that does not exist, naming it', async () => {
    const unknown = await send(locale, trip(), {}, 'no_such_form');
    expect(unknown.status).toBe(400);
    expect(unknown.body.parameters).toEqual(expect.arrayContaining(['formId', 'no_such_form']));
    const get = await call('rest', 'GET', `/rest/${locale}/V1/forms/no_such_form`);
    expect(get.status).toBe(400);
  });
});

it("serves the form's fields, and keeps a signed-in customer's request with the account", async () => {
  const fields = await call('rest', 'GET', '/rest/en/V1/forms/book_trip');
  expect(fields.status).toBe(200);
  expect((fields.body.fields as { name: string }[]).map((f) => f.name)).toEqual([
    'destination',
    'departure_date',
    'return_date',
    'adults',
    'children',
    'name',
    'phone',
    'email',
    'notes',
    'pay_with_card',
  ]);
  const { token } = await quickCustomer(db);
  const sent = await send('en', trip(), bearer(token));
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.reference, sent.body.reference as string));
  expect(row?.customerId).toEqual(expect.any(Number));
  const expired = await send('en', trip(), bearer('not-a-token'));
  expect(expired.status).toBe(401);
});

it('takes at most the cap of requests per client address and hour', async () => {
  const from = { 'x-forwarded-for': '203.0.113.77' };
  const statuses: number[] = [];
  for (let i = 0; i <= FORM_SUBMISSIONS_PER_IP_PER_HOUR; i++)
    statuses.push((await send('en', trip(), from)).status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(FORM_SUBMISSIONS_PER_IP_PER_HOUR);
  expect(statuses.at(-1)).toBe(429);
});
