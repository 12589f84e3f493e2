import { Forbidden } from '@/components/admin/admin-shell';
import { Pagination } from '@/components/admin/pagination';
import { SellerOrdersTable } from '@/components/admin/seller-orders-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber } from '@/components/admin/waiting';
import { sellerOrderList } from '@/domain/orders/seller-orders';
import { formatDate, formatPrice } from '@/i18n/format';

/** The orders that hold the seller's products, newest first, with what is left to ship. */
export default async function SellerOrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string }>;
}) {
  const { staff, t, locale, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const page = await sellerOrderList(ctx, staff, { page: pageNumber((await searchParams).page) });
  const rows = page.items.map((o) => ({
    id: o.id,
    number: o.number,
    date: formatDate(o.createdAt, locale),
    // Every one of the seller's lines canceled: that is its order's state, whatever the others'.
    status: o.lines === 0 ? t('admin_seller.all_canceled') : t(`orders.status.${o.status}`),
    lines: o.lines,
    total: formatPrice(o.worth, locale),
    toShip: o.toShip,
  }));
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin_seller.orders_title')}</h1>
      <p className="mb-4 text-neutral-700">{t('admin_seller.orders_intro')}</p>
      <SellerOrdersTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/seller/orders"
        params={{}}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
