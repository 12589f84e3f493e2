import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BlogCategoryForm } from '@/components/admin/blog-category-form.client';
import { AdminSection } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';

/** A new blog category. */
export default async function NewBlogCategoryPage() {
  const { t, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link href="/admin/content/blog/categories" className={TEXT_LINK}>
        {t('admin_blog.categories.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_blog.categories.new')}</h1>
      <AdminSection>
        <BlogCategoryForm
          initial={{ identifier: '', title_ar: '', title_en: '', position: '0', is_active: true }}
        />
      </AdminSection>
    </div>
  );
}
