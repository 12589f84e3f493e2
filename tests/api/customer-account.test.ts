import { asc, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { emailConfirmations, newsletterSubscribers, outboxMessages } from '@/db/schema';
import { RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR, resetLinkWorks } from '@/domain/auth/password-reset';
import {
  ageCodes,
  ageResetLinks,
  askResetLink,
  bearer,
  call,
  confirmEmailFromOutbox,
  lastCodeSentTo,
  lastConfirmTokenSentTo,
  lastResetTokenSentTo,
  newPhone,
  PASSWORD,
  registerCustomer,
  resetWithToken,
} from './auth-helpers';
import { withEnv } from './env';
import { useTestDb } from './test-db';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

const login = async (identifier: Record<string, string>, password = PASSWORD) =>
  call('auth', 'POST', '/api/amanauth/login', { ...identifier, password });

const messagesTo = (recipient: string) =>
  db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(asc(outboxMessages.id));
/** Changes the password from PASSWORD to Changed99. */
const changePassword = (token: string) =>
  call(
    'rest',
    'PUT',
    '/rest/en/V1/customers/me/password',
    { currentPassword: PASSWORD, newPassword: 'Changed99', confirm_password: 'Changed99' },
    bearer(token),
  );
/** What went to an address apart from the links that confirm it. */
const noticesTo = async (recipient: string) =>
  (await messagesTo(recipient)).filter((m) => !m.body.includes('/confirm-email?token='));
/** The password-reset links mailed to an address. */
const resetMailsTo = async (email: string) =>
  (await messagesTo(email)).filter((m) => m.body.includes('/forgot-password?token='));

describe('session token', () => {
  it('answers 401 without, with an unknown, and with a logged-out token', async () => {
    expect((await call('rest', 'GET', '/rest/en/V1/customer/me')).status).toBe(401);
    const bad = await call('rest', 'GET', '/rest/ar/V1/customer/me', undefined, bearer('nope'));
    expect(bad.status).toBe(401);
    expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    const { token } = await registerCustomer(db);
    expect((await call('rest', 'POST', '/rest/V1/customer/logout', undefined, bearer(token))).body).toBe(
      true,
    );
    expect((await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).status).toBe(401);
    expect((await call('rest', 'POST', '/rest/V1/customer/logout', undefined, bearer(token))).status).toBe(
      401,
    );
  });
});

describe('profile', () => {
  it('updates names and e-mail, refusing a taken e-mail and bad names', async () => {
    await registerCustomer(db, { E_mail: 'someone.else@example.com' });
    const before = `before.${newPhone()}@example.com`;
    const { token, phone } = await registerCustomer(db, { E_mail: before });
    const ok = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'سارة', lastname: 'محمد', email: 'Sara@Example.com' },
      bearer(token),
    );
    expect(ok.status).toBe(200);
    // A new address is not confirmed until its owner opens the link mailed to it.
    expect(ok.body).toMatchObject({ firstname: 'سارة', email: 'sara@example.com', email_confirmed: false });
    expect(await lastConfirmTokenSentTo(db, 'sara@example.com')).toBeTruthy();
    // The old address (and the phone) hear that reset links now go elsewhere.
    const toldOld = await noticesTo(before);
    expect(toldOld).toHaveLength(1);
    // In the account's language (Arabic, as it registered without one).
    expect(toldOld[0]!.body).toContain('تم تغيير البريد الإلكتروني لحسابك على أمان إلى sara@example.com');
    const toldPhone = (await messagesTo(phone)).find((m) => m.body.includes('إلى sara@example.com'));
    // Greeted by the name saved with the address, not the one it replaced.
    expect(toldPhone?.body).toContain('سارة');
    expect(toldPhone?.body).not.toContain('Mona');
    const taken = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'Sara', lastname: 'M', email: 'someone.else@example.com' },
      bearer(token),
    );
    expect(taken.status).toBe(409);
    const mixed = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'Sara سارة', lastname: 'M' },
      bearer(token),
    );
    expect(mixed.body.field_errors).toEqual({ firstName: 'firstname_validation' });
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { phone, token } = await registerCustomer(db);
    const other = (await login({ phone_number: phone })).body.customer_token as string;
    const wrong = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me/password',
      { currentPassword: 'Nope1234', newPassword: 'Changed99', confirm_password: 'Changed99' },
      bearer(token),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.field_errors).toEqual({ currentPassword: 'current_password_wrong' });
    const same = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me/password',
      { currentPassword: PASSWORD, newPassword: PASSWORD, confirm_password: PASSWORD },
      bearer(token),
    );
    expect(same).toMatchObject({ status: 400, body: { field_errors: { password: 'password_same' } } });
    expect(same.body.message).toBe('Choose a new password that is different from your current one.');
    const ok = await changePassword(token);
    expect(ok.body).toBe(true);
    expect((await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).status).toBe(200);
    expect((await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(other))).status).toBe(401);
    expect((await login({ phone_number: phone }, 'Changed99')).status).toBe(200);
    // Told, once, in case it was not them.
    expect((await messagesTo(phone)).filter((m) => m.body.includes('تم تغيير كلمة مرور حسابك'))).toHaveLength(
      1,
    );
  });

  it('changes the mobile number with a code sent to the new number, and tells the old one', async () => {
    const { token, phone: old } = await registerCustomer(db);
    const taken = (await registerCustomer(db)).phone;
    expect(
      (
        await call(
          'auth',
          'POST',
          '/api/amanauth/send_otp',
          { MobileNumber: taken, type: 'change_phone', Password: PASSWORD },
          bearer(token),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await call('auth', 'POST', '/api/amanauth/send_otp', {
          MobileNumber: newPhone(),
          type: 'change_phone',
        })
      ).status,
    ).toBe(401);
    const next = newPhone();
    // A session alone is not enough: the account's password, typed again, and nothing is sent without it.
    for (const Password of [undefined, 'Wrong1234', 'x'.repeat(200)]) {
      const refused = await call(
        'auth',
        'POST',
        '/api/amanauth/send_otp',
        { MobileNumber: next, type: 'change_phone', Password },
        bearer(token),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.field_errors).toEqual({ Password: 'current_password_wrong' });
    }
    expect(await messagesTo(next)).toHaveLength(0);
    expect(
      (
        await call(
          'auth',
          'POST',
          '/api/amanauth/send_otp',
          { MobileNumber: next, type: 'change_phone', Password: PASSWORD },
          bearer(token),
        )
      ).status,
    ).toBe(200);
    const code = await lastCodeSentTo(db, next);
    const wrong = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me/phone',
      { MobileNumber: next, Code: code === '123456' ? '654321' : '123456' },
      bearer(token),
    );
    expect(wrong.status).toBe(400);
    const ok = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me/phone',
      { MobileNumber: next, Code: code },
      bearer(token),
    );
    expect(ok.body.phone_number).toBe(next);
    expect((await login({ phone_number: next })).status).toBe(200);
    expect(
      (await messagesTo(old)).some((m) =>
        m.body.includes(`تم تغيير رقم الموبايل لحسابك على أمان إلى ${next}`),
      ),
    ).toBe(true);
  });

  it('subscribes to and unsubscribes from the newsletter', async () => {
    const { token: noEmail } = await registerCustomer(db);
    const refused = await call(
      'rest',
      'PUT',
      '/rest/ar/V1/customers/me/newsletter',
      { subscribed: true },
      bearer(noEmail),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'أضف بريدًا إلكترونيًا إلى ملفك الشخصي أولًا، فالنشرة تُرسل بالبريد الإلكتروني.' },
    });
    expect(
      (await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(noEmail))).body.newsletter,
    ).toBe(false);
    const { token } = await registerCustomer(db, { E_mail: `news.${Date.now()}@example.com` });
    expect(
      (await call('rest', 'PUT', '/rest/en/V1/customers/me/newsletter', { subscribed: true }, bearer(token)))
        .body,
    ).toEqual({ subscribed: true });
    expect(
      (await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).body.newsletter,
    ).toBe(true);
    expect(
      (await call('rest', 'PUT', '/rest/en/V1/customers/me/newsletter', { subscribed: 'yes' }, bearer(token)))
        .status,
    ).toBe(400);
  });

  it("keeps one list: the footer's form and the account's page agree on an address", async () => {
    const email = `one.list.${Date.now()}@example.com`;
    const { token } = await registerCustomer(db, { E_mail: email });
    const me = async () =>
      (await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).body.newsletter;
    const footer = () =>
      call('rest', 'POST', '/rest/en/V1/newsletter/subscribe', { email: email.toUpperCase() });
    // Subscribed from the footer: the account's page shows it.
    expect((await footer()).body).toMatchObject({ status: 'subscribed' });
    expect(await me()).toBe(true);
    // Unsubscribed on the account's page: the address leaves the list, and the footer can add it again.
    await call('rest', 'PUT', '/rest/en/V1/customers/me/newsletter', { subscribed: false }, bearer(token));
    expect(await me()).toBe(false);
    const listed = () =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
    expect(await listed()).toEqual([]);
    expect((await footer()).body).toMatchObject({ status: 'subscribed' });
    // Subscribed on the account's page: on the list, and the footer says so.
    await call('rest', 'PUT', '/rest/en/V1/customers/me/newsletter', { subscribed: false }, bearer(token));
    await call('rest', 'PUT', '/rest/en/V1/customers/me/newsletter', { subscribed: true }, bearer(token));
    expect(await listed()).toHaveLength(1);
    expect((await footer()).body).toMatchObject({ status: 'already_subscribed' });
  });

  it('moves the subscription with the address, and ends it when the address is removed', async () => {
    const first = `moving.${newPhone()}@example.com`;
    const second = `moved.${newPhone()}@example.com`;
    const { token } = await registerCustomer(db, { E_mail: first });
    const profile = (email: string) =>
      call(
        'rest',
        'PUT',
        '/rest/en/V1/customers/me',
        { firstname: 'Sara', lastname: 'Ali', email },
        bearer(token),
      );
    const listed = async (email: string) =>
      (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).length;
    const me = async () =>
      (await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).body.newsletter;
    await call('rest', 'PUT', '/rest/en/V1/customers/me/newsletter', { subscribed: true }, bearer(token));
    expect((await profile(second)).status).toBe(200);
    expect([await listed(first), await listed(second), await me()]).toEqual([0, 1, true]);
    expect((await profile('')).status).toBe(200);
    expect([await listed(second), await me()]).toEqual([0, false]);
  });
});

