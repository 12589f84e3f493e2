import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, sellers, staff } from '@/db/schema';
import { newSeller, uniqueWord } from '../fixtures/seller-product';
import { adminCall, signedInStaff, STAFF_PASSWORD, staffCookie } from './staff-helpers';
import { useTestDb } from './test-db';

/** /rest/V1/admin/staff: admins list the staff accounts and open new ones, a seller's portal account too. */
let db: Db;
let seller: number;
let suspended: number;
const as: Record<string, Record<string, string>> = {};
let adminId: number;
let serial = 0;
const email = () => `opened.${Date.now() % 1e7}.${++serial}@staff.test`;
const PASSWORD = 'a-long-first-password';

beforeAll(async () => {
  db = (await useTestDb()).db;
  seller = await newSeller(db, `Portal ${uniqueWord('p')}`);
  suspended = await newSeller(db, `Suspended ${uniqueWord('s')}`);
  await db.update(sellers).set({ isActive: false }).where(eq(sellers.id, suspended));
  for (const role of ['admin', 'operations'] as const) as[role] = (await signedInStaff(db, role)).headers;
  adminId = (await adminCall('GET', '/me', undefined, as.admin)).body.id as number;
});

describe('staff accounts', () => {
  it("opens an approved seller's portal account, which then signs in to the seller's own pages", async () => {
    const address = email();
    const opened = await adminCall(
      'POST',
      '/staff',
      {
        email: address.toUpperCase(),
        name: 'Portal owner',
        role: 'seller',
        password: PASSWORD,
        seller_id: seller,
      },
      as.admin,
    );
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ email: address, role: 'seller', seller_id: seller, enrolled: false });
    expect(opened.body).not.toHaveProperty('password');
    const list = await adminCall('GET', '/staff', undefined, as.admin);
    expect(list.status).toBe(200);
    const row = (list.body.items as { id: number; email: string; seller_name: string }[]).find(
      (a) => a.email === address,
    );
    expect(row?.seller_name).toMatch(/^Portal /);
    // Audited, without the password.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.create'), eq(auditLog.entityId, String(row!.id))));
    expect(audit?.after).toEqual({ email: address, name: 'Portal owner', role: 'seller', sellerId: seller });
    // The new account signs in with the first password and is asked to enrol its app.
    const first = await adminCall('POST', '/session', { email: address, password: PASSWORD });
    expect(first.status).toBe(200);
    const enrolment = await adminCall('POST', '/session/enrolment', undefined, staffCookie(first.cookie!));
    expect(typeof enrolment.body.secret).toBe('string');
  });

  it('refuses bad input field by field, in the language asked', async () => {
    const bad = await adminCall(
      'POST',
      '/staff',
      { email: 'nope', name: 'x', role: 'boss', password: 'short' },
      as.admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      email: 'email_error',
      name: 'staff_name_error',
      role: 'staff_role_error',
      password: 'staff_password_error',
    });
    const noSeller = await adminCall(
      'POST',
      '/staff',
      { email: email(), name: 'No seller', role: 'seller', password: PASSWORD },
      { ...as.admin, 'accept-language': 'ar' },
    );
    expect(noSeller.status).toBe(400);
    expect(noSeller.body.field_errors).toEqual({ sellerId: 'staff_seller_required' });
    expect(noSeller.body.message).toBe('يجب أن يحدد حساب البائع البائعَ التابع له.');
    for (const sellerId of [suspended, 999_999_999]) {
      const refused = await adminCall(
        'POST',
        '/staff',
        { email: email(), name: 'Gone seller', role: 'seller', password: PASSWORD, seller_id: sellerId },
        as.admin,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.field_errors).toEqual({ sellerId: 'staff_seller_unknown' });
    }
    const taken = email();
    await adminCall(
      'POST',
      '/staff',
      { email: taken, name: 'First', role: 'catalog', password: PASSWORD },
      as.admin,
    );
    const twice = await adminCall(
      'POST',
      '/staff',
      { email: taken, name: 'Second', role: 'content', password: PASSWORD },
      as.admin,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.field_errors).toEqual({ email: 'staff_email_taken' });
    expect(await db.select().from(staff).where(eq(staff.email, taken))).toHaveLength(1);
  });

  it('closes an account, whose session ends at once and which can no longer sign in, and opens it again', async () => {
    const member = await signedInStaff(db, 'catalog');
    const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, member.email));
    expect((await adminCall('GET', '/catalog/products', undefined, member.headers)).status).toBe(200);
    const closed = await adminCall('PUT', `/staff/${row!.id}/active`, { active: false }, as.admin);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: row!.id, active: false });
    expect((await adminCall('GET', '/catalog/products', undefined, member.headers)).status).toBe(401);
    expect(
      (await adminCall('POST', '/session', { email: member.email, password: STAFF_PASSWORD })).status,
    ).toBe(401);
    const reopened = await adminCall('PUT', `/staff/${row!.id}/active`, { active: 'true' }, as.admin);
    expect(reopened.body).toMatchObject({ active: true });
    expect(
      (await adminCall('POST', '/session', { email: member.email, password: STAFF_PASSWORD })).status,
    ).toBe(200);
    const audit = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(row!.id))))
      .orderBy(asc(auditLog.id));
    // The account's first sign-in (setting up its app) is logged as well as what the admin did.
    expect(audit.map((a) => a.action)).toEqual(['staff.enrol', 'staff.close', 'staff.reopen']);
  });

  it('refuses to close one’s own account, an unknown one, or without a yes or no', async () => {
    expect(adminId).toBeGreaterThan(0);
    const own = await adminCall('PUT', `/staff/${adminId}/active`, { active: false }, as.admin);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot close your own account. Another admin can.');
    expect((await adminCall('PUT', '/staff/999999999/active', { active: false }, as.admin)).status).toBe(404);
    const vague = await adminCall('PUT', `/staff/${adminId}/active`, { active: 'maybe' }, as.admin);
    expect(vague.body.field_errors).toEqual({ active: 'staff_active_error' });
    expect(
      (await adminCall('PUT', `/staff/${adminId}/active`, { active: false }, as.operations)).status,
    ).toBe(403);
  });

  it("gives an account another role from its next request, a seller's account its seller, never one's own", async () => {
    const member = await signedInStaff(db, 'operations');
    const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, member.email));
    const id = row!.id;
    expect((await adminCall('GET', '/catalog/products', undefined, member.headers)).status).toBe(403);
    const changed = await adminCall('PUT', `/staff/${id}/role`, { role: 'catalog' }, as.admin);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, role: 'catalog', seller_id: null });
    // The same session, the new role: no sign-in again.
    expect((await adminCall('GET', '/catalog/products', undefined, member.headers)).status).toBe(200);
    expect((await adminCall('GET', '/orders', undefined, member.headers)).status).toBe(403);

    const noSeller = await adminCall('PUT', `/staff/${id}/role`, { role: 'seller' }, as.admin);
    expect(noSeller.status).toBe(400);
    expect(noSeller.body.field_errors).toEqual({ sellerId: 'staff_seller_required' });
    const gone = await adminCall(
      'PUT',
      `/staff/${id}/role`,
      { role: 'seller', seller_id: suspended },
      as.admin,
    );
    expect(gone.body.field_errors).toEqual({ sellerId: 'staff_seller_unknown' });
    const toSeller = await adminCall(
      'PUT',
      `/staff/${id}/role`,
      { role: 'seller', seller_id: seller },
      as.admin,
    );
    expect(toSeller.body).toMatchObject({ role: 'seller', seller_id: seller });
    // Back to a staff role: the seller goes with the old role.
    const back = await adminCall(
      'PUT',
      `/staff/${id}/role`,
      { role: 'content', seller_id: seller },
      as.admin,
    );
    expect(back.body).toMatchObject({ role: 'content', seller_id: null });

    const bad = await adminCall('PUT', `/staff/${id}/role`, { role: 'owner' }, as.admin);
    expect(bad.body.field_errors).toEqual({ role: 'staff_role_error' });
    const own = await adminCall('PUT', `/staff/${adminId}/role`, { role: 'content' }, as.admin);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot change your own role. Another admin can.');
    expect((await adminCall('PUT', '/staff/999999999/role', { role: 'content' }, as.admin)).status).toBe(404);
    expect((await adminCall('PUT', `/staff/${id}/role`, { role: 'admin' }, as.operations)).status).toBe(403);
    expect((await adminCall('PUT', `/staff/${id}/role`, { role: 'admin' }, member.headers)).status).toBe(403);

    const audit = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.role'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { before: { role: 'operations', sellerId: null }, after: { role: 'catalog', sellerId: null } },
      { before: { role: 'catalog', sellerId: null }, after: { role: 'seller', sellerId: seller } },
      { before: { role: 'seller', sellerId: seller }, after: { role: 'content', sellerId: null } },
    ]);
  });

  it('is for admins only', async () => {
    expect((await adminCall('GET', '/staff')).status).toBe(401);
    expect((await adminCall('GET', '/staff', undefined, as.operations)).status).toBe(403);
    const refused = await adminCall(
      'POST',
      '/staff',
      { email: email(), name: 'Sneaky', role: 'admin', password: PASSWORD },
      as.operations,
    );
    expect(refused.status).toBe(403);
  });
});
