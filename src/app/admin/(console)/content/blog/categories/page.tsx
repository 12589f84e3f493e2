import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BlogCategoriesTable } from '@/components/admin/blog-categories-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { PRIMARY_BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { blogCategoriesForStaff } from '@/domain/blog/staff-blog';

/** The blog's categories in their order; new category, edit. */
export default async function BlogCategoriesPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const rows = (await blogCategoriesForStaff(ctx)).map((c) => ({
    id: c.id,
    identifier: c.identifier,
    title: (locale === 'ar' ? c.titleAr : c.titleEn) || c.identifier,
    position: c.position,
    posts: c.posts,
    isActive: c.isActive,
  }));
  return (
    <>
      <Link href="/admin/content/blog" className={TEXT_LINK}>
        {t('admin_blog.back')}
      </Link>
      <div className="mt-4 mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_blog.categories.title')}</h1>
        <Link
          href="/admin/content/blog/categories/new"
          className={PRIMARY_BUTTON}
          data-testid="admin-blog-category-new"
        >
          {t('admin_blog.categories.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_blog.categories.intro')}</p>
      <BlogCategoriesTable rows={rows} />
    </>
  );
}
