import type { Metadata } from 'next';
import Link from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { pageCtx } from '@/lib/page-ctx';
import { cachedCategoryDetail, cachedCategoryListing } from '@/domain/catalog/page-data';
import { parseListingParams, type SearchParams } from '@/domain/catalog/listing-params';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { Breadcrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

export async function categoryMetadata(categoryId: number): Promise<Metadata> {
  const { locale } = await getServerT();
  const category = await cachedCategoryDetail(pageCtx(locale), categoryId);
  if (!category) return {};
  return {
    title: category.name,
    description: category.description || undefined,
    alternates: alternatesFor(`/${category.path}`),
  };
}

/** A category: breadcrumbs, sub-category links, and its products with facets, sort and pages. */
export async function CategoryPage({
  categoryId,
  searchParams,
}: {
  categoryId: number;
  searchParams: SearchParams;
}) {
  const { locale, t } = await getServerT();
  const ctx = pageCtx(locale);
  const category = await cachedCategoryDetail(ctx, categoryId);
  if (!category) notFound();
  const { filters, sort, page, pageSize } = parseListingParams(searchParams, 'relevance');
  const result = await cachedCategoryListing(ctx, { categoryId, filters, sort, page, pageSize });

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-4" data-testid="category-page">
      <Breadcrumbs
        trail={category.ancestors.map((a) => ({ name: a.name, href: `/${a.path}` }))}
        current={category.name}
        t={t}
      />
      <h1 className="mb-2 text-2xl font-bold">{category.name}</h1>
      {category.description && <p className="mb-4 text-neutral-600 wrap-anywhere">{category.description}</p>}
      {category.children.length > 0 && (
        <nav aria-label={t('catalog.sub_categories')} className="mb-6" data-testid="sub-categories">
          <ul className="flex flex-wrap gap-2">
            {category.children.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/${c.path}`}
                  className="block rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-sm hover:border-secondary"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingView
        result={result}
        params={searchParams}
        sort={sort}
        page={page}
        pageSize={pageSize}
        locale={locale}
        t={t}
      />
    </div>
  );
}
