import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_FROM, shippingFee, SHIPPING_FEE_FAST, SHIPPING_FEE_STANDARD } from './shipping';

describe('shipping fee', () => {
  it('is lower in Cairo and Giza than elsewhere', () => {
    expect(shippingFee('cairo', 100_000)).toBe(SHIPPING_FEE_FAST);
    expect(shippingFee('giza', 100_000)).toBe(SHIPPING_FEE_FAST);
    expect(shippingFee('aswan', 100_000)).toBe(SHIPPING_FEE_STANDARD);
  });
  it('is free from the threshold on', () => {
    expect(shippingFee('aswan', FREE_SHIPPING_FROM)).toBe(0);
    expect(shippingFee('aswan', FREE_SHIPPING_FROM - 1)).toBe(SHIPPING_FEE_STANDARD);
  });
});
