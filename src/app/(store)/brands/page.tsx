import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { BrandTile } from '@/components/catalog/brand-tile';
import { listBrands } from '@/domain/catalog/brands';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: t('brands.title'),
    description: t('brands.meta_description'),
    alternates: alternatesFor('/brands'),
  };
}

/** /brands: every brand (landingpage/content's list), each leading to its products. */
export default async function BrandsPage() {
  const { t, locale } = await getServerT();
  const brands = await listBrands(pageCtx(locale));
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid="brands-page">
      <Breadcrumbs t={t} trail={[]} current={t('brands.title')} />
      <h1 className="mb-2 text-2xl font-bold md:text-3xl">{t('brands.title')}</h1>
      <p className="mb-5 text-neutral-700">{t('brands.intro')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {brands.map((b) => (
          <li key={b.id}>
            <BrandTile brand={b} caption={t('brands.products', { count: b.productCount })} />
          </li>
        ))}
      </ul>
    </div>
  );
}
