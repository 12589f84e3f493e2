import { redirect } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { currentStaff } from '@/components/admin/staff-page';
import { suspensionOf } from '@/domain/sellers/staff-sellers';
import { formatDate } from '@/i18n/format';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

/** Every back-office page past sign-in: a staff session with both factors, or the sign-in page. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/login');
  const { t, locale } = await getServerT();
  // A seller's portal says at once when the store is suspended: its products are off sale.
  const suspended = staff.sellerId === null ? null : await suspensionOf(pageCtx(locale), staff.sellerId);
  return (
    <AdminShell staff={staff} t={t}>
      {suspended && (
        <p
          role="alert"
          className="mb-4 rounded-md border-s-4 border-error bg-red-50 p-3 text-sm font-bold text-error"
          data-testid="admin-seller-suspended"
        >
          {t('admin.seller_portal.suspended', { date: suspended.at ? formatDate(suspended.at, locale) : '' })}{' '}
          {/* Staff's own words, in their own direction. */}
          <bdi>{(suspended.reason ?? '').replace(/[.。]+$/, '')}</bdi>.{' '}
          {t('admin.seller_portal.suspended_rest')}
        </p>
      )}
      {/* While a page's data is read, the space says so instead of staying blank. */}
      <Suspense
        fallback={
          <p role="status" className="text-neutral-700" data-testid="admin-page-loading">
            {t('loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </AdminShell>
  );
}
