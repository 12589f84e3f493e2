import { describe, expect, it } from 'vitest';
import { addDays, cairoDay } from '../shared/cairo-day';
import { dueDays, instalmentsOf, replanOpen, shareOrderTotal, splitEvenly } from './instalment-math';
import { schedule } from './plans';

describe('the calendar of instalments', () => {
  it('falls on the same day of each following month, or the last day of a shorter month', () => {
    expect(dueDays('2026-11-23', 3)).toEqual(['2026-12-23', '2027-01-23', '2027-02-23']);
    expect(dueDays('2027-01-31', 3)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(dueDays('2027-12-31', 2)).toEqual(['2028-01-31', '2028-02-29']);
  });

  it('reads the day in Cairo, not in UTC', () => {
    // 23:30 UTC on 23 November is already the 24th in Cairo (UTC+2).
    expect(cairoDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe("sharing an order's total among its sellers' plans", () => {
  it('adds up to the total to the piastre, the discount in proportion, shipping on the first', () => {
    const shares = shareOrderTotal([100_000, 50_001, 33_333], 1_000, 5_000);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100_000 + 50_001 + 33_333 - 1_000 + 5_000);
    expect(shares[1]).toBe(50_001 - Math.floor((1_000 * 50_001) / 183_334));
    expect(shareOrderTotal([70_000], 0, 0)).toEqual([70_000]);
  });

  it('splits evenly with the leftover piastres first', () => {
    expect(splitEvenly(100, 6)).toEqual([17, 17, 17, 17, 16, 16]);
  });
});

describe('instalments of a plan', () => {
  it('repay the principal and the amount exactly, the fee only on the first', () => {
    const plan = schedule(1_000_001, { months: 12, rateBps: 1500 }, 10_000);
    const rows = instalmentsOf(plan, '2026-11-23');
    expect(rows.reduce((s, r) => s + r.principal, 0)).toBe(1_000_001);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(plan.total + 10_000);
    expect(rows.map((r) => r.fee)).toEqual([10_000, ...Array(11).fill(0)]);
    expect(rows[0]!.dueDate).toBe('2026-12-23');
    for (const r of rows) expect(r.amount).toBeGreaterThanOrEqual(r.principal + r.fee);
  });
});

describe('a purchase worth less after a canceled line', () => {
  const open = (n: number, amount: number, principal: number) =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, amount, principal, fee: 0 }));

  it('spreads what is left over the open instalments and releases the principal no longer owed', () => {
    // 12,000 EGP at 15 %, two of twelve paid (1,150 EGP each, 1,000 of principal).
    const result = replanOpen(
      { paidPrincipal: 200_000, paidAmount: 230_000, open: open(10, 115_000, 100_000) },
      { financed: 600_000, total: 690_000 },
    );
    expect(result.open.reduce((s, i) => s + i.principal, 0)).toBe(400_000);
    expect(result.open.reduce((s, i) => s + i.amount, 0)).toBe(690_000 - 230_000);
    expect(result.released).toBe(1_000_000 - 400_000);
    expect(result.overpaid).toBe(0);
  });

  it('cancels every open instalment and names the overpayment when the paid part covers it', () => {
    const result = replanOpen(
      { paidPrincipal: 600_000, paidAmount: 690_000, open: open(6, 115_000, 100_000) },
      { financed: 500_000, total: 575_000 },
    );
    expect(result.open.every((i) => i.amount === 0 && i.principal === 0)).toBe(true);
    expect(result.released).toBe(600_000);
    expect(result.overpaid).toBe(690_000 - 575_000);
  });
});