describe('password reset by e-mail', () => {
  it('mails a single-use link whose token sets a new password', async () => {
    const { phone } = await registerCustomer(db, { E_mail: 'forgot.me@example.com' });
    const unknown = await call('rest', 'PUT', '/rest/en/V1/enhanced/customers/password', {
      email: 'nobody.here@example.com',
      template: 'email_reset',
      websiteId: 1,
    });
    expect(unknown.status).toBe(404);
    const sent = await call('rest', 'PUT', '/rest/ar/V1/enhanced/customers/password', {
      email: 'Forgot.Me@example.com',
      template: 'email_reset',
      websiteId: 1,
    });
    expect(sent.body).toBe(true);
    const [mail] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'forgot.me@example.com'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail!.channel).toBe('email');
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
    const token = decodeURIComponent(/forgot-password\?token=([^\s]+)/.exec(mail!.body)![1]!);
    const body = { rp_token: token, newPassword: 'ByMail123', confirm_password: 'ByMail123' };
    const mismatch = await call('rest', 'POST', '/rest/en/V1/customers/resetpasswordbytoken', {
      ...body,
      confirm_password: 'Other1234',
    });
    expect(mismatch.body.field_errors).toEqual({ confirmPassword: 'password_dont_match' });
    // The page asks before showing the form: a working link, then a used one, then a forged one.
    expect(await resetLinkWorks({ db, locale: 'en' }, token)).toBe(true);
    const ok = await call('rest', 'POST', '/rest/en/V1/customers/resetpasswordbytoken', body);
    expect(ok.body).toMatchObject({ status: 200 });
    expect(await resetLinkWorks({ db, locale: 'en' }, token)).toBe(false);
    expect(await resetLinkWorks({ db, locale: 'en' }, 'forged')).toBe(false);
    expect((await login({ phone_number: phone }, 'ByMail123')).status).toBe(200);
    const replay = await call('rest', 'POST', '/rest/en/V1/customers/resetpasswordbytoken', body, {
      'accept-language': 'en',
    });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/expired or was already used/);
    expect(
      (
        await call('rest', 'POST', '/rest/en/V1/customers/resetpasswordbytoken', {
          ...body,
          rp_token: 'forged',
        })
      ).status,
    ).toBe(400);
  });
});

