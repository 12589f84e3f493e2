import { submissionStatusSchema } from '@/domain/forms/submission-schemas';
import type { Operation } from '../rest/openapi-operations';

const A = '/rest/V1/admin';

/** What shoppers send through the store's forms (src/http/admin/form-admin-routes.ts), for operations staff. */
export const FORM_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${A}/forms/{code}/submissions`,
    summary: "A form's submissions (book_trip: the trip requests): new ones oldest first, else newest first",
    tag: 'admin',
    staff: 'orders',
    query: {
      status: 'new or handled (all when absent)',
      q: 'a reference, the mobile number, or part of the name',
      page: 'from 1',
    },
  },
  {
    method: 'get',
    path: `${A}/form-submissions/{id}`,
    summary: "A submission with its form's fields in order, the customer who sent it and its history",
    tag: 'admin',
    staff: 'orders',
  },
  {
    method: 'put',
    path: `${A}/form-submissions/{id}/status`,
    summary: 'Mark a submission handled, or new again, with an optional note (audited)',
    tag: 'admin',
    staff: 'orders',
    body: submissionStatusSchema,
  },
];
