import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, ORDER_STATUSES } from './status';

describe('order state machine', () => {
  it('allows the happy path and cancelling before shipping', () => {
    expect(canTransition('pending_payment', 'processing')).toBe(true);
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('delivered', 'refund_requested')).toBe(true);
    expect(canTransition('refund_requested', 'refunded')).toBe(true);
    expect(canTransition('pending_payment', 'canceled')).toBe(true);
    expect(canTransition('processing', 'canceled')).toBe(true);
  });

  it('refuses illegal transitions, and nothing leaves canceled or refunded', () => {
    expect(canTransition('shipped', 'canceled')).toBe(false);
    expect(canTransition('processing', 'refund_requested')).toBe(false);
    expect(canTransition('pending_payment', 'shipped')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('canceled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
    expect(() => assertTransition('delivered', 'canceled')).toThrow(/order_transition/);
  });
});