describe('older reset links and codes die (issue 11, item 5)', () => {
  it('refuses an older link once a newer one was used', async () => {
    const email = `two.links.${newPhone()}@example.com`;
    const { phone } = await registerCustomer(db, { E_mail: email });
    expect((await askResetLink(email)).status).toBe(200);
    const older = await lastResetTokenSentTo(db, email);
    await ageResetLinks(db, email);
    expect((await askResetLink(email)).status).toBe(200);
    const newer = await lastResetTokenSentTo(db, email);
    expect(newer).not.toBe(older);
    expect(await resetWithToken(newer, 'Newer1234')).toBe(200);
    // The attacker's copy of the first e-mail cannot set the password back.
    expect(await resetWithToken(older, 'Attack1234')).toBe(400);
    expect((await login({ phone_number: phone }, 'Attack1234')).status).toBe(401);
    expect((await login({ phone_number: phone }, 'Newer1234')).status).toBe(200);
  });

  it('refuses an older link as soon as a new one is mailed', async () => {
    const email = `new.link.${newPhone()}@example.com`;
    await registerCustomer(db, { E_mail: email });
    await askResetLink(email);
    const older = await lastResetTokenSentTo(db, email);
    await ageResetLinks(db, email);
    expect((await askResetLink(email)).status).toBe(200);
    const newer = await lastResetTokenSentTo(db, email);
    expect(await resetWithToken(older, 'Older1234')).toBe(400);
    expect(await resetWithToken(newer, 'Newer1234')).toBe(200);
  });

  it('ends the e-mail link when the password is reset by a phone code, and the code when by link', async () => {
    const email = `both.ways.${newPhone()}@example.com`;
    const { phone } = await registerCustomer(db, { E_mail: email });
    await ageCodes(db, phone);
    await askResetLink(email);
    const link = await lastResetTokenSentTo(db, email);
    await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: phone,
      operation: 'send_otp',
    });
    const byPhone = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: phone,
      Password: 'ByPhone123',
      verify_code: await lastCodeSentTo(db, phone),
      operation: 'verify_otp',
    });
    expect(byPhone.status).toBe(200);
    expect(await resetWithToken(link, 'ByLink1234')).toBe(400);

    await ageCodes(db, phone);
    await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: phone,
      operation: 'send_otp',
    });
    const code = await lastCodeSentTo(db, phone);
    await ageResetLinks(db, email);
    expect((await askResetLink(email)).status).toBe(200);
    expect(await resetWithToken(await lastResetTokenSentTo(db, email), 'ByLink1234')).toBe(200);
    const late = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: phone,
      Password: 'ByCode1234',
      verify_code: code,
      operation: 'verify_otp',
    });
    expect(late.status).toBe(400);
    expect((await login({ phone_number: phone }, 'ByLink1234')).status).toBe(200);
  });

  it('ends open reset links when the password is changed', async () => {
    const email = `changed.${newPhone()}@example.com`;
    const { token } = await registerCustomer(db, { E_mail: email });
    await askResetLink(email);
    const link = await lastResetTokenSentTo(db, email);
    const changed = await changePassword(token);
    expect(changed.body).toBe(true);
    expect(await resetWithToken(link, 'Undo12345')).toBe(400);
  });
});

