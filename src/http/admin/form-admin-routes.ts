import { Hono } from 'hono';
import type { formSubmissions } from '@/db/schema';
import { setSubmissionStatusAs, submissionForStaff, submissionQueue } from '@/domain/forms/staff-submissions';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

type Submission = typeof formSubmissions.$inferSelect;

/** What a shopper sent through a form, for staff: the checked values as they were sent. */
const toWireSubmission = (s: Submission) => ({
  id: s.id,
  reference: s.reference,
  form: s.formCode,
  status: s.status,
  locale: s.locale,
  values: s.data,
  customer_id: s.customerId,
  created_at: s.createdAt.toISOString(),
});

const toWireSubmissionDetail = (view: Awaited<ReturnType<typeof submissionForStaff>>) => ({
  ...toWireSubmission(view.submission),
  fields: view.fields,
  customer: view.customer && {
    id: view.customer.id,
    name: `${view.customer.firstName} ${view.customer.lastName}`,
  },
  history: view.history.map((h) => ({
    action: h.action,
    actor: h.actor,
    at: h.at.toISOString(),
    note: h.reason,
  })),
});

/**
 * /rest/V1/admin/forms/{code}/submissions and /rest/V1/admin/form-submissions/{id}: the requests
 * shoppers send through the store's forms (the trip requests of /amantravel), for operations staff
 * to work through and mark handled.
 */
export const formAdminRoutes = new Hono<AdminEnv>()
  .use('/forms/*', requireStaff, allow('orders'))
  .use('/form-submissions/*', requireStaff, allow('orders'))
  .get('/forms/:code/submissions', async (c) => {
    const page = await submissionQueue(c.get('ctx'), c.req.param('code'), c.req.query());
    return c.json({
      items: page.items.map(toWireSubmission),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/form-submissions/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'submission_not_found');
    return c.json(toWireSubmissionDetail(await submissionForStaff(c.get('ctx'), id)));
  })
  .put('/form-submissions/:id/status', async (c) => {
    const id = idParam(c.req.param('id'), 'submission_not_found');
    const view = await setSubmissionStatusAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c));
    return c.json(toWireSubmissionDetail(view));
  });
