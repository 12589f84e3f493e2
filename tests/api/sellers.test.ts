import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { categories, outboxMessages, sellerApplications, sellers, sellerTranslations } from '@/db/schema';
import { decideSellerApplication } from '@/domain/sellers/decisions';
import { sendSellerCode, verifySellerPhone } from '@/domain/sellers/applications';
import { restApp } from '@/http/rest/app';
import { nationalIdAged } from '../fixtures/national-ids';
import { bearer, call, lastCodeSentTo, newPhone, quickCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/{locale}/V1/sellers/application…: the 3-step seller application of /sellonaman, by a
 * guest who proves a phone or by a signed-in customer; the decision by staff (the sellers command).
 */
let db: Db;
let jpeg: Buffer;
let category: string;
beforeAll(async () => {
  db = (await useTestDb()).db;
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const [main] = await db
    .select({ urlKey: categories.urlKey })
    .from(categories)
    .where(eq(categories.level, 1))
    .limit(1);
  category = main!.urlKey;
});

// A valid Egyptian IBAN (the SWIFT registry's example) and one with its check digits changed.
const IBAN = 'EG38 0019 0005 0000 0000 2631 8000 2';
const BAD_IBAN = 'EG39 0019 0005 0000 0000 2631 8000 2';
let storeSerial = 0;
const storeName = () =>
  `Nile Gadgets ${['Alpha', 'Beta', 'Gamma', 'Delta', 'Omega', 'Sigma'][storeSerial % 6]} ${++storeSerial}`;

const merchant = (phone: string, over: Record<string, unknown> = {}) => ({
  step: 'merchant',
  merchant_name: 'Karim Mostafa',
  store_name: storeName(),
  trade_category: category,
  social_link: 'https://facebook.com/nilegadgets',
  contact_phone: phone,
  contact_email: 'karim@example.com',
  ...over,
});
const company = (over: Record<string, unknown> = {}) => ({
  step: 'company',
  company_name: 'Nile Gadgets Trading_Co-1',
  company_owner: 'Karim Mostafa',
  owner_national_id: '29001011234567',
  commercial_register_number: '123456',
  tax_card_number: '123456789',
  ...over,
});
const bank = (over: Record<string, unknown> = {}) => ({
  step: 'bank',
  bank_name: 'nbe',
  bank_account_name: 'Nile Gadgets',
  bank_account_number: '1234567890',
  iban: IBAN,
  ...over,
});

type Headers = Record<string, string>;
const path = (locale: string, rest: string) => `/rest/${locale}/V1/sellers/application${rest}`;
const save = (who: Headers, body: unknown, locale = 'en') =>
  call('rest', 'PUT', path(locale, '/draft'), body, who);
const submit = (who: Headers, locale = 'en') => call('rest', 'POST', path(locale, '/submit'), {}, who);
const current = (who: Headers, locale = 'en') => call('rest', 'GET', path(locale, ''), undefined, who);

async function upload(who: Headers, kind: string, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(bytes)], 'scan.jpg', { type }));
  const res = await restApp.request(path('en', '/documents'), { method: 'POST', headers: who, body: form });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { field_errors?: Headers },
  };
}

/** A guest proves a phone and gets the draft token header. */
async function guest(locale = 'en'): Promise<{ phone: string; who: Headers }> {
  const phone = newPhone();
  const sent = await call('rest', 'POST', path(locale, '/code'), { phone });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await lastCodeSentTo(db, phone);
  const verified = await call('rest', 'POST', path(locale, '/verify'), { phone, code });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { phone, who: { 'x-seller-draft': verified.body.draft_token as string } };
}

/** Fills every step and both scans. */
async function complete(who: Headers, phone: string, over: Record<string, unknown> = {}) {
  expect((await save(who, merchant(phone, over))).status).toBe(200);
  expect((await save(who, company())).status).toBe(200);
  expect((await save(who, bank())).status).toBe(200);
  expect((await upload(who, 'commercial_register_scan', jpeg)).status).toBe(200);
  expect((await upload(who, 'tax_card_scan', jpeg)).status).toBe(200);
}

const lastMessage = async (recipient: string) =>
  (
    await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
  )[0];

