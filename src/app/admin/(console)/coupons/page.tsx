import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { couponDatesText, couponDiscountText, couponUsesText } from '@/components/admin/coupon-text';
import { CouponsTable } from '@/components/admin/coupons-table.client';
import { FILTER_CONTROL, ListFilter, SearchField, searchText } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber } from '@/components/admin/waiting';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { COUPON_STATUSES } from '@/domain/content/coupon-schemas';
import { couponList, couponStatus } from '@/domain/content/staff-coupons';
import { nowOf } from '@/domain/shared/ctx';

/** The coupons with their discount, dates, uses and status; the search, status and page live in the URL. */
export default async function CouponsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; status?: string; page?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const status = COUPON_STATUSES.find((s) => s === params.status);
  const q = searchText(params.q, 32);
  const page = await couponList(ctx, { q, status, page: pageNumber(params.page) });
  const now = nowOf(ctx);
  const rows = page.items.map((c) => ({
    code: c.code,
    discount: couponDiscountText(t, locale, c),
    dates: couponDatesText(t, locale, c),
    uses: couponUsesText(t, locale, c),
    status: couponStatus(c, now),
  }));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_coupons.title')}</h1>
        <Link href="/admin/coupons/new" className={PRIMARY_BUTTON} data-testid="admin-coupon-new">
          {t('admin_coupons.new')}
        </Link>
      </div>
      <ListFilter t={t} action="/admin/coupons">
        <SearchField
          label={t('admin_coupons.search')}
          value={q}
          maxLength={32}
          testId="admin-coupon-search"
          dir="ltr"
        />
        <label className="text-sm font-bold">
          {t('admin_coupons.status_filter')}
          <select
            name="status"
            defaultValue={status ?? ''}
            className={FILTER_CONTROL}
            data-testid="admin-coupon-status-filter"
          >
            <option value="">{t('admin_coupons.all')}</option>
            {COUPON_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin_coupons.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      <CouponsTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/coupons"
        params={{ q, status }}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
