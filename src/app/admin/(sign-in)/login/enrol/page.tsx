import { redirect } from 'next/navigation';
import { SignInFrame } from '@/components/admin/sign-in-frame';
import { pendingStaffSignIn } from '@/components/admin/staff-page';
import { TotpEnrolment } from '@/components/admin/totp-enrolment.client';
import { getServerT } from '@/i18n/server';

export default async function StaffEnrolPage() {
  const pending = await pendingStaffSignIn();
  if (!pending) redirect('/admin/login');
  if (pending.stage === 'totp') redirect('/admin/login/verify');
  const { t } = await getServerT();
  return (
    <SignInFrame t={t} title={t('admin.enrol.title')}>
      <TotpEnrolment />
    </SignInFrame>
  );
}
