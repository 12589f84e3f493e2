import type { ProductCard } from './product-cards';

/**
 * The contract between the listing/search engine (src/domain/search) and the pages that show
 * product grids (category pages, /searchnise). Money in piastres.
 */
/** The orders the pages offer. */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
/** Orders only the API asks for (Magento's sortOrders take either direction of a field). */
export const API_ONLY_SORTS = ['oldest', 'name_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number] | (typeof API_ONLY_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const SUGGESTIONS_PAGE_SIZE = 10;

export interface ListingFilters {
  brands?: string[]; // brand url keys
  sellers?: string[]; // seller codes
  priceMin?: number; // piastres, on the effective price
  priceMax?: number;
  inStock?: boolean;
  instalment?: boolean; // supports ocean_amancard
  /** Category-specific attributes, e.g. { screen_size: ['55', '65'] }. */
  attributes?: Record<string, string[]>;
}

export interface ListingQuery {
  /** Restrict to a category (any level: product_categories holds every ancestor). */
  categoryId?: number;
  /** Free text, Arabic or English; normalised, stemmed, typo-tolerant. */
  text?: string;
  filters: ListingFilters;
  sort: ListingSort;
  page: number; // 1-based
  pageSize: number;
}

export interface FacetOption {
  value: string;
  label: string; // in the context's language
  count: number;
}

export interface Facet {
  /** 'brand' | 'seller' | 'price' | 'availability' | 'instalment' | an attribute code. */
  code: string;
  label: string; // in the context's language
  type: 'list' | 'range' | 'boolean';
  options: FacetOption[];
  /** For type 'range': the bounds of the current result set, piastres. */
  min?: number;
  max?: number;
}

export interface ListingResult {
  items: ProductCard[];
  total: number;
  facets: Facet[];
  /**
   * The products shown are not what the text asked for word for word: a word was corrected to the
   * closest the catalogue has, or nothing had every word and products with some of them are shown.
   */
  approximate?: boolean;
}
