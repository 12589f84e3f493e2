import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { CategoryForm } from '@/components/admin/category-form.client';
import { categoryFormValues, categoryName, categoryTrails } from '@/components/admin/category-text';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { categoriesForStaff, categoryForStaff, parentChoices } from '@/domain/catalog/staff-categories';
import { formatDate } from '@/i18n/format';

/** One category: the edit form (place, texts, URL key, flags, picture) and its history. */
export default async function CategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const { category, history } = await orNotFound(categoryForStaff(ctx, pageId((await params).id)));
  const all = await categoriesForStaff(ctx);
  const trails = categoryTrails(all, locale);
  const parents = parentChoices(all, category.id).map((c) => ({ id: c.id, label: trails.get(c.id)! }));
  return (
    <div className="space-y-4">
      <Link href="/admin/catalog/categories" className={TEXT_LINK}>
        {t('admin_tree.categories.back')}
      </Link>
      <h1 className="text-2xl font-bold" data-testid="admin-category-title">
        {categoryName(category, locale)}
      </h1>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_tree.categories.edit')}>
          <CategoryForm
            // A new form after each save, so that it shows what was stored.
            key={JSON.stringify(category)}
            categoryId={category.id}
            path={category.path}
            imageUrl={category.image ? `/media/${category.image}` : undefined}
            parents={parents}
            initial={categoryFormValues(category)}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-category-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_tree.categories.action.${h.action.replace('category.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_tree.categories.history')}>
            <p>{t('admin_tree.categories.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
