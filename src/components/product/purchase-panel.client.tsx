'use client';

import { Icon } from '@/components/ui/icon';
import { limitButton } from '@/components/ui/busy-button';
import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { AddToCartButton } from '../cart/add-to-cart-button.client';
import { CompareButton } from '../compare/compare-button.client';
import { WishlistButton } from '../wishlist/wishlist-button.client';
import { useI18n } from '../layout/i18n-provider.client';
import { asciiDigits } from '@/domain/shared/digits';
import { formatNumber } from '@/i18n/format';

/** Quantity (1 to the units in stock), add to cart with that quantity, wishlist and compare. */
export function PurchasePanel({ productId, stock }: { productId: number; stock: number }) {
  const { locale, t } = useI18n();
  const [quantity, setQuantity] = useState(1);
  // A typed quantity above the stock is lowered to it, and the shopper is told why.
  const [capped, setCapped] = useState(false);
  const outOfStock = stock <= 0;
  const set = (value: number) => {
    const wanted = Math.max(1, Math.trunc(value) || 1);
    setCapped(wanted > stock);
    setQuantity(Math.min(wanted, Math.max(1, stock)));
  };

  return (
    <div className="flex flex-col gap-3" data-testid="purchase-panel">
      {!outOfStock && (
        <div className="flex items-center gap-3">
          <label htmlFor="product-quantity" className="text-sm font-bold">
            {t('product.quantity')}
          </label>
          <div className="inline-flex items-center rounded-md border border-neutral-300 bg-white">
            <button
              type="button"
              onClick={() => set(quantity - 1)}
              {...limitButton(quantity <= 1)}
              aria-label={t('product.decrease_quantity')}
              data-testid="quantity-decrease"
              className="p-2 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300"
            >
              <Minus aria-hidden className="size-4" />
            </button>
            {/* Text, not a number field: that one drops digits typed on an Arabic keyboard (٣). */}
            <input
              id="product-quantity"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={quantity}
              onChange={(e) => set(Number(asciiDigits(e.target.value)))}
              aria-describedby="product-quantity-capped"
              data-testid="quantity-input"
              className="w-12 rounded bg-transparent text-center font-bold outline-none focus-visible:ring-2 focus-visible:ring-secondary"
            />
            <button
              type="button"
              onClick={() => set(quantity + 1)}
              {...limitButton(quantity >= stock)}
              aria-label={t('product.increase_quantity')}
              data-testid="quantity-increase"
              className="p-2 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300"
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
        </div>
      )}
      <p
        id="product-quantity-capped"
        role="status"
        className="text-sm text-error empty:sr-only"
        data-testid="quantity-capped"
      >
        {capped ? t('product.quantity_capped', { available: formatNumber(stock, locale) }) : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <AddToCartButton
          productId={productId}
          quantity={quantity}
          disabled={outOfStock}
          testId="add-to-cart"
          // One line: when the row is short of room, the compare button moves under it.
          className="inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-6 py-3 font-bold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
        >
          <Icon name="shopping-cart" aria-hidden className="flip-rtl size-5" />
          {t('product.add_to_cart')}
        </AddToCartButton>
        <WishlistButton
          productId={productId}
          testId="add-to-wishlist"
          className="inline-flex items-center justify-center rounded-md bg-white px-4 py-3"
          iconClassName="size-5"
        />
        <CompareButton productId={productId} />
      </div>
    </div>
  );
}
