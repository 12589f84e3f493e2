import { Forbidden } from '@/components/admin/admin-shell';
import { CmsBlocksTable } from '@/components/admin/cms-blocks-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { cmsBlocksForStaff } from '@/domain/content/staff-cms';
import { formatDateTime } from '@/i18n/format';

/** The store's CMS blocks: the page each shows on, a link to it there, status and last save. */
export default async function CmsBlocksPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const blocks = await cmsBlocksForStaff(ctx);
  const rows = blocks.map((b) => ({
    identifier: b.identifier,
    title: (locale === 'ar' ? b.titleAr : b.titleEn) || b.titleAr || b.titleEn || b.identifier,
    page: b.page,
    isActive: b.isActive,
    updated: formatDateTime(b.updatedAt, locale),
  }));
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin_cms.title')}</h1>
      <p className="mb-4 text-neutral-700">{t('admin_cms.intro')}</p>
      <CmsBlocksTable rows={rows} />
    </>
  );
}
