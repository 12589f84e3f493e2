import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, orNotFound, pageId } from '@/components/admin/detail-page';
import { ProductApprovalForm } from '@/components/admin/product-approval-form.client';
import { ProductForm } from '@/components/admin/product-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { catalogOptions, productForStaff } from '@/domain/catalog/staff-products';
import { productImagesForStaff } from '@/domain/catalog/staff-images';
import { ProductImages } from '@/components/admin/product-images.client';

const LINK = 'font-bold text-amber-700 underline-offset-2 hover:underline';

/** One product for the catalog role: every field in both languages, saved in one go. */
export default async function ProductEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const id = pageId((await params).id);
  const [view, options, images] = await Promise.all([
    orNotFound(productForStaff(ctx, id)),
    catalogOptions(ctx),
    productImagesForStaff(ctx, id),
  ]);
  const name = ctx.locale === 'ar' ? view.form.name_ar : view.form.name_en;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <Link href="/admin/catalog/products" className={LINK}>
          {t('admin_catalog.back')}
        </Link>
        <a
          href={`/${view.product.urlKey}`}
          className={LINK}
          target="_blank"
          rel="noopener"
          data-testid="admin-product-view"
        >
          {t('admin_catalog.view')}
        </a>
      </div>
      <h1 className="text-2xl font-bold" data-testid="admin-product-title">
        {t('admin_catalog.edit_title', { name })}
      </h1>
      {view.product.approval === 'pending' && (
        <AdminSection title={t('admin_catalog.approval_title')}>
          <ProductApprovalForm productId={id} />
        </AdminSection>
      )}
      {/* The key makes a refreshed page start from what was saved. */}
      <ProductForm key={JSON.stringify(view.form)} productId={id} initial={view.form} options={options} />
      <AdminSection title={t('admin_catalog.images')}>
        <ProductImages
          productId={id}
          initial={images.map((i) => ({
            id: i.id,
            url: `/media/${i.path}`,
            alt_ar: i.altAr,
            alt_en: i.altEn,
          }))}
        />
      </AdminSection>
    </div>
  );
}