describe('reset e-mails are limited like codes (issue 11, item 5)', () => {
  it('sends one of 10 e-mails asked for in a row, and answers the wait in the language', async () => {
    const email = `in.a.row.${newPhone()}@example.com`;
    await registerCustomer(db, { E_mail: email });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await askResetLink(email, {}, 'ar'));
    expect(answers.map((a) => a.status)).toEqual([200, ...Array(9).fill(429)]);
    expect(answers[1]!.body.message).toMatch(/^لا يمكن إرسال رسالة جديدة لإعادة تعيين كلمة المرور الآن/);
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it(`sends at most ${RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR} an hour to one address, however far apart`, async () => {
    const email = `hourly.${newPhone()}@example.com`;
    await registerCustomer(db, { E_mail: email });
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await askResetLink(email)).status);
      await ageResetLinks(db, email);
    }
    expect(statuses).toEqual([
      ...Array(RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR).fill(200),
      ...Array(10 - RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR).fill(429),
    ]);
    const refused = await askResetLink(email);
    // The oldest of the five was sent 20 minutes "ago" (aged 2 minutes ten times): 40 minutes to go.
    expect(refused.body.message).toBe(
      'No new password-reset e-mail can be sent yet. You can ask for one in 40 minutes.',
    );
    expect(await resetMailsTo(email)).toHaveLength(RESET_EMAILS_MAX_PER_ADDRESS_PER_HOUR);
  });

  it('sends at most OTP_MAX_PER_IP_PER_HOUR e-mails an hour from one client address', async () => {
    const cap = 3;
    const emails: string[] = [];
    for (let i = 0; i <= cap; i++) {
      const email = `per.ip.${i}.${newPhone()}@example.com`;
      await registerCustomer(db, { E_mail: email });
      emails.push(email);
    }
    const from = { 'x-forwarded-for': `203.0.113.${(Date.now() % 200) + 1}` };
    await withEnv({ OTP_MAX_PER_IP_PER_HOUR: String(cap) }, async () => {
      const statuses = [];
      for (const email of emails) statuses.push((await askResetLink(email, from)).status);
      expect(statuses).toEqual([...Array(cap).fill(200), 429]);
      // another address is not affected
      const other = await askResetLink(emails[cap]!, { 'x-forwarded-for': '198.51.100.250' });
      expect(other.status).toBe(200);
    });
  });
});

