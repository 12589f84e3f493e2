import { redirect } from 'next/navigation';
import { DashboardCard } from '@/components/admin/dashboard-card';
import { OperationsCards } from '@/components/admin/operations-cards';
import { staffPage } from '@/components/admin/staff-page';
import { creditWaitingSummary } from '@/domain/credit/staff-review';
import { sellerApplicationQueue } from '@/domain/sellers/staff-review';
import { may } from '@/domain/staff/roles';
import { formatDate, formatNumber } from '@/i18n/format';

/** What waits for this role; each figure links to its list. */
export default async function AdminDashboardPage() {
  const { staff, t, locale, ctx } = await staffPage('dashboard');
  // A seller's back office is its own products.
  if (staff.role === 'seller') redirect('/admin/seller/products');
  const [sellers, credit] = await Promise.all([
    may(staff.role, 'sellers') ? sellerApplicationQueue(ctx, { status: 'pending', page: 1 }) : null,
    may(staff.role, 'credit') ? creditWaitingSummary(ctx) : null,
  ]);
  const since = (date: Date | null | undefined) =>
    date
      ? t('admin.dashboard.oldest_waiting', { date: formatDate(date, locale) })
      : t('admin.dashboard.nothing_waiting');
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold">{t('admin.dashboard.title')}</h1>
      <p className="mb-6 text-neutral-700">{t('admin.dashboard.welcome', { name: staff.name })}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {may(staff.role, 'orders') && <OperationsCards t={t} locale={locale} ctx={ctx} />}
        {credit && (
          <DashboardCard
            testId="admin-card-credit"
            title={t('admin.credit.dashboard_waiting')}
            figure={formatNumber(credit.waiting, locale)}
            href="/admin/credit/applications"
            linkLabel={t('admin.dashboard.open')}
            linkContext={t('admin.nav.credit_applications')}
          >
            <p className={credit.late > 0 ? 'font-bold text-error' : ''}>
              {t('admin.credit.dashboard_late', { formatted: formatNumber(credit.late, locale) })}
            </p>
            <p>{since(credit.oldest)}</p>
          </DashboardCard>
        )}
        {sellers && (
          <DashboardCard
            testId="admin-card-seller-applications"
            title={t('admin.dashboard.seller_applications_pending')}
            figure={formatNumber(sellers.total, locale)}
            href="/admin/sellers/applications"
            linkLabel={t('admin.dashboard.open')}
            linkContext={t('admin.nav.seller_applications')}
          >
            {since(sellers.items[0]?.submittedAt)}
          </DashboardCard>
        )}
      </div>
    </>
  );
}
