import { z } from 'zod';
import { PAYMENT_METHODS } from '@/db/schema';
import { GOVERNORATES } from '../catalog/delivery';
import { ORDER_STATUSES } from './status';
import { DAYS_IN_ORDER, daysInOrder, isCalendarDay } from '../shared/cairo-day';

/** The back office's order forms and list filters, shared by the domain, the pages and OpenAPI. */
export { PAYMENT_METHODS };
export const STAFF_ORDERS_PAGE_SIZE = 20;
export const STAFF_REASON_MAX = 500;
export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
/**
 * The list's status filter: every status, and delivered orders some of whose lines an approved
 * refund took back (their status stays delivered; the rest of the order is still the shopper's).
 */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'partly_refunded'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const day = z.string().refine(isCalendarDay, { error: 'order_filter_date' });
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const staffOrderFilterSchema = z
  .object({
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(ORDER_LIST_STATUSES as unknown as [string, ...string[]], { error: 'order_status_invalid' })
        .optional(),
    ),
    method: z.preprocess(
      blankToUndefined,
      z.enum(PAYMENT_METHODS, { error: 'order_filter_method' }).optional(),
    ),
    governorate: z.preprocess(
      blankToUndefined,
      z
        .enum(GOVERNORATES as unknown as [string, ...string[]], { error: 'order_filter_governorate' })
        .optional(),
    ),
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
    phone: z.preprocess(
      blankToUndefined,
      z.string().trim().max(20, { error: 'order_filter_phone' }).optional(),
    ),
    number: z.preprocess(
      blankToUndefined,
      z.string().trim().max(20, { error: 'order_filter_number' }).optional(),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(ORDER_SORTS, { error: 'order_filter_sort' }).default('newest'),
    ),
    page: z.coerce
      .number({ error: 'page_error' })
      .int()
      .min(1, { error: 'page_error' })
      .max(10_000)
      .default(1),
  })
  .refine(daysInOrder, DAYS_IN_ORDER);
export type StaffOrderFilter = z.output<typeof staffOrderFilterSchema>;

const reason = (key: string) =>
  z.string({ error: key }).trim().min(3, { error: key }).max(STAFF_REASON_MAX, { error: key });

export const shipSchema = z.object({
  carrier: z
    .string({ error: 'order_carrier' })
    .trim()
    .min(2, { error: 'order_carrier' })
    .max(60, { error: 'order_carrier' }),
  // As carriers print and text it, with spaces between its groups: kept without them.
  tracking_number: z
    .string({ error: 'order_tracking' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'order_tracking' })),
});

export const staffCancelSchema = z.object({
  item_id: z
    .number({ error: 'order_item_not_found' })
    .int()
    .positive({ error: 'order_item_not_found' })
    .optional(),
  reason: reason('order_cancel_reason'),
});

export const refundApproveSchema = z.object({
  items: z
    .array(z.object({ item_id: z.number().int(), qty: z.number().int().min(1) }), { error: 'refund_items' })
    .min(1, { error: 'refund_items' })
    .optional(),
  note: z.string({ error: 'refund_note' }).trim().max(STAFF_REASON_MAX, { error: 'refund_note' }).optional(),
  /** Told to the customer when fewer items are taken back than were asked: required then. */
  kept_reason: z.preprocess(blankToUndefined, reason('refund_kept_reason').optional()),
});

export const refundRejectSchema = z.object({ reason: reason('refund_reject_reason') });
