import type { TFunction } from 'i18next';
import { locationLabel } from '@/domain/customers/locations';
import { readHistoryNote } from '@/domain/orders/history-notes';
import type { StaffOrderDetails } from '@/domain/orders/staff-orders';
import { formatDate, formatDateTime, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

export const SECTION = 'rounded-lg bg-white p-4 shadow-sm md:p-6';

/** The delivery address as lines, in the page's language (governorate names translated). */
export function AddressLines({
  t,
  locale,
  address,
}: {
  t: TFunction;
  locale: Locale;
  address: StaffOrderDetails['order']['address'];
}) {
  return (
    <address className="not-italic wrap-anywhere">
      <bdi>
        {address.street} {address.building_number}
      </bdi>
      {(address.floor || address.apartment_number) && (
        <span className="block">
          {address.floor && t('admin_orders.detail.floor', { floor: address.floor })}{' '}
          {address.apartment_number &&
            t('admin_orders.detail.apartment', { apartment: address.apartment_number })}
        </span>
      )}
      {address.landmark && (
        <span className="block">
          <bdi>{address.landmark}</bdi>
        </span>
      )}
      <span className="block">
        {locationLabel(
          locale,
          (g) => t(`delivery.governorates.${g}`),
          address.governorate,
          address.city,
          address.area,
        )}
      </span>
      {address.additional_mobile && (
        <span className="block" dir="ltr">
          {address.additional_mobile}
        </span>
      )}
    </address>
  );
}

/** The order's lines with prices; canceled ones marked, and the units approved refunds took back. */
export function OrderLines({ t, locale, d }: { t: TFunction; locale: Locale; d: StaffOrderDetails }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={t('admin_orders.detail.lines')} tabIndex={0}>
      <table className="w-full text-start text-sm" data-testid="admin-order-lines">
        <thead className="text-neutral-700">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('admin_orders.detail.product')}
            </th>
            {/* Below 640 px the SKU gives way, so that the totals fit a phone without scrolling. */}
            <th scope="col" className="hidden py-2 pe-3 text-start sm:table-cell">
              {t('admin_orders.detail.sku')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('admin_orders.detail.qty')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('admin_orders.detail.unit_price')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('admin_orders.detail.row_total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {d.items.map((i) => (
            <tr
              key={i.id}
              className={`border-t border-neutral-200 ${i.canceledAt ? 'text-neutral-500 line-through' : ''}`}
            >
              <td className="py-2 pe-3">
                <bdi>{i.name}</bdi>
                {i.canceledAt && (
                  <span className="ms-2 text-xs font-bold no-underline">
                    {t('admin_orders.detail.line_canceled')}
                  </span>
                )}
                {i.returnedQty > 0 && (
                  <span
                    className="ms-2 inline-block rounded bg-neutral-200 px-1.5 text-xs font-bold whitespace-nowrap"
                    data-testid="admin-line-returned"
                  >
                    {t('admin_orders.detail.line_returned', { qty: i.returnedQty })}
                  </span>
                )}
              </td>
              <td className="hidden py-2 pe-3 sm:table-cell">
                <span dir="ltr">{i.sku}</span>
              </td>
              <td className="py-2 pe-3">{i.qty}</td>
              <td className="py-2 pe-3">{formatPrice(i.unitPrice, locale)}</td>
              <td className="py-2">{formatPrice(i.rowTotal, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Totals, gateway payments with their refunds, and the instalment plans of a card order. */
export function PaymentSection({ t, locale, d }: { t: TFunction; locale: Locale; d: StaffOrderDetails }) {
  const o = d.order;
  const rows: [string, number][] = [
    ['subtotal', o.subtotal],
    ['discount', o.discount],
    ['shipping', o.shippingFee],
    ['grand_total', o.grandTotal],
    ['returned', o.returnedTotal],
    ['paid', d.paid],
    ['refunded', d.balance.refunded],
    ['due', d.balance.due],
  ];
  return (
    <section className={SECTION}>
      <h2 className="mb-3 text-lg font-bold">{t('admin_orders.detail.payment')}</h2>
      <p className="mb-2">
        {t('admin_orders.detail.method')}:{' '}
        <span className="font-bold">{t(`checkout.methods.${o.paymentMethod}`)}</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="admin-order-totals">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-neutral-700">{t(`admin_orders.detail.${key}`)}</dt>
            <dd className="text-end font-bold">{formatPrice(value, locale)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-1 font-bold text-neutral-700">{t('admin_orders.detail.payments')}</h3>
      {d.payments.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('admin_orders.detail.no_payments')}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {d.payments.map((p, n) => (
            <li key={n}>
              {t('admin_orders.detail.payment_row', {
                method: t(`checkout.methods.${p.method}`),
                amount: formatPrice(p.amount, locale),
                status: t(`orders.payments.status.${p.status}`),
              })}
              {p.refunds.map((r, m) => (
                <span key={m} className="block ps-4 text-neutral-700">
                  {t('admin_orders.detail.payment_refund', {
                    amount: formatPrice(r.amount, locale),
                    reason: t(`orders.payments.refund_reasons.${r.reason}`),
                  })}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {d.plans.length > 0 && (
        <>
          <h3 className="mt-4 mb-1 font-bold text-neutral-700">{t('admin_orders.detail.instalments')}</h3>
          {d.plans.map((p) => (
            <div key={p.id} className="mb-2 text-sm">
              <p className="font-bold">
                {t('admin_orders.detail.plan', {
                  seller: p.seller,
                  months: p.months,
                  financed: formatPrice(p.financed, locale),
                })}
              </p>
              <ol className="ps-4">
                {p.instalments.map((i) => (
                  <li key={i.id}>
                    {t('admin_orders.detail.instalment_row', {
                      seq: i.seq,
                      date: formatDate(i.dueDate, locale),
                      amount: formatPrice(i.amount, locale),
                      state: t(`instalments.status.${i.state}`),
                    })}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** A history note in words: the domain's own translated, staff's as they wrote them. */
function HistoryNoteText({
  t,
  note,
  items,
}: {
  t: TFunction;
  note: string;
  items: { sku: string; name: string }[];
}) {
  const read = readHistoryNote(note);
  if ('text' in read) return <bdi>{read.text}</bdi>;
  if ('refundReason' in read) return <>{t(`orders.refund.reasons.${read.refundReason}`)}</>;
  const item = read.sku && (items.find((i) => i.sku === read.sku)?.name ?? read.sku);
  return (
    <>
      {t(`admin_orders.history_note.${read.note}`, {
        method: read.method && t(`checkout.methods.${read.method}`),
        item,
      })}
      {read.reason && (
        <>
          {' · '}
          <bdi>{read.reason}</bdi>
        </>
      )}
    </>
  );
}

/** Every change of status, with its note (what the store wrote translated, staff's words as written). */
export function OrderHistory({ t, locale, d }: { t: TFunction; locale: Locale; d: StaffOrderDetails }) {
  return (
    <section className={SECTION}>
      <h2 className="mb-3 text-lg font-bold">{t('admin_orders.detail.history')}</h2>
      <ol className="space-y-2 text-sm" data-testid="admin-order-history">
        {d.history.map((h) => (
          <li key={h.id}>
            <span className="font-bold">{t(`orders.status.${h.status}`)}</span> ·{' '}
            {formatDateTime(h.createdAt, locale)}
            {h.note && (
              <span className="block text-neutral-700 wrap-anywhere">
                <HistoryNoteText t={t} note={h.note} items={d.items} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
