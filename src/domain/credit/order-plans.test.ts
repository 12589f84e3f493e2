import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-view';
import { AppError } from '../shared/errors';
import { chosenPlans, planOrder } from './order-plans';
import { commonTerms, type PlanRules } from './plans';

const rules: PlanRules = {
  sellerRates: new Map([[2, { 6: 500, 12: 1000 }]]),
  promotions: [],
  with36: false,
  now: new Date(),
};
const line = (
  sellerId: number,
  unitPrice: number,
  name = `item ${sellerId}`,
  instalmentMonths: number[] | null = null,
): CartLine => ({
  itemId: sellerId * 10,
  productId: sellerId * 100,
  sku: `SKU${sellerId}`,
  name,
  urlKey: 'x',
  image: null,
  qty: 1,
  unitPrice,
  rowTotal: unitPrice,
  stock: 5,
  onSale: true,
  sellerId,
  seller: `Seller ${sellerId}`,
  paymentMethods: ['ocean_amancard'],
  instalmentMonths,
});

describe('an order planned for the card', () => {
  it("shares the total among the sellers, with the fee on the first seller's plans only", () => {
    const sellers = planOrder(
      { lines: [line(1, 600_000), line(2, 400_000)], discount: 10_000, shipping: 5_000 },
      rules,
      10_000,
    );
    expect(sellers.map((s) => s.financed)).toEqual([600_000 - 6_000 + 5_000, 400_000 - 4_000]);
    expect(sellers[0]!.plans.every((p) => p.fee === 10_000)).toBe(true);
    expect(sellers[1]!.plans.every((p) => p.fee === 0)).toBe(true);
    // Seller 2 has its own table: 6 and 12 months only.
    expect(sellers[1]!.plans.map((p) => p.months)).toEqual([6, 12]);
    expect(sellers[0]!.plans.map((p) => p.months)).toEqual([6, 12, 18, 24]);
  });

  it('refuses lines under 500 EGP by name, a missing choice, and a term the seller does not offer', () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err instanceof AppError ? [err.messageKey, err.params] : err;
      }
      return null;
    };
    const under = planOrder(
      { lines: [line(1, 49_999, 'Kettle'), line(1, 60_000)], discount: 0, shipping: 0 },
      rules,
      0,
    );
    expect(refusal(() => chosenPlans(under, [{ dealer: 1, months: 6 }], 'en'))).toEqual([
      'card_lines_under_minimum',
      { names: 'Kettle' },
    ]);
    const two = planOrder({ lines: [line(1, 60_000), line(2, 70_000)], discount: 0, shipping: 0 }, rules, 0);
    expect(refusal(() => chosenPlans(two, [{ dealer: 1, months: 6 }], 'en'))).toEqual([
      'plan_required',
      { seller: 'Seller 2' },
    ]);
    expect(
      refusal(() =>
        chosenPlans(
          two,
          [
            { dealer: 1, months: 6 },
            { dealer: 2, months: 18 },
          ],
          'en',
        ),
      ),
    ).toEqual(['plan_unavailable', { seller: 'Seller 2', months: '18' }]);
    const chosen = chosenPlans(
      two,
      [
        { dealer: 1, months: 24 },
        { dealer: 2, months: 12 },
      ],
      'en',
    );
    expect(chosen.map((c) => [c.seller.sellerId, c.plan.months, c.plan.rateBps])).toEqual([
      [1, 24, 3000],
      [2, 12, 1000],
    ]);
  });
});

describe("products' own terms", () => {
  it("a seller's plans are only the terms every one of its products allows", () => {
    const [one, two] = planOrder(
      {
        lines: [
          line(1, 600_000, 'tv', [12, 18, 24]),
          line(1, 700_000, 'soundbar', [6, 12, 24]),
          line(3, 600_000, 'fan'),
        ],
        discount: 0,
        shipping: 0,
      },
      rules,
      0,
    );
    expect(one!.plans.map((p) => p.months)).toEqual([12, 24]);
    expect(two!.plans.map((p) => p.months)).toEqual([6, 12, 18, 24]);
    expect(() =>
      chosenPlans(
        [one!, two!],
        [
          { dealer: 1, months: 6 },
          { dealer: 3, months: 6 },
        ],
        'en',
      ),
    ).toThrow('plan_unavailable');
  });

  it('commonTerms: null restricts nothing, and lists intersect', () => {
    expect(commonTerms([{ instalmentMonths: null }, { instalmentMonths: null }])).toBeNull();
    expect(commonTerms([{ instalmentMonths: [6, 12] }, { instalmentMonths: null }])).toEqual([6, 12]);
    expect(commonTerms([{ instalmentMonths: [6, 12] }, { instalmentMonths: [18] }])).toEqual([]);
  });
});
