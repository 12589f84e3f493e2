import { Forbidden } from '@/components/admin/admin-shell';
import { CreditApplicationsTable } from '@/components/admin/credit-applications-table.client';
import { FILTER_CONTROL, ListFilter, SearchField, searchText } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber, waitingDays } from '@/components/admin/waiting';
import {
  CREDIT_QUEUE_FILTERS as FILTERS,
  creditQueue,
  DECISION_PROMISE_DAYS,
  WAITING,
} from '@/domain/credit/staff-review';
import { formatDate, formatPrice } from '@/i18n/format';

/** Credit applications, oldest sent first, with their age against the 2-day promise. */
export default async function CreditApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; q?: string; page?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('credit');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const q = searchText(params.q, 40);
  // A search looks through every application unless a status is chosen: a caller's may be decided.
  const status = FILTERS.find((s) => s === params.status) ?? (q ? 'all' : 'waiting');
  const page = await creditQueue(ctx, { status, q, page: pageNumber(params.page) });
  const now = new Date();
  const rows = page.items.map(({ application: a, customer: c }) => {
    const waiting = WAITING.includes(a.status) && a.submittedAt;
    return {
      id: a.id,
      status: a.status,
      customer: `${c.firstName} ${c.lastName}`,
      phone: c.phone ?? '',
      salary: a.salary === null ? '' : formatPrice(a.salary, locale),
      suggested: a.suggestedLimit === null ? '' : formatPrice(a.suggestedLimit, locale),
      submitted: a.submittedAt ? formatDate(a.submittedAt, locale) : '',
      age: waiting ? waitingDays(t, locale, a.submittedAt!, now) : '',
      late: !!waiting && now.getTime() - a.submittedAt!.getTime() > DECISION_PROMISE_DAYS * 86_400_000,
    };
  });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.credit.applications_title')}</h1>
      <ListFilter t={t} action="/admin/credit/applications">
        <SearchField label={t('admin.credit.search')} value={q} maxLength={40} testId="admin-credit-search" />
        <label className="text-sm font-bold">
          {t('admin.applications.status')}
          <select
            name="status"
            defaultValue={status}
            className={FILTER_CONTROL}
            data-testid="admin-credit-status-filter"
          >
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === 'waiting' || s === 'all' ? t(`admin.credit.${s}`) : t(`admin.credit.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      <CreditApplicationsTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/credit/applications"
        params={{ status: params.status, q }}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