describe.each(['ar', 'en'] as const)('a guest applies in %s', (locale) => {
  it('proves the phone, fills the three steps, sends, and is told by SMS and e-mail', async () => {
    const { phone, who } = await guest(locale);
    await complete(who, phone);
    const sent = await submit(who, locale);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'pending', missing: {} });
    expect(sent.body.reference).toMatch(/^SEL-\d{8}$/);
    const sms = await lastMessage(phone);
    expect(sms).toMatchObject({ channel: 'sms', locale });
    expect(sms!.body).toContain(sent.body.reference as string);
    expect(/[\u0600-\u06FF]/.test(sms!.body)).toBe(locale === 'ar');
    expect((await lastMessage('karim@example.com'))?.channel).toBe('email');
    // What was sent cannot be changed any more, but can be read.
    expect((await save(who, bank())).status).toBe(409);
    expect((await current(who, locale)).body.application).toMatchObject({ status: 'pending' });
  });
});

describe('the draft', () => {
  it('is kept on the server and a guest comes back to it by proving the phone again', async () => {
    const { phone, who } = await guest();
    await save(who, merchant(phone, { store_name: 'Draft Keeper' }));
    const again = await call('rest', 'POST', path('en', '/code'), { phone });
    // The 60 s countdown applies: the code of a minute ago still stands until then.
    expect(again.status).toBe(429);
    const old = await current(who);
    expect(old.body.application).toMatchObject({ status: 'draft', answers: { store_name: 'Draft Keeper' } });
    expect((await current({ 'x-seller-draft': 'not-a-token' })).status).toBe(401);
    expect((await current({})).status).toBe(401);
  });

  it("takes a signed-in customer's account phone, and no other as the contact phone", async () => {
    const { phone, token } = await quickCustomer(db);
    expect((await current(bearer(token))).body).toEqual({ application: null });
    const other = await save(bearer(token), merchant(newPhone()));
    expect(other.status).toBe(400);
    expect(other.body.field_errors).toEqual({ contact_phone: 'contact_phone_verified' });
    const saved = await save(bearer(token), merchant(phone));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'draft', phone });
    expect(Object.keys(saved.body.missing as object)).toEqual(
      expect.arrayContaining(['company_name', 'iban', 'commercial_register_scan']),
    );
  });

  it('refuses a send with parts missing, naming each', async () => {
    const { phone, who } = await guest();
    await save(who, merchant(phone));
    const refused = await submit(who);
    expect(refused.status).toBe(400);
    expect(refused.body.field_errors).toMatchObject({
      company_name: expect.any(String),
      iban: expect.any(String),
      tax_card_scan: 'document_required',
    });
  });
});

