'use client';

import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate, formatNumber } from '@/i18n/format';
import { MixedText } from '@/components/ui/mixed-text';
import type { OrderDetails, RefundRequest } from './order-types';

/**
 * A refund asked for: where it stands, the products asked about with their quantities, the reason
 * and photos sent; once approved, what goes back and how; once declined, staff's reason.
 */
export function RefundRequested({ order, refund }: { order: OrderDetails; refund: RefundRequest }) {
  const { t, locale } = useI18n();
  const nameOf = (itemId: number) => order.items.find((l) => l.item_id === itemId)?.name ?? '';
  // Once approved, how many of each line staff took back: some lines may be fewer, or none.
  const accepted = (itemId: number) =>
    refund.approved_items && (refund.approved_items.find((a) => a.item_id === itemId)?.qty ?? 0);
  // Products of the order not on this request, and not canceled.
  const others = order.items.some((l) => !l.canceled && !refund.items.some((i) => i.item_id === l.item_id));
  const partial = refund.items.some((i) => {
    const took = accepted(i.item_id);
    return took !== null && took < i.qty;
  });
  return (
    <section
      aria-labelledby="order-refund-heading"
      className="flex flex-col gap-2 rounded-md border border-neutral-200 p-4"
      data-testid="order-refund"
      data-status={refund.status}
    >
      <h3 id="order-refund-heading" className="text-lg font-bold">
        {t(partial ? 'orders.refund.status.approved_partial' : `orders.refund.status.${refund.status}`)}
      </h3>
      <p className="text-sm text-neutral-600">
        {t('orders.refund.asked_on', { date: formatDate(refund.created_at, locale) })}
      </p>
      <ul className="flex flex-col gap-1 text-sm" aria-label={t('orders.refund.items')}>
        {refund.items.map((item) => (
          <li key={item.item_id} data-testid="order-refund-line" className="flex justify-between gap-4">
            <span>
              <MixedText text={nameOf(item.item_id)} />
            </span>
            <span className="shrink-0">{t('checkout.qty', { qty: formatNumber(item.qty, locale) })}</span>
            {partial && (
              <span className="shrink-0 font-bold" data-testid="order-refund-line-accepted">
                {accepted(item.item_id)
                  ? t('orders.refund.accepted_qty', { qty: formatNumber(accepted(item.item_id)!, locale) })
                  : t('orders.refund.not_accepted')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p>{t(`orders.refund.reasons.${refund.reason}`)}</p>
      {refund.comment && <p className="text-sm wrap-anywhere text-neutral-600">{refund.comment}</p>}
      {refund.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {refund.photos.map((src) => (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              key={src}
              src={src}
              alt={t('orders.refund.photo_alt')}
              className="size-16 rounded object-cover"
            />
          ))}
        </div>
      )}
      {refund.status === 'requested' && others && (
        // One request at a time: what is not on this one can be asked for once it is decided.
        <p className="text-sm text-neutral-600" data-testid="order-refund-others-later">
          {t('orders.refund.others_later')}
        </p>
      )}
      {refund.status === 'rejected' && refund.decline_reason && (
        <p data-testid="order-refund-declined" className="wrap-anywhere">
          <span className="font-bold">{t('orders.refund.decline_reason')}</span>{' '}
          <bdi>{refund.decline_reason}</bdi>
        </p>
      )}
      {refund.status === 'approved' && refund.amount !== null && refund.method && (
        <p className="font-bold" data-testid="order-refund-outcome">
          {t(`orders.refund.outcome.${refund.method}`, { amount: formatEgp(refund.amount, locale) })}
        </p>
      )}
      {refund.status === 'approved' && refund.kept_reason && (
        <p data-testid="order-refund-kept" className="wrap-anywhere">
          <span className="font-bold">{t('orders.refund.kept_reason')}</span> <bdi>{refund.kept_reason}</bdi>
        </p>
      )}
    </section>
  );
}
