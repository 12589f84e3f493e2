import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  customers,
  customerTokens,
  loginFailures,
  oneTimeCodes,
  outboxMessages,
  rateLimitCounters,
} from '@/db/schema';
import { LOGIN_MAX_FAILURES_PER_IDENTIFIER } from '@/domain/auth/login';
import { LOOKUP_WINDOW_MS, lookupMaxPerIp } from '@/domain/auth/lookups';
import { AppError } from '@/domain/shared/errors';
import { countHit, purgeRateLimitCounters } from '@/domain/shared/rate-limit';
import { purgeCountersJob } from '@/jobs/definitions';
import {
  ageCodes,
  askResetLink,
  bearer,
  call,
  lastCodeSentTo,
  newPhone,
  PASSWORD,
  registerCustomer,
} from './auth-helpers';
import { withEnv } from './env';
import { useTestDb } from './test-db';

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

const registration = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
  First_name: 'Ahmed',
  Last_name: 'Ali',
  MobileNumber: phone,
  Password: PASSWORD,
  confirm_password: PASSWORD,
  verify_code: code,
  ...extra,
});

describe('registration', () => {
  it('creates the account with the code from the SMS, stores only hashes and answers a token', async () => {
    const phone = newPhone();
    const sent = await call(
      'auth',
      'POST',
      '/api/amanauth/send_otp',
      { MobileNumber: `+2${phone}` },
      { 'accept-language': 'ar' },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 1, resend_after: 60 });
    expect(sent.body.message).toMatch(/[\u0600-\u06FF]/);
    const code = await lastCodeSentTo(db, phone);
    // At the production cost (the API tests otherwise hash at PASSWORD_SCRYPT_N=1024, vitest.config.ts).
    const res = await withEnv({ PASSWORD_SCRYPT_N: undefined }, () =>
      call(
        'auth',
        'POST',
        '/api/amanauth/wb/register',
        registration(phone, code, { E_mail: 'Ahmed.Ali@Example.com' }),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const token = res.body.customer_token as string;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
    expect(row!.email).toBe('ahmed.ali@example.com');
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    const tokens = await db.select().from(customerTokens).where(eq(customerTokens.customerId, row!.id));
    expect(tokens[0]!.tokenHash).not.toBe(token);
    const me = await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token));
    expect(me.body).toMatchObject({ firstname: 'Ahmed', lastname: 'Ali', phone_number: phone });
  });

  it('refuses a replayed code: the same code cannot register twice', async () => {
    const phone = newPhone();
    await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone });
    const code = await lastCodeSentTo(db, phone);
    expect((await call('auth', 'POST', '/api/amanauth/wb/register', registration(phone, code))).status).toBe(
      200,
    );
    const again = await call('auth', 'POST', '/api/amanauth/wb/register', registration(phone, code));
    expect(again.status).toBe(409);
    // Named as the form sent them (§3), so that the store's form shows each under its field.
    expect(again.body.field_errors).toEqual({ MobileNumber: 'phone_exist' });
  });

  it('registers once when the same form and code arrive twice at the same moment', async () => {
    const phone = newPhone();
    await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone });
    const code = await lastCodeSentTo(db, phone);
    const answers = await Promise.all(
      [0, 1, 2].map(() => call('auth', 'POST', '/api/amanauth/wb/register', registration(phone, code))),
    );
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    expect(await db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(1);
  });

  it('refuses a wrong code and counts it, keeping the account uncreated', async () => {
    const phone = newPhone();
    await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone });
    const code = await lastCodeSentTo(db, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call('auth', 'POST', '/api/amanauth/wb/register', registration(phone, wrong), {
      'accept-language': 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The code is not correct. Tries left: 4.');
    expect(await db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(0);
  });

  it('checks every field with the §5 keys before spending the code', async () => {
    const phone = newPhone();
    await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone });
    const code = await lastCodeSentTo(db, phone);
    const res = await call(
      'auth',
      'POST',
      '/api/amanauth/wb/register',
      registration(phone, code, {
        First_name: 'Ahmed2',
        Last_name: 'علي Ali',
        Password: 'weakpass',
        confirm_password: 'other',
        E_mail: 'not-an-email',
      }),
      { 'accept-language': 'ar' },
    );
    expect(res.status).toBe(400);
    expect(res.body.field_errors).toMatchObject({
      First_name: 'firstname_validation',
      Last_name: 'lastname_validation',
      E_mail: 'email_error',
      Password: 'password_error',
    });
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    // The code was not spent: the corrected form still registers with it.
    expect((await call('auth', 'POST', '/api/amanauth/wb/register', registration(phone, code))).status).toBe(
      200,
    );
  });

  it('refuses a taken e-mail, and a code for a phone that already has an account', async () => {
    const { phone } = await registerCustomer(db, { E_mail: 'taken@example.com' });
    const sent = await call(
      'auth',
      'POST',
      '/api/amanauth/send_otp',
      { MobileNumber: phone },
      { 'accept-language': 'en' },
    );
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('This phone number is already related to an account.');
    const other = newPhone();
    await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: other });
    const res = await call(
      'auth',
      'POST',
      '/api/amanauth/wb/register',
      registration(other, await lastCodeSentTo(db, other), { E_mail: 'TAKEN@example.com' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.field_errors).toEqual({ E_mail: 'email_exist' });
  });

  it('refuses malformed phones with phone_valid and phone_length', async () => {
    const letters = await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: '01x12345678' });
    expect(letters.status).toBe(400);
    expect(letters.body.field_errors).toEqual({ MobileNumber: 'phone_valid' });
    const short = await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: '0131234567' });
    expect(short.body.field_errors).toEqual({ MobileNumber: 'phone_length' });
    const body = await call('auth', 'POST', '/api/amanauth/send_otp', undefined);
    expect(body.status).toBe(400);
  });

  it('limits sends per phone with the wait in seconds', async () => {
    const phone = newPhone();
    await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone });
    const again = await call(
      'auth',
      'POST',
      '/api/amanauth/send_otp',
      { MobileNumber: phone },
      { 'accept-language': 'en' },
    );
    expect(again.status).toBe(429);
    // The code sent a moment ago still works, and the refusal says so.
    expect(again.body.message).toMatch(
      /^The last code we sent still works\. You can ask for a new one in (1 minute|59 seconds)\./,
    );
    // The same wait in HTTP's words, which the code screen counts down.
    expect(again.headers.get('retry-after')).toMatch(/^(59|60)$/);
  });
});

