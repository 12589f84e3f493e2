import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, orNotFound, pageId } from '@/components/admin/detail-page';
import { ProductImages } from '@/components/admin/product-images.client';
import { ProductForm } from '@/components/admin/product-form.client';
import { productStatusKey } from '@/components/admin/product-status';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { sellerOf, sellerProductForStaff } from '@/domain/catalog/seller-products';
import { productImagesForStaff } from '@/domain/catalog/staff-images';
import { catalogOptions } from '@/domain/catalog/staff-products';

/** One of the seller's products: its standing (with the catalog team's note) and the edit form. */
export default async function SellerProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff, t, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const id = pageId((await params).id);
  const view = await orNotFound(sellerProductForStaff(ctx, sellerOf(staff), id));
  const [options, images] = await Promise.all([catalogOptions(ctx), productImagesForStaff(ctx, id)]);
  const { product } = view;
  const name = ctx.locale === 'ar' ? view.form.name_ar : view.form.name_en;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <Link href="/admin/seller/products" className={TEXT_LINK}>
          {t('admin_seller.back')}
        </Link>
        {product.approval === 'approved' && (
          <a href={`/${product.urlKey}`} className={TEXT_LINK} target="_blank" rel="noopener">
            {t('admin_catalog.view')}
          </a>
        )}
      </div>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t('admin_catalog.edit_title', { name })}</h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-seller-product-status"
        >
          {t(productStatusKey(product))}
        </span>
      </div>
      {product.approval !== 'approved' && (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900" data-testid="admin-seller-product-approval">
          {t(`admin_seller.approval_text.${product.approval}`)}
          {product.approval === 'pending' && images.length === 0 && (
            <span className="mt-1 block font-bold" data-testid="admin-seller-product-needs-picture">
              {t('admin_seller.needs_picture')}
            </span>
          )}
          {product.approvalNote && (
            <span className="mt-1 block font-bold">
              <bdi>{product.approvalNote}</bdi>
            </span>
          )}
        </p>
      )}
      <ProductForm
        key={JSON.stringify(view.form)}
        portal="seller"
        productId={id}
        initial={view.form}
        options={{ ...options, sellers: [] }}
      />
      <AdminSection title={t('admin_catalog.images')}>
        <ProductImages
          portal="seller"
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
