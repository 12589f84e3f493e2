import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Store } from 'lucide-react';
import { pageCtx } from '@/lib/page-ctx';
import { cachedProductDetail } from '@/domain/catalog/page-data';
import { absoluteUrl, alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { formatPrice } from '@/i18n/format';
import { getServerT } from '@/i18n/server';
import { ProductRow } from '../home/product-row';
import { Breadcrumbs } from '../catalog/breadcrumbs';
import { DeliveryEstimate } from './delivery-estimate.client';
import { ProductCardHint } from '@/components/credit/card-hints.client';
import { InstalmentPlans } from './instalment-plans';
import { PaymentMethods } from './payment-methods';
import { ProductGallery } from './product-gallery.client';
import { ProductJsonLd } from './product-json-ld';
import { ProductPrice } from './product-price';
import { PurchasePanel } from './purchase-panel.client';
import { Specifications } from './specifications';
import { keepUnitsWithNumbers } from './units';
import { descriptionHtml } from '@/domain/catalog/description';
import { MixedText } from '@/components/ui/mixed-text';

// Metadata and page render in the same request: read the product once (from the catalogue cache,
// as fresh as the last write to it).
const loadProduct = cache((productId: number, locale: Locale) =>
  cachedProductDetail(pageCtx(locale), productId),
);

export async function productMetadata(productId: number): Promise<Metadata> {
  const { locale, t } = await getServerT();
  const product = await loadProduct(productId, locale);
  if (!product) return {};
  const path = `/${product.urlKey}`;
  const description =
    product.shortDescription ||
    t('seo.product_description', { name: product.name, brand: product.brand.name });
  return {
    title: product.name,
    description,
    alternates: alternatesFor(path),
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: absoluteUrl(path),
      locale: locale === 'ar' ? 'ar_EG' : 'en_EG',
      alternateLocale: locale === 'ar' ? 'en_EG' : 'ar_EG',
      images: product.images
        .slice(0, 1)
        .map((image) => ({ url: absoluteUrl(`/media/${image}`), alt: product.name })),
    },
  };
}

/** A product: gallery, price and stock, purchase actions, payment, delivery, instalments, specs, related. */
export async function ProductPage({ productId }: { productId: number }) {
  const { locale, t } = await getServerT();
  const product = await loadProduct(productId, locale);
  if (!product) notFound();

  return (
    <div
      className="mx-auto max-w-7xl px-3 py-4 md:px-4"
      data-testid="product-page"
      data-product-id={product.id}
    >
      <ProductJsonLd product={product} />
      <Breadcrumbs
        trail={product.breadcrumbs.map((c) => ({ name: c.name, href: `/${c.path}` }))}
        current={product.name}
        t={t}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:sticky lg:top-4 lg:self-start">
          <ProductGallery images={product.images} alts={product.imageAlts} name={product.name} />
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <div>
            <p className="flex gap-2 text-sm">
              <span className="text-neutral-600">{t('product.brand')}</span>
              <span className="font-bold" data-testid="product-brand">
                {product.brand.name}
              </span>
            </p>
            <h1 className="text-2xl font-bold md:text-3xl" data-testid="product-name">
              <MixedText text={product.name} />
            </h1>
            <p className="mt-1 text-xs text-neutral-500" data-testid="product-sku">
              {t('product.sku', { sku: product.sku })}
            </p>
          </div>

          <ProductPrice
            price={product.price}
            finalPrice={product.finalPrice}
            discountPercent={product.discountPercent}
            stock={product.stockState}
            locale={locale}
            t={t}
          />
          {/* The least a month on the card, beside the price as on the cards, down to its plans. */}
          {product.instalmentPlans.length > 0 && (
            <a
              href="#instalment-plans"
              className="-mt-2 text-sm font-bold text-amber-700 underline-offset-2 hover:underline"
              data-testid="product-instalment-from"
            >
              {t('product.instalments_from', {
                amount: formatPrice(Math.min(...product.instalmentPlans.map((p) => p.monthly)), locale),
              })}
            </a>
          )}
          {product.shortDescription && (
            <p className="text-neutral-700" data-testid="product-short-description">
              <MixedText text={keepUnitsWithNumbers(product.shortDescription)} />
            </p>
          )}

          <PurchasePanel productId={product.id} stock={product.stock} />

          <p className="flex items-center gap-2 text-sm" data-testid="product-seller">
            <Store aria-hidden className="size-5 text-neutral-500" />
            <span className="text-neutral-600">{t('product.sold_by')}</span>
            {product.seller.logo && (
              // eslint-disable-next-line @next/next/no-img-element -- a logo already cut to 400 × 200
              <img
                src={`/media/${product.seller.logo}`}
                alt=""
                width={64}
                height={32}
                loading="lazy"
                className="h-8 w-16 object-contain"
                data-testid="product-seller-logo"
              />
            )}
            <span className="font-bold">{product.seller.name}</span>
          </p>

          <PaymentMethods methods={product.paymentMethods} t={t} />
          <InstalmentPlans plans={product.instalmentPlans} locale={locale} t={t} />
          {product.instalmentPlans.length > 0 && (
            <ProductCardHint
              price={product.instalmentPlans[0]!.financed / 100}
              plans={product.instalmentPlans.map((p) => ({ months: p.months, monthly: p.monthly / 100 }))}
            />
          )}
          {/* Nothing to deliver while none is in stock: no date is promised. */}
          {product.stock > 0 && <DeliveryEstimate now={new Date().toISOString()} />}
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <Specifications rows={product.specifications} t={t} />
        {product.description && (
          <section data-testid="product-description">
            <h2 className="mb-3 text-xl font-bold">{t('product.description')}</h2>
            <div
              className="cms-content rounded-lg bg-white p-4 leading-7 shadow-sm"
              dangerouslySetInnerHTML={{ __html: descriptionHtml(product.description) }}
            />
          </section>
        )}
      </div>

      <ProductRow id="related" title={t('product.related')} items={product.related} locale={locale} t={t} />
    </div>
  );
}
