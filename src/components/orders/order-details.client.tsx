'use client';

import { useState } from 'react';
import Link from '@/components/ui/link.client';
import { ArrowLeft, XCircle } from 'lucide-react';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import { CARD, LINK_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { CancelDialog, type CancelTarget } from './cancel-dialog.client';
import { OrderFacts } from './order-facts.client';
import { OrderLines } from './order-lines.client';
import { OrderInstalments } from './order-instalments.client';
import { OrderPayNow } from './order-pay-now.client';
import { OrderPayments } from './order-payments.client';
import { OrderStatusBadge } from './order-status-badge.client';
import { OrderTimeline } from './order-timeline.client';
import { RefundSection } from './refund-section.client';
import { useOrder } from './use-order.client';

/** One order (?orderId=): its products, address, payment, totals, history and cancellation. */
export function OrderDetailsView({ id, backHref }: { id: number; backHref: string }) {
  const { t, locale } = useI18n();
  const { order, error, retry, reload, cancel } = useOrder(id);
  const [target, setTarget] = useState<CancelTarget | null>(null);

  const back = (
    <Link
      href={backHref}
      data-testid="order-back"
      className={`${LINK_BUTTON} mb-4 inline-flex items-center gap-1`}
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('orders.back')}
    </Link>
  );

  if (!order && error?.status === 404) {
    return (
      <section className={CARD} data-testid="order-not-found">
        {back}
        <p role="alert">{error.message ?? t('orders.not_found')}</p>
      </section>
    );
  }
  if (!order && error) return <LoadError onRetry={retry} />;
  if (!order) return <LoadingState label={t('orders.loading_order')} />;

  async function confirm(what: CancelTarget) {
    // Closed either way: a refusal is toasted and the order reloaded as it now stands.
    await cancel(what.kind === 'line' ? what.line.item_id : undefined);
    setTarget(null);
  }

  return (
    <section className={`${CARD} flex flex-col gap-6`} data-testid="order-details" data-order-id={order.id}>
      <div>
        {back}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="order-heading" tabIndex={-1} className="text-xl font-bold outline-none">
              {t('orders.number', { number: order.increment_id })}
            </h2>
            <p className="text-sm text-neutral-600">
              {t('orders.placed_on', { date: formatDate(order.created_at, locale) })}
            </p>
            <OrderStatusBadge status={order.status} />
          </div>
          {order.can_cancel && (
            <button
              type="button"
              onClick={() => setTarget({ kind: 'order' })}
              data-testid="order-cancel"
              className={`${SECONDARY_BUTTON} text-error`}
            >
              <XCircle aria-hidden className="size-4" />
              {t('orders.cancel_order')}
            </button>
          )}
        </div>
      </div>
      <OrderPayNow order={order} />
      <section aria-labelledby="order-items-heading">
        <h3 id="order-items-heading" tabIndex={-1} className="mb-1 text-lg font-bold outline-none">
          {t('orders.items_heading')}
        </h3>
        <OrderLines
          lines={order.items}
          onCancel={order.can_cancel ? (line) => setTarget({ kind: 'line', line }) : undefined}
        />
      </section>
      <OrderFacts order={order} />
      <OrderPayments order={order} />
      <OrderInstalments order={order} />
      <RefundSection order={order} onChanged={reload} />
      <section aria-labelledby="order-timeline-heading">
        <h3 id="order-timeline-heading" className="mb-3 text-lg font-bold">
          {t('orders.timeline_heading')}
        </h3>
        <OrderTimeline order={order} />
      </section>
      <CancelDialog target={target} order={order} onClose={() => setTarget(null)} onConfirm={confirm} />
    </section>
  );
}
