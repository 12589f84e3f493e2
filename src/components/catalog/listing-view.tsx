import type { TFunction } from 'i18next';
import type { ListingResult, ListingSort } from '@/domain/catalog/listing';
import { activeFilters, clearFiltersHref, type SearchParams } from '@/domain/catalog/listing-params';
import type { Locale } from '@/i18n/locales';
import { EmptyState } from '../ui/empty-state';
import { ActiveFilters } from './active-filters';
import { FacetPanel } from './facet-panel';
import { FilterDrawer } from './filter-drawer.client';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { SortSelect } from './sort-select.client';

/** The product grid of category and search pages: facets, sort, 24 per page, pagination. */
export function ListingView({
  result,
  params,
  sort,
  page,
  pageSize,
  locale,
  t,
  empty,
}: {
  result: ListingResult;
  params: SearchParams;
  sort: ListingSort;
  page: number;
  pageSize: number;
  locale: Locale;
  t: TFunction;
  empty?: React.ReactNode;
}) {
  const facets = <FacetPanel facets={result.facets} params={params} locale={locale} t={t} />;
  // Nothing found and nothing to filter by: no empty filter column, filter button or sort.
  const chips = activeFilters(result.facets, params);
  const bare = result.total === 0 && result.facets.length === 0 && chips.length === 0;
  return (
    <div className="flex gap-6">
      {!bare && <aside className="hidden w-60 shrink-0 lg:block">{facets}</aside>}
      <div className="min-w-0 flex-1">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-neutral-600" data-testid="results-count" data-count={result.total}>
            {t('catalog.results_count', { count: result.total })}
          </p>
          {!bare && (
            <div className="flex items-center gap-2">
              <FilterDrawer active={chips.length} total={result.total}>
                {facets}
              </FilterDrawer>
              <SortSelect value={sort} />
            </div>
          )}
        </div>
        <ActiveFilters chips={chips} clearHref={clearFiltersHref(params)} locale={locale} t={t} />
        {result.items.length === 0 ? (
          (empty ?? (
            // Filters to take off, or a category (brand) with nothing on sale yet.
            <EmptyState
              title={t(chips.length ? 'catalog.no_products' : 'catalog.no_products_yet')}
              text={t(chips.length ? 'catalog.no_products_text' : 'catalog.no_products_yet_text')}
              buttonLabel={t('empty_state.button')}
              heading="h2"
            />
          ))
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
            {result.items.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} t={t} priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={Math.ceil(result.total / pageSize)}
          params={params}
          locale={locale}
          t={t}
        />
      </div>
    </div>
  );
}
