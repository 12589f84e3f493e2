import { describe, expect, it } from 'vitest';
import { orderBalance } from '../orders/orders';
import { canMovePayment } from './ledger';

describe('payment states', () => {
  it('moves created → authorised → settled → refunded, and closes declined or expired', () => {
    expect(canMovePayment('created', 'authorised')).toBe(true);
    expect(canMovePayment('authorised', 'settled')).toBe(true);
    expect(canMovePayment('created', 'declined')).toBe(true);
    expect(canMovePayment('created', 'expired')).toBe(true);
    expect(canMovePayment('settled', 'refunded')).toBe(true);
  });

  it('never reopens a closed attempt or takes back a settlement', () => {
    expect(canMovePayment('declined', 'settled')).toBe(false);
    expect(canMovePayment('refunded', 'settled')).toBe(false);
    expect(canMovePayment('settled', 'declined')).toBe(false);
    expect(canMovePayment('expired', 'created')).toBe(false);
    // Money the gateway took on a page the store had closed is still recorded (then refunded).
    expect(canMovePayment('expired', 'settled')).toBe(true);
  });
});

describe('orderBalance', () => {
  it('asks for what the order is worth now less what was kept, and reports refunds', () => {
    expect(
      orderBalance(
        { status: 'processing', grandTotal: 1000, paymentMethod: 'card' },
        { paid: 0, refunded: 0 },
      ),
    ).toEqual({
      paid: 0,
      due: 1000,
      refunded: 0,
    });
    expect(
      orderBalance(
        { status: 'processing', grandTotal: 400, paymentMethod: 'card' },
        { paid: 1000, refunded: 600 },
      ),
    ).toEqual({
      paid: 1000,
      due: 0,
      refunded: 600,
    });
    expect(
      orderBalance(
        { status: 'canceled', grandTotal: 1000, paymentMethod: 'cashondelivery' },
        { paid: 0, refunded: 0 },
      ),
    ).toEqual({
      paid: 0,
      due: 0,
      refunded: 0,
    });
  });

  it('counts cash on delivery as paid once handed over, and an approved refund as given back', () => {
    const cod = { grandTotal: 138_800, paymentMethod: 'cashondelivery' as const };
    expect(orderBalance({ ...cod, status: 'shipped' }, { paid: 0, refunded: 0 })).toEqual({
      paid: 0,
      due: 138_800,
      refunded: 0,
    });
    expect(orderBalance({ ...cod, status: 'delivered' }, { paid: 0, refunded: 0 })).toEqual({
      paid: 138_800,
      due: 0,
      refunded: 0,
    });
    // One line of 559 taken back: 829 kept, nothing due.
    expect(
      orderBalance({ ...cod, status: 'delivered', returnedTotal: 55_900 }, { paid: 0, refunded: 0 }),
    ).toEqual({
      paid: 138_800,
      due: 0,
      refunded: 55_900,
    });
    expect(
      orderBalance({ ...cod, status: 'refunded', returnedTotal: 138_800 }, { paid: 0, refunded: 0 }),
    ).toEqual({
      paid: 138_800,
      due: 0,
      refunded: 138_800,
    });
  });

  it('asks nothing at the gateway for an order the instalment card paid', () => {
    expect(
      orderBalance(
        { status: 'processing', grandTotal: 1000, paymentMethod: 'ocean_amancard' },
        { paid: 0, refunded: 0 },
      ),
    ).toEqual({ paid: 0, due: 0, refunded: 0 });
  });
});
