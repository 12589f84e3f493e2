import sharp from 'sharp';
import { asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from 'next-auth';
import { authOptions } from '@/auth/options';
import type { Db } from '@/db/client';
import { creditApplicationEvents, creditCards, outboxMessages } from '@/db/schema';
import { decide } from '@/domain/credit/decisions';
import { NATIONAL_ID_CHANGES_PER_DAY } from '@/domain/credit/applications';
import { restApp } from '@/http/rest/app';
import type { WireApplication, WireCard } from '@/http/rest/credit-serializers';
import { headerOnlyPng } from '../fixtures/crafted-images';
import { nationalIdAged } from '../fixtures/national-ids';
import { ageCodes, bearer, call, lastCodeSentTo, newPhone, registerCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

let serial = 0;
/** A valid national ID no other test uses: born 1990–1999, Cairo, a serial from the clock. */
export function newNationalId(): string {
  const n = (Date.now() + serial++) % 1_000_000;
  const year = String(90 + (n % 10));
  const day = String(1 + (Math.floor(n / 10) % 28)).padStart(2, '0');
  return `2${year}01${day}01${String(Math.floor(n / 280) % 10_000).padStart(4, '0')}1`;
}

const personal = (overrides: Record<string, unknown> = {}) => ({
  step: 'personal',
  first_name: 'Mona',
  father_name: 'Ahmed',
  grandfather_name: 'Ali',
  family_name: 'Hassan',
  national_id: newNationalId(),
  other_mobile: newPhone(),
  other_address: '12 Tahrir Street, Dokki, Giza',
  ...overrides,
});
const work = {
  step: 'work',
  job_title: 'Accountant',
  job_sector: 'government',
  salary: 10000,
  job_address: 'Ministry of Finance, Nasr City',
};

let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#aa6633' } })
    .png()
    .toBuffer();
});

async function upload(token: string, kind: string, bytes: Buffer, name = 'scan.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await restApp.request('/rest/en/V1/creditlimit/mine/documents', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as WireApplication & { field_errors?: Record<string, string> },
  };
}

const draft = (token: string, body: unknown) =>
  call('rest', 'PUT', '/rest/en/V1/creditlimit/mine/draft', body, bearer(token));
const submit = (token: string, body: unknown = { terms_accepted: true }) =>
  call('rest', 'POST', '/rest/en/V1/creditlimit/mine/submit', body, bearer(token));
const mine = async (token: string) => {
  const res = await call('rest', 'GET', '/rest/en/V1/creditlimit/mine', undefined, bearer(token));
  return {
    ...res,
    body: res.body as { application: WireApplication | null; card: WireCard | null; terms: unknown },
  };
};

/** A shopper with a complete draft (both steps and the three documents). */
async function completeDraft(nationalId = newNationalId()) {
  const customer = await registerCustomer(db, { E_mail: `credit.${Date.now()}.${serial++}@example.com` });
  expect((await draft(customer.token, personal({ national_id: nationalId }))).status).toBe(200);
  expect((await draft(customer.token, work)).status).toBe(200);
  for (const kind of ['id_front', 'id_back', 'income'])
    expect((await upload(customer.token, kind, jpeg)).status).toBe(200);
  return { ...customer, nationalId };
}

async function submitted() {
  const shopper = await completeDraft();
  const res = await submit(shopper.token);
  expect(res.status).toBe(200);
  return { ...shopper, applicationId: res.body.id as number };
}

const staff = () => ({ db, locale: 'en' as const });

/** The session next-auth would answer for a signed-in customer: its jwt then session callbacks. */
async function sessionOf(customerToken: string) {
  const { callbacks } = authOptions();
  const token = await callbacks!.jwt!({ token: { customer_token: customerToken } } as never);
  return callbacks!.session!({ session: { expires: '' }, token } as never) as Promise<Session>;
}

