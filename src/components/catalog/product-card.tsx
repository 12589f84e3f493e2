import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import type { ProductCard as Card } from '@/domain/catalog/product-cards';
import { AddToCartButton } from '../cart/add-to-cart-button.client';
import { CompareButton } from '../compare/compare-button.client';
import { DiscountLabel } from '../product/discount-label';
import { WishlistButton } from '../wishlist/wishlist-button.client';
import { formatPrice } from '@/i18n/format';
import { mediaSrcSet } from '@/lib/media-widths';
import type { Locale } from '@/i18n/locales';
import { MixedText } from '@/components/ui/mixed-text';
import { useId } from 'react';

/** A product tile: image, brand, name, price with special price and discount, stock and instalments. */
export function ProductCard({
  product,
  locale,
  t,
  priority = false,
}: {
  product: Card;
  locale: Locale;
  t: TFunction;
  /** Among the first on screen: its image is fetched at once instead of when scrolled to. */
  priority?: boolean;
}) {
  const monthly = product.fromMonthly;
  // The card's buttons ("Add to cart", the heart, compare) are described by the product's name, so
  // that a screen reader moving through a grid of them hears which product each one is for.
  const nameId = useId();
  return (
    <article
      className="relative flex h-full flex-col rounded-lg bg-white p-3 shadow-sm"
      data-testid="product-card"
    >
      {product.discountPercent > 0 && (
        <span className="absolute start-2 top-2 z-10 rounded bg-secondary px-2 py-0.5 text-xs font-bold text-black">
          <DiscountLabel percent={product.discountPercent} locale={locale} t={t} />
        </span>
      )}
      <Link href={`/${product.urlKey}`} className="flex flex-1 flex-col gap-2">
        {product.image && (
          // eslint-disable-next-line @next/next/no-img-element -- generated WebP files, already sized
          <img
            src={`/media/${product.image}`}
            srcSet={mediaSrcSet(product.image, [320, 480], 600)}
            sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
            // The link says the name in its heading: the picture's text would say it twice.
            alt=""
            width={300}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="aspect-square w-full rounded object-contain"
          />
        )}
        <span className="text-xs text-neutral-500">{product.brand}</span>
        <h3 id={nameId} className="line-clamp-2 min-h-10 text-sm">
          <MixedText text={product.name} />
        </h3>
        {/* The old price goes under the price when a narrow card cannot hold both on one line. */}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2" data-testid="card-prices">
          <span className="text-lg font-bold">{formatPrice(product.finalPrice, locale)}</span>
          {product.finalPrice < product.price && (
            <del className="text-sm text-neutral-500">{formatPrice(product.price, locale)}</del>
          )}
        </p>
        {monthly && (
          <p className="text-xs text-amber-700" data-testid="instalment-from">
            {t('product.instalments_from', { amount: formatPrice(monthly, locale) })}
          </p>
        )}
        {!product.inStock && <p className="text-xs font-bold text-error">{t('product.out_of_stock')}</p>}
      </Link>
      <div className="mt-2 flex items-center gap-2">
        <AddToCartButton
          productId={product.id}
          disabled={!product.inStock}
          testId="card-add-to-cart"
          describedBy={nameId}
          className="inline-flex flex-1 items-center justify-center gap-1 rounded-md bg-primary px-2 py-2 text-xs font-bold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
        >
          <Icon name="shopping-cart" aria-hidden className="flip-rtl size-4" />
          <span className="sr-only sm:not-sr-only">{t('product.add_to_cart')}</span>
        </AddToCartButton>
        <WishlistButton
          productId={product.id}
          testId="card-add-to-wishlist"
          describedBy={nameId}
          className="inline-flex items-center justify-center rounded-md p-2"
          iconClassName="size-4"
        />
        <CompareButton productId={product.id} compact describedBy={nameId} />
      </div>
    </article>
  );
}
