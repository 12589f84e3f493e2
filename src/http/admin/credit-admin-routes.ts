import { Hono } from 'hono';
import { cardSchedule } from '@/domain/credit/card-schedule';
import {
  cardForStaff,
  changeCardLimitAs,
  creditApplicationForStaff,
  creditQueue,
  decideCreditAs,
  findCards,
  readCreditDocumentForStaff,
  setCardHoldAs,
} from '@/domain/credit/staff-review';
import { bodyOf, idParam } from '../rest/body';
import { egpOrNull } from '../rest/serializers';
import { toWireSchedule } from '../rest/instalment-serializers';
import {
  toWireStaffCard,
  toWireStaffCreditApplication,
  toWireStaffCreditRow,
} from './credit-admin-serializers';
import { allow, requireStaff, type AdminEnv } from './env';

/** /rest/V1/admin/credit/...: the applications queue, decisions, and cards (credit officers, admins). */
export const creditAdminRoutes = new Hono<AdminEnv>()
  .use('/credit/*', requireStaff, allow('credit'))
  .get('/credit/applications', async (c) => {
    const page = await creditQueue(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map(toWireStaffCreditRow),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/credit/applications/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'credit_application_not_found');
    return c.json(toWireStaffCreditApplication(await creditApplicationForStaff(c.get('ctx'), id)));
  })
  .get('/credit/applications/:id/documents/:documentId', async (c) => {
    const id = idParam(c.req.param('id'), 'credit_application_not_found');
    const documentId = idParam(c.req.param('documentId'), 'document_not_found');
    const file = await readCreditDocumentForStaff(c.get('ctx'), c.get('staff'), id, documentId);
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
    });
  })
  .post('/credit/applications/:id/decision', async (c) => {
    const id = idParam(c.req.param('id'), 'credit_application_not_found');
    const view = await decideCreditAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c));
    return c.json({
      id: view.application.id,
      status: view.application.status,
      approved_limit: egpOrNull(view.application.approvedLimit),
    });
  })
  .get('/credit/cards', async (c) => {
    const rows = await findCards(c.get('ctx'), { q: c.req.query('q') });
    return c.json({ items: rows.map((r) => toWireStaffCard(r)) });
  })
  .get('/credit/cards/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'card_not_found');
    const found = await cardForStaff(c.get('ctx'), id);
    const schedule = await cardSchedule(c.get('ctx'), id);
    return c.json({
      ...toWireStaffCard({ ...found, nationalId: found.application.nationalId }),
      schedule: toWireSchedule(schedule),
    });
  })
  .post('/credit/cards/:id/hold', async (c) => {
    const id = idParam(c.req.param('id'), 'card_not_found');
    const body = await bodyOf(c);
    await setCardHoldAs(c.get('ctx'), c.get('staff'), id, { hold: body.hold, reason: body.reason });
    const found = await cardForStaff(c.get('ctx'), id);
    return c.json(toWireStaffCard({ ...found, nationalId: found.application.nationalId }));
  })
  .post('/credit/cards/:id/limit', async (c) => {
    const id = idParam(c.req.param('id'), 'card_not_found');
    await changeCardLimitAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c));
    const found = await cardForStaff(c.get('ctx'), id);
    return c.json(toWireStaffCard({ ...found, nationalId: found.application.nationalId }));
  });