describe('the rules, on the server', () => {
  let who: Headers;
  let phone: string;
  beforeAll(async () => {
    ({ who, phone } = await guest());
  });
  const refusal = async (body: unknown) => {
    const answer = await save(who, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    return answer.body.field_errors;
  };

  it('checks the IBAN: Egyptian, 29 characters, right check digits', async () => {
    expect(await refusal(bank({ iban: BAD_IBAN }))).toEqual({ iban: 'iban_check' });
    expect(await refusal(bank({ iban: 'GB82WEST12345698765432' }))).toEqual({ iban: 'iban_format' });
    expect(await refusal(bank({ bank_name: 'no-such-bank' }))).toEqual({ bank_name: 'bank_name' });
    expect(await refusal(bank({ bank_account_number: '12.34' }))).toEqual({
      bank_account_number: 'numbers_only',
    });
    // A number pasted as printed, in groups, is kept as its digits.
    const grouped = await save(who, bank({ bank_account_number: '1000-2345 6789' }));
    expect(grouped.status).toBe(200);
    expect(JSON.stringify(grouped.body)).toContain('"bank_account_number":"100023456789"');
    // The account is in the company's name, digits and all.
    expect((await save(who, bank({ bank_account_name: 'Raya 2000 Trading' }))).status).toBe(200);
    expect(await refusal(bank({ bank_account_name: 'Raya <2000>' }))).toEqual({
      bank_account_name: 'bank_account_name',
    });
  });

  it("checks the company: its name's characters, the owner's national ID, numbers only", async () => {
    expect(await refusal(company({ company_name: 'Nile <Gadgets>' }))).toEqual({
      company_name: 'company_name',
    });
    expect(await refusal(company({ owner_national_id: '29013011234567' }))).toEqual({
      owner_national_id: 'national_id_date',
    });
    expect(await refusal(company({ owner_national_id: '1234' }))).toEqual({
      owner_national_id: 'national_id_format',
    });
    expect(await refusal(company({ tax_card_number: '12345678x' }))).toEqual({
      tax_card_number: 'numbers_only',
    });
    // Left empty or short, a number is asked for by its name and length, not "digits only".
    expect(await refusal(company({ commercial_register_number: ' ', tax_card_number: '' }))).toEqual({
      commercial_register_number: 'commercial_register_number',
      tax_card_number: 'tax_card_number',
    });
    expect((await save(who, company({ tax_card_number: '123-456-789' }))).status).toBe(200);
    expect(await refusal(company({ tax_card_number: '١٢٣٤' }))).toEqual({
      tax_card_number: 'tax_card_number',
    });
    // A name needs a letter; a register is not numbered 0; a date of birth still to come is no ID.
    expect(await refusal(company({ company_name: '__' }))).toEqual({ company_name: 'company_name' });
    expect(await refusal(company({ commercial_register_number: '000' }))).toEqual({
      commercial_register_number: 'commercial_register_number',
    });
    expect(await refusal(company({ owner_national_id: nationalIdAged(-3) }))).toEqual({
      owner_national_id: 'national_id_date',
    });
    // The owner is of full legal age (21): an ID of someone born 11 or 18 years ago is refused.
    for (const owner_national_id of [nationalIdAged(11), nationalIdAged(18)])
      expect(await refusal(company({ owner_national_id }))).toEqual({
        owner_national_id: 'owner_national_id_age',
      });
    // Names as IDs and banks write them: marks, hyphens, apostrophes; one script, never a third.
    for (const company_owner of ['محمّد علي', 'عبد-الرحمن محمد', 'Abdel-Rahman', "O'Neil Smith"])
      expect((await save(who, company({ company_owner }))).status, company_owner).toBe(200);
    for (const company_owner of ['Иван Петров', 'Karim كريم', "--'"])
      expect(await refusal(company({ company_owner })), company_owner).toEqual({
        company_owner: 'company_owner',
      });
    // Arabic letters are a company name too, with digits typed on an Arabic keyboard.
    expect((await save(who, company({ company_name: 'شركة النيل للأجهزة-2' }))).status).toBe(200);
    expect((await save(who, company({ company_name: 'شركة النيل-٢' }))).status).toBe(200);
    // Numbers typed on an Arabic keyboard are read as digits.
    expect(
      (await save(who, company({ owner_national_id: '٢٩٠٠١٠١١٢٣٤٥٦٧', tax_card_number: '١٢٣٤٥٦٧٨٩' })))
        .status,
    ).toBe(200);
  });

  it('checks the merchant step: a link, a category of the store, a step it knows', async () => {
    expect(await refusal(merchant(phone, { social_link: 'facebook' }))).toEqual({ social_link: 'url_error' });
    // Written without its scheme, as most people write one, a page's address is taken as https.
    const bare = await save(who, merchant(phone, { social_link: 'facebook.com/nilegadgets' }));
    expect(bare.status).toBe(200);
    expect(JSON.stringify(bare.body)).toContain('"social_link":"https://facebook.com/nilegadgets"');
    expect(await refusal(merchant(phone, { social_link: 'javascript:alert(1)' }))).toEqual({
      social_link: 'url_error',
    });
    expect(await refusal(merchant(phone, { trade_category: 'no-such-category' }))).toEqual({
      trade_category: 'trade_category',
    });
    expect(await refusal({ step: 'payment' })).toEqual({ step: 'invalid_input' });
  });

  it('answers in the language of the request', async () => {
    const ar = await call('rest', 'PUT', path('ar', '/draft'), bank({ iban: BAD_IBAN }), who);
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('store names', () => {
  it('are unique whatever the case or script, and a seller of the store keeps its own', async () => {
    const first = await guest();
    await complete(first.who, first.phone, { store_name: 'Tech Hub Cairo' });
    expect((await submit(first.who)).status).toBe(200);

    const second = await guest();
    for (const taken of ['TECH-HUB cairo', 'تك هب كايرو']) {
      const answer = await save(second.who, merchant(second.phone, { store_name: taken }));
      expect(answer.status, taken).toBe(409);
      expect(answer.body.field_errors).toEqual({ store_name: 'store_name_taken' });
    }
    const [seller] = await db.select({ name: sellerTranslations.name }).from(sellerTranslations).limit(1);
    expect((await save(second.who, merchant(second.phone, { store_name: seller!.name }))).status).toBe(409);
  });

  it('two applications with one name sent at once: one is sent, the other refused', async () => {
    const a = await guest();
    const b = await guest();
    await complete(a.who, a.phone, { store_name: 'Twin Store Giza' });
    await complete(b.who, b.phone, { store_name: 'Twin Store Giza' });
    const answers = await Promise.all([submit(a.who), submit(b.who)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  });
});

describe('scans', () => {
  it('are checked by content and size, kept privately and served to their applicant only', async () => {
    const { who } = await guest();
    const fake = await upload(who, 'tax_card_scan', Buffer.from('%PDF-1.4 not an image'));
    expect(fake.status).toBe(400);
    expect(fake.body.field_errors).toEqual({ tax_card_scan: 'image_type' });
    expect((await upload(who, 'passport', jpeg)).status).toBe(400);
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    expect([400, 413]).toContain((await upload(who, 'tax_card_scan', big)).status);

    const sent = await upload(who, 'tax_card_scan', jpeg);
    const url = (sent.body.documents as { url: string }[])[0]!.url;
    const own = await restApp.request(url, { headers: who });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const stranger = await guest();
    expect((await restApp.request(url, { headers: stranger.who })).status).toBe(404);
    expect((await restApp.request(url)).status).toBe(401);
  });
});

describe('decisions (npm run sellers, later the back office)', () => {
  const ctx = () => ({ db, locale: 'en' as const });

  it("approve creates the seller, linked to the applicant's account, and tells them", async () => {
    const { phone, token } = await quickCustomer(db);
    await complete(bearer(token), phone, { store_name: 'Approved Appliances' });
    const sent = await submit(bearer(token));
    const [row] = await db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.reference, sent.body.reference as string));
    const decided = await decideSellerApplication(ctx(), row!.id, { decision: 'approve', actor: 'staff' });
    expect(decided.status).toBe('approved');
    const [seller] = await db.select().from(sellers).where(eq(sellers.id, decided.sellerId!));
    expect(seller).toMatchObject({ isActive: true, customerId: row!.customerId });
    expect((await lastMessage(phone))!.body).toContain(sent.body.reference as string);
    expect((await current(bearer(token))).body.application).toMatchObject({ status: 'approved' });
    // Decided once: not again.
    await expect(
      decideSellerApplication(ctx(), row!.id, { decision: 'reject', reason: 'x y z', actor: 'staff' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
  });

  it('reject needs a reason; more information reopens the application for a new send', async () => {
    const { phone, who } = await guest();
    await complete(who, phone);
    const sent = await submit(who);
    const [row] = await db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.reference, sent.body.reference as string));
    await expect(
      decideSellerApplication(ctx(), row!.id, { decision: 'reject', actor: 'staff' }),
    ).rejects.toMatchObject({
      messageKey: 'seller_decision_reason',
    });
    await decideSellerApplication(ctx(), row!.id, {
      decision: 'info',
      reason: 'The tax card scan is unreadable. ',
      actor: 'staff',
    });
    expect((await current(who)).body.application).toMatchObject({
      status: 'info_needed',
      reason: 'The tax card scan is unreadable.',
    });
    // One full stop after the reason, and a whole address a phone makes a link of.
    expect((await lastMessage(phone))!.body).toMatch(
      /: The tax card scan is unreadable\. Update your application at https?:\/\/[^\s/]+\/sellonaman$/,
    );
    expect((await upload(who, 'tax_card_scan', jpeg)).status).toBe(200);
    expect((await submit(who)).body).toMatchObject({ status: 'pending' });
    await decideSellerApplication(ctx(), row!.id, {
      decision: 'reject',
      reason: 'Not an electronics trader',
      actor: 'staff',
    });
    // The browser that sent it reads the decision with its token, and changes nothing with it.
    expect((await current(who)).body.application).toMatchObject({
      status: 'rejected',
      reason: 'Not an electronics trader',
    });
    expect((await save(who, bank())).status).toBe(409);
    // Back with the phone proven again (past the code's countdown): the decision and its reason,
    // not a blank new application.
    const later = { ...ctx(), now: new Date(Date.now() + 5 * 60_000) };
    await sendSellerCode(later, { phone });
    const back = await verifySellerPhone(later, { phone, code: await lastCodeSentTo(db, phone) });
    expect(back.view.application).toMatchObject({
      reference: sent.body.reference,
      status: 'rejected',
      decisionReason: 'Not an electronics trader',
    });
    const reread = await current({ 'x-seller-draft': back.draftToken });
    expect(reread.body.application).toMatchObject({
      status: 'rejected',
      reason: 'Not an electronics trader',
    });
    // Read only: no step of a decided application can be changed.
    expect((await save({ 'x-seller-draft': back.draftToken }, bank())).status).toBe(409);
  });
});
