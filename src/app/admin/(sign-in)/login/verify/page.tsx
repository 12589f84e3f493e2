import { redirect } from 'next/navigation';
import { SecondFactorForm } from '@/components/admin/second-factor-form.client';
import { SignInFrame } from '@/components/admin/sign-in-frame';
import { pendingStaffSignIn } from '@/components/admin/staff-page';
import { getServerT } from '@/i18n/server';

export default async function StaffVerifyPage() {
  const pending = await pendingStaffSignIn();
  if (!pending) redirect('/admin/login');
  if (pending.stage === 'enrol') redirect('/admin/login/enrol');
  const { t } = await getServerT();
  return (
    <SignInFrame t={t} title={t('admin.verify.title')}>
      <SecondFactorForm />
    </SignInFrame>
  );
}
