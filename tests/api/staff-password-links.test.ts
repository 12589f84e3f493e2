import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, outboxMessages, sellerApplications, staff } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { newPhone } from './auth-helpers';
import { adminCall, newStaff, signedInStaff, STAFF_PASSWORD, staffCookie } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * Set-password links: an approved seller's merchant gets one with the approval (their way into the
 * seller portal), and admins can send any account a new one. /rest/V1/admin/password-link reads and
 * spends it; /rest/V1/admin/staff/{id}/password-link sends it.
 */
let db: Db;
let admin: Record<string, string>;
let serial = 0;
const NEW_PASSWORD = 'a seller portal passphrase';

beforeAll(async () => {
  db = (await useTestDb()).db;
  admin = (await signedInStaff(db, 'admin')).headers;
});

/** The newest message to a recipient (SMS to a phone, e-mail to an address). */
async function lastMessageTo(recipient: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

const tokenIn = (body: string) => body.match(/\/admin\/login\/password\?token=([\w-]+)/)?.[1];

/** A waiting application in `locale`, approved through the back office; answers its phone, e-mail and seller. */
async function approvedApplication(
  locale: 'ar' | 'en',
  email = `merchant.${Date.now() % 1e7}.${++serial}@shop.test`,
) {
  const phone = newPhone();
  const [application] = await db
    .insert(sellerApplications)
    .values({
      reference: `SEL-L${Date.now() % 1e7}${serial}`,
      phone,
      locale,
      status: 'pending',
      answers: { store_name: `Link Store ${serial}`, merchant_name: 'Hany Samir', contact_email: email },
      submittedAt: new Date(),
    })
    .returning();
  const approved = await adminCall(
    'POST',
    `/seller-applications/${application!.id}/decision`,
    { decision: 'approve' },
    admin,
  );
  expect(approved.status).toBe(200);
  return { phone, email, sellerId: approved.body.seller_id as number, applicationId: application!.id };
}

describe("an approved seller's portal account", () => {
  it('is opened with the approval, and its link sets the password the merchant then signs in with', async () => {
    const { phone, email, sellerId, applicationId } = await approvedApplication('ar');
    const [account] = await db.select().from(staff).where(eq(staff.email, email));
    expect(account).toMatchObject({ role: 'seller', sellerId, name: 'Hany Samir', active: true });
    // The approval's SMS and e-mail carry the link, in the applicant's language.
    const sms = await lastMessageTo(phone);
    const mail = await lastMessageTo(email);
    expect(sms?.body).toContain('بوابة البائعين');
    expect(mail?.body).toBe(sms?.body);
    const token = tokenIn(sms!.body)!;
    expect(token).toHaveLength(43);
    // Only its hash is kept.
    expect(account!.passwordLinkHash).not.toContain(token);
    // The approval's audit row names the account.
    const [row] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'seller_application.approve'), eq(auditLog.entityId, String(applicationId))),
      );
    expect(row?.after).toMatchObject({ status: 'approved', sellerId, portalAccount: email });

    // Nobody can sign in before the password is set.
    const before = await adminCall('POST', '/session', { email, password: NEW_PASSWORD });
    expect(before.status).toBe(401);
    const owner = await adminCall('GET', `/password-link?token=${token}`);
    expect(owner).toMatchObject({ status: 200, body: { email, name: 'Hany Samir' } });

    // Refused field by field, in the language asked, and the link still works afterwards.
    const short = await adminCall('POST', '/password-link', {
      token,
      password: 'short',
      confirmation: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.field_errors).toEqual({ password: 'staff_password_error' });
    const mismatch = await adminCall('POST', '/password-link', {
      token,
      password: NEW_PASSWORD,
      confirmation: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.body.field_errors).toEqual({ confirmation: 'staff_password_mismatch' });
    expect(mismatch.body.message).toBe(getT('en')('errors.staff_password_mismatch'));

    const set = await adminCall('POST', '/password-link', {
      token,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(set).toMatchObject({ status: 200, body: { email } });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password_set'), eq(auditLog.entityId, String(account!.id))));
    expect(audit?.actor).toBe(email);
    // Signs in with it, and is asked to enrol the authenticator app.
    const signIn = await adminCall('POST', '/session', { email, password: NEW_PASSWORD });
    expect(signIn).toMatchObject({ status: 200, body: { stage: 'enrol' } });
    // The link is spent.
    const again = await adminCall('POST', '/password-link', {
      token,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(getT('en')('errors.staff_link_invalid'));
    expect((await adminCall('GET', `/password-link?token=${token}`)).status).toBe(404);
  });

  it('is not opened when the e-mail already has an account: the approval says the team will call', async () => {
    const taken = await newStaff(db, 'operations');
    const { phone, sellerId } = await approvedApplication('en', taken);
    expect(sellerId).toBeGreaterThan(0);
    const [account] = await db.select().from(staff).where(eq(staff.email, taken));
    expect(account?.role).toBe('operations');
    const sms = await lastMessageTo(phone);
    expect(sms?.body).toContain('Our seller team will call you.');
    expect(sms?.body).not.toContain('/admin/login/password');
  });

  it('refuses a link that is made up, expired, or for a closed account', async () => {
    const { email, phone } = await approvedApplication('en');
    const token = tokenIn((await lastMessageTo(phone))!.body)!;
    expect((await adminCall('GET', '/password-link')).body.message).toBe(
      getT('en')('errors.staff_link_invalid'),
    );
    const madeUp = await adminCall('POST', '/password-link', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(madeUp.status).toBe(404);
    const notText = await adminCall('POST', '/password-link', {
      token: 7,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(notText.status).toBe(404);
    // A week later it has run out; said in Arabic when asked in Arabic.
    await db
      .update(staff)
      .set({ passwordLinkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staff.email, email));
    const expired = await adminCall(
      'POST',
      '/password-link',
      { token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
      { 'accept-language': 'ar' },
    );
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(getT('ar')('errors.staff_link_expired'));
    // An account closed meanwhile cannot use its link.
    await db
      .update(staff)
      .set({ passwordLinkExpiresAt: new Date(Date.now() + 60_000), active: false })
      .where(eq(staff.email, email));
    expect((await adminCall('GET', `/password-link?token=${token}`)).status).toBe(404);
  });
});

describe('an admin sends a set-password link', () => {
  it('replaces the earlier link; the old password works until the new one is set, then sessions end', async () => {
    const email = await newStaff(db, 'catalog');
    const [account] = await db.select().from(staff).where(eq(staff.email, email));
    const first = await adminCall('POST', '/session', { email, password: STAFF_PASSWORD });
    expect(first.status).toBe(200);
    const sent = await adminCall('POST', `/staff/${account!.id}/password-link`, {}, admin);
    expect(sent.status).toBe(200);
    expect(sent.body.email).toBe(email);
    expect(new Date(sent.body.expires_at as string).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const firstToken = tokenIn((await lastMessageTo(email))!.body)!;
    // No phone is known for a staff member: the e-mail alone, in the admin's language.
    expect((await lastMessageTo(email))!.subject).toBe(getT('en')('admin.staff_link.subject'));
    await adminCall('POST', `/staff/${account!.id}/password-link`, {}, admin);
    const secondToken = tokenIn((await lastMessageTo(email))!.body)!;
    expect(secondToken).not.toBe(firstToken);
    expect((await adminCall('GET', `/password-link?token=${firstToken}`)).status).toBe(404);
    // The current password still works until the link is used.
    expect((await adminCall('POST', '/session', { email, password: STAFF_PASSWORD })).status).toBe(200);
    const set = await adminCall('POST', '/password-link', {
      token: secondToken,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(set.status).toBe(200);
    expect((await adminCall('POST', '/session', { email, password: STAFF_PASSWORD })).status).toBe(401);
    // The session begun with the old password has ended.
    const stale = await adminCall('POST', '/session/enrolment', undefined, staffCookie(first.cookie!));
    expect(stale.status).toBe(401);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password_link'), eq(auditLog.entityId, String(account!.id))));
    expect(audit?.after).toEqual({ email });
  });

  it("sends a seller's account's link by SMS too, in the merchant's language", async () => {
    const { phone, email } = await approvedApplication('ar');
    const [account] = await db.select().from(staff).where(eq(staff.email, email));
    const sent = await adminCall('POST', `/staff/${account!.id}/password-link`, {}, admin);
    expect(sent.status).toBe(200);
    const sms = await lastMessageTo(phone);
    expect(sms?.body).toContain('لوحة إدارة أمان');
    expect(tokenIn(sms!.body)).toBe(tokenIn((await lastMessageTo(email))!.body));
  });

  it('is for admins only, for an open account that exists', async () => {
    const operations = (await signedInStaff(db, 'operations')).headers;
    const email = await newStaff(db, 'content');
    const [account] = await db.select().from(staff).where(eq(staff.email, email));
    expect((await adminCall('POST', `/staff/${account!.id}/password-link`, {}, operations)).status).toBe(403);
    expect((await adminCall('POST', `/staff/${account!.id}/password-link`, {})).status).toBe(401);
    expect((await adminCall('POST', '/staff/999999999/password-link', {}, admin)).status).toBe(404);
    expect((await adminCall('POST', '/staff/abc/password-link', {}, admin)).status).toBe(404);
    await db.update(staff).set({ active: false }).where(eq(staff.id, account!.id));
    const closed = await adminCall('POST', `/staff/${account!.id}/password-link`, {}, admin);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(getT('en')('errors.staff_link_closed'));
  });
});
