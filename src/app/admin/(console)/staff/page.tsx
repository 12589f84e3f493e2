import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection } from '@/components/admin/detail-page';
import { StaffAccountForm } from '@/components/admin/staff-account-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { StaffRoleForm } from '@/components/admin/staff-role-form.client';
import { StaffTable } from '@/components/admin/staff-table.client';
import { listStaffAccounts, sellersForAccounts } from '@/domain/staff/staff-accounts-admin';
import { formatDate } from '@/i18n/format';

/**
 * The staff accounts (admins): who may sign in to the back office with which role, and a new
 * account: a staff member's, or an approved seller's portal account (`?seller=<id>` from the
 * seller's page chooses the role and the seller).
 */
export default async function StaffAccountsPage({
  searchParams,
}: {
  searchParams: Promise<{ seller?: string }>;
}) {
  const { t, locale, ctx, allowed, staff } = await staffPage('staff');
  if (!allowed) return <Forbidden t={t} />;
  const [accounts, sellers] = await Promise.all([listStaffAccounts(ctx), sellersForAccounts(ctx)]);
  const chosen = Number((await searchParams).seller);
  const sellerId = sellers.some((s) => s.id === chosen) ? chosen : undefined;
  const rows = accounts.map((a) => ({
    id: a.id,
    email: a.email,
    name: a.name,
    role: t(`admin.roles.${a.role}`),
    seller: a.sellerName ?? '',
    state: t(
      !a.active ? 'admin_staff.inactive' : a.enrolled ? 'admin_staff.enrolled' : 'admin_staff.not_enrolled',
    ),
    since: formatDate(a.createdAt, locale),
    active: a.active,
    own: a.id === staff.id,
  }));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('admin_staff.title')}</h1>
      <AdminSection title={t('admin_staff.new')}>
        <p className="mb-4 text-sm text-neutral-700">{t('admin_staff.new_hint')}</p>
        <StaffAccountForm key={sellerId ?? 0} sellers={sellers} sellerId={sellerId} />
      </AdminSection>
      <StaffTable rows={rows} />
      <AdminSection title={t('admin_staff.role_title')}>
        <p className="mb-4 text-sm text-neutral-700">{t('admin_staff.role_hint')}</p>
        <StaffRoleForm
          accounts={accounts
            .filter((a) => a.id !== staff.id)
            .map((a) => ({ id: a.id, email: a.email, label: `${a.email} (${t(`admin.roles.${a.role}`)})` }))}
          sellers={sellers}
        />
      </AdminSection>
    </div>
  );
}
