import { describe, expect, it } from 'vitest';
import {
  cleanSearchInput,
  isSubmittable,
  searchPageHref,
  SEARCH_MAX_LENGTH,
  suggestionsBesides,
  suggestionsUrl,
} from './search-input';

describe('search box rules', () => {
  it('ignores a single leading space', () => {
    expect(cleanSearchInput(' tv')).toBe('tv');
    expect(cleanSearchInput(' ')).toBe('');
  });
  it('keeps the text otherwise', () => {
    expect(cleanSearchInput('شاشة سامسونج')).toBe('شاشة سامسونج');
    expect(cleanSearchInput('  tv')).toBe('  tv');
  });
  it(`cuts the text at ${SEARCH_MAX_LENGTH} characters`, () => {
    expect(cleanSearchInput('a'.repeat(250))).toHaveLength(SEARCH_MAX_LENGTH);
  });
  it('never submits a blank query', () => {
    expect(isSubmittable('')).toBe(false);
    expect(isSubmittable('   ')).toBe(false);
    expect(isSubmittable('lg')).toBe(true);
  });
  it('goes to /searchnise/?q= with the query encoded', () => {
    expect(searchPageHref(' شاشة ')).toBe('/searchnise/?q=%D8%B4%D8%A7%D8%B4%D8%A9');
  });
  it('asks for 10 suggestions in the searchCriteria form', () => {
    const url = new URL(suggestionsUrl('ar', 'lg'), 'http://x');
    expect(url.pathname).toBe('/rest/ar/V1/catalog/search');
    expect(url.searchParams.get('searchCriteria[pageSize]')).toBe('10');
    expect(url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]')).toBe('lg');
  });
});

describe('suggestionsBesides', () => {
  it('leaves out the names of the products shown with their pictures, whatever their case', () => {
    const products = [{ name: 'Samsung No Frost Refrigerator 360 L' }];
    expect(
      suggestionsBesides(
        ['Samsung', 'Refrigerators', 'samsung no frost refrigerator 360 l', 'LG Fridge'],
        products,
      ),
    ).toEqual(['Samsung', 'Refrigerators', 'LG Fridge']);
    expect(suggestionsBesides(['Samsung'], [])).toEqual(['Samsung']);
  });
});
