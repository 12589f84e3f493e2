import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter, SearchField, searchText } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { staffPage } from '@/components/admin/staff-page';
import { TripRequestsTable } from '@/components/admin/trip-requests-table.client';
import { pageNumber, waitingDays } from '@/components/admin/waiting';
import { BOOK_TRIP_FORM } from '@/domain/forms/book-trip';
import { submissionQueue } from '@/domain/forms/staff-submissions';
import { SUBMISSION_STATUSES } from '@/domain/forms/submission-schemas';
import { formatDate, formatNumber } from '@/i18n/format';

/** The trip requests sent from /amantravel: new ones first, oldest first; filter and page in the URL. */
export default async function TripRequestsPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; q?: string; page?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('orders');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const chosen = SUBMISSION_STATUSES.find((s) => s === params.status);
  const status = params.status === 'all' ? undefined : (chosen ?? 'new');
  const q = searchText(params.q, 60);
  const page = await submissionQueue(ctx, BOOK_TRIP_FORM, { status, q, page: pageNumber(params.page) });
  const now = new Date();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rows = page.items.map((s) => ({
    id: s.id,
    reference: s.reference,
    status: s.status,
    name: text(s.data.name),
    phone: text(s.data.phone),
    destination: text(s.data.destination),
    dates: t('admin.requests.date_range', {
      from: formatDate(text(s.data.departure_date), locale),
      to: formatDate(text(s.data.return_date), locale),
    }),
    travellers: t('admin.requests.travellers', {
      adults: formatNumber(Number(s.data.adults ?? 0), locale),
      children: formatNumber(Number(s.data.children ?? 0), locale),
    }),
    sent: formatDate(s.createdAt, locale),
    age: s.status === 'new' ? waitingDays(t, locale, s.createdAt, now) : '',
  }));
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.requests.title')}</h1>
      <ListFilter t={t} action="/admin/requests">
        <SearchField
          label={t('admin.requests.search')}
          value={q}
          maxLength={60}
          testId="admin-requests-search"
        />
        <label className="text-sm font-bold">
          {t('admin.requests.status_label')}
          <select
            name="status"
            defaultValue={params.status === 'all' ? 'all' : (chosen ?? 'new')}
            className={FILTER_CONTROL}
            data-testid="admin-status-filter"
          >
            {SUBMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.requests.status.${s}`)}
              </option>
            ))}
            <option value="all">{t('admin.requests.all')}</option>
          </select>
        </label>
      </ListFilter>
      <TripRequestsTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/requests"
        params={{ status: params.status, q }}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
