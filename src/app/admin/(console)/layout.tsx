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
      <Suspense>{children}</Suspense>
    </AdminShell>
  );
}
