import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { Plus } from 'lucide-react';
import type { Bundle } from '@/domain/content/offers';
import { formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { TEXT_LINK } from '../ui/styles';
import { AddBundleButton } from './add-bundle-button.client';
import { MixedText } from '@/components/ui/mixed-text';

/** A bundle: its items with their current prices, the total the cart will charge, "Add all to cart". */
export function BundleCard({ bundle, locale, t }: { bundle: Bundle; locale: Locale; t: TFunction }) {
  const titleId = `bundle-${bundle.id}-title`;
  return (
    <article
      className="flex h-full flex-col rounded-lg bg-white p-4 shadow-sm"
      data-testid="bundle-card"
      data-bundle-code={bundle.code}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="mb-3 font-bold">
        {bundle.title}
      </h3>
      <ul className="mb-3 flex flex-col">
        {bundle.items.map((item, i) => (
          <li key={item.id} data-testid="bundle-item">
            {i > 0 && (
              // Under the thumbnails, where the eye runs down the items.
              <div className="flex w-16 justify-center py-1 md:w-20" aria-hidden>
                <Plus className="size-4 text-neutral-400" />
              </div>
            )}
            <div className="flex items-center gap-3">
              {item.image && (
                // eslint-disable-next-line @next/next/no-img-element -- generated WebP files, already sized
                <img
                  src={`/media/${item.image}?w=320`}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-16 shrink-0 rounded object-contain md:size-20"
                />
              )}
              <div className="min-w-0 flex-1">
                <Link href={`/${item.urlKey}`} className={`line-clamp-2 text-sm ${TEXT_LINK}`}>
                  <MixedText text={item.name} />
                </Link>
                <p className="text-sm">
                  <span className="font-bold" data-testid="bundle-item-price">
                    {formatPrice(item.finalPrice, locale)}
                  </span>
                  {item.finalPrice < item.price && (
                    <del className="ms-2 text-xs text-neutral-500">{formatPrice(item.price, locale)}</del>
                  )}
                </p>
                {!item.inStock && <p className="text-xs font-bold text-error">{t('product.out_of_stock')}</p>}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-auto flex items-baseline justify-between gap-2 border-t border-neutral-200 pt-3">
        <span className="font-bold">{t('offers.total')}</span>
        <span className="text-lg font-bold" data-testid="bundle-total">
          {formatPrice(bundle.total, locale)}
        </span>
      </p>
      <AddBundleButton
        productIds={bundle.items.map((i) => i.id)}
        unavailableReason={bundle.outOfStock ? t('offers.unavailable', { name: bundle.outOfStock }) : null}
        describedBy={titleId}
      />
    </article>
  );
}
