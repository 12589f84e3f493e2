import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@/components/cart/cart-types';
import type { CheckoutAddress } from './checkout-types';
import { orderPreview } from './order-preview';

const line = (id: number, price: number, qty: number, methods = ['cashondelivery', 'card']): CartLine => ({
  item_id: id,
  product_id: id,
  sku: `SKU-${id}`,
  name: `Product ${id}`,
  url_key: `product-${id}`,
  image: null,
  qty,
  price,
  row_total: price * qty,
  stock: 10,
  in_stock: true,
  max_qty: 10,
  payment_methods: methods,
  seller: 'Store',
});

const cart = (items: CartLine[], discount = 0): Cart => {
  const subtotal = items.reduce((sum, l) => sum + l.row_total, 0);
  return {
    id: 1,
    items,
    items_count: items.length,
    coupon_code: discount ? 'SAVE' : null,
    totals: { subtotal, discount, shipping: 0, grand_total: subtotal - discount },
  };
};

const address = (governorate: string, fee: number): CheckoutAddress => ({
  id: 1,
  street: 'Tahrir',
  building_number: '1',
  floor: null,
  apartment_number: null,
  landmark: null,
  governorate,
  city: 'c',
  area: 'a',
  additional_mobile: null,
  default_address: true,
  shipping_fee: fee,
  delivery_days: { min: 1, max: 3 },
});

describe('order preview (§5 payment rules)', () => {
  it('is the cart plus the address fee when the method takes every line as it is', () => {
    const p = orderPreview(cart([line(1, 1000, 1)], 100), 'cashondelivery', address('cairo', 50));
    expect(p).toMatchObject({ subtotal: 1000, discount: 100, shipping: 50, grandTotal: 950, removed: [] });
    expect(p.discountEstimated).toBe(false);
  });

  it('takes one of each product for cash on delivery and works shipping out on what is ordered', () => {
    // 2 × 3000 = 6000 is free to ship; one piece (3000) is not: 75 EGP outside Cairo and Giza.
    const p = orderPreview(cart([line(1, 3000, 2)]), 'cashondelivery', address('aswan', 0));
    expect(p.lines[0]).toMatchObject({ qty: 1, row_total: 3000, reduced: true });
    expect(p.reduced).toEqual(['Product 1']);
    expect(p).toMatchObject({ subtotal: 3000, shipping: 75, grandTotal: 3075 });
  });

  it('leaves products that do not take the method in the cart', () => {
    const p = orderPreview(cart([line(1, 800, 1), line(2, 200, 1, ['card'])]), 'cashondelivery', null);
    expect(p.lines.map((l) => l.item_id)).toEqual([1]);
    expect(p.removed).toEqual(['Product 2']);
    expect(p).toMatchObject({ subtotal: 800, shipping: 0, grandTotal: 800 });
  });

  it('marks a coupon on a changed order as an estimate', () => {
    const p = orderPreview(cart([line(1, 1000, 2)], 200), 'cashondelivery', address('cairo', 50));
    expect(p).toMatchObject({ subtotal: 1000, discount: 100, discountEstimated: true });
  });
});
