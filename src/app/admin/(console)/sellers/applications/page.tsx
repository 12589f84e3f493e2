import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter, SearchField, searchText } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { SellerApplicationsTable } from '@/components/admin/seller-applications-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber, waitingDays } from '@/components/admin/waiting';
import { sellerApplicationQueue } from '@/domain/sellers/staff-review';
import { formatDate } from '@/i18n/format';

const STATUSES = ['pending', 'info_needed', 'approved', 'rejected'] as const;

/** The queue of sent seller applications, oldest first; the status filter and page live in the URL. */
export default async function SellerApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; q?: string; page?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('sellers');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const chosen = STATUSES.find((s) => s === params.status);
  const q = searchText(params.q, 40);
  // A search looks through every sent application unless a status is chosen.
  const status = params.status === 'all' || (q && !chosen) ? undefined : (chosen ?? 'pending');
  const page = await sellerApplicationQueue(ctx, { status, q, page: pageNumber(params.page) });
  const now = new Date();
  const rows = page.items.map((a) => ({
    id: a.id,
    reference: a.reference,
    status: a.status,
    store: a.answers.store_name ?? '',
    company: a.answers.company_name ?? '',
    phone: a.phone,
    submitted: a.submittedAt ? formatDate(a.submittedAt, locale) : '',
    age: a.submittedAt && a.status === 'pending' ? waitingDays(t, locale, a.submittedAt, now) : '',
  }));
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.applications.title')}</h1>
      <ListFilter t={t} action="/admin/sellers/applications">
        <SearchField
          label={t('admin.applications.search')}
          value={q}
          maxLength={40}
          testId="admin-applications-search"
        />
        <label className="text-sm font-bold">
          {t('admin.applications.status')}
          <select
            name="status"
            defaultValue={params.status ?? (q ? 'all' : 'pending')}
            className={FILTER_CONTROL}
            data-testid="admin-status-filter"
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.application_status.${s}`)}
              </option>
            ))}
            <option value="all">{t('admin.applications.all')}</option>
          </select>
        </label>
      </ListFilter>
      <SellerApplicationsTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/sellers/applications"
        params={{ status: params.status, q }}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
