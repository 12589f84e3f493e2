import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customers, oneTimeCodes, outboxMessages, passwordResetTokens } from '@/db/schema';
import { issueToken } from '@/domain/auth/tokens';
import { authServiceApp } from '@/http/auth-service/app';
import { restApp } from '@/http/rest/app';

/** Counted up from the clock at load, so two runs (or two loads of this module) rarely meet. */
const start = Date.now() % 1e8;
let serial = 0;
/**
 * A fresh, valid phone per call: the database is shared by the whole run. (It used to mix the
 * clock's milliseconds with a counter wrapping at 100, and two calls could get the same number.)
 */
export const newPhone = () => `015${String((start + serial++) % 1e8).padStart(8, '0')}`;

export const PASSWORD = 'Secret123';

type Json = Record<string, unknown>;
export async function call(
  app: 'auth' | 'rest',
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  body: Json & { message?: string; field_errors?: Record<string, string> };
}> {
  const target = app === 'auth' ? authServiceApp : restApp;
  const res = await target.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function lastCodeSentTo(db: Db, phone: string): Promise<string> {
  const [msg] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(msg!.body)![1]!;
}

/** Moves a phone's codes two minutes into the past, as if the resend countdown had run out. */
export async function ageCodes(db: Db, phone: string) {
  await db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '2 minutes'` })
    .where(eq(oneTimeCodes.phone, phone));
}

/** Moves the reset e-mails of an address two minutes into the past (the 60 s wait has run out). */
export async function ageResetLinks(db: Db, email: string) {
  await db
    .update(passwordResetTokens)
    .set({ createdAt: sql`${passwordResetTokens.createdAt} - interval '2 minutes'` })
    .where(
      eq(
        passwordResetTokens.customerId,
        sql`(select ${customers.id} from ${customers} where ${customers.email} = ${email})`,
      ),
    );
}

/** The token of the newest link mailed to an address that confirms it, read from the outbox. */
export async function lastConfirmTokenSentTo(db: Db, email: string): Promise<string> {
  const mails = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id));
  const link = mails.map((m) => /confirm-email\?token=([^\s]+)/.exec(m.body)).find(Boolean);
  return decodeURIComponent(link![1]!);
}

/** Follows the newest confirmation link mailed to an address. */
export async function confirmEmailFromOutbox(db: Db, email: string) {
  const token = await lastConfirmTokenSentTo(db, email);
  return call('rest', 'POST', '/rest/en/V1/customers/email/confirm', { token });
}

/**
 * Registers through the API (code from the outbox) and answers the phone and customer token. An
 * e-mail given is confirmed by its link, as its owner would, unless `confirmEmail` is false.
 */
export async function registerCustomer(
  db: Db,
  extra: { E_mail?: string; First_name?: string; confirmEmail?: boolean } = {},
): Promise<{ phone: string; token: string }> {
  const phone = newPhone();
  const sent = await call('auth', 'POST', '/api/amanauth/send_otp', { MobileNumber: phone });
  if (sent.status !== 200) throw new Error(`send_otp: ${JSON.stringify(sent.body)}`);
  const res = await call('auth', 'POST', '/api/amanauth/wb/register', {
    First_name: extra.First_name ?? 'Mona',
    Last_name: 'Hassan',
    MobileNumber: phone,
    Password: PASSWORD,
    confirm_password: PASSWORD,
    E_mail: extra.E_mail ?? '',
    verify_code: await lastCodeSentTo(db, phone),
  });
  if (res.status !== 200) throw new Error(`register: ${JSON.stringify(res.body)}`);
  if (extra.E_mail && extra.confirmEmail !== false) {
    const confirmed = await confirmEmailFromOutbox(db, extra.E_mail.toLowerCase());
    if (confirmed.status !== 200) throw new Error(`confirm e-mail: ${JSON.stringify(confirmed.body)}`);
  }
  return { phone, token: res.body.customer_token as string };
}

/** Asks for a reset e-mail through the REST API. */
export const askResetLink = (email: string, headers: Record<string, string> = {}, locale = 'en') =>
  call(
    'rest',
    'PUT',
    `/rest/${locale}/V1/enhanced/customers/password`,
    { email, template: 'email_reset', websiteId: 1 },
    headers,
  );

/** The token of the newest reset link mailed to an address, read from the outbox. */
export async function lastResetTokenSentTo(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return decodeURIComponent(/forgot-password\?token=([^\s]+)/.exec(mail!.body)![1]!);
}

/** Sets a new password with a reset link's token; answers the HTTP status. */
export async function resetWithToken(token: string, password: string): Promise<number> {
  const res = await call('rest', 'POST', '/rest/en/V1/customers/resetpasswordbytoken', {
    rp_token: token,
    newPassword: password,
    confirm_password: password,
  });
  return res.status;
}

/**
 * A customer written straight to the database with a fresh token: for tests that need many
 * shoppers at once and are not about registering (registering hashes a password with scrypt, on
 * purpose slow).
 */
export async function quickCustomer(db: Db): Promise<{ phone: string; token: string }> {
  const phone = newPhone();
  const [row] = await db
    .insert(customers)
    .values({ firstName: 'Mona', lastName: 'Hassan', phone, locale: 'ar' })
    .returning({ id: customers.id });
  return { phone, token: await issueToken({ db, locale: 'ar' }, row!.id) };
}
