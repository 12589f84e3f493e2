'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import type { OrderStatus } from './order-types';

// Open orders in warm colours, finished ones in green or grey, money going back in purple.
const TONE: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  canceled: 'bg-neutral-200 text-neutral-700',
  refund_requested: 'bg-orange-100 text-orange-900',
  refunded: 'bg-purple-100 text-purple-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex self-start rounded-full px-3 py-0.5 text-xs font-bold whitespace-nowrap ${TONE[status] ?? TONE.processing}`}
    >
      {t(`orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}
