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
const PIASTRE_FIELDS = new Set(['creditLimit', 'available', 'approvedLimit', 'grandTotal']);
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
