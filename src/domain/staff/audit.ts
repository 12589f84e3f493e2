import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, orders, refundRequests } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { cairoEnd, cairoStart, DAYS_IN_ORDER, daysInOrder, isCalendarDay } from '../shared/cairo-day';
import { parseInput } from '../shared/validate';
import type { AuditAction, AuditEntity } from './audit-actions';
import type { StaffPrincipal } from './sessions';

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Who acts: a signed-in staff member, or a command-line user (`cli:<name>`). */
export type Actor = StaffPrincipal | { cli: string };

/** One audit row, written in the caller's transaction so that it exists exactly when the write does. */
export async function recordAudit(ctx: Ctx, actor: Actor, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    staffId: 'id' in actor ? actor.id : null,
    actor: 'id' in actor ? actor.email : `cli:${actor.cli}`,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    requestId: ctx.requestId ?? null,
    at: nowOf(ctx),
  });
}

/** How long one staff member's views of the same record count as one look. */
export const VIEW_FOLD_MS = 60 * 60_000;

/**
 * A view of something private (an applicant's ID scan), logged once per staff member, record and
 * hour: a page that shows the scans inline fetches them at each load, and a row per load buried the
 * decisions between them.
 */
export async function recordView(ctx: Ctx, actor: Actor, entry: AuditEntry): Promise<void> {
  const name = 'id' in actor ? actor.email : `cli:${actor.cli}`;
  const [seen] = await ctx.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actor, name),
        eq(auditLog.action, entry.action),
        eq(auditLog.entity, entry.entity),
        eq(auditLog.entityId, String(entry.entityId)),
        sql`${auditLog.after} is not distinct from ${JSON.stringify(entry.after ?? null)}::jsonb`,
        gte(auditLog.at, new Date(nowOf(ctx).getTime() - VIEW_FOLD_MS)),
      ),
    )
    .limit(1);
  if (!seen) await recordAudit(ctx, actor, entry);
}

/**
 * Runs a staff write and its audit row in one transaction: `write` answers what it changed
 * (before and after, and the entity's id when the write made it), and nothing is kept unless both are.
 */
export function audited<T>(
  ctx: Ctx,
  actor: Actor,
  entry: Omit<AuditEntry, 'before' | 'after'>,
  write: (tx: Ctx) => Promise<{ result: T; before?: unknown; after?: unknown; entityId?: string | number }>,
): Promise<T> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const { result, before, after, entityId } = await write(tx);
    await recordAudit(tx, actor, { ...entry, entityId: entityId ?? entry.entityId, before, after });
    return result;
  });
}

/** A record's latest changes (50), newest first: every row of `entity`, or only `entityId`'s. */
export function historyOf(ctx: Ctx, entity: string, entityId?: string | number) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(50);
}

export const AUDIT_PAGE_SIZE = 50;
/** A Cairo calendar day, YYYY-MM-DD: the log from the start of `from` through the end of `to`. */
const day = z.string().trim().refine(isCalendarDay, { error: 'date_error' });
const auditFilterSchema = z
  .object({
    entity: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(40).optional(),
    actor: z.string().trim().max(150).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number({ error: 'page_error' }).int().min(1).max(10_000).default(1),
  })
  .refine(daysInOrder, DAYS_IN_ORDER);
export type AuditFilter = z.input<typeof auditFilterSchema>;

/**
 * The rows of an order and of its refund requests, found by the order's number as staff and
 * customers know it (100004) as well as by the record's own id.
 */
function recordIs(entityId: string): SQL {
  return or(
    eq(auditLog.entityId, entityId),
    sql`(${auditLog.entity} = 'order' AND ${auditLog.entityId} IN (
      SELECT ${orders.id}::text FROM ${orders} WHERE ${orders.incrementId} = ${entityId}))`,
    sql`(${auditLog.entity} = 'refund_request' AND ${auditLog.entityId} IN (
      SELECT ${refundRequests.id}::text FROM ${refundRequests}
      JOIN ${orders} ON ${orders.id} = ${refundRequests.orderId}
      WHERE ${orders.incrementId} = ${entityId}))`,
  )!;
}

/** Of each row about an order or a refund request: the order's id and number, to name and link it. */
async function ordersOf(ctx: Ctx, rows: { entity: string; entityId: string }[]) {
  const ids = (entity: string) =>
    rows.filter((r) => r.entity === entity && /^\d{1,9}$/.test(r.entityId)).map((r) => Number(r.entityId));
  const [orderIds, refundIds] = [ids('order'), ids('refund_request')];
  const [byOrder, byRefund] = await Promise.all([
    orderIds.length
      ? ctx.db
          .select({ id: orders.id, number: orders.incrementId })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [],
    refundIds.length
      ? ctx.db
          .select({ refundId: refundRequests.id, id: orders.id, number: orders.incrementId })
          .from(refundRequests)
          .innerJoin(orders, eq(orders.id, refundRequests.orderId))
          .where(inArray(refundRequests.id, refundIds))
      : [],
  ]);
  return (r: { entity: string; entityId: string }): { id: number; number: string } | null => {
    const found =
      r.entity === 'order'
        ? byOrder.find((o) => String(o.id) === r.entityId)
        : r.entity === 'refund_request'
          ? byRefund.find((o) => String(o.refundId) === r.entityId)
          : undefined;
    return found ? { id: found.id, number: found.number } : null;
  };
}

/** The log, newest first, filtered and a page at a time; rows about an order name it by its number. */
export async function listAudit(ctx: Ctx, input: unknown) {
  const f = parseInput(auditFilterSchema, input);
  const conditions: SQL[] = [];
  if (f.entity) conditions.push(eq(auditLog.entity, f.entity));
  if (f.entityId) conditions.push(recordIs(f.entityId));
  if (f.actor) conditions.push(eq(auditLog.actor, f.actor.toLowerCase()));
  if (f.from) conditions.push(gte(auditLog.at, cairoStart(f.from)));
  if (f.to) conditions.push(lte(auditLog.at, cairoEnd(f.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((f.page - 1) * AUDIT_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const orderOf = await ordersOf(ctx, rows);
  return {
    items: rows.map((r) => ({ ...r, order: orderOf(r) })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
