import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { pageCtx } from '@/lib/page-ctx';
import { parseListingParams, type SearchParams } from '@/domain/catalog/listing-params';
import { searchProducts } from '@/domain/search';
import { ListingView } from '@/components/catalog/listing-view';
import { NoResultsIllustration } from '@/components/search/no-results-illustration';
import { cleanSearchInput, isSubmittable } from '@/components/search/search-input';
import { EmptyState } from '@/components/ui/empty-state';
import { getServerT } from '@/i18n/server';

type Props = { searchParams: Promise<SearchParams> };

const queryOf = (params: SearchParams) =>
  cleanSearchInput(typeof params.q === 'string' ? params.q : '').trim();

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { t } = await getServerT();
  const q = queryOf(await searchParams);
  // Result pages are not indexed: they are endless and duplicate category pages.
  return {
    title: q ? t('catalog_search.title', { query: q }) : t('header.search_label'),
    robots: { index: false },
  };
}

/** /searchnise/?q= : the same grid, facets, sort and pagination as categories. */
export default async function SearchPage({ searchParams }: Props) {
  const { locale, t } = await getServerT();
  const params = await searchParams;
  const q = queryOf(params);
  if (!isSubmittable(q)) {
    return (
      <ClientMessages area="catalog">
        <EmptyState
          title={t('header.search_label')}
          text={t('catalog_search.prompt')}
          buttonLabel={t('empty_state.button')}
        />
      </ClientMessages>
    );
  }
  const { filters, sort, page, pageSize } = parseListingParams(params, 'relevance');
  const result = await searchProducts(pageCtx(locale), { text: q, filters, sort, page, pageSize });
  return (
    <ClientMessages area="catalog">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4" data-testid="search-page">
        <h1 className="mb-4 text-2xl font-bold wrap-anywhere">{t('catalog_search.title', { query: q })}</h1>
        {result.approximate && result.total > 0 && (
          <p data-testid="search-approximate" className="-mt-2 mb-4 text-sm text-neutral-700 wrap-anywhere">
            {t('catalog_search.approximate', { query: q })}
          </p>
        )}
        <ListingView
          result={result}
          params={params}
          sort={sort}
          page={page}
          pageSize={pageSize}
          locale={locale}
          t={t}
          empty={
            <EmptyState
              title={t('no_search_result')}
              text={t('catalog_search.no_result_text')}
              buttonLabel={t('empty_state.button')}
              illustration={<NoResultsIllustration size={140} />}
              heading="h2"
            />
          }
        />
      </div>
    </ClientMessages>
  );
}
