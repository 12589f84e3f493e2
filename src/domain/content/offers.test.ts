import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../catalog/product-cards';
import { bundleTotal, toBundle } from './offers';

const card = (id: number, price: number, finalPrice: number, inStock = true): ProductCard => ({
  id,
  sku: `SKU-${id}`,
  urlKey: `p-${id}`,
  name: `Product ${id}`,
  brand: 'Brand',
  image: null,
  price,
  finalPrice,
  discountPercent: 0,
  inStock,
  instalmentEligible: false,
  fromMonthly: null,
});
const head = { id: 1, code: 'pair', title: 'A pair' };

describe('a bundle total', () => {
  it('is the sum of the prices the cart charges: each special price while it applies, no extra discount', () => {
    // 5,749,900 at its regular price + 4,999,900 → 4,749,900 on offer + 77,900 → 56,900 on offer.
    const items = [card(1, 5_749_900, 5_749_900), card(2, 4_999_900, 4_749_900), card(3, 77_900, 56_900)];
    expect(bundleTotal(items)).toBe(5_749_900 + 4_749_900 + 56_900);
    expect(toBundle(head, items)?.total).toBe(10_556_700);
  });

  it('names the first item out of stock, and still shows the bundle with its total', () => {
    const bundle = toBundle(head, [card(1, 1000, 1000), card(2, 2000, 2000, false), card(3, 10, 10, false)]);
    expect(bundle?.outOfStock).toBe('Product 2');
    expect(bundle?.total).toBe(3010);
    expect(toBundle(head, [card(1, 1000, 1000), card(2, 2000, 2000)])?.outOfStock).toBeNull();
  });

  it('is not offered when an item is no longer sold or the bundle is not 2 to 4 products', () => {
    expect(toBundle(head, [card(1, 1000, 1000), undefined])).toBeNull();
    expect(toBundle(head, [card(1, 1000, 1000)])).toBeNull();
    expect(
      toBundle(
        head,
        [1, 2, 3, 4, 5].map((i) => card(i, 100, 100)),
      ),
    ).toBeNull();
    expect(
      toBundle(
        head,
        [1, 2, 3, 4].map((i) => card(i, 100, 100)),
      )?.items,
    ).toHaveLength(4);
  });
});
