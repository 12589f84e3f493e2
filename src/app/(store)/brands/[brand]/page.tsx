import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ListingView } from '@/components/catalog/listing-view';
import { getBrand } from '@/domain/catalog/brands';
import { parseListingParams, type SearchParams } from '@/domain/catalog/listing-params';
import { searchProducts } from '@/domain/search';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t, locale } = await getServerT();
  const { brand: key } = await params;
  const brand = await getBrand(pageCtx(locale), key);
  if (!brand) return {};
  return {
    title: t('brands.brand_title', { brand: brand.name }),
    alternates: alternatesFor(`/brands/${key}`),
  };
}

/** /brands/{brand}: the brand's products through the same listing as categories (facets, sort, pages). */
export default async function BrandPage({ params, searchParams }: Props) {
  const { t, locale } = await getServerT();
  const { brand: key } = await params;
  const ctx = pageCtx(locale);
  const brand = await getBrand(ctx, key);
  if (!brand) notFound();
  const query = await searchParams;
  const { filters, sort, page, pageSize } = parseListingParams(query, 'relevance');
  const result = await searchProducts(ctx, {
    filters: { ...filters, brands: [brand.urlKey] },
    sort,
    page,
    pageSize,
  });
  // The brand is the page: its own facet would only offer to leave it.
  const listing = { ...result, facets: result.facets.filter((f) => f.code !== 'brand') };
  return (
    <ClientMessages area="catalog">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4" data-testid="brand-page">
        <Breadcrumbs t={t} trail={[{ href: '/brands', name: t('brands.title') }]} current={brand.name} />
        <h1 className="mb-4 text-2xl font-bold">{t('brands.brand_title', { brand: brand.name })}</h1>
        <ListingView
          result={listing}
          params={query}
          sort={sort}
          page={page}
          pageSize={pageSize}
          locale={locale}
          t={t}
        />
      </div>
    </ClientMessages>
  );
}
