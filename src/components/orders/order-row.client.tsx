'use client';

import Link from '@/components/ui/link.client';
import { ChevronRight } from 'lucide-react';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate, formatNumber } from '@/i18n/format';
import { MixedText } from '@/components/ui/mixed-text';
import { mediaThumbnail } from '@/lib/media-widths';
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

/** The order's first pictures and its first product's name, with how many more it has. */
function OrderRowProducts({ order }: { order: OrderSummary }) {
  const { t, locale } = useI18n();
  const [first] = order.products;
  if (!first) return null;
  const more = order.line_count - 1;
  return (
    <div className="col-span-full flex items-center gap-3" data-testid="order-row-products">
      <ul className="flex shrink-0 gap-2" aria-hidden>
        {order.products.map((product) => (
          <li key={product.product_id} className="size-12 rounded border border-neutral-200 bg-white p-0.5">
            {product.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- /media resizes itself
              <img
                src={mediaThumbnail(product.image)}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                className="size-full object-contain"
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p className="min-w-0 text-sm">
        <span className="line-clamp-1 font-bold" data-testid="order-row-first-product">
          <MixedText text={first.name} />
        </span>
        {more > 0 && (
          <span className="text-neutral-600" data-testid="order-row-more">
            {t('orders.more_products', { count: more, formatted: formatNumber(more, locale) })}
          </span>
        )}
      </p>
    </div>
  );
}

/** One order in the list: number, date, status, total, its products and the way to its details. */
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
      <OrderRowProducts order={order} />
    </li>
  );
}
