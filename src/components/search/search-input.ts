/** Search box rules (§4, §5): at most 200 characters, a leading single space ignored, blank never sent. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 600;
export const SUGGESTION_COUNT = 10;

export function cleanSearchInput(raw: string): string {
  const withoutLeadingSpace = raw.startsWith(' ') && !raw.startsWith('  ') ? raw.slice(1) : raw;
  return withoutLeadingSpace.slice(0, SEARCH_MAX_LENGTH);
}

export function isSubmittable(query: string): boolean {
  return query.trim().length > 0;
}

/** The results page's path (with or without its trailing slash). */
export const SEARCH_PATH = '/searchnise';

export function searchPageHref(query: string): string {
  return `${SEARCH_PATH}/?q=${encodeURIComponent(query.trim())}`;
}

/** The Magento-style searchCriteria query of the suggestions call. */
export function suggestionsUrl(locale: string, query: string): string {
  const p = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
    'searchCriteria[filter_groups][0][filters][0][value]': query.trim(),
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
    'searchCriteria[pageSize]': String(SUGGESTION_COUNT),
    'searchCriteria[currentPage]': '1',
  });
  return `/rest/${locale}/V1/catalog/search?${p.toString()}`;
}

/**
 * The text suggestions worth a line of their own: those that are not the name of a product the
 * panel already shows with its picture, which would say the same thing twice.
 */
export function suggestionsBesides(
  suggestions: readonly string[],
  products: readonly { name: string }[],
): string[] {
  const shown = new Set(products.map((p) => p.name.trim().toLowerCase()));
  return suggestions.filter((s) => !shown.has(s.trim().toLowerCase()));
}
