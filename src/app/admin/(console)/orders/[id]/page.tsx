import Link from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { Forbidden } from '@/components/admin/admin-shell';
import { CancelForm, DeliverForm, ShipForm } from '@/components/admin/order-actions.client';
import {
  AddressLines,
  OrderHistory,
  OrderLines,
  PaymentSection,
  SECTION,
} from '@/components/admin/order-sections';
import { RefundRequests } from '@/components/admin/refund-requests';
import { staffPage } from '@/components/admin/staff-page';
import { staffOrderDetails } from '@/domain/orders/staff-orders';
import { AppError } from '@/domain/shared/errors';
import { may } from '@/domain/staff/roles';
import { formatDateTime } from '@/i18n/format';

/** One order for staff: lines, customer, address, payment, history, refund requests and the actions its state allows. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff, t, locale, ctx, allowed } = await staffPage('orders');
  if (!allowed) return <Forbidden t={t} />;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const d = await staffOrderDetails(ctx, id).catch((err: unknown) => {
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  });
  const o = d.order;
  const open = d.items.filter((i) => !i.canceledAt);
  const link = 'font-bold text-amber-700 underline-offset-2 hover:underline';
  return (
    <div className="space-y-4">
      <Link href="/admin/orders" className={link}>
        {t('admin_orders.detail.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t('admin_orders.detail.title', { number: o.incrementId })}</h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-order-status"
        >
          {t(`orders.status.${o.status}`)}
        </span>
        <span className="text-sm text-neutral-700">
          {t('admin_orders.detail.placed', { date: formatDateTime(o.createdAt, locale) })}
        </span>
        <span className="ms-auto flex gap-4">
          <Link
            href={`/admin/orders/${o.id}/packing-slip`}
            className={link}
            data-testid="admin-packing-slip-link"
          >
            {t('admin_orders.detail.packing_slip')}
          </Link>
          <Link href={`/admin/orders/${o.id}/invoice`} className={link} data-testid="admin-invoice-link">
            {t('admin_orders.detail.invoice')}
          </Link>
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <section className={SECTION}>
            <h2 className="mb-3 text-lg font-bold">{t('admin_orders.detail.lines')}</h2>
            <OrderLines t={t} locale={locale} d={d} />
          </section>
          <RefundRequests t={t} locale={locale} d={d} mayDecide={may(staff.role, 'refunds')} />
          <OrderHistory t={t} locale={locale} d={d} />
        </div>
        <div className="min-w-0 space-y-4">
          <section className={SECTION} data-testid="admin-order-actions">
            <h2 className="mb-3 text-lg font-bold">{t('admin_orders.detail.actions')}</h2>
            {d.canShip && <ShipForm orderId={o.id} />}
            {d.canDeliver && <DeliverForm orderId={o.id} />}
            {d.canCancel && (
              <div className={d.canShip ? 'mt-4 border-t border-neutral-200 pt-4' : ''}>
                <h3 className="mb-2 font-bold">{t('admin_orders.cancel.title')}</h3>
                <CancelForm
                  orderId={o.id}
                  lines={open.map((i) => ({ id: i.id, name: i.name, sku: i.sku }))}
                />
              </div>
            )}
            {!d.canShip && !d.canDeliver && !d.canCancel && (
              <p className="text-neutral-700">{t('admin_orders.detail.no_actions')}</p>
            )}
          </section>
          {o.carrier && (
            <section className={SECTION}>
              <h2 className="mb-2 text-lg font-bold">{t('admin_orders.detail.shipment')}</h2>
              <p data-testid="admin-order-shipment">
                <bdi>
                  {t('admin_orders.detail.shipment_info', {
                    carrier: o.carrier,
                    tracking: o.trackingNumber ?? '',
                  })}
                </bdi>
              </p>
            </section>
          )}
          <section className={SECTION}>
            <h2 className="mb-3 text-lg font-bold">{t('admin_orders.detail.customer')}</h2>
            <p className="font-bold">
              <bdi>{d.customer.name}</bdi>
            </p>
            {d.customer.phone && (
              <p>
                {t('admin_orders.detail.phone')}: <span dir="ltr">{d.customer.phone}</span>
              </p>
            )}
            {d.customer.email && (
              <p className="break-all">
                {t('admin_orders.detail.email')}: <span dir="ltr">{d.customer.email}</span>
              </p>
            )}
            <p className="text-sm text-neutral-700">
              {t('admin_orders.detail.language')}:{' '}
              {o.locale === 'en' ? t('admin_orders.detail.locale_en') : t('admin_orders.detail.locale_ar')}
            </p>
            <h3 className="mt-3 mb-1 font-bold text-neutral-700">{t('admin_orders.detail.address')}</h3>
            <AddressLines t={t} locale={locale} address={o.address} />
          </section>
          <PaymentSection t={t} locale={locale} d={d} />
        </div>
      </div>
    </div>
  );
}