describe('existence checks', () => {
  it('answers phone_exists / phone_does_not_exist and email status 3', async () => {
    const { phone } = await registerCustomer(db, { E_mail: 'exists@example.com' });
    expect(
      (await call('auth', 'POST', '/api/amanauth/phone_validation', { phone_number: phone })).body,
    ).toEqual({ message: 'phone_exists', status: 1 });
    expect(
      (await call('auth', 'POST', '/api/amanauth/phone_validation', { phone_number: newPhone() })).body,
    ).toEqual({ message: 'phone_does_not_exist', status: 0 });
    expect(
      (await call('auth', 'POST', '/api/amanauth/wb/email_validation', { Email: 'Exists@example.com' })).body,
    ).toEqual({ message: 'email_exists', status: 3 });
    expect(
      (await call('auth', 'POST', '/api/amanauth/wb/email_validation', { Email: 'nobody@example.com' })).body,
    ).toEqual({ message: 'email_does_not_exists', status: 0 });
    expect(
      (await call('auth', 'POST', '/api/amanauth/check_existence', { value: phone, type: 'phone' })).body,
    ).toMatchObject({ exists: true });
    expect(
      (
        await call('auth', 'POST', '/api/amanauth/check_existence', {
          value: 'nobody@example.com',
          type: 'email',
        })
      ).body,
    ).toMatchObject({ exists: false });
  });

  it('refuses malformed values and unknown types', async () => {
    expect(
      (await call('auth', 'POST', '/api/amanauth/phone_validation', { phone_number: '123' })).status,
    ).toBe(400);
    expect(
      (await call('auth', 'POST', '/api/amanauth/wb/email_validation', { Email: 'x@' })).body.field_errors,
    ).toEqual({ _: 'email_error' });
    expect(
      (await call('auth', 'POST', '/api/amanauth/check_existence', { value: 'x', type: 'name' })).status,
    ).toBe(400);
  });
});

