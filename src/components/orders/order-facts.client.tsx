'use client';

import { addressLines } from '@/components/account/address-labels';
import { AddressSummary } from '@/components/account/address-summary';
import { useDirectory } from '@/components/account/use-directory.client';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { OrderDetails } from './order-types';

const BOX = 'flex flex-col gap-1 rounded-lg border border-neutral-200 p-4 text-sm';
const HEADING = 'mb-1 text-base font-bold';

/** Where it goes, how it is paid and what it costs: the same blocks on the receipt and the details. */
export function OrderFacts({ order }: { order: OrderDetails }) {
  const { t, locale } = useI18n();
  const { governorates } = useDirectory();
  const { title, lines, mobile } = addressLines(order.address, governorates, t);
  const money = (amount: number) => formatEgp(amount, locale);
  const { subtotal, discount, shipping, grand_total, amount_paid, amount_due, amount_refunded } =
    order.totals;
  const canceled = order.status === 'canceled';
  return (
    <div className="grid gap-3 md:grid-cols-3 print:grid-cols-3">
      <section className={BOX} data-testid="order-address">
        <h3 className={HEADING}>{t('orders.address_heading')}</h3>
        <AddressSummary
          title={title}
          lines={lines}
          mobile={mobile}
          t={t}
          className="flex flex-col not-italic"
        />
      </section>
      <section className={BOX} data-testid="order-payment">
        <h3 className={HEADING}>{t('orders.payment_heading')}</h3>
        <span>{t(`checkout.methods.${order.payment_method}`, { defaultValue: order.payment_method })}</span>
        {order.coupon_code && <span>{t('orders.coupon', { code: order.coupon_code })}</span>}
      </section>
      <section className={BOX} data-testid="order-totals">
        <h3 className={HEADING}>{t('orders.totals_heading')}</h3>
        <dl className="flex flex-col gap-1">
          <Row label={t('orders.subtotal')} value={money(subtotal)} />
          {discount > 0 && <Row label={t('orders.discount')} value={money(-discount)} />}
          <Row
            label={t('orders.shipping')}
            value={shipping > 0 ? money(shipping) : t('orders.shipping_free')}
          />
          <div className="flex justify-between gap-2 border-t border-neutral-200 pt-1 font-bold">
            <dt>{t('orders.grand_total')}</dt>
            <dd data-testid="order-total">
              {canceled ? <del>{money(grand_total)}</del> : money(grand_total)}
            </dd>
          </div>
          {amount_paid > 0 && <Row label={t('orders.amount_paid')} value={money(amount_paid)} />}
          {amount_refunded > 0 && (
            <Row label={t('orders.amount_refunded')} value={money(amount_refunded)} testId="order-refunded" />
          )}
          {(canceled || amount_paid > 0) && (
            <Row label={t('orders.amount_due')} value={money(amount_due)} testId="order-due" />
          )}
        </dl>
      </section>
    </div>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-neutral-600">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
