'use client';

import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import { OrderStatusBadge } from './order-status-badge.client';
import type { OrderSummary } from './order-types';

/** One order in the list: number, date, status, total and the way to its details. */
export function OrderRow({ order, href }: { order: OrderSummary; href: string }) {
  const { t, locale } = useI18n();
  return (
    <li
      data-testid="order-row"
      data-order-id={order.id}
      className="grid grid-cols-2 items-center gap-x-4 gap-y-2 py-4 md:grid-cols-[1fr_auto_auto_auto]"
    >
      <div className="flex flex-col">
        <span className="font-bold" data-testid="order-row-number">
          {t('orders.number', { number: order.increment_id })}
        </span>
        <time dateTime={order.created_at} className="text-sm text-neutral-600">
          {formatDate(order.created_at, locale)}
        </time>
      </div>
      <div className="justify-self-end md:justify-self-auto">
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="flex flex-col text-sm">
        <span className="text-neutral-600">{t('orders.total')}</span>
        <span className="font-bold" data-testid="order-row-total">
          {formatEgp(order.totals.grand_total, locale)}
        </span>
      </div>
      <Link
        href={href}
        data-testid="order-details-link"
        aria-label={t('orders.details_link_label', { number: order.increment_id })}
        className="inline-flex items-center gap-1 justify-self-end text-sm font-bold text-secondary-dark hover:underline"
      >
        {t('orders.details_link')}
        <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
      </Link>
    </li>
  );
}
