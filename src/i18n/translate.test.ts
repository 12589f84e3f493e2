import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';
import { getT } from './translate';

describe('plural forms', () => {
  const ar = getT('ar');
  const en = getT('en');

  it('Arabic picks the form for 0, 1, 2, 3–10, 11–99 and 100+', () => {
    const count = (n: number) => ar('catalog.results_count', { count: n });
    expect(count(0)).toBe('لا توجد منتجات');
    expect(count(1)).toBe('منتج واحد');
    expect(count(2)).toBe('منتجان');
    expect(count(3)).toBe('3 منتجات');
    expect(count(10)).toBe('10 منتجات');
    expect(count(11)).toBe('11 منتجًا');
    expect(count(99)).toBe('99 منتجًا');
    expect(count(100)).toBe('100 منتج');
    expect(count(1000)).toBe('1,000 منتج');
    // The form follows the last two digits: 1,234 reads like 34.
    expect(count(1234)).toBe('1,234 منتجًا');
  });

  it('English has one and other', () => {
    expect(en('catalog.results_count', { count: 1 })).toBe('1 product');
    expect(en('catalog.results_count', { count: 0 })).toBe('0 products');
    expect(en('catalog.results_count', { count: 1234 })).toBe('1,234 products');
  });

  it('keeps the other placeholders of a plural text', () => {
    expect(ar('header.indicator_label', { label: 'عربة التسوق', count: 2 })).toBe('عربة التسوق: منتجان');
    expect(en('header.indicator_label', { label: 'Cart', count: 1 })).toBe('Cart: 1 item');
  });
});

describe('numbers given to t()', () => {
  it('go through formatNumber (grouping, the page digits); texts stay as they are', () => {
    expect(getT('en')('catalog.page_n', { page: 12345 })).toBe('Page 12,345');
    expect(getT('ar')('catalog.page_n', { page: 12345 })).toBe('صفحة 12,345');
    expect(getT('ar')('orders.number', { number: '000012345' })).toBe('طلب رقم 000012345');
  });
});

describe('amounts in pounds given to a text as `{{x, egp}}`', () => {
  it('are written as prices are, in each language (the currency where that language puts it)', () => {
    expect(getT('en')('errors.coupon_min_subtotal', { amount: '2000' })).toBe(
      `This coupon needs a subtotal of at least ${formatPrice(200_000, 'en')}.`,
    );
    expect(formatPrice(200_000, 'en')).toMatch(/^EGP\s?2,000$/);
    expect(getT('ar')('errors.coupon_min_subtotal', { amount: '1499.5' })).toBe(
      `يتطلب كود الخصم ألا يقل المجموع عن ${formatPrice(149_950, 'ar')}.`,
    );
    expect(getT('en')('errors.refund_amount', { left: 'soon' })).toBe('A refund can be at most soon.');
  });
});
