'use client';

import Link from '@/components/ui/link.client';
import { CircleAlert, CircleCheckBig, Clock, Printer } from 'lucide-react';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { OrderFacts } from '@/components/orders/order-facts.client';
import { OrderInstalments } from '@/components/orders/order-instalments.client';
import { OrderLines } from '@/components/orders/order-lines.client';
import { OrderPayNow } from '@/components/orders/order-pay-now.client';
import { orderDetailsHref, ORDERS_PATH } from '@/components/orders/order-types';
import { useOrder } from '@/components/orders/use-order.client';
import { formatDate } from '@/i18n/format';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { RECEIPT_ID } from './receipt-print-style';

/**
 * /checkout/success: thanks, the receipt (the only part that prints) and where to go next. Opened
 * for an order still waiting for its card or wallet payment (from the history, a shared link), it
 * says so and offers to pay; for a canceled one, that it was canceled. Never "placed" for those.
 */
export function OrderSuccess({ orderId }: { orderId: number }) {
  const { t, locale } = useI18n();
  const { order, error, retry } = useOrder(orderId);

  if (!order && error?.status === 404) {
    return (
      <section className={CARD} data-testid="order-not-found">
        <p role="alert" className="mb-4">
          {error.message ?? t('orders.not_found')}
        </p>
        <Link href={ORDERS_PATH} className={SECONDARY_BUTTON}>
          {t('orders.back')}
        </Link>
      </section>
    );
  }
  if (!order && error) return <LoadError onRetry={retry} />;
  if (!order) return <LoadingState label={t('checkout.success.loading')} />;

  const waiting = order.status === 'pending_payment';
  const canceled = order.status === 'canceled';
  const placed = !waiting && !canceled;
  return (
    <div
      data-testid="order-success"
      data-order-id={order.id}
      data-status={order.status}
      className="mx-auto flex max-w-4xl flex-col gap-4"
    >
      <section id={RECEIPT_ID} aria-labelledby="receipt-heading" className={`${CARD} flex flex-col gap-6`}>
        <div className="flex flex-col items-center gap-2 text-center">
          {placed && <CircleCheckBig aria-hidden className="size-14 text-success print:hidden" />}
          {waiting && <Clock aria-hidden className="size-14 text-amber-700 print:hidden" />}
          {canceled && <CircleAlert aria-hidden className="size-14 text-error print:hidden" />}
          <h2 id="receipt-heading" className="text-2xl font-bold" data-testid="order-success-title">
            {t(
              waiting
                ? 'checkout.success.waiting_title'
                : canceled
                  ? 'checkout.success.canceled_title'
                  : 'checkout.success.title',
            )}
          </h2>
          <p className="text-neutral-600 print:hidden">
            {t(canceled ? 'checkout.success.canceled_text' : 'checkout.success.text')}
          </p>
          <dl className="mt-2 flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm">
            <div className="flex gap-2">
              <dt className="text-neutral-600">{t('checkout.success.order_number')}</dt>
              <dd className="font-bold" data-testid="order-number" dir="ltr">
                {order.increment_id}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-neutral-600">{t('checkout.success.order_date')}</dt>
              <dd className="font-bold">{formatDate(order.created_at, locale)}</dd>
            </div>
          </dl>
        </div>
        {waiting && (
          <div className="print:hidden">
            <OrderPayNow order={order} />
          </div>
        )}
        <section aria-labelledby="receipt-items-heading">
          <h3 id="receipt-items-heading" className="mb-1 text-lg font-bold">
            {t('orders.items_heading')}
          </h3>
          <OrderLines lines={order.items} />
        </section>
        {/* Bought on the card: the plan agreed is part of the receipt. */}
        <OrderInstalments order={order} />
        <OrderFacts order={order} />
      </section>
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        {placed && (
          <button
            type="button"
            onClick={() => window.print()}
            data-testid="order-print"
            className={PRIMARY_BUTTON}
          >
            <Printer aria-hidden className="size-4" />
            {t('checkout.success.print')}
          </button>
        )}
        <Link href={orderDetailsHref(order.id)} data-testid="order-view-details" className={SECONDARY_BUTTON}>
          {t('checkout.success.view_order')}
        </Link>
        <Link href="/" data-testid="order-continue-shopping" className={SECONDARY_BUTTON}>
          {t('checkout.success.continue_shopping')}
        </Link>
      </div>
    </div>
  );
}
