import {
  APPLICATION_STATUSES,
  REFUND_REQUEST_STATUSES,
  SELLER_APPLICATION_STATUSES,
  SUBMISSION_STATUSES,
} from '@/db/schema';
import { ORDER_STATUSES } from '../orders/status';

/**
 * What an audit row changed, for reading: the fields whose value differs between before and after,
 * in the order they were written. A value that is not a record (a list of ids, a picture's path, a
 * row made or removed) is one change with no field name.
 */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Record_ = Record<string, unknown>;
const isRecord = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    return same(before, after) ? [] : [{ field: '', before: before ?? null, after: after ?? null }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  // A field one side lacks is empty there: a reason added as null changed nothing.
  return fields
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
    .filter((c) => !same(c.before, c.after));
}

/**
 * Fields the domain writes in its own units: money in piastres, rates in basis points. The log
 * shows them as staff type them, in pounds and per cent.
 */
const PIASTRE_FIELDS = new Set([
  'creditLimit',
  'available',
  'approvedLimit',
  'grandTotal',
  'amount',
  'max_discount',
  'min_subtotal',
]);
const BPS_FIELDS = new Set(['rate_bps']);

export type AuditValue =
  | { kind: 'none' }
  | { kind: 'piastres'; value: number }
  | { kind: 'percent'; value: number }
  | { kind: 'flag'; value: boolean }
  | { kind: 'rates'; value: { months: number; percent: number }[] }
  | { kind: 'text'; value: string };

/** How one value of a change reads; lists and records stay JSON, on one line. */
export function auditValue(field: string, value: unknown): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (typeof value === 'number' && PIASTRE_FIELDS.has(field)) return { kind: 'piastres', value };
  if (typeof value === 'number' && BPS_FIELDS.has(field)) return { kind: 'percent', value: value / 100 };
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (typeof value === 'string') return { kind: 'text', value };
  if (Array.isArray(value) && value.length > 0 && value.every((v) => isRecord(v) && 'rate_bps' in v)) {
    // A seller's instalment rates, by term.
    const rates = value as { months: number; rate_bps: number }[];
    return { kind: 'rates', value: rates.map((r) => ({ months: r.months, percent: r.rate_bps / 100 })) };
  }
  return { kind: 'text', value: JSON.stringify(value) };
}

/**
 * Fields the log names in words (admin.audit.fields.*): those staff change most. A field kept in
 * both languages (title_ar, title_en) is named once, with its language; any other keeps its code.
 */
export const AUDIT_FIELDS = [
  'status',
  'address',
  'request',
  'approvedLimit',
  'creditLimit',
  'available',
  'grandTotal',
  'amount',
  'method',
  'items',
  'itemId',
  'carrier',
  'trackingNumber',
  'tracking',
  'orderShipped',
  'documents',
  'reason',
  'role',
  'email',
  'name',
  'active',
  'is_active',
  'approval',
  'sellerId',
  'seller_id',
  'portalAccount',
  'period',
  'paid_on',
  'reference',
  'title',
  'subtitle',
  'content',
  'text',
  'cta',
  'link',
  'image',
  'position',
  'starts_on',
  'ends_on',
  'sku',
  'url_key',
  'price',
  'special_price',
  'special_from',
  'special_to',
  'stock',
  'weight',
  'brand_id',
  'category_id',
  'description',
  'short_description',
  'attributes',
  'payment_methods',
  'instalment_months',
  'kind',
  'value',
  'max_discount',
  'min_subtotal',
  'usage_limit',
  'usage_limit_per_customer',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

/** A field's name in words and the language of its value, or null for a field kept as code. */
export function auditFieldName(field: string): { name: AuditField; language: 'ar' | 'en' | null } | null {
  const [, base = field, language = null] = /^(.+)_(ar|en)$/.exec(field) ?? [];
  const known = (AUDIT_FIELDS as readonly string[]).includes(base) ? (base as AuditField) : null;
  return known && { name: known, language: language as 'ar' | 'en' | null };
}

/** States the log says in words, by kind of record and field: the state's text key. */
const STATES: Record<
  string,
  Record<string, { values: readonly string[]; key: (value: string) => string }>
> = {
  order: { status: { values: ORDER_STATUSES, key: (v) => `orders.status.${v}` } },
  refund_request: {
    status: { values: ORDER_STATUSES, key: (v) => `orders.status.${v}` },
    request: { values: REFUND_REQUEST_STATUSES, key: (v) => `orders.refund.status.${v}` },
  },
  credit_application: { status: { values: APPLICATION_STATUSES, key: (v) => `admin.credit.status.${v}` } },
  seller_application: {
    status: { values: SELLER_APPLICATION_STATUSES, key: (v) => `admin.application_status.${v}` },
  },
  form_submission: { status: { values: SUBMISSION_STATUSES, key: (v) => `admin.requests.status.${v}` } },
};

/** The text key of a state a record's field holds (an order's "canceled"), or null for other values. */
export function auditStateKey(entity: string, field: string, value: unknown): string | null {
  const state = STATES[entity]?.[field];
  return state && typeof value === 'string' && state.values.includes(value) ? state.key(value) : null;
}

/** Every state key the log can show, for the test that each has its text in both languages. */
export const AUDIT_STATE_KEYS = Object.values(STATES).flatMap((fields) =>
  Object.values(fields).flatMap((state) => state.values.map(state.key)),
);
