import { describe, expect, it } from 'vitest';
import { refundBasis, refundOutcome, takesLessThanAsked, type RefundBasis } from './refund-amount';

// Two lines: 2 × 1,000.00 and 1 × 500.00 EGP; a 250.00 coupon; 50.00 shipping (piastres).
const order = { subtotal: 250_000, discount: 25_000, grandTotal: 230_000, returnedTotal: 0 };
const lines = [
  { id: 1, unitPrice: 100_000, qty: 2, canceledAt: null },
  { id: 2, unitPrice: 50_000, qty: 1, canceledAt: null },
];
const basisOf = (paymentMethod: string, over: Partial<RefundBasis> = {}): RefundBasis => ({
  ...refundBasis({ ...order, paymentMethod }, lines, [], { paid: 230_000, refunded: 0 }),
  ...over,
});

describe('refundOutcome', () => {
  it("gives back some lines' worth less their share of the coupon, by how the order was paid", () => {
    const one = [{ itemId: 1, qty: 1 }];
    // 1,000.00 less 1,000/2,500 of the 250.00 coupon.
    expect(refundOutcome(basisOf('cashondelivery'), one)).toEqual({
      whole: false,
      amount: 90_000,
      method: 'cod_payout',
    });
    expect(refundOutcome(basisOf('card'), one)).toMatchObject({ amount: 90_000, method: 'gateway' });
    expect(refundOutcome(basisOf('wallet'), one)).toMatchObject({ method: 'gateway' });
    expect(refundOutcome(basisOf('ocean_amancard'), one)).toMatchObject({ method: 'card_balance' });
  });

  it('gives back everything left, shipping included, when the last units come back', () => {
    const all = [
      { itemId: 1, qty: 2 },
      { itemId: 2, qty: 1 },
    ];
    expect(refundOutcome(basisOf('cashondelivery'), all)).toEqual({
      whole: true,
      amount: 230_000,
      method: 'cod_payout',
    });
    // After an earlier refund of 90,000: what is left of the total.
    expect(refundOutcome(basisOf('ocean_amancard', { returnedTotal: 90_000 }), all).amount).toBe(140_000);
    // At the gateway: what it still holds.
    expect(refundOutcome(basisOf('card', { held: 140_000 }), all).amount).toBe(140_000);
  });
});

describe('refundBasis', () => {
  it('leaves out canceled lines and the units approved refunds took back (not asked or rejected ones)', () => {
    const basis = refundBasis(
      { ...order, paymentMethod: 'card' },
      [...lines, { id: 3, unitPrice: 10_000, qty: 1, canceledAt: new Date() }],
      [
        { status: 'approved', items: [{ itemId: 1, qty: 2 }], approvedItems: [{ itemId: 1, qty: 1 }] },
        { status: 'rejected', items: [{ itemId: 2, qty: 1 }] },
        { status: 'requested', items: [{ itemId: 2, qty: 1 }] },
      ],
      { paid: 230_000, refunded: 90_000 },
    );
    expect(basis.lines).toEqual([
      { id: 1, unitPrice: 100_000, left: 1 },
      { id: 2, unitPrice: 50_000, left: 1 },
    ]);
    expect(basis.held).toBe(140_000);
    // The last unit of each: whole.
    expect(
      refundOutcome(basis, [
        { itemId: 1, qty: 1 },
        { itemId: 2, qty: 1 },
      ]).whole,
    ).toBe(true);
  });
});

describe('takesLessThanAsked', () => {
  const asked = [
    { itemId: 1, qty: 2 },
    { itemId: 2, qty: 1 },
  ];
  it('is true when a line is left out or taken in fewer units than asked', () => {
    expect(takesLessThanAsked(asked, asked)).toBe(false);
    expect(takesLessThanAsked(asked, [{ itemId: 1, qty: 2 }])).toBe(true);
    expect(
      takesLessThanAsked(asked, [
        { itemId: 1, qty: 1 },
        { itemId: 2, qty: 1 },
      ]),
    ).toBe(true);
  });
});
