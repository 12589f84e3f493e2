'use client';

import Link from '@/components/ui/link.client';
import { ChevronRight } from 'lucide-react';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import { OrderStatusBadge } from './order-status-badge.client';
import type { OrderSummary } from './order-types';

/**
 * What the order costs now: its total, or for a canceled one "nothing to pay" (or the refund of
 * what was paid) with the old total struck out as a record.
 */
function OrderRowAmount({ order }: { order: OrderSummary }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatEgp(amount, locale);
  const { grand_total, amount_refunded } = order.totals;
  const canceled = order.status === 'canceled';
  return (
    <div className="flex flex-col text-sm" data-testid="order-row-amount">
      <span className="text-neutral-600">{t('orders.total')}</span>
      {canceled ? (
        <>
          <span className="font-bold" data-testid="order-row-total">
            {amount_refunded > 0
              ? t('orders.refund_amount', { amount: money(amount_refunded) })
              : t('orders.nothing_to_pay')}
          </span>
          <del className="text-neutral-500">{money(grand_total)}</del>
        </>
      ) : (
        <>
          <span className="font-bold" data-testid="order-row-total">
            {money(grand_total)}
          </span>
          {amount_refunded > 0 && (
            <span className="text-success">
              {t('orders.refund_amount', { amount: money(amount_refunded) })}
            </span>
          )}
        </>
      )}
    </div>
  );
}

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
      <OrderRowAmount order={order} />
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
