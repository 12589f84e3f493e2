import { describe, expect, it } from 'vitest';
import { productFieldsSchema } from '../catalog/product-schemas';
import { couponFieldsSchema } from '../content/coupon-schemas';
import { commissionSchema } from '../sellers/payout-schemas';
import { totpCodeSchema } from './schemas';

/** The back office's number fields read what an Arabic keyboard types (٠–٩, ٬ and ٫) as 0–9. */
describe('numbers typed with Arabic digits in the back office', () => {
  const price = productFieldsSchema.shape.price;
  const stock = productFieldsSchema.shape.stock;

  it('reads a price, a stock and a weight', () => {
    expect(price.parse('١٢٬٣٤٥٫٥')).toBe(1_234_550);
    expect(price.parse('12,345')).toBe(1_234_500);
    expect(stock.parse('٥')).toBe(5);
    expect(productFieldsSchema.shape.weight.parse('١٫٢٥')).toBe(1250);
    expect(price.safeParse('١٢x').success).toBe(false);
  });

  it('reads a coupon, a commission rate and a sign-in code', () => {
    const coupon = couponFieldsSchema.safeParse({
      kind: 'fixed',
      value: '١٠٠',
      min_subtotal: '٥٬٠٠٠',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
    });
    expect(coupon.success && coupon.data).toMatchObject({ value: 100, min_subtotal: 5000 });
    expect(commissionSchema.parse({ rate_percent: '١٢٫٥' })).toEqual({ rate_percent: 12.5 });
    expect(totpCodeSchema.parse({ code: ' ١٢٣٤٥٦ ' })).toEqual({ code: '123456' });
    expect(totpCodeSchema.safeParse({ code: '١٢٣' }).success).toBe(false);
  });
});
