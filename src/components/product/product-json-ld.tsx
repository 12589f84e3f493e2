import type { ProductDetail } from '@/domain/catalog/product-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { absoluteUrl } from '@/i18n/alternates';
import { descriptionText } from '@/domain/catalog/description';

/** schema.org Product data for search engines: name, SKU, brand, images and the current offer. */
export function productJsonLd(product: ProductDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.shortDescription || descriptionText(product.description),
    brand: { '@type': 'Brand', name: product.brand.name },
    image: product.images.map((path) => absoluteUrl(`/media/${path}`)),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/${product.urlKey}`),
      price: (product.finalPrice / 100).toFixed(2),
      priceCurrency: 'EGP',
      availability:
        product.stockState.state === 'out_of_stock'
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: product.seller.name },
    },
  };
}

export function ProductJsonLd({ product }: { product: ProductDetail }) {
  return <JsonLd data={productJsonLd(product)} testId="product-json-ld" />;
}
