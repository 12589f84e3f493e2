import { commissionSchema, payoutRecordSchema } from '@/domain/sellers/payout-schemas';
import type { Operation } from '../rest/openapi-operations';

const A = '/rest/V1/admin';
const period = 'a Cairo month, YYYY-MM; this month when left out';

/** Sellers' sales figures and payout statements, and the commission setting (payout-routes.ts). */
export const PAYOUT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${A}/seller/sales`,
    summary: "The signed-in seller's figures for this month and the five before it, newest first",
    tag: 'admin',
    staff: 'seller_portal',
  },
  {
    method: 'get',
    path: `${A}/seller/statement`,
    summary:
      "The signed-in seller's payout statement of a month: lines delivered and refunds approved in it, less the store's commission",
    tag: 'admin',
    staff: 'seller_portal',
    query: { period },
  },
  {
    method: 'get',
    path: `${A}/sellers/{id}/statement`,
    summary: "A seller's payout statement of a month, for staff who manage sellers",
    tag: 'admin',
    staff: 'sellers',
    query: { period },
  },
  {
    method: 'post',
    path: `${A}/sellers/{id}/statement/payout`,
    summary:
      "Record a closed month's payout as transferred (the statement's amount, the transfer's day and bank reference); the seller is told",
    tag: 'admin',
    staff: 'sellers',
    body: payoutRecordSchema,
  },
  {
    method: 'get',
    path: `${A}/settings/commission`,
    summary: "The store's commission on sellers' sales now, in percent",
    tag: 'admin',
    staff: 'settings',
  },
  {
    method: 'put',
    path: `${A}/settings/commission`,
    summary: 'Set the commission from now on; months already delivered keep the rate of their day',
    tag: 'admin',
    staff: 'settings',
    body: commissionSchema,
  },
];
