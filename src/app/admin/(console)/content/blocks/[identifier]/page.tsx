import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { CmsBlockForm } from '@/components/admin/cms-block-form.client';
import { CMS_STATUS_TONE } from '@/components/admin/cms-blocks-table.client';
import { AdminSection, History, orNotFound } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { cmsBlockForStaff } from '@/domain/content/staff-cms';
import { formatDateTime, formatList } from '@/i18n/format';

/** One CMS block: where the store shows it, the editor of both languages with its preview, and its history. */
export default async function CmsBlockPage({ params }: { params: Promise<{ identifier: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { identifier } = await params;
  const { block, history } = await orNotFound(cmsBlockForStaff(ctx, identifier));
  const status = block.isActive ? 'active' : 'inactive';
  return (
    <div className="space-y-4">
      <Link href="/admin/content/blocks" className={TEXT_LINK}>
        {t('admin_cms.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold">
          {(locale === 'ar' ? block.titleAr : block.titleEn) || identifier}
        </h1>
        <span
          className={`rounded px-2 py-0.5 text-sm font-bold ${CMS_STATUS_TONE[status]}`}
          data-testid="admin-cms-status"
        >
          {t(`admin_cms.status.${status}`)}
        </span>
        <code dir="ltr" className="text-sm text-neutral-700">
          {identifier}
        </code>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-neutral-700">
        <span>{t('admin_cms.updated_at', { date: formatDateTime(block.updatedAt, locale) })}</span>
        {block.page ? (
          <a
            href={block.page}
            target="_blank"
            rel="noopener noreferrer"
            className={TEXT_LINK}
            data-testid="admin-cms-view"
          >
            {t('admin_cms.view_on_store')}
          </a>
        ) : (
          <span>{t('admin_cms.no_page')}</span>
        )}
      </p>
      <AdminSection title={t('admin_cms.edit')}>
        <CmsBlockForm
          // A new form after each save, so that it holds what was stored and its new version.
          key={block.version}
          identifier={identifier}
          initial={{
            title_ar: block.titleAr,
            title_en: block.titleEn,
            content_ar: block.contentAr,
            content_en: block.contentEn,
            is_active: block.isActive,
            updated_at: block.version,
          }}
        />
      </AdminSection>
      {history.length > 0 ? (
        <History
          t={t}
          testId="admin-cms-history"
          entries={history.map((h) => ({
            id: h.id,
            status: t(`admin_cms.action.${h.action.replace('cms_block.', '')}`),
            date: formatDateTime(h.at, locale),
            actor: h.actor,
            note:
              h.changed.length > 0
                ? t('admin_cms.changed', {
                    fields: formatList(
                      h.changed.map((f) => t(`admin_cms.fields.${f}`)),
                      locale,
                    ),
                  })
                : null,
          }))}
        />
      ) : (
        <AdminSection title={t('admin_cms.history')}>
          <p>{t('admin_cms.no_history')}</p>
        </AdminSection>
      )}
    </div>
  );
}
