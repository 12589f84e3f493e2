import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { oneTimeCodes, outboxMessages } from '@/db/schema';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_FLOW_PER_HOUR,
  OTP_MAX_PER_PHONE_PER_HOUR,
  OTP_RESEND_MS,
  OTP_TTL_MS,
  sendOtp,
  verifyOtp,
} from '@/domain/auth/otp';
import { AppError } from '@/domain/shared/errors';
import { errorBody } from '@/http/rest/errors';
import { lastCodeSentTo as lastCodeTo } from './auth-helpers';
import { useTestDb } from './test-db';

let db: Db;
let serial = 0;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

/** A fresh phone per test: the database is shared by the whole run. */
const newPhone = () =>
  `010${String(Date.now() % 1e5).padStart(5, '0')}${String(serial++ % 1000).padStart(3, '0')}`;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 12) + ms);
const ctxAt = (ms: number, locale: 'ar' | 'en' = 'en') => ({ db, locale, now: at(ms) });

const lastCodeSentTo = (phone: string) => lastCodeTo(db, phone);

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('one-time codes', () => {
  it('sends a 6-digit code by SMS in the request language and keeps only its hash', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0, 'ar'), { phone, purpose: 'register' });
    const code = await lastCodeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [msg] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    expect(msg!.body).toMatch(/[\u0600-\u06FF]/);
    const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - at(0).getTime()).toBe(OTP_TTL_MS);
  });

  it('accepts the right code once; a replay is refused', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    const code = await lastCodeSentTo(phone);
    await verifyOtp(ctxAt(1000), { phone, purpose: 'register', code });
    expect((await failure(verifyOtp(ctxAt(2000), { phone, purpose: 'register', code }))).messageKey).toBe(
      'otp_expired',
    );
  });

  it('refuses a code for another purpose', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    const code = await lastCodeSentTo(phone);
    expect((await failure(verifyOtp(ctxAt(1), { phone, purpose: 'forget_password', code }))).messageKey).toBe(
      'otp_expired',
    );
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    const code = await lastCodeSentTo(phone);
    const err = await failure(verifyOtp(ctxAt(OTP_TTL_MS), { phone, purpose: 'register', code }));
    expect(err.messageKey).toBe('otp_expired');
  });

  it(`locks a code after ${OTP_MAX_ATTEMPTS} wrong tries, even for the right code`, async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    const code = await lastCodeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const err = await failure(verifyOtp(ctxAt(i), { phone, purpose: 'register', code: wrong }));
      expect(err).toMatchObject({ messageKey: 'otp_wrong', params: { left: String(OTP_MAX_ATTEMPTS - i) } });
    }
    expect(
      (await failure(verifyOtp(ctxAt(10), { phone, purpose: 'register', code: wrong }))).messageKey,
    ).toBe('otp_locked');
    expect((await failure(verifyOtp(ctxAt(11), { phone, purpose: 'register', code }))).messageKey).toBe(
      'otp_locked',
    );
  });

  it('makes the previous code invalid when a new one is sent', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    const first = await lastCodeSentTo(phone);
    await sendOtp(ctxAt(OTP_RESEND_MS), { phone, purpose: 'register' });
    const second = await lastCodeSentTo(phone);
    if (first !== second) {
      expect(
        (await failure(verifyOtp(ctxAt(OTP_RESEND_MS + 1), { phone, purpose: 'register', code: first })))
          .kind,
      ).toBe('invalid');
    }
    await verifyOtp(ctxAt(OTP_RESEND_MS + 2), { phone, purpose: 'register', code: second });
  });

  it('limits sending: 60 s between codes and 5 an hour per flow, with the wait in the error', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    const tooSoon = await failure(sendOtp(ctxAt(20_000), { phone, purpose: 'register' }));
    // The code sent 20 s ago can still be typed, and the refusal says so.
    expect(tooSoon).toMatchObject({
      kind: 'rate_limited',
      messageKey: 'otp_wait_code_works',
      params: { seconds: '40' },
    });
    expect(errorBody('en', tooSoon.messageKey, tooSoon.params).message).toBe(
      'The last code we sent still works. You can ask for a new one in 40 seconds.',
    );
    expect(errorBody('ar', tooSoon.messageKey, tooSoon.params).message).toBe(
      'الكود الذي أرسلناه آخر مرة ما زال صالحًا. يمكنك طلب كود جديد بعد 40 ثانية.',
    );
    for (let i = 1; i < OTP_MAX_PER_FLOW_PER_HOUR; i++)
      await sendOtp(ctxAt(i * OTP_RESEND_MS), { phone, purpose: 'register' });
    // The last code is spent: the refusal no longer points at it.
    const code = await lastCodeSentTo(phone);
    await verifyOtp(ctxAt(9 * OTP_RESEND_MS), { phone, purpose: 'register', code });
    const hourly = await failure(sendOtp(ctxAt(10 * OTP_RESEND_MS), { phone, purpose: 'register' }));
    expect(hourly).toMatchObject({
      kind: 'rate_limited',
      messageKey: 'otp_wait',
      params: { seconds: String(50 * 60) },
    });
    // The shopper reads the wait in words, in their language (issue 9, defect 4).
    expect(errorBody('en', hourly.messageKey, hourly.params).message).toBe(
      'No new code can be sent yet. You can ask for one in 50 minutes.',
    );
    expect(errorBody('ar', hourly.messageKey, hourly.params).message).toBe(
      'لا يمكن إرسال كود جديد الآن. يمكنك طلب كود بعد 50 دقيقة.',
    );
    expect(errorBody('en', 'otp_wait', { seconds: '3600' }).message).toContain('in 1 hour.');
  });

  it('says an expired or locked last code no longer works', async () => {
    const expired = newPhone();
    for (let i = 0; i < OTP_MAX_PER_FLOW_PER_HOUR; i++)
      await sendOtp(ctxAt(i * OTP_RESEND_MS), { phone: expired, purpose: 'card_pin' });
    const late = OTP_TTL_MS + 5 * OTP_RESEND_MS;
    expect(await failure(sendOtp(ctxAt(late), { phone: expired, purpose: 'card_pin' }))).toMatchObject({
      messageKey: 'otp_wait',
    });
    const locked = newPhone();
    await sendOtp(ctxAt(0), { phone: locked, purpose: 'card_pin' });
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      await failure(verifyOtp(ctxAt(1_000), { phone: locked, purpose: 'card_pin', code: 'x' }));
    expect(await failure(sendOtp(ctxAt(2_000), { phone: locked, purpose: 'card_pin' }))).toMatchObject({
      messageKey: 'otp_wait',
    });
  });

  it('counts the 60 s per flow, and a higher hourly cap across flows', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'register' });
    await sendOtp(ctxAt(1_000), { phone, purpose: 'forget_password' });
    const sameFlow = await failure(sendOtp(ctxAt(2_000), { phone, purpose: 'forget_password' }));
    expect(sameFlow).toMatchObject({ messageKey: 'otp_wait_code_works', params: { seconds: '59' } });
    // A new cardholder: registering, the PIN, paying instalments and a resend each, within the hour.
    const flows = ['card_pin', 'card_instalments', 'login', 'change_phone'] as const;
    let sent = 2;
    for (let i = 1; sent < OTP_MAX_PER_PHONE_PER_HOUR; i++)
      for (const purpose of flows)
        if (sent < OTP_MAX_PER_PHONE_PER_HOUR) {
          await sendOtp(ctxAt(i * OTP_RESEND_MS), { phone, purpose });
          sent++;
        }
    const capped = await failure(
      sendOtp(ctxAt(30 * OTP_RESEND_MS), { phone, purpose: 'seller_application' }),
    );
    // Open again when the first of the hour's codes is an hour old.
    expect(capped).toMatchObject({ kind: 'rate_limited', params: { seconds: String(30 * 60) } });
  });

  it('limits sending per IP across phones', async () => {
    const ip = `10.0.${serial % 250}.${(Date.now() % 250) + 1}`;
    for (let i = 0; i < 20; i++) await sendOtp(ctxAt(i), { phone: newPhone(), purpose: 'register', ip });
    expect((await failure(sendOtp(ctxAt(30), { phone: newPhone(), purpose: 'register', ip }))).kind).toBe(
      'rate_limited',
    );
  });

  it('lets the same right code through once when it is checked many times at once', async () => {
    const phone = newPhone();
    await sendOtp(ctxAt(0), { phone, purpose: 'forget_password' });
    const code = await lastCodeSentTo(phone);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => verifyOtp(ctxAt(1000), { phone, purpose: 'forget_password', code })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('sends one code when many sends for a phone arrive at once', async () => {
    const phone = newPhone();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => sendOtp(ctxAt(0), { phone, purpose: 'register' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, 'register')));
    expect(rows).toHaveLength(1);
  });
});
