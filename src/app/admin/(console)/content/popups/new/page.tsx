import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection } from '@/components/admin/detail-page';
import { PopupForm } from '@/components/admin/popup-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';

/** A new overlay ad. */
export default async function NewPopupPage() {
  const { t, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link href="/admin/content/popups" className={TEXT_LINK}>
        {t('admin_promos.popups.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_promos.popups.new')}</h1>
      <AdminSection>
        <PopupForm
          initial={{ title_ar: '', title_en: '', link: '/', starts_on: '', ends_on: '', is_active: true }}
        />
      </AdminSection>
    </div>
  );
}
