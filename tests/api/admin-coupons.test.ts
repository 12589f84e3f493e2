import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, coupons, sellers } from '@/db/schema';
import { cairoDayFrom, cairoStart } from '@/domain/shared/cairo-day';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/coupons…: the content role (and admins) list, create, edit and switch coupons
 * off and on, each write with an audit row; other roles get 403, a customer's token 401.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
const tag = String(Date.now() % 1e6);
const code = (name: string) => `${name}_${tag}`;

const dayFrom = (days: number) => cairoDayFrom(new Date(), days);
const form = (extra: Record<string, unknown> = {}) => ({
  kind: 'percent',
  value: 15,
  max_discount: 100,
  min_subtotal: '',
  starts_on: dayFrom(0),
  ends_on: dayFrom(30),
  usage_limit: 50,
  usage_limit_per_customer: 1,
  ...extra,
});

beforeAll(async () => {
  db = (await useTestDb()).db;
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  for (const role of ['admin', 'content', 'operations', 'credit_officer', 'catalog', 'seller'] as const) {
    as[role] = (await signedInStaff(db, role, role === 'seller' ? seller!.id : undefined)).headers;
  }
  customerToken = (await quickCustomer(db)).token;
}, 60_000);

const auditOf = (entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe('who may call the coupon routes', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const probe = code('PROBE');
    const calls: [string, string, unknown?][] = [
      ['GET', '/coupons'],
      ['GET', '/coupons/WELCOME10'],
      ['POST', '/coupons', { code: probe, ...form() }],
      ['PUT', '/coupons/WELCOME10', form()],
      ['POST', '/coupons/WELCOME10/active', { active: false }],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['operations', 'credit_officer', 'catalog', 'seller'] as const)
        expect([role, method, path, (await adminCall(method, path, body, as[role])).status]).toEqual([
          role,
          method,
          path,
          403,
        ]);
      expect((await adminCall(method, path, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, path, body)).status).toBe(401);
    }
    // Nothing was written.
    expect(await db.select().from(coupons).where(eq(coupons.code, probe))).toEqual([]);
    expect((await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!.isActive).toBe(true);
    expect(await auditOf('WELCOME10')).toEqual([]);
    for (const role of ['content', 'admin'] as const) {
      expect((await adminCall('GET', '/coupons', undefined, as[role])).status).toBe(200);
      expect((await adminCall('GET', '/coupons/WELCOME10', undefined, as[role])).status).toBe(200);
    }
  });
});

