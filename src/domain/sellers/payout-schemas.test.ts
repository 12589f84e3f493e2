import { describe, expect, it } from 'vitest';
import {
  commissionSchema,
  lineCommission,
  nextPeriod,
  percentToBps,
  periodSchema,
  previousPeriod,
  statementTotals,
  type StatementLine,
} from './payout-schemas';

const line = (kind: StatementLine['kind'], amount: number, rateBps = 1000): StatementLine => ({
  kind,
  at: new Date('2026-11-10T10:00:00Z'),
  orderId: 1,
  orderNumber: '100001',
  sku: 'SKU',
  name: 'TV',
  qty: 1,
  amount,
  rateBps,
});

describe('statementTotals', () => {
  it('takes refunds and the commission of each line off the sales', () => {
    const totals = statementTotals([
      line('sale', 100_000),
      line('sale', 50_000, 500),
      line('refund', -20_000),
    ]);
    expect(totals).toEqual({
      sales: 150_000,
      refunds: 20_000,
      net: 130_000,
      commission: 10_000 + 2_500 - 2_000,
      payout: 130_000 - 10_500,
    });
  });

  it('is all zeros for a month without lines', () => {
    expect(statementTotals([])).toEqual({ sales: 0, refunds: 0, net: 0, commission: 0, payout: 0 });
  });

  it('rounds a refund’s commission exactly as its sale’s, so the two cancel', () => {
    expect(lineCommission(line('sale', 12_345, 1250))).toBe(1543);
    expect(lineCommission(line('refund', -12_345, 1250))).toBe(-1543);
    expect(statementTotals([line('sale', 12_345, 1250), line('refund', -12_345, 1250)]).payout).toBe(0);
  });
});

describe('commissionSchema', () => {
  it('takes a percent with up to two decimals', () => {
    expect(percentToBps(commissionSchema.parse({ rate_percent: '12.5' }).rate_percent)).toBe(1250);
    expect(percentToBps(commissionSchema.parse({ rate_percent: 0 }).rate_percent)).toBe(0);
    expect(percentToBps(commissionSchema.parse({ rate_percent: '100' }).rate_percent)).toBe(10_000);
  });

  it.each(['-1', '100.01', '7.125', 'ten', ''])('refuses %j', (rate) => {
    const result = commissionSchema.safeParse({ rate_percent: rate });
    expect(result.error?.issues[0]?.message).toBe('commission_rate_error');
  });
});

describe('periods', () => {
  it('accepts a month and refuses anything else', () => {
    expect(periodSchema.parse({ period: '2026-11' }).period).toBe('2026-11');
    for (const period of ['2026-13', '2026-1', '1999-01', '2026-11-01', ''])
      expect(periodSchema.safeParse({ period }).success).toBe(false);
  });

  it('steps over the year', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2026-09')).toBe('2026-10');
    expect(previousPeriod('2027-01')).toBe('2026-12');
    expect(previousPeriod('2026-10')).toBe('2026-09');
  });
});
