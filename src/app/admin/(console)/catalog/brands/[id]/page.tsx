import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BrandForm } from '@/components/admin/brand-form.client';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { brandForStaff } from '@/domain/catalog/staff-brands';
import { formatDate } from '@/i18n/format';

/** One brand: the edit form and its history. */
export default async function BrandPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const { brand, history } = await orNotFound(brandForStaff(ctx, pageId((await params).id)));
  return (
    <div className="space-y-4">
      <Link href="/admin/catalog/brands" className={TEXT_LINK}>
        {t('admin_tree.brands.back')}
      </Link>
      <h1 className="text-2xl font-bold">{locale === 'ar' ? brand.nameAr : brand.nameEn}</h1>
      <p className="text-neutral-700">{t('admin_tree.brands.products', { count: brand.productCount })}</p>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_tree.brands.edit')}>
          <BrandForm
            key={JSON.stringify(brand)}
            brandId={brand.id}
            logoUrl={brand.logo ? `/media/${brand.logo}` : undefined}
            initial={{
              url_key: brand.urlKey,
              name_ar: brand.nameAr,
              name_en: brand.nameEn,
              position: String(brand.position),
              is_featured: brand.isFeatured,
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-brand-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_tree.brands.action.${h.action.replace('brand.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_tree.brands.history')}>
            <p>{t('admin_tree.brands.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