describe('creating a coupon', () => {
  it('stores a percentage in basis points and pounds in piastres, over whole Cairo days', async () => {
    const created = await adminCall(
      'POST',
      '/coupons',
      { ...form(), code: ` ${code('spring').toLowerCase()} `, min_subtotal: '250.5' },
      as.content,
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        code: code('SPRING'),
        kind: 'percent',
        value: 15,
        max_discount: 100,
        min_subtotal: 250.5,
        starts_on: dayFrom(0),
        ends_on: dayFrom(30),
        usage_limit: 50,
        usage_limit_per_customer: 1,
        is_active: true,
        status: 'active',
        redemptions_count: 0,
      },
    });
    const [row] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.code, code('SPRING')));
    expect(row).toMatchObject({
      value: 1500,
      maxDiscount: 10_000,
      minSubtotal: 25_050,
      startsAt: cairoStart(dayFrom(0)),
      usageLimit: 50,
      usageLimitPerCustomer: 1,
      isActive: true,
    });
    // The coupon works to the last moment of its end day in Cairo.
    expect(row!.endsAt.getTime()).toBe(cairoStart(dayFrom(31)).getTime() - 1);
    expect(await auditOf(code('SPRING'))).toMatchObject([
      {
        action: 'coupon.create',
        before: null,
        after: { kind: 'percent', value: 1500, usage_limit: 50, active: true },
      },
    ]);
  });

  it('takes a fixed amount in pounds, with no limits when they are left empty', async () => {
    const created = await adminCall(
      'POST',
      '/coupons',
      {
        ...form(),
        code: code('FLAT'),
        kind: 'fixed',
        value: '75.25',
        max_discount: '',
        usage_limit: '',
        usage_limit_per_customer: null,
      },
      as.admin,
    );
    expect(created).toMatchObject({
      status: 201,
      body: { value: 75.25, max_discount: null, usage_limit: null, usage_limit_per_customer: null },
    });
    const [row] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.code, code('FLAT')));
    expect(row).toMatchObject({ kind: 'fixed', value: 7525, maxDiscount: null, usageLimit: null });
  });

  it('refuses bad values field by field, in the caller’s language, and a code already taken', async () => {
    const bad = await adminCall(
      'POST',
      '/coupons',
      {
        ...form(),
        code: 'a b',
        value: 150,
        starts_on: dayFrom(10),
        ends_on: dayFrom(2),
        usage_limit: 0,
        usage_limit_per_customer: 1.5,
        min_subtotal: -1,
      },
      as.content,
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        field_errors: {
          code: 'coupon_code_format',
          value: 'coupon_percent',
          ends_on: 'coupon_ends_before_starts',
          usage_limit: 'coupon_usage_limit',
          usage_limit_per_customer: 'coupon_usage_limit',
          min_subtotal: 'coupon_min_subtotal_invalid',
        },
      },
    });
    const fixed = await adminCall(
      'POST',
      '/coupons',
      { ...form(), code: code('ZERO'), kind: 'fixed', value: 0 },
      { ...as.content, 'accept-language': 'ar' },
    );
    expect(fixed).toMatchObject({
      status: 400,
      body: {
        message: 'أدخل مبلغًا بالجنيه من 0.01 إلى 1,000,000، بحد أقصى رقمين عشريين.',
        field_errors: { value: 'coupon_amount' },
      },
    });
    const noDates = await adminCall(
      'POST',
      '/coupons',
      { code: code('NODATE'), kind: 'percent', value: 5 },
      as.content,
    );
    expect(noDates.body.field_errors).toMatchObject({ starts_on: 'coupon_date', ends_on: 'coupon_date' });
    expect(
      await db
        .select()
        .from(coupons)
        .where(eq(coupons.code, code('ZERO'))),
    ).toEqual([]);

    const twice = await adminCall('POST', '/coupons', { ...form(), code: 'welcome10' }, as.content);
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'Another coupon already has this code.', field_errors: { code: 'coupon_code_taken' } },
    });
    expect(await auditOf('WELCOME10')).toEqual([]);
  });
});

