/** The search and listing engine: what pages and the REST API use. */
export { searchProducts, MAX_PAGE_SIZE, type SearchQuery } from './search-products';
export { suggest } from './suggest';
export { indexProducts, indexMissingProducts } from './index-products';
export { markSearchDocumentsCurrent, rebuildStaleSearchDocuments } from './document-rules';
export { FILTER_OPS, FIXED_FIELDS, type FilterCondition, type FilterGroup, type FilterOp } from './filters';
export { SEARCH_TEXT_MAX, withoutLeadingSpace } from './text-query';
