import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductCard } from '@/components/catalog/product-card';
import { BundleCard } from '@/components/offers/bundle-card';
import { getStoreOffers } from '@/domain/content/offers';
import { AppError } from '@/domain/shared/errors';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: t('offers.title'),
    description: t('offers.meta_description'),
    alternates: alternatesFor('/offers'),
  };
}

/** /offers: the store-offers block's text, the bundles and the products with a special price now. */
export default async function OffersPage() {
  const { t, locale } = await getServerT();
  const offers = await getStoreOffers(pageCtx(locale)).catch((err: unknown) => {
    // The block switched off in the CMS: the page is gone, as the other content pages.
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  });
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid="offers-page">
      <Breadcrumbs t={t} trail={[]} current={t('offers.title')} />
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t('offers.title')}</h1>
      {/* The editor's text (its own h2s), sanitised by getCmsBlock (sanitize-html allow-list). */}
      <div
        className="cms-content mb-8 rounded-lg bg-white p-4 shadow-sm md:p-6"
        data-testid="offers-block"
        dangerouslySetInnerHTML={{ __html: offers.block.content }}
      />
      {offers.bundles.length > 0 && (
        <section aria-labelledby="offers-bundles-title" className="mb-8" data-testid="offers-bundles">
          <h2 id="offers-bundles-title" className="mb-1 text-xl font-bold">
            {t('offers.bundles_title')}
          </h2>
          <p className="mb-4 text-sm text-neutral-700">{t('offers.bundles_intro')}</p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {offers.bundles.map((b) => (
              <li key={b.id}>
                <BundleCard bundle={b} locale={locale} t={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="offers-products-title" data-testid="offers-products">
        <h2 id="offers-products-title" className="mb-4 text-xl font-bold">
          {t('offers.products_title')}
        </h2>
        {offers.products.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {offers.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-neutral-700">{t('offers.no_products')}</p>
        )}
      </section>
    </div>
  );
}