describe('changing a coupon', () => {
  it('edits what it gives and when, switches it off and on, each with an audit row', async () => {
    const c = code('EDIT');
    expect((await adminCall('POST', '/coupons', { ...form(), code: c }, as.content)).status).toBe(201);
    const edited = await adminCall(
      'PUT',
      `/coupons/${c.toLowerCase()}`,
      form({ kind: 'fixed', value: 50, max_discount: 10, starts_on: dayFrom(5), usage_limit: '' }),
      as.content,
    );
    // A fixed amount has no maximum; the start is in the future: scheduled.
    expect(edited).toMatchObject({
      status: 200,
      body: { code: c, kind: 'fixed', value: 50, max_discount: null, usage_limit: null, status: 'scheduled' },
    });
    expect(
      (await adminCall('PUT', `/coupons/${c}`, form({ value: 0 }), as.content)).body.field_errors,
    ).toEqual({
      value: 'coupon_percent',
    });
    expect((await adminCall('PUT', `/coupons/NOPE_${tag}`, form(), as.content)).status).toBe(404);
    expect((await adminCall('PUT', '/coupons/bad%20code', form(), as.content)).status).toBe(404);

    const off = await adminCall('POST', `/coupons/${c}/active`, { active: false }, as.content);
    expect(off).toMatchObject({ status: 200, body: { is_active: false, status: 'inactive' } });
    expect((await adminCall('POST', `/coupons/${c}/active`, { active: false }, as.content)).status).toBe(409);
    expect(await adminCall('POST', `/coupons/${c}/active`, { active: 'no' }, as.content)).toMatchObject({
      status: 400,
      body: { field_errors: { active: 'coupon_active_invalid' } },
    });
    const on = await adminCall('POST', `/coupons/${c}/active`, { active: true }, as.admin);
    expect(on).toMatchObject({ status: 200, body: { is_active: true, status: 'scheduled' } });

    expect(await auditOf(c)).toMatchObject([
      { action: 'coupon.create', after: { kind: 'percent', value: 1500 } },
      {
        action: 'coupon.update',
        before: { kind: 'percent', value: 1500, usage_limit: 50 },
        after: { kind: 'fixed', value: 5000, max_discount: null, usage_limit: null, starts_on: dayFrom(5) },
      },
      { action: 'coupon.deactivate', before: { active: true }, after: { active: false } },
      { action: 'coupon.activate', before: { active: false }, after: { active: true } },
    ]);
    const detail = await adminCall('GET', `/coupons/${c}`, undefined, as.content);
    expect(detail.body).toMatchObject({
      code: c,
      redemptions_count: 0,
      history: [
        { action: 'coupon.activate' },
        { action: 'coupon.deactivate' },
        { action: 'coupon.update' },
        { action: 'coupon.create' },
      ],
    });
  });
});

describe('the coupons list', () => {
  it('searches by code and filters by status, a page of 20', async () => {
    const make = (name: string, extra: Record<string, unknown>) =>
      adminCall('POST', '/coupons', { ...form(), code: code(name), ...extra }, as.content);
    await make('LISTNOW', {});
    await make('LISTSOON', { starts_on: dayFrom(3), ends_on: dayFrom(9) });
    await make('LISTPAST', { starts_on: dayFrom(-9), ends_on: dayFrom(-3) });
    await make('LISTOFF', {});
    await adminCall('POST', `/coupons/${code('LISTOFF')}/active`, { active: false }, as.content);

    const codesOf = async (query: string) => {
      const list = await adminCall('GET', `/coupons?q=LIST&${query}`, undefined, as.content);
      expect(list.status).toBe(200);
      return (list.body.items as { code: string }[]).map((i) => i.code).filter((c) => c.endsWith(tag));
    };
    expect((await codesOf('')).sort()).toEqual(
      [code('LISTNOW'), code('LISTOFF'), code('LISTPAST'), code('LISTSOON')].sort(),
    );
    expect(await codesOf('status=active')).toEqual([code('LISTNOW')]);
    expect(await codesOf('status=scheduled')).toEqual([code('LISTSOON')]);
    expect(await codesOf('status=expired')).toEqual([code('LISTPAST')]);
    expect(await codesOf('status=inactive')).toEqual([code('LISTOFF')]);

    const page = await adminCall('GET', `/coupons?q=${code('LISTNOW').toLowerCase()}`, undefined, as.content);
    expect(page.body).toMatchObject({
      total_count: 1,
      page: 1,
      page_size: 20,
      items: [{ code: code('LISTNOW'), status: 'active', redemptions_count: 0, usage_limit: 50 }],
    });
    // The demo's expired coupon is listed as expired; LIKE's wildcards are taken literally.
    const expired = await adminCall('GET', '/coupons?q=EXPIRED50&status=expired', undefined, as.content);
    expect(expired.body.total_count).toBe(1);
    expect((await adminCall('GET', '/coupons?q=%25', undefined, as.content)).body.total_count).toBe(0);
    expect((await adminCall('GET', '/coupons?status=lost', undefined, as.content)).status).toBe(400);
    expect((await adminCall('GET', '/coupons?page=0', undefined, as.content)).status).toBe(400);
    expect((await adminCall('GET', `/coupons/NOPE_${tag}`, undefined, as.content)).status).toBe(404);
  });
});
