import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BlogCategoryForm } from '@/components/admin/blog-category-form.client';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { blogCategoryForStaff } from '@/domain/blog/staff-blog';
import { formatDate } from '@/i18n/format';

/** One blog category: the edit form and its history. */
export default async function BlogCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { category, history } = await orNotFound(blogCategoryForStaff(ctx, pageId((await params).id)));
  return (
    <div className="space-y-4">
      <Link href="/admin/content/blog/categories" className={TEXT_LINK}>
        {t('admin_blog.categories.back')}
      </Link>
      <h1 className="text-2xl font-bold">
        {(locale === 'ar' ? category.titleAr : category.titleEn) || category.identifier}
      </h1>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_blog.categories.edit')}>
          <BlogCategoryForm
            key={JSON.stringify(category)}
            categoryId={category.id}
            initial={{
              identifier: category.identifier,
              title_ar: category.titleAr,
              title_en: category.titleEn,
              position: String(category.position),
              is_active: category.isActive,
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-blog-category-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_blog.action.${h.action.replace('blog_category.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_blog.history')}>
            <p>{t('admin_blog.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
