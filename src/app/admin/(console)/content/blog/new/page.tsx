import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BlogPostForm } from '@/components/admin/blog-post-form.client';
import { AdminSection } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { blogCategoriesForStaff } from '@/domain/blog/staff-blog';

/** A new blog post: a draft until it is given a publish time. */
export default async function NewBlogPostPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const categories = (await blogCategoriesForStaff(ctx)).map((c) => ({
    id: c.id,
    title: (locale === 'ar' ? c.titleAr : c.titleEn) || c.identifier,
  }));
  return (
    <div className="space-y-4">
      <Link href="/admin/content/blog" className={TEXT_LINK}>
        {t('admin_blog.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_blog.new')}</h1>
      <AdminSection>
        <BlogPostForm
          categories={categories}
          initial={{
            identifier: '',
            title_ar: '',
            title_en: '',
            short_content_ar: '',
            short_content_en: '',
            content_ar: '',
            content_en: '',
            author_ar: '',
            author_en: '',
            tags_ar: '',
            tags_en: '',
            publish_at: '',
            category_ids: [],
            is_active: true,
          }}
        />
      </AdminSection>
    </div>
  );
}
