import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { categoryRow } from '@/components/admin/category-text';
import { CategoryTree } from '@/components/admin/category-tree.client';
import { staffPage } from '@/components/admin/staff-page';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { categoriesForStaff } from '@/domain/catalog/staff-categories';

/** The category tree in its order at every level; new category, edit, reorder among siblings. */
export default async function CategoriesPage() {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const rows = (await categoriesForStaff(ctx)).map((c) => categoryRow(c, locale));
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_tree.categories.title')}</h1>
        <Link
          href="/admin/catalog/categories/new"
          className={PRIMARY_BUTTON}
          data-testid="admin-category-new"
        >
          {t('admin_tree.categories.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_tree.categories.intro')}</p>
      <CategoryTree key={JSON.stringify(rows)} initial={rows} />
    </>
  );
}
