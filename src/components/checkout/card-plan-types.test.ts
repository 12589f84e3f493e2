import { describe, expect, it } from 'vitest';
import { cardBlocker, chosenPlans, repayOf, toVariants, type WireCardOptions } from './card-plan-types';

const options = (overrides: Partial<WireCardOptions> = {}): WireCardOptions => ({
  issuing_fee: 100,
  issuing_fee_due: true,
  available_balance: 10_000,
  card_status: 'active',
  pin_set: true,
  pin_locked: false,
  first_due_date: '2026-12-23',
  grand_total: 9_000,
  removed_products: [],
  dealers: [
    {
      dealer_id: 3,
      dealer_name: 'Aman Store',
      financed: 9_000,
      lines_under_minimum: [],
      options: [
        {
          months: 6,
          rate: 7.5,
          promotion_id: null,
          financed: 9_000,
          interest: 675,
          total: 9_675,
          monthly: 1_612.5,
          instalments: 6,
          fee: 100,
          first_instalment: 1_712.5,
        },
      ],
      lines: [{ item_id: 1, name: 'TV', qty: 1, row_total: 9_000 }],
    },
  ],
  ...overrides,
});

describe('why the card cannot pay, as the server would say', () => {
  it('names each refusal in the order the server checks them', () => {
    expect(cardBlocker(options({ card_status: null }), {})?.key).toBe('checkout.card.no_card');
    expect(cardBlocker(options({ card_status: 'on_hold' }), {})?.key).toBe('errors.credit_hold');
    expect(cardBlocker(options({ pin_set: false }), {})?.key).toBe('checkout.card.no_pin');
    expect(cardBlocker(options({ available_balance: 8_999.99 }), { 3: 6 })?.key).toBe(
      'errors.card_balance_short',
    );
    expect(cardBlocker(options({ pin_locked: true }), { 3: 6 })?.key).toBe('errors.pin_locked');
    expect(cardBlocker(options(), {})?.key).toBe('checkout.card.choose_plans');
    expect(cardBlocker(options(), { 3: 6 })).toBeNull();
  });

  it('names the products under 500 EGP', () => {
    const under = options();
    under.dealers[0]!.lines_under_minimum = [{ item_id: 2, name: 'Kettle', price: 499.99 }];
    expect(cardBlocker(under, { 3: 6 })).toEqual({ key: 'checkout.card.under_minimum', names: ['Kettle'] });
  });

  it('sends the months per seller as transaction_variants', () => {
    expect(toVariants({ 3: 6, 7: 12 })).toEqual([
      { dealer: 3, months: 6 },
      { dealer: 7, months: 12 },
    ]);
  });
});

describe('the plans chosen and what they repay', () => {
  it('takes each seller’s chosen plan, leaves out a seller without one, and adds the fee once per plan', () => {
    const two = options();
    const first = two.dealers[0]!;
    two.dealers.push({
      ...first,
      dealer_id: 7,
      dealer_name: 'Delta',
      options: [{ ...first.options[0]!, months: 12, total: 2_400, fee: 0, first_instalment: 200 }],
    });
    expect(chosenPlans(two, { 3: 6 }).map((c) => c.dealer.dealer_id)).toEqual([3]);
    expect(chosenPlans(two, { 3: 12 })).toEqual([]);
    const both = chosenPlans(two, { 3: 6, 7: 12 });
    expect(both.map((c) => [c.dealer.dealer_id, c.plan.months])).toEqual([
      [3, 6],
      [7, 12],
    ]);
    // 9,675 of instalments with the 100 EGP fee on the first, and 2,400 without.
    expect(repayOf(both)).toBe(12_175);
    expect(repayOf([])).toBe(0);
  });
});
