import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { config } from '@/config';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, sellerApplications, sellerDocuments, sellers, staff, staffSessions } from '@/db/schema';
import { STAFF_ROLES, type StaffRole } from '@/domain/staff/roles';
import { STAFF_MAX_FAILURES, STAFF_MAX_FAILURES_PER_ACCOUNT } from '@/domain/staff/sessions';
import { currentTotp } from '@/domain/staff/totp';
import { cairoDay, cairoDayFrom } from '@/domain/shared/cairo-day';
import { bearer, quickCustomer, newPhone } from './auth-helpers';
import { adminCall, newStaff, signedInStaff, staffCookie, STAFF_PASSWORD } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin…: staff sign-in with a second factor, lockout and idle expiry; roles checked on
 * every call (a customer's token reaches nothing); decisions on seller applications with their
 * audit rows; the audit log read by admins and refused to changes.
 */
let db: Db;
const sessions = {} as Record<StaffRole, Record<string, string>>;
let customerToken: string;
beforeAll(async () => {
  db = (await useTestDb()).db;
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  for (const role of STAFF_ROLES)
    sessions[role] = (await signedInStaff(db, role, role === 'seller' ? seller!.id : undefined)).headers;
  customerToken = (await quickCustomer(db)).token;
});

/** What the audit log says of a staff account (sign-ins, locks, changes), oldest first. */
async function auditOfStaff(email: string) {
  const [member] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return db
    .select({ action: auditLog.action, actor: auditLog.actor })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(member!.id))))
    .orderBy(auditLog.id);
}

let serial = 0;
async function pendingApplication(store = `Admin Test Store ${Date.now() % 1e6} ${++serial}`) {
  const [row] = await db
    .insert(sellerApplications)
    .values({
      reference: `SEL-T${Date.now() % 1e7}${serial}`,
      phone: newPhone(),
      locale: 'en',
      status: 'pending',
      answers: { store_name: store, company_name: 'Test Trading Co', merchant_name: 'Test Merchant' },
      submittedAt: new Date(),
    })
    .returning();
  return row!;
}

