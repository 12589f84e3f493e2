import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BrandForm } from '@/components/admin/brand-form.client';
import { AdminSection } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';

/** A new brand. */
export default async function NewBrandPage() {
  const { t, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link href="/admin/catalog/brands" className={TEXT_LINK}>
        {t('admin_tree.brands.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_tree.brands.new')}</h1>
      <AdminSection>
        <BrandForm initial={{ url_key: '', name_ar: '', name_en: '', position: '0', is_featured: false }} />
      </AdminSection>
    </div>
  );
}
