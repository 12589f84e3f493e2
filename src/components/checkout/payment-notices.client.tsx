'use client';

import { Info, TriangleAlert } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CASH_ON_DELIVERY, type CheckoutMethod } from './checkout-types';

const NOTICE = 'flex gap-3 rounded-md border p-3 text-sm';

/**
 * What the chosen method does to the order (§5): products that can't be paid this way stay in
 * the cart, and cash on delivery takes one piece of each product (said only when a quantity drops).
 */
export function PaymentNotices({
  method,
  methodTitle,
  reduced,
  nothingToOrder,
}: {
  method: CheckoutMethod;
  methodTitle: string;
  /** Names of the lines whose quantity drops to one. */
  reduced: string[];
  nothingToOrder: boolean;
}) {
  const { t } = useI18n();
  const sep = t('checkout.names_separator');
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {method.unsupported_products.length > 0 && (
        <div
          role="note"
          data-testid="checkout-unsupported-notice"
          className={`${NOTICE} border-secondary/50 bg-secondary/10`}
        >
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-secondary-dark" />
          <div className="flex flex-col gap-1">
            <p className="font-bold">
              {nothingToOrder
                ? t('checkout.nothing_to_order', { method: methodTitle })
                : t('checkout.unsupported_notice', { method: methodTitle })}
            </p>
            <ul className="list-disc ps-5">
              {method.unsupported_products.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {method.code === CASH_ON_DELIVERY && reduced.length > 0 && (
        <div
          role="note"
          data-testid="checkout-cod-notice"
          className={`${NOTICE} border-neutral-200 bg-neutral-50`}
        >
          <Info aria-hidden className="size-5 shrink-0 text-neutral-600" />
          <div className="flex flex-col gap-1">
            <p>{t('checkout.cod_notice')}</p>
            <p className="font-bold">{t('checkout.cod_reduced', { names: reduced.join(sep) })}</p>
          </div>
        </div>
      )}
    </div>
  );
}