describe('credit-limit application: the draft', () => {
  it('keeps each checked step, and answers the card terms of §9', async () => {
    const { token } = await registerCustomer(db);
    expect((await mine(token)).body).toMatchObject({
      application: null,
      card: null,
      terms: {
        issuing_fee: 100,
        validity_years: 3,
        minimum_age: 21,
        decision_days: 2,
        delivery_days: { greater_cairo: 2, elsewhere: 4 },
      },
    });
    const saved = await draft(token, personal({ other_mobile: '+201001234567' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'draft',
      answers: { first_name: 'Mona', other_mobile: '01001234567' },
    });
    await draft(token, work);
    expect((await mine(token)).body.application).toMatchObject({
      status: 'draft',
      answers: { first_name: 'Mona', job_sector: 'government', salary: 10000 },
      missing_documents: ['id_front', 'id_back', 'income'],
    });
    // Typed on an Arabic keyboard, with a thousands separator: read as digits and kept as 0-9.
    const nationalId = newNationalId();
    const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect((await draft(token, personal({ national_id: arabic(nationalId) }))).status).toBe(200);
    expect((await draft(token, { ...work, salary: '١٢٬٥٠٠' })).status).toBe(200);
    expect((await mine(token)).body.application?.answers).toMatchObject({
      national_id: nationalId,
      salary: 12500,
    });
  });

  it('refuses each bad field with its key, and keeps nothing of a refused step', async () => {
    const { token, phone } = await registerCustomer(db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ national_id: '29913150123456' }, { national_id: 'national_id_date' }],
      [{ national_id: '29901159923456' }, { national_id: 'national_id_governorate' }],
      [{ national_id: nationalIdAged(20) }, { national_id: 'national_id_age' }],
      [{ national_id: '123' }, { national_id: 'national_id_format' }],
      [{ family_name: 'حسن' }, { family_name: 'full_name_script' }],
      [{ grandfather_name: '' }, { grandfather_name: 'full_name_part' }],
      [{ other_mobile: phone }, { other_mobile: 'other_mobile_own' }],
      [{ other_mobile: '0123' }, { other_mobile: 'phone_length' }],
    ];
    for (const [change, fields] of cases) {
      const res = await draft(token, personal(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.field_errors).toEqual(fields);
    }
    // Both of the checks beyond the schema at once.
    const both = await draft(token, personal({ national_id: nationalIdAged(20), other_mobile: phone }));
    expect(both.body.field_errors).toEqual({
      national_id: 'national_id_age',
      other_mobile: 'other_mobile_own',
    });
    const badWork = await draft(token, { ...work, salary: 10, job_sector: 'army' });
    expect(badWork.body.field_errors).toEqual({ salary: 'salary_range', job_sector: 'job_sector' });
    expect((await draft(token, { ...work, step: 'documents' })).status).toBe(400);
    expect((await mine(token)).body.application).toBeNull();
  });

  it('needs a signed-in customer', async () => {
    expect((await call('rest', 'GET', '/rest/en/V1/creditlimit/mine')).status).toBe(401);
    expect((await call('rest', 'PUT', '/rest/en/V1/creditlimit/mine/draft', work)).status).toBe(401);
  });
});

