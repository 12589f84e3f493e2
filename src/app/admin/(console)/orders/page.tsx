import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter } from '@/components/admin/list-filter';
import { OrdersTable } from '@/components/admin/orders-table.client';
import { Pagination } from '@/components/admin/pagination';
import { staffPage } from '@/components/admin/staff-page';
import { GOVERNORATES } from '@/domain/catalog/delivery';
import { staffOrderList } from '@/domain/orders/staff-orders';
import { ORDER_LIST_STATUSES, ORDER_SORTS, PAYMENT_METHODS } from '@/domain/orders/staff-schemas';
import { AppError } from '@/domain/shared/errors';
import { formatDateTime, formatPrice } from '@/i18n/format';

type Params = Record<
  'status' | 'method' | 'governorate' | 'from' | 'to' | 'phone' | 'number' | 'sort' | 'page',
  string | undefined
>;

/** Every order, filtered and sorted on the server; the filters, sort and page live in the URL. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Partial<Params>> }) {
  const { t, locale, ctx, allowed } = await staffPage('orders');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const filter = {
    status: params.status,
    method: params.method,
    governorate: params.governorate,
    from: params.from,
    to: params.to,
    phone: params.phone,
    number: params.number,
    // An old or hand-edited link's unknown sort falls back to the default rather than emptying the list.
    sort: ORDER_SORTS.find((s) => s === params.sort),
    page: params.page,
  };
  // A filter typed by hand into the URL that does not parse shows its message over an empty list.
  let error: string | null = null;
  const page = await staffOrderList(ctx, filter).catch((err: unknown) => {
    if (!(err instanceof AppError) || err.kind !== 'invalid') throw err;
    error = t(`errors.${err.messageKey}`);
    return null;
  });
  const rows = (page?.items ?? []).map((o) => ({
    id: o.id,
    number: o.incrementId,
    status: o.status,
    partlyRefunded: o.partlyRefunded,
    method: o.paymentMethod,
    governorate: o.governorate,
    customer: o.customer,
    phone: o.phone ?? '',
    total: formatPrice(o.grandTotal, locale),
    placed: formatDateTime(o.createdAt, locale),
  }));
  const select = (name: keyof Params, values: readonly string[], label: (v: string) => string) => (
    <select
      name={name}
      defaultValue={params[name] ?? ''}
      className={FILTER_CONTROL}
      data-testid={`admin-orders-${name}`}
    >
      <option value="">{t('admin_orders.list.all')}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </select>
  );
  const label = 'text-sm font-bold';
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin_orders.list.title')}</h1>
      <ListFilter t={t} action="/admin/orders">
        <label className={label}>
          {t('admin_orders.list.number')}
          <input
            name="number"
            defaultValue={params.number ?? ''}
            dir="ltr"
            inputMode="numeric"
            size={10}
            className={FILTER_CONTROL}
            data-testid="admin-orders-number"
          />
        </label>
        <label className={label}>
          {t('admin_orders.list.phone')}
          <input
            name="phone"
            defaultValue={params.phone ?? ''}
            dir="ltr"
            inputMode="tel"
            size={12}
            className={FILTER_CONTROL}
            data-testid="admin-orders-phone"
          />
        </label>
        <label className={label}>
          {t('admin_orders.list.status')}
          {select('status', ORDER_LIST_STATUSES, (s) =>
            t(s === 'partly_refunded' ? 'admin_orders.list.partly_refunded' : `orders.status.${s}`),
          )}
        </label>
        <label className={label}>
          {t('admin_orders.list.method')}
          {select('method', PAYMENT_METHODS, (m) => t(`checkout.methods.${m}`))}
        </label>
        <label className={label}>
          {t('admin_orders.list.governorate')}
          {select('governorate', GOVERNORATES, (g) => t(`delivery.governorates.${g}`))}
        </label>
        <label className={label}>
          {t('admin_orders.list.from')}
          <input type="date" name="from" defaultValue={params.from ?? ''} className={FILTER_CONTROL} />
        </label>
        <label className={label}>
          {t('admin_orders.list.to')}
          <input type="date" name="to" defaultValue={params.to ?? ''} className={FILTER_CONTROL} />
        </label>
        <label className={label}>
          {t('admin_orders.list.sort')}
          <select
            name="sort"
            defaultValue={params.sort ?? 'newest'}
            className={FILTER_CONTROL}
            data-testid="admin-orders-sort"
          >
            {ORDER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`admin_orders.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      {error && (
        <p role="alert" className="mb-4 font-bold text-error">
          {error}
        </p>
      )}
      <OrdersTable rows={rows} />
      {page && (
        <Pagination
          t={t}
          locale={locale}
          basePath="/admin/orders"
          params={{ ...filter, page: undefined }}
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
        />
      )}
    </>
  );
}