describe('account look-ups are limited per client address (issue 11, item 8)', () => {
  let serial = 0;
  /** An address no other test counts against (TEST-NET-1). */
  const address = () => ({ 'x-forwarded-for': `192.0.2.${++serial}` });

  it(`answers 429 in the shopper's language after 30 existence checks, even asked all at once`, async () => {
    expect(lookupMaxPerIp()).toBe(30);
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          'auth',
          'POST',
          '/api/amanauth/check_existence',
          { value: `0155${String(i).padStart(7, '0')}`, type: 'phone' },
          { ...from, 'accept-language': 'ar' },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(/^طلبات كثيرة من اتصالك\. حاول مرة أخرى بعد .+\.$/);
    // The other look-ups of the address are refused too; another address is not affected.
    expect(
      (await call('auth', 'POST', '/api/amanauth/phone_validation', { phone_number: newPhone() }, from))
        .status,
    ).toBe(429);
    const en = await call(
      'auth',
      'POST',
      '/api/amanauth/wb/email_validation',
      { Email: 'someone@example.com' },
      { ...from, 'accept-language': 'en' },
    );
    expect(en.status).toBe(429);
    // The wait is what is left of the fixed window: in seconds in its last minute.
    expect(en.body.message).toMatch(
      /^Too many requests from your connection\. Try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect(
      (
        await call(
          'auth',
          'POST',
          '/api/amanauth/check_existence',
          { value: newPhone(), type: 'phone' },
          address(),
        )
      ).status,
    ).toBe(200);
  });

  it('counts every answer that tells whether an account exists: code sends, registration, reset', async () => {
    const from = address();
    await withEnv({ LOOKUP_MAX_PER_IP: '4' }, async () => {
      const { phone } = await registerCustomer(db, { E_mail: `counted.${serial}@example.com` });
      await ageCodes(db, phone);
      // four look-ups of another kind each...
      expect(
        (await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone }, from)).status,
      ).toBe(409);
      expect(
        (
          await call(
            'auth',
            'POST',
            '/api/amanauth/wb/forget_password',
            { MobileNumber: newPhone(), operation: 'send_otp' },
            from,
          )
        ).status,
      ).toBe(404);
      expect((await askResetLink(`nobody.${serial}@example.com`, from)).status).toBe(404);
      expect(
        (
          await call(
            'auth',
            'POST',
            '/api/amanauth/wb/register',
            { MobileNumber: phone, verify_code: '000000' },
            from,
          )
        ).status,
      ).toBe(400);
      // ...and the fifth is refused, whichever it is
      expect((await askResetLink(`counted.${serial}@example.com`, from)).status).toBe(429);
      expect(
        (await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone }, from)).status,
      ).toBe(429);
    });
  });

  it('counts in fixed windows shared by every instance, and lets the address in again in the next window', async () => {
    const start = Math.ceil(Date.UTC(2026, 10, 23, 9) / LOOKUP_WINDOW_MS) * LOOKUP_WINDOW_MS;
    const limit = {
      key: `test:${newPhone()}`,
      windowMs: LOOKUP_WINDOW_MS,
      max: 2,
      messageKey: 'lookups_throttled',
    };
    const at = (ms: number) => ({ db, locale: 'en' as const, now: new Date(start + ms) });
    await countHit(at(0), limit);
    await countHit(at(1_000), limit);
    const refused = await countHit(at(60_000), limit).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'rate_limited', params: { seconds: String(14 * 60) } });
    await countHit(at(LOOKUP_WINDOW_MS), limit);
    const rows = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, limit.key));
    expect(rows.map((r) => r.hits).sort()).toEqual([1, 3]);
    await purgeRateLimitCounters({ db, locale: 'en' }, new Date(start + LOOKUP_WINDOW_MS));
    expect(
      await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, limit.key)),
    ).toHaveLength(1);
  });

  it('purges ended counters and sign-in failures older than an hour every hour', async () => {
    const now = new Date();
    const key = `purge:${newPhone()}`;
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await db.insert(rateLimitCounters).values([
      { key, windowStart: ago(90), hits: 3 },
      { key, windowStart: ago(10), hits: 1 },
    ]);
    await db.insert(loginFailures).values([
      { key, createdAt: ago(61) },
      { key, createdAt: ago(5) },
    ]);
    const result = await purgeCountersJob.run({ db, locale: 'en', now }, null);
    expect(result).toMatchObject({ counters: expect.any(Number), loginFailures: expect.any(Number) });
    const counters = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(counters.map((r) => r.hits)).toEqual([1]);
    const failures = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
    expect(failures).toHaveLength(1);
  });
});