describe('credit-limit application: documents', () => {
  it('takes JPEG and PNG by content, re-encoded, served only to their owner', async () => {
    const { token } = await registerCustomer(db);
    await draft(token, personal());
    const up = await upload(token, 'id_front', png, 'front.png', 'image/png');
    expect(up.status).toBe(200);
    const doc = up.body.documents[0]!;
    expect(doc).toMatchObject({ kind: 'id_front', width: 600, height: 400 });
    expect(doc.url).toMatch(/^\/rest\/V1\/creditlimit\/mine\/documents\/\d+$/);
    const own = await restApp.request(doc.url, { headers: bearer(token) });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).format).toBe('jpeg');
    const other = await registerCustomer(db);
    expect((await restApp.request(doc.url, { headers: bearer(other.token) })).status).toBe(404);
    expect((await restApp.request(doc.url)).status).toBe(401);
    // replaced, not added: one front side
    const again = await upload(token, 'id_front', jpeg);
    expect(again.body.documents.filter((d: { kind: string }) => d.kind === 'id_front')).toHaveLength(1);
    expect((await restApp.request(doc.url, { headers: bearer(token) })).status).toBe(200);
  });

  it('refuses a renamed PDF, an SVG, a 6 MB image, a pixel bomb and an unknown kind, keeping nothing', async () => {
    const { token } = await registerCustomer(db);
    await draft(token, personal());
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    const big = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]);
    for (const [bytes, name, key] of [
      [pdf, 'id.jpg', 'image_type'],
      [svg, 'id.png', 'image_type'],
      [big, 'id.jpg', 'image_size'],
      [headerOnlyPng(16000, 16000), 'id.png', 'image_pixels'],
    ] as const) {
      const res = await upload(token, 'id_front', bytes, name);
      expect(res.status, name).not.toBe(200);
      if (res.status === 400) expect(res.body.field_errors).toEqual({ file: key });
      else expect(res.status).toBe(413);
    }
    expect((await upload(token, 'passport', jpeg)).body.field_errors).toEqual({ kind: 'document_kind' });
    expect((await mine(token)).body.application?.documents).toEqual([]);
  });

  it('drops what trails a PNG: the stored file is a clean re-encoding', async () => {
    const { token } = await registerCustomer(db);
    await draft(token, personal());
    const trailing = Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
    const up = await upload(token, 'id_back', trailing, 'back.png', 'image/png');
    expect(up.status).toBe(200);
    const stored = Buffer.from(
      await (await restApp.request(up.body.documents[0]!.url, { headers: bearer(token) })).arrayBuffer(),
    );
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('credit-limit application: submit and decisions', () => {
  it('submits a complete draft once, claims the national ID, and tells the shopper', async () => {
    const shopper = await completeDraft();
    expect((await submit(shopper.token, {})).body.field_errors).toEqual({ terms_accepted: 'terms_required' });
    const res = await submit(shopper.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'submitted', timeline: [{ status: 'submitted' }] });
    expect((await submit(shopper.token)).status).toBe(409);
    expect((await draft(shopper.token, work)).status).toBe(409);
    const sms = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shopper.phone))
      .orderBy(asc(outboxMessages.id));
    // in the account's language (registered in Arabic, the default)
    expect(sms.at(-1)?.body).toContain('استلمنا طلب بطاقة أمان');
    // another customer with the same national ID
    const other = await registerCustomer(db);
    const taken = await draft(other.token, personal({ national_id: shopper.nationalId }));
    expect(taken.status).toBe(409);
    expect(taken.body.field_errors).toEqual({ national_id: 'national_id_taken' });
  });

  it(`lets an account try ${NATIONAL_ID_CHANGES_PER_DAY} national IDs a day, so that others' IDs cannot be probed`, async () => {
    const { token } = await registerCustomer(db);
    for (let i = 0; i < NATIONAL_ID_CHANGES_PER_DAY; i++) {
      const id = newNationalId();
      expect((await draft(token, personal({ national_id: id }))).status).toBe(200);
      // Saving the step again with the ID it holds is not another try.
      expect((await draft(token, personal({ national_id: id }))).status).toBe(200);
    }
    const more = await call(
      'rest',
      'PUT',
      '/rest/ar/V1/creditlimit/mine/draft',
      personal({ national_id: newNationalId() }),
      bearer(token),
    );
    expect(more.status).toBe(429);
    expect(more.body.message).toMatch(/^أدخلت عدة أرقام قومية اليوم\. تحقق من الرقم المكتوب على بطاقتك/);
  });

  it('refuses to submit without the documents, naming those missing', async () => {
    const { token } = await registerCustomer(db);
    await draft(token, personal());
    await draft(token, work);
    await upload(token, 'id_front', jpeg);
    const res = await submit(token);
    expect(res.status).toBe(400);
    expect(res.body.field_errors).toEqual({ id_back: 'document_required', income: 'document_required' });
  });

  it('accepts with a limit: the card exists with the limit available, masked but for its last 4 digits', async () => {
    const shopper = await submitted();
    // The session tells the menus whether to offer "My Aman card".
    const session = () => sessionOf(shopper.token);
    // ...and the promo strip where the application stands.
    expect((await session()).user).toMatchObject({ aman_card: false, credit_application: 'submitted' });
    await decide(staff(), 'test-staff', shopper.applicationId, { action: 'accept', limit: 30_000_00 });
    expect((await session()).user).toMatchObject({ aman_card: true, credit_application: null });
    const { body } = await mine(shopper.token);
    expect(body.application).toMatchObject({ status: 'accepted', approved_limit: 30000 });
    expect(body.card).toMatchObject({
      status: 'active',
      credit_limit: 30000,
      available: 30000,
      pin_set: false,
    });
    expect(body.card?.number_masked).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(JSON.stringify(body)).not.toMatch(/\d{16}/);
    const card = await call('rest', 'GET', '/rest/en/V1/amancard/mine', undefined, bearer(shopper.token));
    expect(String(card.body.valid_until).slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 3));
  });

  it('asks for documents again: only those may be uploaded, then it goes back to review', async () => {
    const shopper = await submitted();
    await decide(staff(), 'test-staff', shopper.applicationId, {
      action: 'request_documents',
      documents: ['income'],
    });
    expect((await mine(shopper.token)).body.application).toMatchObject({
      status: 'documents_needed',
      requested_documents: ['income'],
    });
    expect((await sessionOf(shopper.token)).user.credit_application).toBe('documents_needed');
    expect((await upload(shopper.token, 'id_front', jpeg)).status).toBe(409);
    const resubmit = () =>
      call('rest', 'POST', '/rest/en/V1/creditlimit/mine/resubmit', {}, bearer(shopper.token));
    expect((await resubmit()).body.field_errors).toEqual({ income: 'document_required' });
    expect((await upload(shopper.token, 'income', png, 'slip.png', 'image/png')).status).toBe(200);
    const back = await resubmit();
    expect(back.body).toMatchObject({ status: 'under_review', requested_documents: [] });
    expect((back.body as WireApplication).timeline.map((e) => e.status)).toEqual([
      'submitted',
      'documents_needed',
      'under_review',
    ]);
    // Staff's history names the re-upload by what happened, for the console to say in its language.
    const [last] = await db
      .select()
      .from(creditApplicationEvents)
      .where(eq(creditApplicationEvents.applicationId, shopper.applicationId))
      .orderBy(desc(creditApplicationEvents.id))
      .limit(1);
    expect(last).toMatchObject({ actor: 'customer', details: { action: 'documents_reuploaded' } });
  });

  it('rejects with a reason, and an application once decided cannot be decided again', async () => {
    const shopper = await submitted();
    await expect(
      decide(staff(), 'x', shopper.applicationId, { action: 'reject', reason: ' ' }),
    ).rejects.toThrow('credit_reason_required');
    await decide(staff(), 'x', shopper.applicationId, {
      action: 'reject',
      reason: 'Income too low for a card',
    });
    expect((await mine(shopper.token)).body.application).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Income too low for a card',
    });
    // The strip offers the card again: a refused shopper may apply again.
    expect((await sessionOf(shopper.token)).user.credit_application).toBe('rejected');
    await expect(
      decide(staff(), 'x', shopper.applicationId, { action: 'accept', limit: 100 }),
    ).rejects.toThrow('credit_application_state');
    // A scan sent to a decided application is refused for its state, not as if there were none.
    expect(await upload(shopper.token, 'income', jpeg)).toMatchObject({
      status: 409,
      body: { message: "This can't be done with the application in its current state." },
    });
  });
});

