import { describe, expect, it } from 'vitest';
import { auditChanges, auditFieldName, auditStateKey, auditValue } from './audit-changes';

describe('an audit row read as changes', () => {
  it('lists only the fields that changed, in the order written', () => {
    expect(
      auditChanges(
        { status: 'submitted', approvedLimit: null, note: 'x' },
        { status: 'accepted', approvedLimit: 4_000_000, note: 'x' },
      ),
    ).toEqual([
      { field: 'status', before: 'submitted', after: 'accepted' },
      { field: 'approvedLimit', before: null, after: 4_000_000 },
    ]);
  });
  it('counts a field one side lacks as empty there', () => {
    expect(auditChanges({ status: 'pending' }, { status: 'approved', sellerId: 7, reason: null })).toEqual([
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'sellerId', before: null, after: 7 },
    ]);
  });
  it('names a field that only one side has, and compares lists and records by value', () => {
    expect(
      auditChanges({ a: [1, 2], b: { c: 1 } }, { a: [1, 2], b: { c: 1 }, documents: ['id_front'] }),
    ).toEqual([{ field: 'documents', before: null, after: ['id_front'] }]);
  });
  it('reads a value that is not a record (a made or removed row, a list of ids) as one change', () => {
    expect(auditChanges(null, { active: true })).toEqual([
      { field: '', before: null, after: { active: true } },
    ]);
    expect(auditChanges([3, 1, 2], [1, 2, 3])).toEqual([{ field: '', before: [3, 1, 2], after: [1, 2, 3] }]);
    expect(auditChanges([1], [1])).toEqual([]);
  });
});

describe('an audit value', () => {
  it('shows money in piastres and rates in basis points in the units staff type', () => {
    expect(auditValue('creditLimit', 4_000_000)).toEqual({ kind: 'piastres', value: 4_000_000 });
    expect(auditValue('rate_bps', 150)).toEqual({ kind: 'percent', value: 1.5 });
    expect(auditValue('', [{ months: 6, rate_bps: 150 }])).toEqual({
      kind: 'rates',
      value: [{ months: 6, percent: 1.5 }],
    });
  });
  it('keeps other numbers, says yes or no for flags, nothing for empty, and JSON for the rest', () => {
    expect(auditValue('months', 12)).toEqual({ kind: 'text', value: '12' });
    expect(auditValue('active', false)).toEqual({ kind: 'flag', value: false });
    expect(auditValue('approvedLimit', null)).toEqual({ kind: 'none' });
    expect(auditValue('', ['a.jpg'])).toEqual({ kind: 'text', value: '["a.jpg"]' });
  });
});

describe("an audit field's name", () => {
  it('is named in words with its language, or kept as code', () => {
    expect(auditFieldName('status')).toEqual({ name: 'status', language: null });
    expect(auditFieldName('title_ar')).toEqual({ name: 'title', language: 'ar' });
    expect(auditFieldName('short_description_en')).toEqual({ name: 'short_description', language: 'en' });
    expect(auditFieldName('internal_flag')).toBeNull();
  });
  it('shows refund amounts and coupon thresholds as money', () => {
    expect(auditValue('amount', 2_149_900)).toEqual({ kind: 'piastres', value: 2_149_900 });
    expect(auditValue('min_subtotal', 50_000)).toEqual({ kind: 'piastres', value: 50_000 });
  });
});

describe('an audit state', () => {
  it("is said in words for the record's kind, and only for a state it has", () => {
    expect(auditStateKey('order', 'status', 'canceled')).toBe('orders.status.canceled');
    expect(auditStateKey('refund_request', 'request', 'approved')).toBe('orders.refund.status.approved');
    expect(auditStateKey('credit_application', 'status', 'on_hold')).toBe('admin.credit.status.on_hold');
    expect(auditStateKey('order', 'status', 'lost')).toBeNull();
    expect(auditStateKey('coupon', 'status', 'canceled')).toBeNull();
  });
});
