'use client';

import { formatEgp } from '@/components/cart/money';
import Link from '@/components/ui/link.client';
import { mediaThumbnail } from '@/lib/media-widths';
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
          <Link href={`/${line.url_key}`} tabIndex={-1} aria-hidden className="shrink-0 print:hidden">
            {line.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- /media resizes itself
              <img
                src={mediaThumbnail(line.image)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                data-testid="order-line-image"
                className={`size-16 rounded border border-neutral-200 object-contain ${line.canceled ? 'opacity-50' : ''}`}
              />
            ) : (
              <span className="block size-16 rounded bg-neutral-100" />
            )}
          </Link>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              href={`/${line.url_key}`}
              data-testid="order-line-name"
              className={`font-bold hover:underline ${line.canceled ? 'text-neutral-500 line-through' : ''}`}
            >
              <MixedText text={line.name} />
            </Link>
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
