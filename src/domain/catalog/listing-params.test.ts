import { describe, expect, it } from 'vitest';
import { isSelected, parseListingParams, priceRange, toggleListValue, withParam } from './listing-params';

describe('parseListingParams', () => {
  it('reads every filter, the sort and the page from the URL', () => {
    const p = parseListingParams({
      sort: 'price_desc',
      page: '3',
      brand: 'samsung,lg',
      seller: 'cairo-electric',
      price_min: '1000',
      price_max: '5000',
      in_stock: '1',
      instalment: '1',
      attr_screen_size: '55,65',
    });
    expect(p).toEqual({
      sort: 'price_desc',
      page: 3,
      pageSize: 24,
      filters: {
        brands: ['samsung', 'lg'],
        sellers: ['cairo-electric'],
        priceMin: 100_000,
        priceMax: 500_000,
        inStock: true,
        instalment: true,
        attributes: { screen_size: ['55', '65'] },
      },
    });
  });
  it('falls back on bad values instead of failing', () => {
    const p = parseListingParams({ sort: 'cheapest', page: '-2', price_min: 'abc', price_max: '-5' });
    expect(p.sort).toBe('relevance');
    expect(p.page).toBe(1);
    expect(p.filters).toEqual({});
  });
  it('reads a range typed from high to low in order, in the filters and the form alike', () => {
    expect(parseListingParams({ price_min: '50000', price_max: '1000' }).filters).toEqual({
      priceMin: 100_000,
      priceMax: 5_000_000,
    });
    expect(priceRange({ price_min: ' 50000', price_max: '1000' })).toEqual({ min: '1000', max: '50000' });
    expect(priceRange({ price_min: '500', price_max: 'abc' })).toEqual({ min: '500', max: 'abc' });
  });

  it('accepts an open-ended price range', () => {
    expect(parseListingParams({ price_max: '2000' }).filters).toEqual({ priceMax: 200_000 });
    expect(parseListingParams({ price_min: '500', price_max: '' }).filters).toEqual({ priceMin: 50_000 });
  });
  it('uses the default sort it is given', () => {
    expect(parseListingParams({}, 'newest').sort).toBe('newest');
  });
});

describe('URL building', () => {
  it('changing a filter resets the page and drops lang', () => {
    expect(withParam({ page: '4', brand: 'lg', lang: 'en' }, 'sort', 'name')).toBe('?brand=lg&sort=name');
  });
  it('changing the page keeps the filters', () => {
    expect(withParam({ brand: 'lg', page: '1' }, 'page', '2')).toBe('?brand=lg&page=2');
  });
  it('toggles a value in a list parameter', () => {
    expect(toggleListValue({ brand: 'lg' }, 'brand', 'samsung')).toBe('?brand=lg%2Csamsung');
    expect(toggleListValue({ brand: 'lg,samsung' }, 'brand', 'lg')).toBe('?brand=samsung');
    expect(toggleListValue({ brand: 'lg' }, 'brand', 'lg')).toBe('?');
    expect(isSelected({ brand: 'lg,samsung' }, 'brand', 'samsung')).toBe(true);
  });
});
