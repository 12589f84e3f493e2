import type { TFunction } from 'i18next';
import type { StaffOrderDetails } from '@/domain/orders/staff-orders';
import { formatDate, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { AddressLines } from './order-sections';
import { PrintButton } from './print-button.client';

/**
 * A packing slip (lines and quantities, no prices) or an invoice (with prices and totals), on
 * white paper: printing hides the back office's header and navigation.
 */
export function PrintableOrder({
  kind,
  t,
  locale,
  d,
}: {
  kind: 'packing_slip' | 'invoice';
  t: TFunction;
  locale: Locale;
  d: StaffOrderDetails;
}) {
  const o = d.order;
  const lines = d.items.filter((i) => !i.canceledAt);
  const priced = kind === 'invoice';
  const cell = 'border-b border-neutral-300 py-2 pe-3 text-start';
  return (
    <article
      className="mx-auto max-w-3xl bg-white p-6 text-neutral-900 print:max-w-none print:p-0"
      data-testid={`admin-${kind}`}
    >
      {/* Only the document on paper: the shell's header and navigation stay on screen. */}
      <style media="print">{`[data-testid="admin-shell"] > header, [data-testid="admin-shell"] nav { display: none !important; } [data-testid="admin-shell"] { background: white !important; } #admin-main { padding: 0 !important; }`}</style>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold">{t('admin_orders.print.seller')}</p>
          <h1 className="text-2xl font-bold">{t(`admin_orders.print.${kind}`)}</h1>
          <p>{t('admin_orders.print.order', { number: o.incrementId })}</p>
          <p>{t('admin_orders.print.date', { date: formatDate(o.createdAt, locale) })}</p>
        </div>
        <PrintButton label={t('admin_orders.print.print')} />
      </div>
      <section className="mb-6">
        <h2 className="mb-1 font-bold">{t('admin_orders.print.ship_to')}</h2>
        <p className="font-bold">
          <bdi>{d.customer.name}</bdi>
        </p>
        {d.customer.phone && (
          <p>
            <span dir="ltr">{d.customer.phone}</span>
          </p>
        )}
        <AddressLines t={t} locale={locale} address={o.address} />
      </section>
      <table className="mb-6 w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('admin_orders.detail.product')}
            </th>
            <th scope="col" className={cell}>
              {t('admin_orders.detail.sku')}
            </th>
            <th scope="col" className={cell}>
              {t('admin_orders.detail.qty')}
            </th>
            {priced && (
              <th scope="col" className={cell}>
                {t('admin_orders.detail.unit_price')}
              </th>
            )}
            {priced && (
              <th scope="col" className={cell}>
                {t('admin_orders.detail.row_total')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((i) => (
            <tr key={i.id}>
              <td className={cell}>
                <bdi>{i.name}</bdi>
              </td>
              <td className={cell}>
                <span dir="ltr">{i.sku}</span>
              </td>
              <td className={cell}>{i.qty}</td>
              {priced && <td className={cell}>{formatPrice(i.unitPrice, locale)}</td>}
              {priced && <td className={cell}>{formatPrice(i.rowTotal, locale)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {priced ? (
        <dl className="ms-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {(
            [
              ['subtotal', o.subtotal],
              ['discount', o.discount],
              ['shipping', o.shippingFee],
              ['grand_total', o.grandTotal],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="contents">
              <dt>{t(`admin_orders.detail.${key}`)}</dt>
              <dd className="text-end font-bold">{formatPrice(value, locale)}</dd>
            </div>
          ))}
          <div className="contents">
            <dt>{t('admin_orders.detail.method')}</dt>
            <dd className="text-end">{t(`checkout.methods.${o.paymentMethod}`)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-10 border-t border-neutral-400 pt-2 text-sm">{t('admin_orders.print.checked')}</p>
      )}
      <p className="mt-8 text-center text-sm">{t('admin_orders.print.thanks')}</p>
    </article>
  );
}
