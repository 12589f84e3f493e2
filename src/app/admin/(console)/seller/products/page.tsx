import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { SellerProductsTable } from '@/components/admin/seller-products-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber } from '@/components/admin/waiting';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { PRODUCT_APPROVALS } from '@/domain/catalog/product-schemas';
import { sellerOf, sellerProductList } from '@/domain/catalog/seller-products';
import { formatPrice } from '@/i18n/format';

/** The seller portal's products: only the account's own seller's, with their standing. */
export default async function SellerProductsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; approval?: string; page?: string }>;
}) {
  const { staff, t, locale, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const filters = {
    q: params.q?.trim().slice(0, 100) || undefined,
    approval: PRODUCT_APPROVALS.find((a) => a === params.approval),
  };
  const page = await sellerProductList(ctx, sellerOf(staff), { ...filters, page: pageNumber(params.page) });
  const rows = page.items.map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    brand: p.brand,
    price: formatPrice(p.specialPrice ?? p.price, locale),
    stock: p.stock,
    isActive: p.isActive,
    approval: p.approval,
  }));
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_seller.title')}</h1>
        <Link
          href="/admin/seller/products/new"
          className={PRIMARY_BUTTON}
          data-testid="admin-seller-product-new"
        >
          {t('admin_seller.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_seller.intro')}</p>
      <ListFilter t={t} action="/admin/seller/products">
        <label className="text-sm font-bold">
          {t('admin_catalog.search')}
          <input
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            className={FILTER_CONTROL}
            data-testid="admin-seller-products-search"
          />
        </label>
        <label className="text-sm font-bold">
          {t('admin_catalog.approval_filter')}
          <select name="approval" defaultValue={filters.approval ?? ''} className={FILTER_CONTROL}>
            <option value="">{t('admin_catalog.all')}</option>
            {PRODUCT_APPROVALS.map((a) => (
              <option key={a} value={a}>
                {t(`admin_catalog.approval.${a}`)}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      <SellerProductsTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/seller/products"
        params={filters}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
