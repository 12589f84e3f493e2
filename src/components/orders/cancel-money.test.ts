import { describe, expect, it } from 'vitest';
import ar from '../../../public/locales/ar/translation.json';
import en from '../../../public/locales/en/translation.json';
import { cancelMoneyKey } from './cancel-money';

const order = (payment_method: string, amount_paid: number, status = 'processing') =>
  ({ payment_method, status, totals: { amount_paid } }) as Parameters<typeof cancelMoneyKey>[0];

describe('cancelMoneyKey', () => {
  it('says the Aman card gets its amount back, paid or not', () => {
    expect(cancelMoneyKey(order('ocean_amancard', 0), 'order')).toBe('orders.cancel_money.card_order');
    expect(cancelMoneyKey(order('ocean_amancard', 1200), 'line')).toBe('orders.cancel_money.card_line');
  });

  it('says what was paid at the gateway goes back', () => {
    expect(cancelMoneyKey(order('card', 5000), 'order')).toBe('orders.cancel_money.paid_order');
    expect(cancelMoneyKey(order('wallet', 5000), 'line')).toBe('orders.cancel_money.paid_line');
  });

  it('says an order waiting for its payment goes back to the cart, whole', () => {
    expect(cancelMoneyKey(order('card', 0, 'pending_payment'), 'order')).toBe(
      'orders.cancel_money.unpaid_order',
    );
    expect(cancelMoneyKey(order('wallet', 0, 'pending_payment'), 'line')).toBeNull();
  });

  it('says nothing when nothing was paid', () => {
    expect(cancelMoneyKey(order('cashondelivery', 0), 'order')).toBeNull();
    expect(cancelMoneyKey(order('card', 0), 'order')).toBeNull();
  });

  it('names texts that exist in both languages', () => {
    for (const method of ['ocean_amancard', 'card'])
      for (const scope of ['order', 'line'] as const) {
        const key = cancelMoneyKey(order(method, 100), scope) ?? '';
        const [, , name] = key.split('.');
        expect(en.orders.cancel_money).toHaveProperty(name!);
        expect(ar.orders.cancel_money).toHaveProperty(name!);
      }
    expect(en.orders.cancel_money).toHaveProperty('unpaid_order');
    expect(ar.orders.cancel_money).toHaveProperty('unpaid_order');
  });
});
