import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection } from '@/components/admin/detail-page';
import { BundleForm } from '@/components/admin/bundle-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';

/** A new bundle: shown on /offers after the others once created. */
export default async function NewBundlePage() {
  const { t, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link href="/admin/content/bundles" className={TEXT_LINK}>
        {t('admin_bundles.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_bundles.new')}</h1>
      <AdminSection>
        <BundleForm initial={{ code: '', title_ar: '', title_en: '', is_active: true, products: [] }} />
      </AdminSection>
    </div>
  );
}
