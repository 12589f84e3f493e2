import { describe, expect, it } from 'vitest';
import { readHistoryNote } from './history-notes';

describe('order history notes', () => {
  it('reads what the domain writes as keys, and leaves staff words as they are', () => {
    expect(readHistoryNote('paid:card')).toEqual({ note: 'paid', method: 'card' });
    expect(readHistoryNote('payment_declined:wallet')).toEqual({
      note: 'payment_declined',
      method: 'wallet',
    });
    expect(readHistoryNote('payment_timeout')).toEqual({ note: 'payment_timeout' });
    expect(readHistoryNote('refund_partial')).toEqual({ note: 'refund_partial' });
    expect(readHistoryNote('damaged')).toEqual({ refundReason: 'damaged' });
    expect(readHistoryNote('item_canceled:AMN-KTL-004')).toEqual({
      note: 'item_canceled',
      sku: 'AMN-KTL-004',
      reason: undefined,
    });
    expect(readHistoryNote('item_canceled:AMN-KTL-004 Out of stock at the seller')).toMatchObject({
      sku: 'AMN-KTL-004',
      reason: 'Out of stock at the seller',
    });
    expect(readHistoryNote('Bosta BST-12345')).toEqual({ text: 'Bosta BST-12345' });
    expect(readHistoryNote('Customer asked by phone')).toEqual({ text: 'Customer asked by phone' });
  });
});
