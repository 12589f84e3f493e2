import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { ProductForm } from '@/components/admin/product-form.client';
import { EMPTY_PRODUCT_FORM } from '@/components/admin/product-form-values';
import { staffPage } from '@/components/admin/staff-page';
import { catalogOptions } from '@/domain/catalog/staff-products';

/** A new product: it starts inactive, so nothing half-described goes on sale. */
export default async function NewProductPage() {
  const { t, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link
        href="/admin/catalog/products"
        className="font-bold text-amber-700 underline-offset-2 hover:underline"
      >
        {t('admin_catalog.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_catalog.new')}</h1>
      <ProductForm productId={null} initial={EMPTY_PRODUCT_FORM} options={await catalogOptions(ctx)} />
    </div>
  );
}
