import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  fromMonthly,
  linesUnderMinimum,
  MIN_PLAN_ITEM_PRICE,
  plansFor,
  schedule,
  sellerTerms,
  type PlanRules,
  type Promotion,
} from './plans';

const NOW = new Date('2026-11-23T10:00:00Z');
const rules = (overrides: Partial<PlanRules> = {}): PlanRules => ({
  sellerRates: new Map(),
  promotions: [],
  with36: true,
  now: NOW,
  ...overrides,
});
const promo = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 7,
  sellerId: 2,
  months: 6,
  rateBps: 0,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  ...overrides,
});

describe('schedule', () => {
  it('adds the flat interest in equal instalments: the monthly amount times the months is the total', () => {
    const plan = schedule(1_000_000, { months: 12, rateBps: 1500 });
    // 1,150,000 / 12 = 95,833.33: 95,833 a month, 1,149,996 in all, the interest 4 piastres less.
    expect(plan).toMatchObject({ interest: 149_996, total: 1_149_996, monthly: 95_833 });
    expect(plan.instalments).toEqual(Array(12).fill(95_833));
    // The walk's case: EGP 21,499 over 12 months at 10% showed 12 × 1,970.75 for 23,648.90.
    const tv = schedule(2_149_900, { months: 12, rateBps: 1000 });
    expect(tv).toMatchObject({ monthly: 197_074, total: 197_074 * 12, interest: 197_074 * 12 - 2_149_900 });
    // Half a piastre goes up: 50,040 × 1.075 / 6 = 8,965.5.
    expect(schedule(50_040, { months: 6, rateBps: 750 }).monthly).toBe(8966);
  });

  it.each([
    [50_001, 6, 750],
    [99_999_99, 18, 2250],
    [123_457, 24, 3000],
    [700_00, 36, 4500],
  ] as const)('adds up to the piastre for %i over %i months', (financed, months, rateBps) => {
    const plan = schedule(financed, { months, rateBps });
    expect(plan.instalments).toHaveLength(months);
    expect(plan.instalments.reduce((a, b) => a + b, 0)).toBe(plan.total);
    expect(new Set(plan.instalments)).toEqual(new Set([plan.monthly]));
    // The interest is the rate's, give or take half a piastre a month.
    expect(Math.abs(plan.interest - (financed * rateBps) / 10_000)).toBeLessThanOrEqual(months / 2);
    expect(plan.interest).toBeGreaterThanOrEqual(0);
  });

  it('costs a 0% plan the price exactly, the piastres left over on the first instalments', () => {
    const plan = schedule(1_000_003, { months: 6, rateBps: 0 });
    expect(plan).toMatchObject({ interest: 0, total: 1_000_003, monthly: 166_668 });
    expect(plan.instalments).toEqual([166_668, 166_667, 166_667, 166_667, 166_667, 166_667]);
  });

  it('takes the issuing fee with the first instalment only', () => {
    const plan = schedule(600_000, { months: 6, rateBps: 0 }, 100_00);
    expect(plan.instalments).toEqual([110_000, 100_000, 100_000, 100_000, 100_000, 100_000]);
    expect(plan.monthly).toBe(100_000);
    expect(plan.instalments.reduce((a, b) => a + b, 0)).toBe(plan.total + plan.fee);
  });
});

describe('the terms a seller offers', () => {
  it('are the store rates for a seller without its own, 36 months only where a seller allows it', () => {
    expect(sellerTerms(1, rules()).map((t) => t.months)).toEqual([6, 12, 18, 24]);
    const with36 = rules({ sellerRates: new Map([[3, { ...DEFAULT_RATES, 36: 4500 }]]) });
    expect(sellerTerms(3, with36).map((t) => t.months)).toEqual([6, 12, 18, 24, 36]);
    expect(sellerTerms(3, { ...with36, with36: false }).map((t) => t.months)).toEqual([6, 12, 18, 24]);
  });

  it('take a running promotion of the seller (or of every seller) when it is lower', () => {
    const running = rules({ promotions: [promo()] });
    expect(sellerTerms(2, running)[0]).toEqual({ months: 6, rateBps: 0, promotionId: 7 });
    expect(sellerTerms(1, running)[0]).toEqual({ months: 6, rateBps: 750, promotionId: null });
    expect(sellerTerms(1, rules({ promotions: [promo({ sellerId: null })] }))[0]!.rateBps).toBe(0);
  });

  it('ignore a promotion before it starts and from the moment it ends', () => {
    const ended = promo({ endsAt: NOW });
    const later = promo({ startsAt: new Date('2026-11-24T00:00:00Z') });
    expect(sellerTerms(2, rules({ promotions: [ended, later] }))[0]!.rateBps).toBe(750);
  });
});

describe('plans for an amount', () => {
  it('are none under 500 EGP', () => {
    expect(plansFor(MIN_PLAN_ITEM_PRICE - 1, 1, rules())).toEqual([]);
    expect(plansFor(MIN_PLAN_ITEM_PRICE, 1, rules())).toHaveLength(4);
    expect(fromMonthly(MIN_PLAN_ITEM_PRICE - 1, 1, rules())).toBeNull();
  });

  it('start "from" the smallest monthly amount', () => {
    // 24 months at 30 %: 2,400,000 × 1.3 / 24 = 130,000
    expect(fromMonthly(2_400_000, 1, rules())).toBe(130_000);
  });

  it('name the cart lines under 500 EGP', () => {
    const lines = [
      { sku: 'a', unitPrice: 499_99 },
      { sku: 'b', unitPrice: 500_00 },
    ];
    expect(linesUnderMinimum(lines).map((l) => l.sku)).toEqual(['a']);
  });
});
