import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BundlesList } from '@/components/admin/bundles-list.client';
import { staffPage } from '@/components/admin/staff-page';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { bundlesForStaff } from '@/domain/content/staff-bundles';
import { formatPrice } from '@/i18n/format';

/** The bundles of /offers in the store's order, with their products and total; new, edit, reorder. */
export default async function BundlesPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const bundles = await bundlesForStaff(ctx);
  const rows = bundles.map((b) => ({
    id: b.id,
    code: b.code,
    title: (locale === 'ar' ? b.titleAr : b.titleEn) || b.titleAr || b.titleEn,
    count: b.items.length,
    isActive: b.isActive,
    total: b.total === null ? null : formatPrice(b.total, locale),
  }));
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_bundles.title')}</h1>
        <Link href="/admin/content/bundles/new" className={PRIMARY_BUTTON} data-testid="admin-bundle-new">
          {t('admin_bundles.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_bundles.intro')}</p>
      <BundlesList
        key={rows.map((r) => `${r.id}:${r.title}:${r.isActive}:${r.total}`).join(',')}
        initial={rows}
      />
    </>
  );
}
