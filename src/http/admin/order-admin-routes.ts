import { Hono } from 'hono';
import { approveRefundAs, rejectRefundAs } from '@/domain/orders/refund-decisions';
import { cancelOrderAs, deliverOrderAs, shipOrderAs } from '@/domain/orders/staff-actions';
import { staffOrderDetails, staffOrderList, waitingRefunds } from '@/domain/orders/staff-orders';
import { bodyOf, idParam } from '../rest/body';
import { egp } from '../rest/serializers';
import { allow, requireStaff, type AdminEnv } from './env';
import { toWireRefundRequest, toWireStaffOrder, toWireStaffOrderRow } from './order-admin-serializers';

const orderId = (raw: string | undefined) => idParam(raw, 'order_not_found');
const refundId = (raw: string | undefined) => idParam(raw, 'refund_not_found');

/**
 * /rest/V1/admin/orders... (permission orders): the list, one order, ship, deliver, cancel;
 * /rest/V1/admin/refunds... (permission refunds): waiting requests, approve, reject.
 */
export const orderAdminRoutes = new Hono<AdminEnv>()
  .use('/orders', requireStaff, allow('orders'))
  .use('/orders/*', requireStaff, allow('orders'))
  .use('/refunds', requireStaff, allow('refunds'))
  .use('/refunds/*', requireStaff, allow('refunds'))
  .get('/orders', async (c) => {
    const page = await staffOrderList(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map(toWireStaffOrderRow),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/orders/:id', async (c) =>
    c.json(toWireStaffOrder(await staffOrderDetails(c.get('ctx'), orderId(c.req.param('id'))))),
  )
  .post('/orders/:id/ship', async (c) =>
    c.json(await shipOrderAs(c.get('ctx'), c.get('staff'), orderId(c.req.param('id')), await bodyOf(c))),
  )
  .post('/orders/:id/deliver', async (c) =>
    c.json(await deliverOrderAs(c.get('ctx'), c.get('staff'), orderId(c.req.param('id')))),
  )
  .post('/orders/:id/cancel', async (c) =>
    c.json(await cancelOrderAs(c.get('ctx'), c.get('staff'), orderId(c.req.param('id')), await bodyOf(c))),
  )
  .get('/refunds', async (c) => {
    const page = await waitingRefunds(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map((r) => ({
        ...toWireRefundRequest(r.request),
        increment_id: r.order.incrementId,
        payment_method: r.order.paymentMethod,
        customer: r.name,
        phone: r.phone,
        /** The price of the units asked back, before any coupon share. */
        asked_worth: egp(r.worth),
      })),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .post('/refunds/:id/approve', async (c) => {
    const result = await approveRefundAs(
      c.get('ctx'),
      c.get('staff'),
      refundId(c.req.param('id')),
      await bodyOf(c),
    );
    return c.json({ ...result, amount: result.amount / 100 });
  })
  .post('/refunds/:id/reject', async (c) =>
    c.json(await rejectRefundAs(c.get('ctx'), c.get('staff'), refundId(c.req.param('id')), await bodyOf(c))),
  );
