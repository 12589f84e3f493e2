import { describe, expect, it } from 'vitest';
import { refundLinesFault, returnedQuantities } from './refund-rules';

const lines = [
  { id: 10, qty: 1 },
  { id: 11, qty: 3 },
];
const none = new Map<number, number>();

describe('which lines can be asked back', () => {
  it('accepts lines of the order up to what was bought', () => {
    expect(refundLinesFault([{ item_id: 10, qty: 1 }], lines, none)).toBeNull();
    expect(
      refundLinesFault(
        [
          { item_id: 11, qty: 3 },
          { item_id: 10, qty: 1 },
        ],
        lines,
        none,
      ),
    ).toBeNull();
  });

  it('refuses a line listed twice, even when the quantities together would fit', () => {
    expect(
      refundLinesFault(
        [
          { item_id: 10, qty: 1 },
          { item_id: 10, qty: 1 },
        ],
        lines,
        none,
      ),
    ).toBe('refund_item_duplicate');
    expect(
      refundLinesFault(
        [
          { item_id: 11, qty: 1 },
          { item_id: 11, qty: 1 },
        ],
        lines,
        none,
      ),
    ).toBe('refund_item_duplicate');
  });

  it('refuses no lines, lines of other orders and quantities under one', () => {
    expect(refundLinesFault([], lines, none)).toBe('refund_items_none');
    expect(refundLinesFault([{ item_id: 99, qty: 1 }], lines, none)).toBe('refund_items');
    expect(refundLinesFault([{ item_id: 11, qty: 0 }], lines, none)).toBe('refund_items');
  });

  it('refuses more than was bought less what earlier requests already asked back', () => {
    expect(refundLinesFault([{ item_id: 10, qty: 2 }], lines, none)).toBe('refund_qty_over');
    const returned = new Map([[11, 2]]);
    expect(refundLinesFault([{ item_id: 11, qty: 1 }], lines, returned)).toBeNull();
    expect(refundLinesFault([{ item_id: 11, qty: 2 }], lines, returned)).toBe('refund_qty_over');
  });

  it('counts requested and approved requests as returned, not rejected ones', () => {
    const returned = returnedQuantities([
      { status: 'approved', items: [{ itemId: 11, qty: 1 }] },
      {
        status: 'requested',
        items: [
          { itemId: 11, qty: 1 },
          { itemId: 10, qty: 1 },
        ],
      },
      { status: 'rejected', items: [{ itemId: 11, qty: 3 }] },
    ]);
    expect(returned).toEqual(
      new Map([
        [11, 2],
        [10, 1],
      ]),
    );
  });
});
