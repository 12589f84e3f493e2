import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter, SearchField, searchText } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { SellersTable } from '@/components/admin/sellers-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber } from '@/components/admin/waiting';
import { SELLER_STANDINGS, sellerList } from '@/domain/sellers/staff-sellers';
import { formatDate } from '@/i18n/format';

/** Every seller with their products count and standing; the search, status and page live in the URL. */
export default async function SellersPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; status?: string; page?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('sellers');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const status = SELLER_STANDINGS.find((s) => s === params.status);
  const q = searchText(params.q, 80);
  const page = await sellerList(ctx, { q, status, page: pageNumber(params.page) });
  const rows = page.items.map((s) => ({
    id: s.id,
    name: s.name,
    code: s.code,
    status: s.isActive ? ('active' as const) : ('suspended' as const),
    products: s.products,
    activeProducts: s.activeProducts,
    since: formatDate(s.createdAt, locale),
  }));
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.sellers.title')}</h1>
      <ListFilter t={t} action="/admin/sellers">
        <SearchField
          label={t('admin.sellers.search')}
          value={q}
          maxLength={80}
          testId="admin-seller-search"
        />
        <label className="text-sm font-bold">
          {t('admin.sellers.status')}
          <select
            name="status"
            defaultValue={status ?? ''}
            className={FILTER_CONTROL}
            data-testid="admin-seller-status-filter"
          >
            <option value="">{t('admin.sellers.all')}</option>
            {SELLER_STANDINGS.map((s) => (
              <option key={s} value={s}>
                {t(`admin.seller_status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      <SellersTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/sellers"
        params={{ q, status }}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
