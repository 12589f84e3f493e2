import { describe, expect, it } from 'vitest';
import type { Facet } from './listing';
import {
  activeFilters,
  isSelected,
  parseListingParams,
  priceRange,
  toggleListValue,
  withParam,
} from './listing-params';

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

  it('reads prices typed in Arabic-Indic digits or with thousands separators', () => {
    expect(parseListingParams({ price_min: '١٠٬٠٠٠', price_max: '20,000' }).filters).toEqual({
      priceMin: 1_000_000,
      priceMax: 2_000_000,
    });
    expect(priceRange({ price_min: '٥٠٠٠٠', price_max: '1000' })).toEqual({ min: '1000', max: '٥٠٠٠٠' });
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

  it('keeps a value with commas in it whole (a TV\'s "Wi-Fi, Bluetooth, 4 HDMI")', () => {
    const value = 'Wi-Fi, Bluetooth, 4 HDMI';
    const href = toggleListValue({}, 'attr_connectivity', value);
    const param = new URLSearchParams(href.slice(1)).get('attr_connectivity')!;
    expect(param).toBe('Wi-Fi\\, Bluetooth\\, 4 HDMI');
    expect(parseListingParams({ attr_connectivity: param }).filters.attributes).toEqual({
      connectivity: [value],
    });
    expect(isSelected({ attr_connectivity: param }, 'attr_connectivity', value)).toBe(true);
    // With a second value, and back off again.
    const two = new URLSearchParams(
      toggleListValue({ attr_connectivity: param }, 'attr_connectivity', 'Wi-Fi').slice(1),
    ).get('attr_connectivity')!;
    expect(parseListingParams({ attr_connectivity: two }).filters.attributes).toEqual({
      connectivity: [value, 'Wi-Fi'],
    });
    expect(toggleListValue({ attr_connectivity: two }, 'attr_connectivity', value)).toBe(
      '?attr_connectivity=Wi-Fi',
    );
    // A backslash of its own stays, and an address written by hand with plain commas still reads.
    expect(parseListingParams({ attr_x: 'a\\\\b,c' }).filters.attributes).toEqual({ x: ['a\\b', 'c'] });
    expect(parseListingParams({ brand: 'lg, samsung' }).filters.brands).toEqual(['lg', 'samsung']);
  });
});

describe('activeFilters', () => {
  const facets: Facet[] = [
    {
      code: 'brand',
      label: 'Brand',
      type: 'list',
      options: [
        { value: 'lg', label: 'LG', count: 3 },
        { value: 'fresh', label: 'Fresh', count: 2 },
      ],
    },
    { code: 'price', label: 'Price', type: 'range', options: [], min: 100_00, max: 9_000_00 },
    {
      code: 'availability',
      label: 'Availability',
      type: 'boolean',
      options: [{ value: '1', label: 'In stock', count: 4 }],
    },
    {
      code: 'screen_size',
      label: 'Screen size',
      type: 'list',
      options: [{ value: '55', label: '55"', count: 1 }],
    },
  ];

  it('lists each filter in force in the facets’ order, each with the link that removes only it', () => {
    const params = { sort: 'price_asc', page: '3', attr_screen_size: '55', in_stock: '1', brand: 'lg,fresh' };
    expect(activeFilters(facets, { ...params, price_min: '5000', price_max: '1000' })).toEqual([
      {
        kind: 'option',
        facet: 'Brand',
        label: 'LG',
        href: '?sort=price_asc&attr_screen_size=55&in_stock=1&price_min=5000&price_max=1000&brand=fresh',
      },
      {
        kind: 'option',
        facet: 'Brand',
        label: 'Fresh',
        href: '?sort=price_asc&attr_screen_size=55&in_stock=1&price_min=5000&price_max=1000&brand=lg',
      },
      {
        kind: 'price',
        min: 1000,
        max: 5000,
        href: '?sort=price_asc&attr_screen_size=55&in_stock=1&brand=lg%2Cfresh',
      },
      {
        kind: 'choice',
        param: 'in_stock',
        href: '?sort=price_asc&attr_screen_size=55&brand=lg%2Cfresh&price_min=5000&price_max=1000',
      },
      {
        kind: 'option',
        facet: 'Screen size',
        label: '55"',
        href: '?sort=price_asc&in_stock=1&brand=lg%2Cfresh&price_min=5000&price_max=1000',
      },
    ]);
  });

  it('is empty without filters: the search text, sort, page and language are not filters', () => {
    expect(activeFilters(facets, { q: 'tv', sort: 'name', page: '2', lang: 'ar' })).toEqual([]);
  });

  it('keeps a chip for a filter nothing matches any more, when the results offer no facets', () => {
    expect(activeFilters([], { q: 'tv', brand: 'zanussi', instalment: '1', price_max: '10' })).toEqual([
      { kind: 'option', facet: '', label: 'zanussi', href: '?q=tv&instalment=1&price_max=10' },
      { kind: 'choice', param: 'instalment', href: '?q=tv&brand=zanussi&price_max=10' },
      { kind: 'price', min: undefined, max: 10, href: '?q=tv&brand=zanussi&instalment=1' },
    ]);
  });

  it('ignores a price that is not a number, as the listing does', () => {
    expect(activeFilters(facets, { price_min: 'abc' })).toEqual([]);
  });
});
