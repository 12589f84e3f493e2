import { describe, expect, it } from 'vitest';
import type { PaymentMethodCode } from '@/db/schema';
import type { CartLine } from '../cart/cart-view';
import type { Coupon } from '../cart/coupons';
import { computeQuote, type QuoteInputs } from './quote';

const EGP = 100;
const NOW = new Date('2026-11-23T10:00:00Z');

const line = (
  id: number,
  price: number,
  qty: number,
  methods: PaymentMethodCode[] = ['cashondelivery', 'card'],
): CartLine => ({
  itemId: id,
  productId: id,
  sku: `SKU-${id}`,
  name: `Product ${id}`,
  urlKey: `product-${id}`,
  image: null,
  qty,
  unitPrice: price * EGP,
  rowTotal: price * EGP * qty,
  stock: 10,
  onSale: true,
  sellerId: 1,
  seller: 'Store',
  paymentMethods: methods,
  instalmentMonths: null,
});

/** WELCOME10 of the demo data: 10 %, at most 500 EGP. */
const welcome10: Coupon = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 1000,
  maxDiscount: 500 * EGP,
  minSubtotal: 0,
  startsAt: new Date('2026-01-01'),
  endsAt: new Date('2027-01-01'),
  usageLimit: null,
  usageLimitPerCustomer: null,
  isActive: true,
  createdAt: new Date('2026-01-01'),
};

const inputs = (lines: CartLine[], extra: Partial<QuoteInputs> = {}): QuoteInputs => ({
  lines,
  coupon: null,
  address: { id: 7, governorate: 'cairo' },
  now: NOW,
  ...extra,
});

describe('computeQuote (§5 payment rules, coupon and shipping on what is ordered)', () => {
  it('is the cart plus shipping when the method takes every line as it is', () => {
    const q = computeQuote(inputs([line(1, 1000, 1)]), 'card');
    expect(q).toMatchObject({
      subtotal: 1000 * EGP,
      discount: 0,
      shipping: 50 * EGP,
      grandTotal: 1050 * EGP,
    });
    expect(q).toMatchObject({ removed: [], reduced: [], addressId: 7, couponCode: null });
  });

  it('takes one of each product for cash on delivery and ships what is ordered', () => {
    // 2 × 3000 = 6000 ships free; one piece (3000) does not: 75 EGP outside Cairo and Giza.
    const q = computeQuote(
      inputs([line(1, 3000, 2)], { address: { id: 1, governorate: 'aswan' } }),
      'cashondelivery',
    );
    expect(q.lines[0]).toMatchObject({ qty: 1, rowTotal: 3000 * EGP, reduced: true });
    expect(q.reduced).toEqual(['Product 1']);
    expect(q).toMatchObject({ subtotal: 3000 * EGP, shipping: 75 * EGP, grandTotal: 3075 * EGP });
  });

  it('leaves products that do not take the method in the cart', () => {
    const q = computeQuote(inputs([line(1, 800, 1), line(2, 200, 1, ['card'])]), 'cashondelivery');
    expect(q.lines.map((l) => l.itemId)).toEqual([1]);
    expect(q.removed).toEqual(['Product 2']);
    expect(q).toMatchObject({ subtotal: 800 * EGP, shipping: 50 * EGP, grandTotal: 850 * EGP });
  });

  it('applies the coupon to the lines ordered, not pro rata from the cart (issue 9, defect 2)', () => {
    // 2 × power bank (1,200) and 3 × TV (50,000), WELCOME10, cash on delivery: one of each is
    // ordered (51,200); 10 % is 5,120, capped at 500; free shipping from 5,000.
    const cart = [line(1, 1200, 2), line(2, 50_000, 3)];
    const q = computeQuote(inputs(cart, { coupon: welcome10 }), 'cashondelivery');
    expect(q).toMatchObject({
      subtotal: 51_200 * EGP,
      discount: 500 * EGP,
      shipping: 0,
      grandTotal: 50_700 * EGP,
    });
    expect(q.couponCode).toBe('WELCOME10');
    // By card every piece is ordered: the cap holds there too.
    expect(computeQuote(inputs(cart, { coupon: welcome10 }), 'card')).toMatchObject({
      subtotal: 152_400 * EGP,
      discount: 500 * EGP,
      grandTotal: 151_900 * EGP,
    });
  });

  it('gives no discount from a coupon that does not apply to what is ordered', () => {
    const min = {
      ...welcome10,
      code: 'SAVE200',
      kind: 'fixed' as const,
      value: 200 * EGP,
      minSubtotal: 2000 * EGP,
    };
    const q = computeQuote(inputs([line(1, 1500, 2)], { coupon: min }), 'cashondelivery');
    expect(q).toMatchObject({
      subtotal: 1500 * EGP,
      discount: 0,
      couponCode: null,
      couponRefusal: 'coupon_min_subtotal',
    });
    expect(computeQuote(inputs([line(1, 1500, 2)], { coupon: min }), 'card')).toMatchObject({
      discount: 200 * EGP,
      couponRefusal: null,
    });
  });

  it('gives nothing from a used-up or switched-off coupon, and says why', () => {
    const cart = [line(1, 1000, 1)];
    const limited = { ...welcome10, usageLimit: 5 };
    expect(
      computeQuote(inputs(cart, { coupon: limited, couponUsage: { total: 4, byCustomer: 0 } }), 'card'),
    ).toMatchObject({ discount: 100 * EGP, couponCode: 'WELCOME10', couponRefusal: null });
    expect(
      computeQuote(inputs(cart, { coupon: limited, couponUsage: { total: 5, byCustomer: 0 } }), 'card'),
    ).toMatchObject({ discount: 0, couponCode: null, couponRefusal: 'coupon_used_up' });
    expect(computeQuote(inputs(cart, { coupon: { ...welcome10, isActive: false } }), 'card')).toMatchObject({
      discount: 0,
      couponRefusal: 'coupon_inactive',
    });
  });

  it('has no shipping fee without an address, and nothing to order when no line takes the method', () => {
    expect(computeQuote(inputs([line(1, 100, 1)], { address: null }), 'card')).toMatchObject({ shipping: 0 });
    const none = computeQuote(inputs([line(1, 100, 1, ['card'])], { coupon: welcome10 }), 'wallet');
    expect(none).toMatchObject({ lines: [], subtotal: 0, discount: 0, shipping: 0, grandTotal: 0 });
  });
});
