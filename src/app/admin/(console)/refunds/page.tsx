import { Forbidden } from '@/components/admin/admin-shell';
import { Pagination } from '@/components/admin/pagination';
import { RefundsTable } from '@/components/admin/refunds-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber, waitingDays } from '@/components/admin/waiting';
import { waitingRefunds } from '@/domain/orders/staff-orders';
import { formatDate, formatPrice } from '@/i18n/format';

/** Refund requests waiting for a decision, oldest first; the page lives in the URL. */
export default async function AdminRefundsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('refunds');
  if (!allowed) return <Forbidden t={t} />;
  const page = await waitingRefunds(ctx, { page: pageNumber((await searchParams).page) });
  const now = new Date();
  const rows = page.items.map((r) => ({
    id: r.request.id,
    orderId: r.order.id,
    number: r.order.incrementId,
    customer: r.name,
    worth: formatPrice(r.worth, locale),
    phone: r.phone ?? '',
    reason: r.request.reason,
    method: r.order.paymentMethod,
    asked: formatDate(r.request.createdAt, locale),
    age: waitingDays(t, locale, r.request.createdAt, now),
  }));
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin_orders.refunds.title')}</h1>
      <RefundsTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/refunds"
        params={{}}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