describe('the card PIN', () => {
  async function withCard() {
    const shopper = await submitted();
    await decide(staff(), 'test-staff', shopper.applicationId, { action: 'accept', limit: 20_000_00 });
    return shopper;
  }
  const sendPin = (token: string) =>
    call('rest', 'POST', '/rest/V1/amancard/sendpin', {}, { ...bearer(token), 'accept-language': 'en' });
  const setPin = (token: string, body: unknown) =>
    call('rest', 'POST', '/rest/en/V1/amancard/mine/pin', body, bearer(token));
  const changePin = (token: string, body: unknown) =>
    call('rest', 'PUT', '/rest/en/V1/amancard/mine/pin', body, bearer(token));
  const checkCode = (token: string, body: unknown) =>
    call('rest', 'POST', '/rest/en/V1/amancard/mine/pin/code', body, bearer(token));

  it('checks the code before the PIN is chosen, counting wrong tries and leaving the right one unspent', async () => {
    const shopper = await withCard();
    await sendPin(shopper.token);
    const code = await lastCodeSentTo(db, shopper.phone);
    expect((await checkCode(shopper.token, { code: '12' })).body.field_errors).toEqual({
      code: 'otp_error',
    });
    const wrong = await checkCode(shopper.token, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('4');
    const right = await checkCode(shopper.token, { code });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ status: 1 });
    // Still unspent: the PIN is set with it, and then it is spent.
    expect((await setPin(shopper.token, { code, pin: '7294' })).status).toBe(200);
    expect((await checkCode(shopper.token, { code })).status).toBe(400);
    // Without a card there is nothing to check a code for.
    const { token } = await registerCustomer(db);
    expect((await checkCode(token, { code })).status).toBe(404);
    expect((await call('rest', 'POST', '/rest/en/V1/amancard/mine/pin/code', { code })).status).toBe(401);
  });

  it('is set with a code sent to the account phone, and kept only as a hash', async () => {
    const shopper = await withCard();
    expect((await sendPin(shopper.token)).status).toBe(200);
    const code = await lastCodeSentTo(db, shopper.phone);
    expect((await setPin(shopper.token, { code, pin: '12a4' })).body.field_errors).toEqual({
      pin: 'pin_error',
    });
    // A PIN anyone would try first is refused, in either script, and the code stays unspent.
    for (const weak of ['1234', '٥٥٥٥']) {
      const refused = await setPin(shopper.token, { code, pin: weak });
      expect(refused.status).toBe(400);
      expect(refused.body.field_errors).toEqual({ pin: 'pin_weak' });
    }
    expect((await setPin(shopper.token, { code: '000000', pin: '7294' })).status).toBe(400);
    const set = await setPin(shopper.token, { code, pin: '7294' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ pin_set: true, pin_locked: false });
    const [row] = await db
      .select()
      .from(creditCards)
      .where(eq(creditCards.applicationId, shopper.applicationId));
    expect(row!.pinHash).not.toContain('7294');
    // The cardholder is told at once, so that a PIN set by someone else is noticed.
    const [told] = await db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shopper.phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    // In the account's language (Arabic).
    expect(told!.body).toContain(
      'تم الآن تعيين الرقم السري لبطاقة أمان. إن لم تكن أنت، اتصل بخدمة العملاء على 19910',
    );
  });

  it('locks after 5 wrong PINs, even the right one, until a new PIN is set with a code', async () => {
    const shopper = await withCard();
    await sendPin(shopper.token);
    await setPin(shopper.token, { code: await lastCodeSentTo(db, shopper.phone), pin: '2468' });
    for (let i = 1; i <= 4; i++) {
      const wrong = await changePin(shopper.token, { current_pin: '0000', pin: '1592' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain(`Tries left: ${5 - i}`);
    }
    expect((await changePin(shopper.token, { current_pin: '0000', pin: '1592' })).status).toBe(403);
    const locked = await changePin(shopper.token, { current_pin: '2468', pin: '1592' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toContain('5 times');
    await ageCodes(db, shopper.phone);
    await sendPin(shopper.token);
    const reset = await setPin(shopper.token, { code: await lastCodeSentTo(db, shopper.phone), pin: '1357' });
    expect(reset.body).toMatchObject({ pin_locked: false });
    // A guessable new PIN is refused before the current one is checked: no try is spent on it.
    const weak = await changePin(shopper.token, { current_pin: '0000', pin: '9876' });
    expect(weak.body.field_errors).toEqual({ pin: 'pin_weak' });
    expect(weak.body.message).toBe(
      'Choose a code that is harder to guess: not one digit four times, and not a run such as 1234.',
    );
    const [card] = await db
      .select()
      .from(creditCards)
      .where(eq(creditCards.applicationId, shopper.applicationId));
    expect(card!.pinFailedAttempts).toBe(0);
    const before = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.phone));
    expect((await changePin(shopper.token, { current_pin: '1357', pin: '9753' })).status).toBe(200);
    // A change is told too; the refused tries were not.
    const after = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.phone));
    expect(after.length - before.length).toBe(1);
  });

  it('compares at most 5 PINs of a burst sent at once, and locks', async () => {
    const shopper = await withCard();
    await sendPin(shopper.token);
    await setPin(shopper.token, { code: await lastCodeSentTo(db, shopper.phone), pin: '2468' });
    const guesses = Array.from({ length: 16 }, (_, i) => String(3000 + i * 7).padStart(4, '0'));
    const burst = await Promise.all(
      guesses.map((pin) => changePin(shopper.token, { current_pin: pin, pin: '1592' })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(12);
    // Every PIN compared is a counted try: five, not the sixteen sent.
    const [card] = await db
      .select()
      .from(creditCards)
      .where(eq(creditCards.applicationId, shopper.applicationId));
    expect(card).toMatchObject({ pinFailedAttempts: 5, pinLocked: true });
    expect((await changePin(shopper.token, { current_pin: '2468', pin: '1592' })).status).toBe(403);
  });

  it('cannot be set on a card on hold, with the §8 text; release restores it', async () => {
    const shopper = await withCard();
    await decide(staff(), 'test-staff', shopper.applicationId, { action: 'hold', reason: 'Late payment' });
    const held = await sendPin(shopper.token);
    expect(held.status).toBe(403);
    expect(held.body.message).toBe(
      'You cannot deal with your credit limit, to contact customer service call 19910',
    );
    expect((await mine(shopper.token)).body.card?.status).toBe('on_hold');
    await decide(staff(), 'test-staff', shopper.applicationId, { action: 'release' });
    expect((await mine(shopper.token)).body).toMatchObject({
      application: { status: 'accepted' },
      card: { status: 'active' },
    });
    expect((await sendPin(shopper.token)).status).toBe(200);
  });

  it('is 404 for a customer without a card', async () => {
    const { token } = await registerCustomer(db);
    expect((await call('rest', 'GET', '/rest/en/V1/amancard/mine', undefined, bearer(token))).status).toBe(
      404,
    );
    expect((await sendPin(token)).status).toBe(404);
  });
});