describe('addresses', () => {
  const address = {
    street: 'Abbas El Akkad',
    building_number: '12',
    floor: '3',
    apartment_number: '7',
    landmark: 'Next to the mall',
    governorate: 'cairo',
    city: 'nasr_city',
    additional_mobile: '',
  };

  async function firstArea(governorate: string, city: string): Promise<string> {
    const dir = await call('rest', 'GET', '/rest/en/V1/directory/governorates');
    const list = dir.body as unknown as {
      code: string;
      cities: { code: string; areas: { code: string }[] }[];
    }[];
    return list.find((g) => g.code === governorate)!.cities.find((c) => c.code === city)!.areas[0]!.code;
  }

  it('serves the 27 governorates with cities and areas in both languages', async () => {
    const en = (await call('rest', 'GET', '/rest/en/V1/directory/governorates')).body as unknown as {
      code: string;
      name: string;
      cities: unknown[];
    }[];
    const ar = (await call('rest', 'GET', '/rest/ar/V1/directory/governorates')).body as unknown as {
      name: string;
    }[];
    expect(en).toHaveLength(27);
    expect(en[0]).toMatchObject({ code: 'cairo', name: 'Cairo' });
    expect(ar[0]!.name).toBe('القاهرة');
    expect(en.every((g) => g.cities.length > 0)).toBe(true);
  });

  it('adds, edits, moves the default, deletes, and keeps one default', async () => {
    const { token } = await registerCustomer(db);
    const area = await firstArea('cairo', 'nasr_city');
    const first = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { ...address, area },
      bearer(token),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ default_address: true, additional_mobile: null, city: 'nasr_city' });
    const second = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { ...address, area, street: 'Makram Ebeid', default_address: true },
      bearer(token),
    );
    const list = await call('rest', 'GET', '/rest/en/V1/customers/me/addresses', undefined, bearer(token));
    const rows = list.body as unknown as { id: number; default_address: boolean }[];
    expect(rows.filter((r) => r.default_address).map((r) => r.id)).toEqual([second.body.id]);
    const edited = await call(
      'rest',
      'PUT',
      `/rest/en/V1/customers/me/addresses/${first.body.id}`,
      { ...address, area, landmark: '', additional_mobile: '01012345678' },
      bearer(token),
    );
    expect(edited.body).toMatchObject({
      landmark: null,
      additional_mobile: '01012345678',
      default_address: false,
    });
    expect(
      (
        await call(
          'rest',
          'DELETE',
          `/rest/en/V1/customers/me/addresses/${second.body.id}`,
          undefined,
          bearer(token),
        )
      ).body,
    ).toBe(true);
    const after = (await call('rest', 'GET', '/rest/en/V1/customers/me/addresses', undefined, bearer(token)))
      .body as unknown as { id: number; default_address: boolean }[];
    expect(after).toEqual([expect.objectContaining({ id: first.body.id, default_address: true })]);
  });

  it('adds every address of a double tap on the first one, and keeps one default', async () => {
    const { token } = await registerCustomer(db);
    const area = await firstArea('cairo', 'nasr_city');
    // Eight at once on an account with none: each would be its first, and so its default.
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          'rest',
          'POST',
          '/rest/en/V1/customers/me/addresses',
          { ...address, area, building_number: String(i + 1), default_address: i % 2 === 0 },
          bearer(token),
        ),
      ),
    );
    expect(added.map((a) => a.status)).toEqual(Array(8).fill(201));
    const rows = (await call('rest', 'GET', '/rest/en/V1/customers/me/addresses', undefined, bearer(token)))
      .body as unknown as { default_address: boolean }[];
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.default_address)).toHaveLength(1);
  });

  it('refuses missing fields, unknown places and a city of another governorate', async () => {
    const { token } = await registerCustomer(db);
    const missing = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { governorate: 'cairo' },
      bearer(token),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.field_errors).toMatchObject({
      street: 'address_street',
      building_number: 'address_building',
      city: 'address_city',
      area: 'address_area',
    });
    const area = await firstArea('cairo', 'nasr_city');
    const wrongPlace = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { ...address, area, governorate: 'giza' },
      bearer(token),
    );
    expect(wrongPlace.body.field_errors).toEqual({ area: 'address_location' });
    const badMobile = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { ...address, area, additional_mobile: '0123' },
      bearer(token),
    );
    expect(badMobile.body.field_errors).toEqual({ additional_mobile: 'phone_length' });
    const symbols = await call(
      'rest',
      'POST',
      '/rest/ar/V1/customers/me/addresses',
      { ...address, area, street: '<<>>', floor: 'abc!' },
      bearer(token),
    );
    expect(symbols.status).toBe(400);
    expect(symbols.body.field_errors).toEqual({ street: 'address_chars', floor: 'address_short_chars' });
    expect(symbols.body.message).toMatch(/[\u0600-\u06ff]/);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/customers/me/addresses', undefined, bearer(token))).body,
    ).toEqual([]);
  });

  it("cannot see, edit or delete another customer's address", async () => {
    const owner = await registerCustomer(db);
    const other = await registerCustomer(db);
    const area = await firstArea('cairo', 'nasr_city');
    const mine = await call(
      'rest',
      'POST',
      '/rest/en/V1/customers/me/addresses',
      { ...address, area },
      bearer(owner.token),
    );
    const path = `/rest/en/V1/customers/me/addresses/${mine.body.id}`;
    expect((await call('rest', 'PUT', path, { ...address, area }, bearer(other.token))).status).toBe(404);
    expect((await call('rest', 'DELETE', path, undefined, bearer(other.token))).status).toBe(404);
    expect(
      (await call('rest', 'GET', '/rest/en/V1/customers/me/addresses', undefined, bearer(other.token))).body,
    ).toEqual([]);
    expect(
      (await call('rest', 'DELETE', '/rest/en/V1/customers/me/addresses/abc', undefined, bearer(owner.token)))
        .status,
    ).toBe(404);
  });
});

