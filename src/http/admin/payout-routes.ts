import { Hono } from 'hono';
import { sellerOf } from '@/domain/catalog/seller-products';
import { commissionForStaff, setCommissionAs, type CommissionRate } from '@/domain/sellers/commission';
import type { StatementLine, StatementTotals } from '@/domain/sellers/payout-schemas';
import {
  payoutStatement,
  salesFigures,
  type PayoutRecord,
  type PayoutStatement,
} from '@/domain/sellers/payouts';
import { ibanEnding, recordPayoutAs } from '@/domain/sellers/payout-records';
import { sellerForStaff } from '@/domain/sellers/staff-sellers';
import { bodyOf, idParam } from '../rest/body';
import { egp } from '../rest/serializers';
import { allow, requireStaff, type AdminEnv } from './env';

const toWireTotals = (t: StatementTotals) => ({
  sales: egp(t.sales),
  refunds: egp(t.refunds),
  net: egp(t.net),
  commission: egp(t.commission),
  payout: egp(t.payout),
});

const toWireLine = (l: StatementLine) => ({
  kind: l.kind,
  at: l.at.toISOString(),
  order_id: l.orderId,
  increment_id: l.orderNumber,
  sku: l.sku,
  name: l.name,
  qty: l.qty,
  amount: egp(l.amount),
  commission_rate: l.rateBps / 100,
});

/** A month's recorded transfer; who recorded it is the store's business, not the seller's. */
const toWirePaid = (p: PayoutRecord, staff = true) => ({
  amount: egp(p.amount),
  paid_on: p.paidOn,
  reference: p.reference,
  iban_ending: ibanEnding(p.iban),
  ...(staff && { recorded_by: p.recordedBy }),
  recorded_at: p.createdAt.toISOString(),
});

const toWireStatement = (s: PayoutStatement, staff = true) => ({
  period: s.period,
  from: s.from.toISOString(),
  to: s.to.toISOString(),
  open: s.open,
  totals: toWireTotals(s.totals),
  lines: s.lines.map(toWireLine),
  paid: s.paid && toWirePaid(s.paid, staff),
});

const toWireCommission = (c: CommissionRate) => ({
  rate_percent: c.rateBps / 100,
  since: c.since?.toISOString() ?? null,
});

/**
 * /rest/V1/admin/seller/{sales,statement}: the signed-in seller's own figures and payout statement;
 * /rest/V1/admin/sellers/{id}/statement: any seller's, for staff who manage sellers, and
 * /statement/payout: its month's transfer recorded;
 * /rest/V1/admin/settings/commission: the store's commission on sellers' sales (admins).
 */
export const payoutRoutes = new Hono<AdminEnv>()
  .use('/seller/sales', requireStaff, allow('seller_portal'))
  .use('/seller/statement', requireStaff, allow('seller_portal'))
  .use('/settings/*', requireStaff, allow('settings'))
  .get('/seller/sales', async (c) => {
    const months = await salesFigures(c.get('ctx'), sellerOf(c.get('staff')));
    return c.json({
      months: months.map((m) => ({ period: m.period, orders: m.orders, units: m.units, ...toWireTotals(m) })),
    });
  })
  .get('/seller/statement', async (c) => {
    const statement = await payoutStatement(c.get('ctx'), sellerOf(c.get('staff')), c.req.query());
    return c.json(toWireStatement(statement, false));
  })
  .get('/sellers/:id/statement', requireStaff, allow('sellers'), async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const ctx = c.get('ctx');
    await sellerForStaff(ctx, id);
    return c.json(toWireStatement(await payoutStatement(ctx, id, c.req.query())));
  })
  .post('/sellers/:id/statement/payout', requireStaff, allow('sellers'), async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const paid = await recordPayoutAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c));
    return c.json(toWirePaid(paid), 201);
  })
  .get('/settings/commission', async (c) => {
    const { current } = await commissionForStaff(c.get('ctx'));
    return c.json(toWireCommission(current));
  })
  .put('/settings/commission', async (c) => {
    return c.json(toWireCommission(await setCommissionAs(c.get('ctx'), c.get('staff'), await bodyOf(c))));
  });
