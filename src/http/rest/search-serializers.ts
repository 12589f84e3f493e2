import type { Facet, ListingResult } from '@/domain/catalog/listing';
import type { WireSearchCriteria } from './search-criteria';
import { egp, toWireProduct } from './serializers';

/** A facet on the wire: snake_case like the rest of the API, the price range in EGP. */
export function toWireFacet(f: Facet) {
  return {
    code: f.code,
    label: f.label,
    type: f.type,
    options: f.options.map((o) => ({ value: o.value, label: o.label, count: o.count })),
    ...(f.min !== undefined ? { min: egp(f.min) } : {}),
    ...(f.max !== undefined ? { max: egp(f.max) } : {}),
  };
}

/** The answer of GET /V1/catalog/search: Magento's items, total_count and search_criteria, plus suggestions and facets. */
export function toWireSearch(result: ListingResult, suggestions: string[], criteria: WireSearchCriteria) {
  return {
    items: result.items.map(toWireProduct),
    total_count: result.total,
    suggestions,
    facets: result.facets.map(toWireFacet),
    search_criteria: criteria,
  };
}
