import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { ProductForm } from '@/components/admin/product-form.client';
import { EMPTY_PRODUCT_FORM } from '@/components/admin/product-form-values';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { sellerOf } from '@/domain/catalog/seller-products';
import { catalogOptions } from '@/domain/catalog/staff-products';

/** A seller's new product: sent to the catalog team, on sale once they approve it. */
export default async function NewSellerProductPage() {
  const { staff, t, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const options = await catalogOptions(ctx);
  return (
    <div className="space-y-4">
      <Link href="/admin/seller/products" className={TEXT_LINK}>
        {t('admin_seller.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_seller.new')}</h1>
      <p className="text-neutral-700">{t('admin_seller.new_hint')}</p>
      <ProductForm
        portal="seller"
        productId={null}
        options={{ ...options, sellers: [] }}
        initial={{ ...EMPTY_PRODUCT_FORM, seller_id: String(sellerOf(staff)) }}
      />
    </div>
  );
}
