import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BlogPostsTable } from '@/components/admin/blog-posts-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { blogCategoriesForStaff, blogPostsForStaff } from '@/domain/blog/staff-blog';
import { blogPostStatus } from '@/domain/blog/staff-schemas';
import { nowOf } from '@/domain/shared/ctx';
import { formatDateTime } from '@/i18n/format';

/** The blog's posts, newest first: title, status, Cairo publish time and categories; new post, edit. */
export default async function BlogPostsPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const [posts, categories] = await Promise.all([blogPostsForStaff(ctx), blogCategoriesForStaff(ctx)]);
  const now = nowOf(ctx);
  const titleOf = new Map(
    categories.map((c) => [c.id, (locale === 'ar' ? c.titleAr : c.titleEn) || c.identifier]),
  );
  const rows = posts.map((p) => ({
    id: p.id,
    identifier: p.identifier,
    title: p[locale].title || p.ar.title || p.en.title || p.identifier,
    status: blogPostStatus(p, now),
    publishAt: p.publishedAt ? formatDateTime(p.publishedAt, locale) : null,
    categories: p.categoryIds.map((id) => titleOf.get(id) ?? String(id)),
  }));
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_blog.title')}</h1>
        <div className="flex flex-wrap gap-3">
          <Link href="/admin/content/blog/categories" className={SECONDARY_BUTTON}>
            {t('admin_blog.categories.nav')}
          </Link>
          <Link href="/admin/content/blog/new" className={PRIMARY_BUTTON} data-testid="admin-blog-new">
            {t('admin_blog.new')}
          </Link>
        </div>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_blog.intro')}</p>
      <BlogPostsTable rows={rows} />
    </>
  );
}