describe('single sign-on accounts', () => {
  it('add a phone with a code, which must not belong to another account', async () => {
    const { signInWithSso } = await import('@/domain/auth/sso');
    const { customer, token } = await signInWithSso(
      { db, locale: 'en' },
      { provider: 'oidc', subject: `sub-${newPhone()}`, email: null, firstName: 'Sso', lastName: 'User' },
    );
    expect(customer.phone).toBeNull();
    const taken = (await registerCustomer(db)).phone;
    expect(
      (
        await call(
          'auth',
          'POST',
          '/api/amanauth/send_otp',
          { MobileNumber: taken, type: 'add_phone' },
          bearer(token),
        )
      ).status,
    ).toBe(409);
    const phone = newPhone();
    await call(
      'auth',
      'POST',
      '/api/amanauth/send_otp',
      { MobileNumber: phone, type: 'add_phone' },
      bearer(token),
    );
    const res = await call(
      'auth',
      'POST',
      '/api/amanauth/add_sso_phone',
      { MobileNumber: phone, Code: await lastCodeSentTo(db, phone) },
      bearer(token),
    );
    expect(res.body).toMatchObject({ status: 1 });
    expect(
      (await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).body.phone_number,
    ).toBe(phone);
    expect(
      (await call('auth', 'POST', '/api/amanauth/add_sso_phone', { MobileNumber: phone, Code: '123456' }))
        .status,
    ).toBe(401);
  });

  it('signs the same subject into the same account and links a verified e-mail', async () => {
    const { signInWithSso } = await import('@/domain/auth/sso');
    const subject = `sub-${newPhone()}`;
    const a = await signInWithSso(
      { db, locale: 'en' },
      { provider: 'oidc', subject, email: 'sso.one@example.com', emailVerified: true },
    );
    const b = await signInWithSso({ db, locale: 'en' }, { provider: 'oidc', subject });
    expect(b.customer.id).toBe(a.customer.id);
    await registerCustomer(db, { E_mail: 'linked@example.com' });
    const unverified = await signInWithSso(
      { db, locale: 'en' },
      { provider: 'oidc', subject: `${subject}-x`, email: 'linked@example.com', emailVerified: false },
    );
    expect(unverified.customer.email).toBeNull();
    const verified = await signInWithSso(
      { db, locale: 'en' },
      { provider: 'oidc', subject: `${subject}-y`, email: 'linked@example.com', emailVerified: true },
    );
    expect(verified.customer.email).toBe('linked@example.com');
  });
});

