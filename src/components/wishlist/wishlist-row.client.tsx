'use client';

import { ShoppingCart, Trash2 } from 'lucide-react';
import { ProductLine } from '../catalog/product-line';
import { useI18n } from '../layout/i18n-provider.client';
import type { WishlistItem } from '../cart/cart-types';
import { formatEgp } from '../cart/money';
import { SECONDARY_BUTTON } from '../ui/styles';
import { busyButton } from '@/components/ui/busy-button';

/** One saved product: picture, name, the price it sells at now (the old one struck out), stock, remove, move to cart. */
export function WishlistRow({
  item,
  busy,
  onRemove,
  onMove,
}: {
  item: WishlistItem;
  busy: boolean;
  onRemove: () => void;
  onMove: () => void;
}) {
  const { t, locale } = useI18n();
  const onSale = item.final_price < item.price;

  return (
    <li
      aria-busy={busy || undefined}
      data-testid="wishlist-item"
      data-product-id={item.product_id}
      className="flex gap-3 border-b border-neutral-200 py-4 last:border-b-0 md:gap-4"
    >
      <ProductLine product={item}>
        <p data-testid="wishlist-price">
          <span className="font-bold" data-testid="wishlist-final-price">
            {formatEgp(item.final_price, locale)}
          </span>
          {onSale && <del className="ms-2 text-sm text-neutral-500">{formatEgp(item.price, locale)}</del>}
        </p>
        <p
          data-testid="wishlist-stock"
          className={`text-sm font-bold ${item.in_stock ? 'text-success' : 'text-error'}`}
        >
          {t(item.in_stock ? 'product.in_stock' : 'product.out_of_stock')}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onMove}
            disabled={!item.in_stock}
            {...busyButton(busy)}
            data-testid="wishlist-move-to-cart"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-bold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
          >
            <ShoppingCart aria-hidden className="flip-rtl size-4" />
            {t('wishlist.move_to_cart')}
          </button>
          <button
            type="button"
            onClick={onRemove}
            {...busyButton(busy)}
            aria-label={t('wishlist.remove_label', { name: item.name })}
            data-testid="wishlist-remove"
            className={`${SECONDARY_BUTTON} text-sm`}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('wishlist.remove')}
          </button>
        </div>
      </ProductLine>
    </li>
  );
}
