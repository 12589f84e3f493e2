import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JWT } from 'next-auth/jwt';
import type { Db } from '@/db/client';
import { authOptions } from '@/auth/options';
import { sendResetEmail } from '@/domain/auth/password-reset';
import { deliverDue, relaySender } from '@/domain/notifications/relay';
import { smtpTransport } from '@/domain/notifications/senders';
import { decodeSignInRefusal } from '@/auth/sign-in-error';
import { LOGIN_MAX_FAILURES_PER_IDENTIFIER } from '@/domain/auth/login';
import { bearer, call, lastCodeSentTo, PASSWORD, registerCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

let db: Db;
const received: string[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  db = (await useTestDb()).db;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('e-mail over SMTP', () => {
  it('delivers the reset e-mail to a real SMTP server, after the reset is stored, when SMTP_URL is configured', async () => {
    await registerCustomer(db, { E_mail: 'smtp.user@example.com' });
    const transport = smtpTransport(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Aman Stores <no-reply@aman.test>',
    );
    await sendResetEmail({ db, locale: 'en' }, 'smtp.user@example.com', 'http://shop.test', {
      sender: relaySender(['email']),
    });
    // Nothing leaves inside the transaction: the relay delivers it once it has committed.
    expect(received).toHaveLength(0);
    expect((await deliverDue(db, transport)).sent).toBe(1);
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: smtp.user@example.com');
    expect(received[0]).toContain('http://shop.test/forgot-password?token=');
  });
});

describe('next-auth session callbacks', () => {
  const callbacks = authOptions().callbacks!;
  const jwt = callbacks.jwt! as (args: Record<string, unknown>) => Promise<JWT>;

  it('keeps the customer token, name and phone in the session, as §3 shapes it, and whether there is a card', async () => {
    const { phone, token } = await registerCustomer(db, { First_name: 'Laila' });
    const refreshed = await jwt({ token: { customer_token: token } });
    expect(refreshed).toMatchObject({ name: 'Laila Hassan', phone_number: phone });
    const session = await (callbacks.session! as (args: Record<string, unknown>) => Promise<unknown>)({
      session: { expires: '2099-01-01T00:00:00.000Z', user: {} },
      token: refreshed,
    });
    expect(session).toEqual({
      expires: '2099-01-01T00:00:00.000Z',
      user: {
        name: 'Laila Hassan',
        email: null,
        phone_number: phone,
        aman_card: false,
        credit_application: null,
        data: { customer_token: token },
      },
    });
  });

  it('ends the session once its customer token is revoked', async () => {
    const { token } = await registerCustomer(db);
    await call('rest', 'POST', '/rest/V1/customer/logout', undefined, bearer(token));
    await expect(jwt({ token: { customer_token: token } })).rejects.toThrow();
  });

  it('signs in with credentials, answering the server text on failure', async () => {
    const { phone } = await registerCustomer(db);
    const provider = authOptions().providers.find((p) => p.id === 'credentials') as unknown as {
      options: { authorize: (c: unknown, req: unknown) => Promise<{ customer_token: string } | null> };
    };
    const user = await provider.options.authorize(
      { identifier: phone, password: 'Secret123' },
      { headers: {} },
    );
    expect(user!.customer_token).toBeTruthy();
    // §3's own field names: phone_number or email, plus password.
    const byName = await provider.options.authorize(
      { phone_number: phone, password: 'Secret123' },
      { headers: {} },
    );
    expect(byName!.customer_token).toBeTruthy();
    const refused = await provider.options
      .authorize({ identifier: phone, password: 'Wrong9999' }, { headers: { 'accept-language': 'en' } })
      .catch((err: Error) => err);
    expect(decodeSignInRefusal((refused as Error).message)).toEqual({
      key: 'login_failed',
      message: 'The phone number, e-mail or password is not correct.',
    });
  });

  it('tells the form that sign-in is locked, and signs the owner in with the code of its phone', async () => {
    const { phone } = await registerCustomer(db);
    // next-auth keeps the id given to a credentials provider in its options until it sets it up.
    const providers = authOptions().providers as unknown as {
      options: {
        id?: string;
        authorize: (c: unknown, req: unknown) => Promise<{ customer_token: string } | null>;
      };
    }[];
    const byPassword = providers.find((p) => p.options.id === 'credentials')!.options;
    const byCode = providers.find((p) => p.options.id === 'login-code')!.options;
    const headers = { headers: { 'accept-language': 'ar' } };
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IDENTIFIER; i++) {
      await byPassword.authorize({ identifier: phone, password: `Wrong${i}abc` }, headers).catch(() => null);
    }
    const locked = await byPassword
      .authorize({ identifier: phone, password: PASSWORD }, headers)
      .catch((e: Error) => e);
    const refusal = decodeSignInRefusal((locked as Error).message);
    expect(refusal.key).toBe('login_throttled');
    expect(refusal.message).toMatch(/^محاولات دخول فاشلة كثيرة/);
    await call('auth', 'POST', '/api/amanauth/login_otp', { identifier: phone, operation: 'send_otp' });
    const user = await byCode.authorize(
      { identifier: phone, code: await lastCodeSentTo(db, phone) },
      headers,
    );
    expect(user!.customer_token).toBeTruthy();
    expect(await byPassword.authorize({ identifier: phone, password: PASSWORD }, headers)).toBeTruthy();
  });
});