describe('e-mail confirmation', () => {
  it('lets an address nobody confirmed be registered by another: the holder loses it and is told by SMS only', async () => {
    const email = `claimed.${newPhone()}@example.com`;
    const first = await registerCustomer(db, { E_mail: email, confirmEmail: false });
    const check = await call('auth', 'POST', '/api/amanauth/wb/email_validation', { Email: email });
    expect(check.body).toMatchObject({ message: 'email_does_not_exists' });
    const second = await registerCustomer(db, { E_mail: email, confirmEmail: false });
    const firstMe = await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(first.token));
    expect(firstMe.body.email).toBeFalsy();
    const told = (await messagesTo(first.phone)).filter((m) => m.body.includes(email));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('لم يتم تأكيده، وقد أضافه حساب آخر');
    // Nothing is mailed to the address about it: only the links that confirm it, one per account.
    expect(await noticesTo(email)).toEqual([]);
    // The first account's link no longer confirms it; the second's does, and then it is taken.
    expect((await messagesTo(email)).filter((m) => m.body.includes('/confirm-email?token='))).toHaveLength(2);
    expect((await confirmEmailFromOutbox(db, email)).status).toBe(200);
    const secondMe = await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(second.token));
    expect(secondMe.body).toMatchObject({ email, email_confirmed: true });
    const third = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'Mona', lastname: 'Hassan', email },
      bearer(first.token),
    );
    expect(third).toMatchObject({ status: 409, body: { field_errors: { email: 'email_exist' } } });
    expect(
      (await call('auth', 'POST', '/api/amanauth/wb/email_validation', { Email: email })).body,
    ).toMatchObject({
      status: 3,
    });
  });

  it('tells of a changed password at a confirmed address only', async () => {
    const email = `unconfirmed.${newPhone()}@example.com`;
    const { phone, token } = await registerCustomer(db, { E_mail: email, confirmEmail: false });
    const changed = await changePassword(token);
    expect(changed.body).toBe(true);
    expect((await messagesTo(phone)).filter((m) => m.body.includes('تم تغيير كلمة مرور حسابك'))).toHaveLength(
      1,
    );
    expect(await noticesTo(email)).toEqual([]);
  });

  const me = (token: string) => call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token));
  const confirm = (token: string) => call('rest', 'POST', '/rest/en/V1/customers/email/confirm', { token });
  const sendAgain = (token: string) =>
    call('rest', 'POST', '/rest/en/V1/customers/me/email/confirmation', undefined, bearer(token));

  it('confirms an address only through the link mailed to it; until then no reset link goes to it', async () => {
    const email = `confirm.${newPhone()}@example.com`;
    const { token } = await registerCustomer(db, { E_mail: email, confirmEmail: false });
    expect((await me(token)).body).toMatchObject({ email, email_confirmed: false });
    const refused = await askResetLink(email);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^This e-mail address is not confirmed yet/);
    expect(refused.body.field_errors).toEqual({ email: 'email_not_confirmed' });
    expect((await askResetLink(email, {}, 'ar')).body.message).toMatch(
      /^لم يتم تأكيد هذا البريد الإلكتروني بعد/,
    );
    expect(await resetMailsTo(email)).toHaveLength(0);

    const forged = await confirm('forged-token');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^This confirmation link has expired, was already used/);
    expect((await call('rest', 'POST', '/rest/en/V1/customers/email/confirm', {})).status).toBe(400);
    const link = await lastConfirmTokenSentTo(db, email);
    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email });
    expect((await confirm(link)).status).toBe(400);
    expect((await me(token)).body).toMatchObject({ email_confirmed: true });
    expect((await askResetLink(email)).status).toBe(200);
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('makes a changed address unconfirmed, ends the old link, and sends a new one once a minute', async () => {
    const first = `first.${newPhone()}@example.com`;
    const { token } = await registerCustomer(db, { E_mail: first, confirmEmail: false });
    const oldLink = await lastConfirmTokenSentTo(db, first);
    const second = `second.${newPhone()}@example.com`;
    const changed = await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'Mona', lastname: 'Hassan', email: second },
      bearer(token),
    );
    expect(changed.body).toMatchObject({ email: second, email_confirmed: false });
    expect((await confirm(oldLink)).status).toBe(400);
    const tooSoon = await sendAgain(token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(
      /^No new confirmation e-mail can be sent yet\. You can ask for one in/,
    );
    expect(tooSoon.headers.get('retry-after')).toMatch(/^(59|60)$/);
    const customerId = (await me(token)).body.id as number;
    await db
      .update(emailConfirmations)
      .set({ createdAt: sql`${emailConfirmations.createdAt} - interval '2 minutes'` })
      .where(eq(emailConfirmations.customerId, customerId));
    const firstOfSecond = await lastConfirmTokenSentTo(db, second);
    expect((await sendAgain(token)).status).toBe(200);
    const newest = await lastConfirmTokenSentTo(db, second);
    expect(newest).not.toBe(firstOfSecond);
    expect((await confirm(firstOfSecond)).status).toBe(400);
    expect((await confirmEmailFromOutbox(db, second)).status).toBe(200);
    const again = await sendAgain(token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This e-mail address is already confirmed.');
    // Saving the same address keeps it confirmed; removing it leaves nothing to confirm.
    await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'Mona', lastname: 'H', email: second },
      bearer(token),
    );
    expect((await me(token)).body).toMatchObject({ email_confirmed: true });
    await call(
      'rest',
      'PUT',
      '/rest/en/V1/customers/me',
      { firstname: 'Mona', lastname: 'H', email: '' },
      bearer(token),
    );
    const none = await sendAgain(token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Add an e-mail address to your profile first.');
    expect((await call('rest', 'POST', '/rest/en/V1/customers/me/email/confirmation')).status).toBe(401);
  });

  it('mails at most 5 links an hour to the addresses of one account, and still saves the address', async () => {
    const { token } = await registerCustomer(db, {
      E_mail: `cap.0.${newPhone()}@example.com`,
      confirmEmail: false,
    });
    const typed = [1, 2, 3, 4, 5].map((i) => `cap.${i}.${newPhone()}@example.com`);
    for (const email of typed) {
      const saved = await call(
        'rest',
        'PUT',
        '/rest/en/V1/customers/me',
        { firstname: 'Mona', lastname: 'Hassan', email },
        bearer(token),
      );
      expect(saved.body).toMatchObject({ email, email_confirmed: false });
    }
    const linked = await Promise.all(
      typed.map(async (email) =>
        (await messagesTo(email)).some((m) => m.body.includes('/confirm-email?token=')),
      ),
    );
    expect(linked).toEqual([true, true, true, true, false]);
    expect((await sendAgain(token)).status).toBe(429);
  });

  it('links a sign-on account only to an address its owner confirmed, and takes one nobody confirmed', async () => {
    const { signInWithSso } = await import('@/domain/auth/sso');
    const email = `typo.${newPhone()}@example.com`;
    const typist = await registerCustomer(db, { E_mail: email, confirmEmail: false });
    // The provider vouches for the address, but whoever typed it into the account never showed it was
    // theirs: the sign-on account is not linked to that account, and the address becomes its own.
    const sso = await signInWithSso(
      { db, locale: 'en' },
      { provider: 'oidc', subject: `sub-${newPhone()}`, email, emailVerified: true },
    );
    expect(sso.customer).toMatchObject({ email, emailConfirmedAt: expect.any(Date) });
    const me = await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(typist.token));
    expect(me.body.email).toBeFalsy();
    expect(sso.customer.phone).not.toBe(typist.phone);
    const fresh = `fresh.${newPhone()}@example.com`;
    const created = await signInWithSso(
      { db, locale: 'en' },
      { provider: 'oidc', subject: `sub-${newPhone()}`, email: fresh, emailVerified: true },
    );
    expect(created.customer.email).toBe(fresh);
    expect(created.customer.emailConfirmedAt).not.toBeNull();
  });
});
