import { Hono } from 'hono';
import { listAudit } from '@/domain/staff/audit';
import { allow, requireStaff, type AdminEnv } from './env';

/** /rest/V1/admin/audit: the audit log for admins, newest first, filtered; read-only. */
export const auditRoutes = new Hono<AdminEnv>().get('/audit', requireStaff, allow('audit'), async (c) => {
  const page = await listAudit(c.get('ctx'), c.req.query());
  return c.json({
    items: page.items.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      /** Of a row about an order or one of its refund requests: the order's id and number. */
      order: r.order && { id: r.order.id, increment_id: r.order.number },
      before: r.before,
      after: r.after,
      reason: r.reason,
    })),
    total_count: page.total,
    page: page.page,
    page_size: page.pageSize,
  });
});
