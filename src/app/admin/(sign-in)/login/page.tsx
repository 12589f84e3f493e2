import { redirect } from 'next/navigation';
import { SignInFrame } from '@/components/admin/sign-in-frame';
import { StaffSignInForm } from '@/components/admin/sign-in-form.client';
import { currentStaff } from '@/components/admin/staff-page';
import { getServerT } from '@/i18n/server';

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ password?: string }>;
}) {
  if (await currentStaff()) redirect('/admin');
  const { t } = await getServerT();
  // Back from a set-password link: said where the eye starts, above the form.
  const passwordSet = (await searchParams).password === 'set';
  return (
    <SignInFrame t={t} title={t('admin.login.title')}>
      {passwordSet && (
        <p
          role="status"
          className="mb-4 rounded-md border border-success px-3 py-2 text-sm font-bold text-success"
          data-testid="admin-password-set"
        >
          {t('admin.password_link.done')}
        </p>
      )}
      <p className="mb-4 text-neutral-700">{t('admin.login.intro')}</p>
      <StaffSignInForm />
    </SignInFrame>
  );
}
