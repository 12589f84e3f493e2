import type { ProductCard } from '@/domain/catalog/product-cards';
import type { Facet, ListingResult } from '@/domain/catalog/listing';
import type { WireSearchCriteria } from './search-criteria';
import { egp, mediaUrl, toWireProduct } from './serializers';

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

/**
 * Magento's SearchResultInterface (GET /V1/search): the documents in order of relevance, with
 * the facets as aggregation buckets named `{code}_bucket` whose values carry [value, count].
 */
export function toMagentoSearchResult(result: ListingResult, criteria: WireSearchCriteria) {
  const buckets = result.facets.map((f) => ({
    name: `${f.code}_bucket`,
    values: f.options.map((o) => ({ value: o.value, metrics: [o.value, String(o.count)] })),
  }));
  return {
    items: result.items.map((p) => ({ id: p.id, custom_attributes: [] })),
    aggregations: { buckets, bucket_names: buckets.map((b) => b.name) },
    search_criteria: criteria,
    total_count: result.total,
  };
}

/**
 * A product as Magento's ProductInterface has it. The listing holds only enabled (status 1),
 * simple products visible in catalog and search (visibility 4), on the default attribute set.
 */
export function toMagentoProduct(p: ProductCard) {
  const attributes: [string, string | null][] = [
    ['url_key', p.urlKey],
    ['image', mediaUrl(p.image)],
    ['small_image', mediaUrl(p.image)],
    ['thumbnail', mediaUrl(p.image)],
    ['manufacturer', p.brand],
    ['special_price', p.finalPrice < p.price ? String(egp(p.finalPrice)) : null],
  ];
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    attribute_set_id: 4,
    price: egp(p.price),
    status: 1,
    visibility: 4,
    type_id: 'simple',
    extension_attributes: { stock_item: { is_in_stock: p.inStock } },
    custom_attributes: attributes
      .filter((a): a is [string, string] => a[1] !== null && a[1] !== '')
      .map(([attribute_code, value]) => ({ attribute_code, value })),
  };
}

/** Magento's ProductSearchResultsInterface (GET /V1/products). */
export const toMagentoProducts = (result: ListingResult, criteria: WireSearchCriteria) => ({
  items: result.items.map(toMagentoProduct),
  search_criteria: criteria,
  total_count: result.total,
});
