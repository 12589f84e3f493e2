import { redirect } from 'next/navigation';
import { SignInFrame } from '@/components/admin/sign-in-frame';
import { StaffSignInForm } from '@/components/admin/sign-in-form.client';
import { currentStaff } from '@/components/admin/staff-page';
import { getServerT } from '@/i18n/server';

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect('/admin');
  const { t } = await getServerT();
  return (
    <SignInFrame t={t} title={t('admin.login.title')}>
      <p className="mb-4 text-neutral-700">{t('admin.login.intro')}</p>
      <StaffSignInForm />
    </SignInFrame>
  );
}
