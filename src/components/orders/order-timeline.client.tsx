'use client';

import { formatDate } from '@/i18n/format';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { readHistoryNote } from '@/domain/orders/history-notes';
import type { OrderDetails } from './order-types';

/**
 * A refund decided for some items, or declined, leaves the order delivered: its step says the
 * decision, not "Delivered" a second time.
 */
const DECIDED: Partial<Record<string, 'approved_partial' | 'rejected'>> = {
  refund_partial: 'approved_partial',
  refund_rejected: 'rejected',
};

/** The order's statuses in the order they happened, oldest first. */
export function OrderTimeline({ order }: { order: OrderDetails }) {
  const { t, locale } = useI18n();
  return (
    <ol data-testid="order-timeline" className="flex flex-col">
      {order.history.map((entry, i) => {
        // A line canceled on its own is recorded as a note on the order's unchanged status.
        const read = entry.note ? readHistoryNote(entry.note) : null;
        const sku = read && 'sku' in read ? read.sku : null;
        const name = sku && (order.items.find((item) => item.sku === sku)?.name ?? sku);
        // Staff's reason for a cancel, as the customer was told it by SMS (a line's, or the order's).
        const reason =
          read && 'reason' in read
            ? read.reason
            : read && 'text' in read && entry.status === 'canceled'
              ? read.text
              : null;
        const last = i === order.history.length - 1;
        return (
          <li
            key={`${entry.created_at}-${i}`}
            data-status={entry.status}
            className="relative flex gap-3 pb-4"
          >
            {!last && (
              <span aria-hidden className="absolute start-[0.3125rem] top-4 bottom-0 w-px bg-neutral-300" />
            )}
            <span
              aria-hidden
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${last ? 'bg-secondary' : 'bg-neutral-400'}`}
            />
            <div className="flex flex-col text-sm">
              <span className="font-bold">
                {name
                  ? t('orders.timeline_item_canceled', { name })
                  : read && 'note' in read && DECIDED[read.note]
                    ? t(`orders.refund.status.${DECIDED[read.note]}`)
                    : t(`orders.status.${entry.status}`, { defaultValue: entry.status })}
              </span>
              {reason && (
                <span className="wrap-anywhere text-neutral-700" data-testid="order-timeline-reason">
                  {t('orders.timeline_reason')} <bdi>{reason}</bdi>
                </span>
              )}
              <time dateTime={entry.created_at} className="text-neutral-500">
                {formatDate(entry.created_at, locale)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
