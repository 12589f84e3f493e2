import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { CategoryForm } from '@/components/admin/category-form.client';
import { categoryTrails, EMPTY_CATEGORY } from '@/components/admin/category-text';
import { AdminSection } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { categoriesForStaff, parentChoices } from '@/domain/catalog/staff-categories';

/** A new category: last among its siblings once created. */
export default async function NewCategoryPage({
  searchParams,
}: {
  searchParams: Promise<{ parent?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const all = await categoriesForStaff(ctx);
  const trails = categoryTrails(all, locale);
  const parents = parentChoices(all, null).map((c) => ({ id: c.id, label: trails.get(c.id)! }));
  const { parent } = await searchParams;
  const parentId = parents.some((p) => String(p.id) === parent) ? parent! : '';
  return (
    <div className="space-y-4">
      <Link href="/admin/catalog/categories" className={TEXT_LINK}>
        {t('admin_tree.categories.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_tree.categories.new')}</h1>
      <AdminSection>
        <CategoryForm initial={{ ...EMPTY_CATEGORY, parent_id: parentId }} parents={parents} />
      </AdminSection>
    </div>
  );
}
