'use client';

import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatNumber } from '@/i18n/format';
import { ProductLine } from '../catalog/product-line';
import { useI18n } from '../layout/i18n-provider.client';
import type { CartLine } from './cart-types';
import { formatEgp } from './money';
import { busyButton } from '@/components/ui/busy-button';

const STEP_BUTTON =
  'p-2 text-neutral-700 hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300 aria-disabled:hover:bg-transparent';

/** One cart line: the product, its unit price, a stepper bounded by what can be bought, remove. */
export function CartLineRow({
  line,
  busy,
  onQty,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  onQty: (qty: number) => void;
  onRemove: () => void;
}) {
  const { t, locale } = useI18n();
  const soldOut = !line.in_stock || line.max_qty <= 0;
  const overStock = !soldOut && line.qty > line.max_qty;

  return (
    <li
      data-testid="cart-line"
      data-product-id={line.product_id}
      data-item-id={line.item_id}
      aria-busy={busy || undefined}
      className="flex gap-3 border-b border-neutral-200 py-4 last:border-b-0 md:gap-4"
    >
      <ProductLine product={line}>
        <p className="text-sm text-neutral-600">
          {t('cart.unit_price')}: <span data-testid="cart-line-price">{formatEgp(line.price, locale)}</span>
        </p>
        {(soldOut || overStock) && (
          <p role="status" data-testid="cart-line-notice" className="text-sm font-bold text-error">
            {!line.on_sale
              ? t('cart.off_sale_notice')
              : soldOut
                ? t('cart.out_of_stock_notice')
                : t('cart.limited_notice', { count: formatNumber(line.max_qty, locale) })}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div
            role="group"
            aria-label={t('cart.quantity')}
            className="inline-flex items-center rounded-md border border-neutral-300 bg-white"
          >
            <button
              type="button"
              onClick={() => onQty(Math.max(1, Math.min(line.qty - 1, line.max_qty)))}
              {...busyButton(busy, line.qty <= 1)}
              aria-label={t('cart.decrease', { name: line.name })}
              data-testid="cart-line-decrease"
              className={STEP_BUTTON}
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <span data-testid="cart-line-qty" aria-live="polite" className="min-w-10 text-center font-bold">
              {formatNumber(line.qty, locale)}
            </span>
            <button
              type="button"
              onClick={() => onQty(line.qty + 1)}
              {...busyButton(busy, soldOut || line.qty >= line.max_qty)}
              aria-label={t('cart.increase', { name: line.name })}
              data-testid="cart-line-increase"
              className={STEP_BUTTON}
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
          <p className="font-bold" data-testid="cart-line-total">
            {formatEgp(line.row_total, locale)}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          {...busyButton(busy)}
          aria-label={t('cart.remove_label', { name: line.name })}
          data-testid="cart-line-remove"
          className="inline-flex items-center gap-1 self-start text-sm text-neutral-600 hover:text-error disabled:opacity-50"
        >
          <Trash2 aria-hidden className="size-4" />
          {t('cart.remove')}
        </button>
      </ProductLine>
    </li>
  );
}
