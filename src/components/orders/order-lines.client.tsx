'use client';

import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatNumber } from '@/i18n/format';
import type { OrderLine } from './order-types';
import { MixedText } from '@/components/ui/mixed-text';

/** The order's products; with `onCancel`, each open line offers to cancel just that product. */
export function OrderLines({
  lines,
  onCancel,
}: {
  lines: OrderLine[];
  onCancel?: (line: OrderLine) => void;
}) {
  const { t, locale } = useI18n();
  return (
    <ul className="divide-y divide-neutral-200" aria-label={t('orders.items_heading')}>
      {lines.map((line) => (
        <li
          key={line.item_id}
          data-testid="order-line"
          data-item-id={line.item_id}
          data-canceled={line.canceled || undefined}
          className="flex flex-wrap items-start justify-between gap-3 py-3"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span
              data-testid="order-line-name"
              className={`font-bold ${line.canceled ? 'text-neutral-500 line-through' : ''}`}
            >
              <MixedText text={line.name} />
            </span>
            <span className="text-sm text-neutral-600">
              {t('orders.line_qty_price', {
                qty: formatNumber(line.qty, locale),
                price: formatEgp(line.price, locale),
              })}
            </span>
            {line.canceled && (
              <span className="self-start rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-bold text-neutral-700">
                {t('orders.line_canceled')}
              </span>
            )}
            {line.shipment && !line.canceled && (
              <span className="text-sm text-green-800" data-testid="order-line-shipment">
                {t('orders.line_shipped', {
                  carrier: line.shipment.carrier,
                  tracking: line.shipment.tracking_number,
                })}
              </span>
            )}
          </div>
          <div className="flex flex-col items-end gap-2">
            <span className={`font-bold ${line.canceled ? 'text-neutral-500 line-through' : ''}`}>
              {formatEgp(line.row_total, locale)}
            </span>
            {onCancel && !line.canceled && !line.shipment && (
              <button
                type="button"
                onClick={() => onCancel(line)}
                data-testid="order-line-cancel"
                aria-label={t('orders.cancel_line_label', { name: line.name })}
                className="text-sm font-bold text-error underline-offset-2 hover:underline print:hidden"
              >
                {t('orders.cancel_line')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
