import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, orNotFound, pageId } from '@/components/admin/detail-page';
import { ShipForm } from '@/components/admin/order-actions.client';
import { AddressLines } from '@/components/admin/order-sections';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { sellerOrderForStaff } from '@/domain/orders/seller-orders';
import { formatDate, formatNumber, formatPrice } from '@/i18n/format';

/** One order as its seller sees it: its own lines, where they go, and their shipping step. */
export default async function SellerOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff, t, locale, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const order = await orNotFound(sellerOrderForStaff(ctx, staff, pageId((await params).id)));
  const toShip = order.lines.filter((l) => !l.canceledAt && !l.shippedAt).length;
  return (
    <div className="space-y-4">
      <Link href="/admin/seller/orders" className={TEXT_LINK}>
        {t('admin_seller.orders_back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t('admin_seller.order_title', { number: order.number })}</h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-seller-order-status"
        >
          {order.address ? t(`orders.status.${order.status}`) : t('admin_seller.all_canceled')}
        </span>
        <span className="text-neutral-700">{formatDate(order.createdAt, locale)}</span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <AdminSection title={t('admin_seller.your_lines')}>
          <ul className="divide-y divide-neutral-200" data-testid="admin-seller-order-lines">
            {order.lines.map((l) => (
              <li key={l.id} className="py-3" data-testid={`admin-seller-line-${l.id}`}>
                <p className="font-bold">
                  <bdi>{l.name}</bdi>
                </p>
                <p className="text-sm text-neutral-700">
                  <span dir="ltr">{l.sku}</span> ·{' '}
                  {t('admin_seller.qty_price', {
                    qty: formatNumber(l.qty, locale),
                    price: formatPrice(l.unitPrice, locale),
                  })}{' '}
                  · <span className="font-bold">{formatPrice(l.rowTotal, locale)}</span>
                </p>
                <p className="text-sm" data-testid="admin-seller-line-state">
                  {l.canceledAt
                    ? t('admin_seller.line_canceled')
                    : l.shippedAt
                      ? t('admin_seller.line_shipped', {
                          carrier: l.carrier ?? '',
                          tracking: l.trackingNumber ?? '',
                          date: formatDate(l.shippedAt, locale),
                        })
                      : t('admin_seller.line_to_ship')}
                </p>
              </li>
            ))}
          </ul>
        </AdminSection>
        <div className="space-y-4">
          <AdminSection title={t('admin_seller.deliver_to')}>
            {order.address && order.recipient ? (
              <>
                {/* The name and number a courier asks for, then the address. */}
                <p className="font-bold" data-testid="admin-seller-recipient">
                  <bdi>{order.recipient.name}</bdi>
                </p>
                {order.recipient.phone && (
                  // The number in its own order, the line at the page's start (it stood at the end in English).
                  <p data-testid="admin-seller-recipient-phone">
                    <bdi dir="ltr">{order.recipient.phone}</bdi>
                  </p>
                )}
                <AddressLines t={t} locale={locale} address={order.address} />
                <p className="mt-2 text-sm" data-testid="admin-seller-payment">
                  {t('admin_seller.payment', { method: t(`checkout.methods.${order.paymentMethod}`) })}
                </p>
              </>
            ) : (
              <p className="text-neutral-700" data-testid="admin-seller-no-address">
                {t('admin_seller.all_canceled_address')}
              </p>
            )}
          </AdminSection>
          {order.status === 'processing' && toShip > 0 && (
            <AdminSection title={t('admin_seller.ship_title')}>
              <p className="mb-3 text-sm text-neutral-700">{t('admin_seller.ship_hint')}</p>
              <ShipForm
                orderId={order.id}
                path={`/rest/V1/admin/seller/orders/${order.id}/ship`}
                done={t('admin_seller.shipped')}
              />
            </AdminSection>
          )}
        </div>
      </div>
    </div>
  );
}
