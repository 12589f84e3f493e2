import { redirect } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { currentStaff } from '@/components/admin/staff-page';
import { getServerT } from '@/i18n/server';

/** Every back-office page past sign-in: a staff session with both factors, or the sign-in page. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/login');
  const { t } = await getServerT();
  return (
    <AdminShell staff={staff} t={t}>
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
