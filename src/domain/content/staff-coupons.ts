import { and, count, desc, eq, gt, ilike, lt, lte, gte, sql, type SQL } from 'drizzle-orm';
import { auditLog, couponRedemptions, coupons } from '@/db/schema';
import type { Coupon } from '../cart/coupons';
import { cairoDay, cairoEnd, cairoStart } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import {
  COUPON_PAGE_SIZE,
  couponActiveSchema,
  couponCodeSchema,
  couponCreateSchema,
  couponFieldsSchema,
  couponFilterSchema,
  type CouponFields,
  type CouponStatus,
} from './coupon-schemas';
import { likeText } from '../shared/like';

/**
 * The back office's coupons (content role): the list with each coupon's uses, one coupon, create,
 * edit, switch off and on. Every write is audited; the store reads coupons afresh on every cart
 * and checkout request, so a change counts from the next request.
 */

/** Where a coupon stands now: switched off, or by its dates. */
export function couponStatus(c: Pick<Coupon, 'isActive' | 'startsAt' | 'endsAt'>, now: Date): CouponStatus {
  if (!c.isActive) return 'inactive';
  if (now < c.startsAt) return 'scheduled';
  if (now > c.endsAt) return 'expired';
  return 'active';
}

function statusWhere(status: CouponStatus, now: Date): SQL {
  switch (status) {
    case 'inactive':
      return eq(coupons.isActive, false);
    case 'scheduled':
      return and(eq(coupons.isActive, true), gt(coupons.startsAt, now))!;
    case 'expired':
      return and(eq(coupons.isActive, true), lt(coupons.endsAt, now))!;
    case 'active':
      return and(eq(coupons.isActive, true), lte(coupons.startsAt, now), gte(coupons.endsAt, now))!;
  }
}

/** Escapes LIKE's wildcards so that a search for "50_" means those characters. */

const redemptionCount = sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_code = ${coupons.code})`;

const staffColumns = {
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  maxDiscount: coupons.maxDiscount,
  minSubtotal: coupons.minSubtotal,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  usageLimit: coupons.usageLimit,
  usageLimitPerCustomer: coupons.usageLimitPerCustomer,
  isActive: coupons.isActive,
  createdAt: coupons.createdAt,
  redemptions: redemptionCount,
};
export type StaffCouponRow = Coupon & { redemptions: number };

/** Coupons, newest first, searched by code and filtered by status, a page of 20 at a time. */
export async function couponList(ctx: Ctx, input: unknown) {
  const { q, status, page } = parseInput(couponFilterSchema, input);
  const now = nowOf(ctx);
  const conditions: SQL[] = [];
  if (q) conditions.push(ilike(coupons.code, likeText(q)));
  if (status) conditions.push(statusWhere(status, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    ctx.db
      .select(staffColumns)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), coupons.code)
      .limit(COUPON_PAGE_SIZE)
      .offset((page - 1) * COUPON_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { items: items as StaffCouponRow[], total: total?.n ?? 0, page, pageSize: COUPON_PAGE_SIZE };
}

/** A code from a URL, or "not found" (a malformed code cannot be a coupon's). */
function codeOf(raw: string): string {
  const parsed = couponCodeSchema.safeParse(raw);
  if (!parsed.success) throw notFound('coupon_not_found');
  return parsed.data;
}

/** One coupon with its uses and its history of changes. */
export async function couponForStaff(ctx: Ctx, rawCode: string) {
  const code = codeOf(rawCode);
  const [coupon] = await ctx.db.select(staffColumns).from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw notFound('coupon_not_found');
  const history = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, code)))
    .orderBy(desc(auditLog.id))
    .limit(50);
  return { coupon: coupon as StaffCouponRow, history };
}

/** Pounds to piastres, and per cent to basis points: both a hundredth. */
const hundredths = (n: number) => Math.round(n * 100);

/** The form's values as the table stores them: basis points or piastres, Cairo days as instants. */
export function couponValues(form: CouponFields) {
  const percent = form.kind === 'percent';
  return {
    kind: form.kind,
    value: hundredths(form.value),
    maxDiscount: percent && form.max_discount !== undefined ? hundredths(form.max_discount) : null,
    minSubtotal: hundredths(form.min_subtotal ?? 0),
    startsAt: cairoStart(form.starts_on),
    // The last instant of the end day in Cairo: the coupon works all of that day.
    endsAt: cairoEnd(form.ends_on),
    usageLimit: form.usage_limit ?? null,
    usageLimitPerCustomer: form.usage_limit_per_customer ?? null,
  };
}

/** What the audit log keeps of a coupon (its stored values, dates as Cairo days). */
const audit = (c: Coupon) => ({
  kind: c.kind,
  value: c.value,
  max_discount: c.maxDiscount,
  min_subtotal: c.minSubtotal,
  starts_on: cairoDay(c.startsAt),
  ends_on: cairoDay(c.endsAt),
  usage_limit: c.usageLimit,
  usage_limit_per_customer: c.usageLimitPerCustomer,
  active: c.isActive,
});

/** A new coupon; a code already taken is refused (409) on the code field. */
export function createCouponAs(ctx: Ctx, actor: Actor, input: unknown) {
  const { code, ...form } = parseInput(couponCreateSchema, input);
  return audited(ctx, actor, { action: 'coupon.create', entity: 'coupon', entityId: code }, async (tx) => {
    const [created] = await tx.db
      .insert(coupons)
      .values({ code, ...couponValues(form), createdAt: nowOf(tx) })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!created) {
      throw new AppError('conflict', 'coupon_code_taken', {}, { code: 'coupon_code_taken' });
    }
    return { result: created, after: audit(created) };
  });
}

/** Changes what a coupon gives and when (not its code); orders already placed keep their discount. */
export function updateCouponAs(ctx: Ctx, actor: Actor, rawCode: string, input: unknown) {
  const code = codeOf(rawCode);
  const form = parseInput(couponFieldsSchema, input);
  return audited(ctx, actor, { action: 'coupon.update', entity: 'coupon', entityId: code }, async (tx) => {
    const [before] = await tx.db.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!before) throw notFound('coupon_not_found');
    const [after] = await tx.db
      .update(coupons)
      .set(couponValues(form))
      .where(eq(coupons.code, code))
      .returning();
    return { result: after!, before: audit(before), after: audit(after!) };
  });
}

/** Switches a coupon off (carts and orders stop taking it at once) or on again. */
export function setCouponActiveAs(ctx: Ctx, actor: Actor, rawCode: string, input: unknown) {
  const code = codeOf(rawCode);
  const { active } = parseInput(couponActiveSchema, input);
  return audited(
    ctx,
    actor,
    { action: active ? 'coupon.activate' : 'coupon.deactivate', entity: 'coupon', entityId: code },
    async (tx) => {
      const [before] = await tx.db.select().from(coupons).where(eq(coupons.code, code)).for('update');
      if (!before) throw notFound('coupon_not_found');
      if (before.isActive === active) {
        throw new AppError('conflict', active ? 'coupon_already_active' : 'coupon_already_inactive');
      }
      const [after] = await tx.db
        .update(coupons)
        .set({ isActive: active })
        .where(eq(coupons.code, code))
        .returning();
      return { result: after!, before: { active: before.isActive }, after: { active: after!.isActive } };
    },
  );
}
