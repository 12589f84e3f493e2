import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { pageCtx } from '@/lib/page-ctx';
import { cachedResolvePath } from '@/domain/catalog/page-data';
import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page';
import { ProductPage, productMetadata } from '@/components/product/product-page';
import { getLocale } from '@/i18n/server';

type Props = {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve(params: Props['params']) {
  const { path } = await params;
  const locale = await getLocale();
  return cachedResolvePath(pageCtx(locale), path);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const target = await resolve(params);
  if (target?.movedTo) permanentRedirect(`/${target.movedTo}`);
  if (target?.type === 'category') return categoryMetadata(target.id);
  if (target?.type === 'product') return productMetadata(target.id);
  return {};
}

/** Category and product URLs, resolved through the URL-rewrite table; anything else is a 404. */
export default async function CatalogPathPage({ params, searchParams }: Props) {
  const target = await resolve(params);
  // An older path of a category (staff changed its URL key or parent) answers 301 to its path now.
  if (target?.type === 'category' && target.movedTo) permanentRedirect(`/${target.movedTo}`);
  if (target?.type === 'category')
    return (
      <ClientMessages area="catalog">
        <CategoryPage categoryId={target.id} searchParams={await searchParams} />
      </ClientMessages>
    );
  // An older URL key of a product (staff changed it) sends shoppers and search engines to the new one.
  if (target?.type === 'product' && target.movedTo) permanentRedirect(`/${target.movedTo}`);
  if (target?.type === 'product')
    return (
      <ClientMessages area="catalog">
        <ProductPage productId={target.id} />
      </ClientMessages>
    );
  notFound();
}