describe('login', () => {
  it('signs in by phone (any of its forms) and by e-mail, each time with a new token', async () => {
    const { phone } = await registerCustomer(db, { E_mail: 'login.me@example.com' });
    const byPhone = await call('auth', 'POST', '/api/amanauth/login', {
      phone_number: `0020${phone.slice(1)}`,
      password: PASSWORD,
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.customer).toMatchObject({ phone_number: phone, name: 'Mona Hassan' });
    // As a number is written: "0101 234-5678", or "+20 101 234 5678".
    for (const written of [
      `${phone.slice(0, 4)} ${phone.slice(4, 7)}-${phone.slice(7)}`,
      `+20 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
    ]) {
      const res = await call('auth', 'POST', '/api/amanauth/login', {
        phone_number: written,
        password: PASSWORD,
      });
      expect(res.status, written).toBe(200);
    }
    const byEmail = await call('auth', 'POST', '/api/amanauth/login', {
      email: 'LOGIN.me@example.com',
      password: PASSWORD,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.customer_token).not.toBe(byPhone.body.customer_token);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { phone } = await registerCustomer(db);
    const wrong = await call(
      'auth',
      'POST',
      '/api/amanauth/login',
      { phone_number: phone, password: 'Wrong1234' },
      { 'accept-language': 'en' },
    );
    const unknown = await call(
      'auth',
      'POST',
      '/api/amanauth/login',
      { phone_number: newPhone(), password: PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    const empty = await call('auth', 'POST', '/api/amanauth/login', { phone_number: '', password: '' });
    expect(empty.body.field_errors).toEqual({ identifier: 'phone_email', password: 'password' });
    // A number or an address that cannot be anyone's is refused on its field, in the language.
    for (const [identifier, key, text] of [
      ['0109', 'phone_length', 'أدخل رقم موبايل مصري من 11 رقمًا يبدأ بـ 010 أو 011 أو 012 أو 015.'],
      ['bad@mail', 'email_error', 'يرجى إدخال بريد إلكتروني صحيح.'],
    ]) {
      const typo = await call(
        'auth',
        'POST',
        '/api/amanauth/login',
        { phone_number: identifier, password: PASSWORD },
        { 'accept-language': 'ar' },
      );
      expect(typo.status).toBe(400);
      expect(typo.body).toMatchObject({ message: text, field_errors: { identifier: key } });
    }
  });

  it('throttles guessing: after 5 failures even the right password waits', async () => {
    const { phone } = await registerCustomer(db);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IDENTIFIER; i++) {
      expect(
        (await call('auth', 'POST', '/api/amanauth/login', { phone_number: phone, password: `Wrong${i}abc` }))
          .status,
      ).toBe(401);
    }
    const blocked = await call(
      'auth',
      'POST',
      '/api/amanauth/login',
      { phone_number: phone, password: PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Try again in \d+ (minutes|seconds)\./);
  });

  it('compares at most 5 passwords of a burst sent at once', async () => {
    const { phone } = await registerCustomer(db);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('auth', 'POST', '/api/amanauth/login', { phone_number: phone, password: `Wrong${i}abc` }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_IDENTIFIER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_MAX_FAILURES_PER_IDENTIFIER);
    const right = await call('auth', 'POST', '/api/amanauth/login', {
      phone_number: phone,
      password: PASSWORD,
    });
    expect(right.status).toBe(429);
  });

  it('takes back the try of a right password: it leaves no failure behind', async () => {
    const { phone } = await registerCustomer(db);
    for (let i = 0; i < 2 * LOGIN_MAX_FAILURES_PER_IDENTIFIER; i++)
      expect(
        (await call('auth', 'POST', '/api/amanauth/login', { phone_number: phone, password: PASSWORD }))
          .status,
      ).toBe(200);
  });
});

describe('a locked account signs in with a code to its phone (issue 11, item 8)', () => {
  const lockOut = async (identifier: Record<string, string>) => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IDENTIFIER; i++) {
      const res = await call('auth', 'POST', '/api/amanauth/login', {
        ...identifier,
        password: `Wrong${i}abc`,
      });
      expect(res.status).toBe(401);
    }
  };
  const sendCode = (identifier: Record<string, string>, headers: Record<string, string> = {}) =>
    call('auth', 'POST', '/api/amanauth/login_otp', { ...identifier, operation: 'send_otp' }, headers);
  const withCode = (identifier: Record<string, string>, code: string) =>
    call('auth', 'POST', '/api/amanauth/login_otp', {
      ...identifier,
      verify_code: code,
      operation: 'verify_otp',
    });
  const smsCount = async (phone: string) =>
    (await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).length;

  it('lets the owner in with a code after a stranger typed 5 wrong passwords, and lifts the lock', async () => {
    const { phone } = await registerCustomer(db);
    await lockOut({ phone_number: phone });
    const refused = await call('auth', 'POST', '/api/amanauth/login', {
      phone_number: phone,
      password: PASSWORD,
    });
    expect(refused.status).toBe(429);

    const sent = await sendCode({ phone_number: phone }, { 'accept-language': 'en' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 1,
      message: 'We sent a verification code to your phone.',
      resend_after: 60,
    });
    const code = await lastCodeSentTo(db, phone);
    const wrong = await withCode({ phone_number: phone }, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    const [stored] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, 'login')));
    expect(stored!.codeHash).not.toContain(code);

    const ok = await withCode({ phone_number: phone }, code);
    expect(ok.status).toBe(200);
    expect(ok.body.customer).toMatchObject({ phone_number: phone });
    const me = await call(
      'rest',
      'GET',
      '/rest/en/V1/customer/me',
      undefined,
      bearer(ok.body.customer_token as string),
    );
    expect(me.body.phone_number).toBe(phone);
    // single use, and the lock is gone for the owner's password
    expect((await withCode({ phone_number: phone }, code)).status).toBe(400);
    expect(
      (await call('auth', 'POST', '/api/amanauth/login', { phone_number: phone, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("sends the code to the account's phone when the e-mail was locked, limited like every code", async () => {
    const email = `locked.${newPhone()}@example.com`;
    const { phone } = await registerCustomer(db, { E_mail: email });
    await ageCodes(db, phone);
    await lockOut({ email });
    expect((await sendCode({ email })).status).toBe(200);
    const again = await sendCode({ email }, { 'accept-language': 'ar' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^الكود الذي أرسلناه آخر مرة ما زال صالحًا/);
    const ok = await withCode({ email: email.toUpperCase() }, await lastCodeSentTo(db, phone));
    expect(ok.status).toBe(200);
    expect((await call('auth', 'POST', '/api/amanauth/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('offers no code while sign-in by password is open, and tells nobody whether a locked account exists', async () => {
    const { phone } = await registerCustomer(db);
    await ageCodes(db, phone);
    const open = await sendCode({ phone_number: phone }, { 'accept-language': 'en' });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(
      'Sign-in with a password is open for this account. Sign in with your password.',
    );
    const before = await smsCount(phone);

    const nobody = newPhone();
    await lockOut({ phone_number: nobody });
    const unknown = await sendCode({ phone_number: nobody }, { 'accept-language': 'en' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ status: 1, message: 'We sent a verification code to your phone.' });
    expect(await smsCount(nobody)).toBe(0);
    expect((await withCode({ phone_number: nobody }, '123456')).status).toBe(400);
    expect(await smsCount(phone)).toBe(before);
  });
});

describe('forgot password by phone', () => {
  it('sends a code only to a known phone, then sets the new password and ends every session', async () => {
    const { phone, token } = await registerCustomer(db);
    await ageCodes(db, phone);
    const unknown = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: newPhone(),
      operation: 'send_otp',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field_errors).toEqual({ MobileNumber: 'user_exist_error' });
    const sent = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: phone,
      operation: 'send_otp',
    });
    expect(sent.body).toMatchObject({ status: 200, status_code: 200 });
    const code = await lastCodeSentTo(db, phone);
    const reset = {
      MobileNumber: phone,
      Password: 'NewSecret9',
      confirm_password: 'NewSecret9',
      verify_code: code,
      operation: 'verify_otp',
    };
    const mismatch = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      ...reset,
      confirm_password: 'NewSecret8',
    });
    expect(mismatch.body.field_errors).toEqual({ confirm_password: 'password_dont_match' });
    const badCode = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      ...reset,
      verify_code: '12',
    });
    expect(badCode.status).toBe(400);
    expect(Object.keys(badCode.body.field_errors ?? {})).toEqual(['verify_code']);
    const done = await call('auth', 'POST', '/api/amanauth/wb/forget_password', reset);
    expect(done.body).toMatchObject({ status: 200, status_code: 200 });
    expect((await call('rest', 'GET', '/rest/en/V1/customer/me', undefined, bearer(token))).status).toBe(401);
    expect(
      (await call('auth', 'POST', '/api/amanauth/login', { phone_number: phone, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await call('auth', 'POST', '/api/amanauth/login', { phone_number: phone, password: 'NewSecret9' }))
        .status,
    ).toBe(200);
    // The code was single use.
    expect((await call('auth', 'POST', '/api/amanauth/wb/forget_password', reset)).status).toBe(400);
  });

  it('refuses an unknown operation', async () => {
    const res = await call('auth', 'POST', '/api/amanauth/wb/forget_password', {
      MobileNumber: newPhone(),
      operation: 'other',
    });
    expect(res.status).toBe(400);
  });
});