describe('staff sign-in', () => {
  it('needs the password, then the app: a half-done sign-in reaches nothing', async () => {
    const email = await newStaff(db, 'operations');
    expect(
      (await adminCall('POST', '/session', { email, password: 'wrong-password-here' })).body.message,
    ).toBe('The e-mail or password is not correct.');
    expect(
      (await adminCall('POST', '/session', { email: 'nobody@staff.test', password: STAFF_PASSWORD })).status,
    ).toBe(401);
    const first = await adminCall('POST', '/session', { email, password: STAFF_PASSWORD });
    expect(first).toMatchObject({ status: 200, body: { stage: 'enrol' } });
    expect((await adminCall('GET', '/me', undefined, staffCookie(first.cookie!))).status).toBe(401);
    const enrolment = await adminCall('POST', '/session/enrolment', undefined, staffCookie(first.cookie!));
    expect(enrolment.body).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(String(enrolment.body.qr_svg)).toContain('<svg');
    const wrong = await adminCall(
      'POST',
      '/session/enrolment/confirm',
      { code: '000000' },
      staffCookie(first.cookie!),
    );
    expect(wrong.status).toBe(401);
    const right = await adminCall(
      'POST',
      '/session/enrolment/confirm',
      { code: currentTotp(enrolment.body.secret as string) },
      staffCookie(first.cookie!),
    );
    expect(right.body.recovery_codes).toHaveLength(10);
    // The full session has a new token: the one given before the second factor reaches nothing.
    expect(right.cookie).toMatch(/^[\w-]{20,}$/);
    expect(right.cookie).not.toBe(first.cookie);
    expect((await adminCall('GET', '/me', undefined, staffCookie(first.cookie!))).status).toBe(401);
    expect((await adminCall('GET', '/me', undefined, staffCookie(right.cookie!))).body).toMatchObject({
      email,
      role: 'operations',
      permissions: ['dashboard', 'orders', 'refunds'],
    });
    const [stored] = await db.select().from(staff).where(eq(staff.email, email));
    expect(stored!.totpSecretSealed).not.toContain(enrolment.body.secret as string);
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('takes each app code once, and each recovery code once', async () => {
    const member = await signedInStaff(db, 'content');
    const again = await adminCall('POST', '/session', { email: member.email, password: STAFF_PASSWORD });
    expect(again.body.stage).toBe('totp');
    const used = await adminCall(
      'POST',
      '/session/totp',
      { code: member.enrolCode },
      staffCookie(again.cookie!),
    );
    expect(used).toMatchObject({ status: 401, body: { message: 'That code is not correct.' } });
    const next = currentTotp(member.secret, new Date(Date.now() + 30_000));
    const proved = await adminCall('POST', '/session/totp', { code: next }, staffCookie(again.cookie!));
    expect(proved.status).toBe(200);
    expect((await adminCall('GET', '/me', undefined, staffCookie(again.cookie!))).status).toBe(401);
    expect((await adminCall('GET', '/me', undefined, staffCookie(proved.cookie!))).status).toBe(200);

    const third = await adminCall('POST', '/session', { email: member.email, password: STAFF_PASSWORD });
    const code = member.recoveryCodes[0]!;
    const recovered = await adminCall('POST', '/session/recovery', { code }, staffCookie(third.cookie!));
    expect(recovered.status).toBe(200);
    expect((await adminCall('GET', '/me', undefined, staffCookie(third.cookie!))).status).toBe(401);
    expect((await adminCall('GET', '/me', undefined, staffCookie(recovered.cookie!))).status).toBe(200);
    // Each sign-in is in the audit log under the account's name, the recovery code's named as such.
    const signIns = await auditOfStaff(member.email);
    expect(signIns).toEqual(
      ['staff.enrol', 'staff.sign_in', 'staff.sign_in_recovery'].map((action) => ({
        action,
        actor: member.email,
      })),
    );
    const fourth = await adminCall('POST', '/session', { email: member.email, password: STAFF_PASSWORD });
    expect((await adminCall('POST', '/session/recovery', { code }, staffCookie(fourth.cookie!))).status).toBe(
      401,
    );
    expect(
      (await adminCall('POST', '/session/totp', { code: '12' }, staffCookie(fourth.cookie!))).body
        .field_errors,
    ).toEqual({
      code: 'staff_code_error',
    });
  });

  it(`shuts an address out after ${STAFF_MAX_FAILURES} wrong passwords, even to the right one`, async () => {
    const email = await newStaff(db, 'catalog');
    for (let i = 1; i < STAFF_MAX_FAILURES; i++)
      expect((await adminCall('POST', '/session', { email, password: `wrong-password-${i}` })).status).toBe(
        401,
      );
    const locked = await adminCall('POST', '/session', { email, password: 'wrong-password-last' });
    expect(locked).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong attempts. Try again in 15 minutes.' },
    });
    const right = await adminCall(
      'POST',
      '/session',
      { email, password: STAFF_PASSWORD },
      { 'accept-language': 'ar' },
    );
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('محاولات خاطئة كثيرة. حاول مرة أخرى بعد 15 دقيقة.');
    expect(await auditOfStaff(email)).toEqual([{ action: 'staff.lock', actor: email }]);
  });

  it(`compares at most ${STAFF_MAX_FAILURES} passwords of a burst sent at once, then stays locked`, async () => {
    const email = await newStaff(db, 'content');
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        adminCall('POST', '/session', { email, password: `wrong-guess-${i}` }),
      ),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(STAFF_MAX_FAILURES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - (STAFF_MAX_FAILURES - 1));
    expect((await adminCall('POST', '/session', { email, password: STAFF_PASSWORD })).status).toBe(429);
    // One lock, logged once, however many tries of the burst reached it.
    expect(await auditOfStaff(email)).toEqual([{ action: 'staff.lock', actor: email }]);
  });

  it('shuts out the guessing address only: the staff member signs in from their own', async () => {
    const email = await newStaff(db, 'catalog');
    const stranger = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 1; i < STAFF_MAX_FAILURES; i++)
      expect((await adminCall('POST', '/session', { email, password: `guess-${i}` }, stranger)).status).toBe(
        401,
      );
    expect((await adminCall('POST', '/session', { email, password: 'guess-last' }, stranger)).status).toBe(
      429,
    );
    expect((await adminCall('POST', '/session', { email, password: STAFF_PASSWORD }, stranger)).status).toBe(
      429,
    );
    const own = await adminCall(
      'POST',
      '/session',
      { email, password: STAFF_PASSWORD },
      { 'x-forwarded-for': '198.51.100.4' },
    );
    expect(own).toMatchObject({ status: 200, body: { stage: 'enrol' } });
    const [lock] = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, 'staff.lock'), eq(auditLog.actor, email)));
    expect(lock).toEqual({ action: 'staff.lock', after: { address: '203.0.113.9' } });
  });

  it(`locks the account after ${STAFF_MAX_FAILURES_PER_ACCOUNT} wrong passwords from any addresses`, async () => {
    const email = await newStaff(db, 'content');
    const addresses = STAFF_MAX_FAILURES_PER_ACCOUNT / STAFF_MAX_FAILURES;
    const answers: number[] = [];
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < STAFF_MAX_FAILURES; i++)
        answers.push(
          (
            await adminCall(
              'POST',
              '/session',
              { email, password: `guess-${a}-${i}` },
              { 'x-forwarded-for': `203.0.113.${a + 1}` },
            )
          ).status,
        );
    // Each address's fifth try shuts it out; the account's twentieth locks the account.
    expect(answers.filter((s) => s === 429)).toHaveLength(addresses);
    const own = await adminCall(
      'POST',
      '/session',
      { email, password: STAFF_PASSWORD },
      { 'x-forwarded-for': '198.51.100.4' },
    );
    expect(own).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong attempts. Try again in 15 minutes.' },
    });
    const locks = (await auditOfStaff(email)).map((a) => a.action);
    expect(locks).toEqual(Array.from({ length: addresses + 1 }, () => 'staff.lock'));
  });

  it('ends a session after 30 minutes without a request, and at sign-out', async () => {
    const member = await signedInStaff(db, 'credit_officer');
    expect((await adminCall('GET', '/me', undefined, member.headers)).status).toBe(200);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(staffSessions.staffId, sql`(select id from staff where email = ${member.email})`));
    expect((await adminCall('GET', '/me', undefined, member.headers)).status).toBe(401);

    const other = await signedInStaff(db, 'credit_officer');
    expect((await adminCall('DELETE', '/session', undefined, other.headers)).status).toBe(200);
    expect((await adminCall('GET', '/me', undefined, other.headers)).status).toBe(401);
  });

  it('ends a busy session 12 hours after its sign-in', async () => {
    const member = await signedInStaff(db, 'catalog');
    const ofMember = eq(staffSessions.staffId, sql`(select id from staff where email = ${member.email})`);
    await db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '11 hours 59 minutes'` })
      .where(ofMember);
    expect((await adminCall('GET', '/me', undefined, member.headers)).status).toBe(200);
    await db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(ofMember);
    expect((await adminCall('GET', '/me', undefined, member.headers)).status).toBe(401);
  });
});

describe('writes from another site', () => {
  it("are refused whatever the body says, in the page language; the store's own pages and reads pass", async () => {
    const admin = sessions.admin;
    const forged = await adminCall(
      'POST',
      '/staff',
      { email: 'forged@staff.test' },
      { ...admin, 'content-type': 'text/plain', origin: 'http://evil.example' },
    );
    expect(forged).toMatchObject({
      status: 403,
      body: {
        message: 'This change must be made from the back office itself. Reload the page and try again.',
      },
    });
    const sibling = await adminCall(
      'POST',
      '/staff',
      { email: 'forged@staff.test' },
      { ...admin, 'sec-fetch-site': 'same-site', 'accept-language': 'ar' },
    );
    expect(sibling.status).toBe(403);
    expect(sibling.body.message).toBe(
      'يجب إجراء هذا التغيير من لوحة الإدارة نفسها. أعد تحميل الصفحة وحاول مرة أخرى.',
    );
    // The same write from the back office's own page reaches the form's checks.
    const own = await adminCall(
      'POST',
      '/staff',
      { email: 'x' },
      { ...admin, 'sec-fetch-site': 'same-origin' },
    );
    expect(own.status).toBe(400);
    expect(
      (await adminCall('GET', '/me', undefined, { ...admin, 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(200);
    const [forgedRow] = await db.select().from(staff).where(eq(staff.email, 'forged@staff.test'));
    expect(forgedRow).toBeUndefined();
  });
});

describe('roles', () => {
  const calls: [string, string, readonly StaffRole[]][] = [
    ['GET', '/seller-applications', ['admin']],
    ['GET', '/seller-applications/999999', ['admin']],
    ['POST', '/seller-applications/999999/decision', ['admin']],
    ['GET', '/sellers', ['admin']],
    ['GET', '/sellers/999999', ['admin']],
    ['POST', '/sellers/999999/standing', ['admin']],
    ['GET', '/audit', ['admin']],
    ['GET', '/me', STAFF_ROLES],
  ];

  it.each(calls)(
    '%s %s: allowed roles only; a customer token or no session is 401',
    async (method, path, allowed) => {
      const body =
        method !== 'POST'
          ? undefined
          : path.endsWith('/standing')
            ? { suspend: true, reason: 'Role check' }
            : { decision: 'approve' };
      for (const role of STAFF_ROLES) {
        const answer = await adminCall(method, path, body, sessions[role]);
        if (allowed.includes(role)) expect([200, 404], `${role} ${path}`).toContain(answer.status);
        else
          expect(answer, `${role} ${path}`).toMatchObject({
            status: 403,
            body: { message: 'Your role may not do this.' },
          });
      }
      expect((await adminCall(method, path, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, path, body)).status).toBe(401);
    },
  );
});

describe('seller applications in the back office', () => {
  it('lists sent applications oldest first, paginated, never drafts', async () => {
    const application = await pendingApplication();
    const page = await adminCall('GET', '/seller-applications?status=pending', undefined, sessions.admin);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, page_size: 20 });
    const all = await adminCall(
      'GET',
      `/seller-applications?status=pending&page=${Math.ceil(Number(page.body.total_count) / 20)}`,
      undefined,
      sessions.admin,
    );
    expect((all.body.items as { id: number }[]).map((i) => i.id)).toContain(application.id);
    expect(
      (await adminCall('GET', '/seller-applications?status=draft', undefined, sessions.admin)).status,
    ).toBe(400);
    expect((await adminCall('GET', '/seller-applications?page=0', undefined, sessions.admin)).status).toBe(
      400,
    );
  });

  it('approves with an audit row of who, what, before and after; a reason is required to reject', async () => {
    const application = await pendingApplication();
    const refused = await adminCall(
      'POST',
      `/seller-applications/${application.id}/decision`,
      { decision: 'reject', reason: '' },
      sessions.admin,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { field_errors: { reason: 'seller_decision_reason' } },
    });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'seller_application'), eq(auditLog.entityId, String(application.id)))),
    ).toEqual([]);

    const approved = await adminCall(
      'POST',
      `/seller-applications/${application.id}/decision`,
      { decision: 'approve' },
      sessions.admin,
    );
    expect(approved).toMatchObject({
      status: 200,
      body: { status: 'approved', seller_id: expect.any(Number) },
    });
    const me = await adminCall('GET', '/me', undefined, sessions.admin);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller_application'), eq(auditLog.entityId, String(application.id))))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      actor: me.body.email,
      staffId: me.body.id,
      action: 'seller_application.approve',
      entity: 'seller_application',
      before: { status: 'pending' },
      after: { status: 'approved', sellerId: approved.body.seller_id },
    });
    const detail = await adminCall(
      'GET',
      `/seller-applications/${application.id}`,
      undefined,
      sessions.admin,
    );
    expect(detail.body).toMatchObject({
      status: 'approved',
      events: [{ status: 'approved', actor: me.body.email }],
    });
    const again = await adminCall(
      'POST',
      `/seller-applications/${application.id}/decision`,
      { decision: 'approve' },
      sessions.admin,
    );
    expect(again.status).toBe(409);

    const log = await adminCall(
      'GET',
      `/audit?entity=seller_application&entityId=${application.id}`,
      undefined,
      sessions.admin,
    );
    expect(log.body).toMatchObject({
      total_count: 1,
      items: [{ action: 'seller_application.approve', actor: me.body.email }],
    });
    for (const bad of ['from=yesterday', 'from=2026-13-45', 'to=2026-02-30']) {
      const refused = await adminCall('GET', `/audit?${bad}`, undefined, sessions.admin);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toBe('Enter a valid date.');
    }
    // Days are Cairo's: today's entry is inside today, not inside tomorrow.
    const today = cairoDay(new Date());
    const tomorrow = cairoDayFrom(new Date(), 1);
    const byDay = (q: string) =>
      adminCall(
        'GET',
        `/audit?entity=seller_application&entityId=${application.id}&${q}`,
        undefined,
        sessions.admin,
      );
    expect((await byDay(`from=${today}&to=${today}`)).body.total_count).toBe(1);
    expect((await byDay(`from=${tomorrow}`)).body.total_count).toBe(0);
    // A range that ends before it starts is refused on its end, not answered with an empty log.
    const reversed = await byDay(`from=${tomorrow}&to=${today}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.field_errors).toEqual({ to: 'date_range_reversed' });
    expect(reversed.body.message).toBe(
      'The end date is before the start date: choose an end on or after the start.',
    );
  });

  it('keeps the audit log append-only, even to the database owner', async () => {
    await expect(db.update(auditLog).set({ reason: 'changed' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
  });

  it('serves scans to staff only', async () => {
    const application = await pendingApplication();
    expect(
      (
        await adminCall(
          'GET',
          `/seller-applications/${application.id}/documents/1`,
          undefined,
          sessions.admin,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await adminCall(
          'GET',
          `/seller-applications/${application.id}/documents/1`,
          undefined,
          bearer(customerToken),
        )
      ).status,
    ).toBe(401);
    // A scan served is in the audit log under who looked at it; the missing one above left nothing.
    const storageName = `seller-audit-${application.id}.jpg`;
    await mkdir(config().privateDir, { recursive: true });
    await writeFile(path.join(config().privateDir, storageName), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const [doc] = await db
      .insert(sellerDocuments)
      .values({
        applicationId: application.id,
        kind: 'commercial_register_scan',
        storageName,
        contentType: 'image/jpeg',
        bytes: 4,
      })
      .returning();
    const url = `/seller-applications/${application.id}/documents/${doc!.id}`;
    expect((await adminCall('GET', url, undefined, sessions.admin)).status).toBe(200);
    const me = await adminCall('GET', '/me', undefined, sessions.admin);
    expect(
      await db
        .select({ action: auditLog.action, actor: auditLog.actor })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'seller_application'), eq(auditLog.entityId, String(application.id)))),
    ).toEqual([{ action: 'seller_application.document_view', actor: me.body.email }]);
  });
});
