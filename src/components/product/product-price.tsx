import type { TFunction } from 'i18next';
import type { StockState } from '@/domain/catalog/product-detail';
import { formatPrice, formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { DiscountLabel } from './discount-label';

/** Price, the old price and discount when on special, and whether it can be bought now. */
export function ProductPrice({
  price,
  finalPrice,
  discountPercent,
  stock,
  locale,
  t,
}: {
  price: number;
  finalPrice: number;
  discountPercent: number;
  stock: StockState;
  locale: Locale;
  t: TFunction;
}) {
  const onSpecial = finalPrice < price;
  return (
    <div className="flex flex-col gap-2" data-testid="product-price">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold" data-testid="final-price">
          {formatPrice(finalPrice, locale)}
        </span>
        {onSpecial && (
          <>
            <del className="text-lg text-neutral-500" data-testid="old-price">
              {formatPrice(price, locale)}
            </del>
            <span
              className="rounded bg-secondary px-2 py-0.5 text-sm font-bold text-black"
              data-testid="discount"
            >
              <DiscountLabel percent={discountPercent} locale={locale} t={t} />
            </span>
          </>
        )}
      </p>
      {onSpecial && (
        <p className="text-sm font-bold text-success">
          {t('product.you_save', { amount: formatPrice(price - finalPrice, locale) })}
        </p>
      )}
      <p
        data-testid="stock-state"
        data-state={stock.state}
        className={`text-sm font-bold ${stockColour[stock.state]}`}
      >
        {stock.state === 'in_stock' && t('product.in_stock')}
        {stock.state === 'low_stock' && t('product.low_stock', { count: formatNumber(stock.count, locale) })}
        {stock.state === 'out_of_stock' && t('product.out_of_stock')}
      </p>
    </div>
  );
}

const stockColour: Record<StockState['state'], string> = {
  in_stock: 'text-success',
  low_stock: 'text-secondary-dark',
  out_of_stock: 'text-error',
};
