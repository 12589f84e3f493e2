import type { TFunction } from 'i18next';
import type { StaffOrderDetails } from '@/domain/orders/staff-orders';
import { formatDate, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { DocumentViewer } from './document-viewer.client';
import { SECTION } from './order-sections';
import { RefundDecision } from './refund-decision.client';
import { refundBasis } from '@/domain/orders/refund-amount';

/** The order's refund requests, newest first: lines, reason, photos in the viewer, the decision. */
export function RefundRequests({
  t,
  locale,
  d,
  mayDecide,
}: {
  t: TFunction;
  locale: Locale;
  d: StaffOrderDetails;
  mayDecide: boolean;
}) {
  if (d.refunds.length === 0) return null;
  const nameOf = (itemId: number) => d.items.find((i) => i.id === itemId)?.name ?? String(itemId);
  // What a refund is worked out from (the approval works it out again, in its transaction).
  const basis = {
    ...refundBasis(d.order, d.items, d.refunds, d.balance),
    shippingFee: d.order.shippingFee,
  };
  return (
    <section className={SECTION} data-testid="admin-refund-requests">
      <h2 className="mb-3 text-lg font-bold">{t('admin_orders.refund.title')}</h2>
      <div className="space-y-6">
        {d.refunds.map((r) => (
          <article
            key={r.id}
            id={`refund-${r.id}`}
            className="space-y-3"
            data-testid={`admin-refund-${r.id}`}
          >
            <p className="flex flex-wrap items-baseline gap-2">
              <span
                className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
                data-testid="admin-refund-status"
              >
                {t(`admin_orders.refund_status.${r.status}`)}
              </span>
              <span className="text-sm text-neutral-700">
                {t('admin_orders.refund.asked', { date: formatDate(r.createdAt, locale) })}
              </span>
            </p>
            <p>
              {t('admin_orders.refund.reason')}:{' '}
              <span className="font-bold">{t(`orders.refund.reasons.${r.reason}`)}</span>
            </p>
            {r.comment && (
              // A comment is the shopper's text: a word longer than the column breaks, not the page.
              <p className="wrap-anywhere">
                {t('admin_orders.refund.comment')}: <bdi>{r.comment}</bdi>
              </p>
            )}
            <div>
              <h3 className="font-bold text-neutral-700">{t('admin_orders.refund.lines')}</h3>
              <ul className="list-disc ps-5 text-sm">
                {r.items.map((i) => (
                  <li key={i.itemId}>
                    <bdi>{nameOf(i.itemId)}</bdi> × {i.qty}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="mb-1 font-bold text-neutral-700">{t('admin_orders.refund.photos')}</h3>
              {r.photos.length === 0 ? (
                <p className="text-sm text-neutral-700">{t('admin_orders.refund.no_photos')}</p>
              ) : (
                <div className="grid gap-3 md:grid-cols-2">
                  {r.photos.map((p, n) => (
                    <DocumentViewer
                      key={p}
                      src={`/media/${p}`}
                      label={t('admin_orders.refund.photo', { n: n + 1 })}
                      testId={`admin-refund-photo-${n + 1}`}
                    />
                  ))}
                </div>
              )}
            </div>
            {r.status === 'approved' && r.refundAmount !== null && r.refundMethod && (
              <p className="font-bold" data-testid="admin-refund-outcome">
                {t('admin_orders.refund.approved', {
                  amount: formatPrice(r.refundAmount, locale),
                  method: t(`admin_orders.refund_method.${r.refundMethod}`),
                })}
              </p>
            )}
            {r.keptReason && (
              <p className="wrap-anywhere" data-testid="admin-refund-kept">
                {t('admin_orders.refund.kept_reason_shown')} <bdi>{r.keptReason}</bdi>
              </p>
            )}
            {r.decidedAt && (
              <p className="text-sm text-neutral-700">
                {t('admin_orders.refund.decided', { date: formatDate(r.decidedAt, locale) })}
                {r.decisionReason && (
                  <span className="block wrap-anywhere">
                    <bdi>{r.decisionReason}</bdi>
                  </span>
                )}
              </p>
            )}
            {r.status === 'requested' && mayDecide && (
              <RefundDecision
                refundId={r.id}
                lines={r.items.map((i) => ({ id: i.itemId, name: nameOf(i.itemId), qty: i.qty }))}
                basis={basis}
              />
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
