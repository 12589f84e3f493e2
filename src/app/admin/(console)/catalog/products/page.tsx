import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { ProductsTable } from '@/components/admin/products-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber } from '@/components/admin/waiting';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import {
  ACTIVE_FILTERS,
  PAYMENT_METHODS,
  PRODUCT_APPROVALS,
  STOCK_FILTERS,
} from '@/domain/catalog/product-schemas';
import { catalogOptions, productList } from '@/domain/catalog/staff-products';
import { formatPrice } from '@/i18n/format';

type Params = Partial<
  Record<'q' | 'category' | 'brand' | 'seller' | 'stock' | 'active' | 'approval' | 'method' | 'page', string>
>;

const known = <T extends string>(list: readonly T[], value: string | undefined) =>
  list.find((v) => v === value);
const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? value : undefined);

/** Every product (active or not) with the catalog's filters, the page and the bulk actions. */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const filters = {
    q: params.q?.trim().slice(0, 100) || undefined,
    category: idOf(params.category),
    brand: idOf(params.brand),
    seller: idOf(params.seller),
    stock: known(STOCK_FILTERS, params.stock),
    active: known(ACTIVE_FILTERS, params.active),
    approval: known(PRODUCT_APPROVALS, params.approval),
    method: known(PAYMENT_METHODS, params.method),
  };
  const [page, options] = await Promise.all([
    productList(ctx, { ...filters, page: pageNumber(params.page) }),
    catalogOptions(ctx),
  ]);
  const rows = page.items.map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    brand: p.brand,
    seller: p.seller,
    price: formatPrice(p.specialPrice ?? p.price, locale),
    stock: p.stock,
    isActive: p.isActive,
    approval: p.approval,
  }));
  const select = (
    name: keyof typeof filters,
    label: string,
    choices: { value: string | number; label: string }[],
  ) => (
    <label className="text-sm font-bold">
      {label}
      <select
        name={name}
        defaultValue={filters[name] ?? ''}
        className={`${FILTER_CONTROL} max-w-56`}
        data-testid={`admin-products-filter-${name}`}
      >
        <option value="">{t('admin_catalog.all')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
  // The export carries the list's filter (not its page).
  const exportQuery = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  const named = (list: { id: number; name: string }[]) => list.map((x) => ({ value: x.id, label: x.name }));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_catalog.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/rest/V1/admin/catalog/products/export.csv?${exportQuery}`}
            download
            className={SECONDARY_BUTTON}
            data-testid="admin-products-export"
          >
            {t('admin_catalog_import.export')}
          </a>
          <Link href="/admin/catalog/import" className={SECONDARY_BUTTON} data-testid="admin-products-import">
            {t('admin_catalog_import.link')}
          </Link>
          <Link href="/admin/catalog/products/new" className={PRIMARY_BUTTON} data-testid="admin-product-new">
            {t('admin_catalog.new')}
          </Link>
        </div>
      </div>
      <ListFilter t={t} action="/admin/catalog/products">
        <label className="text-sm font-bold">
          {t('admin_catalog.search')}
          <input
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            className={FILTER_CONTROL}
            data-testid="admin-products-search"
          />
        </label>
        {select('category', t('admin_catalog.category'), named(options.categories))}
        {select('brand', t('admin_catalog.brand'), named(options.brands))}
        {select('seller', t('admin_catalog.seller'), named(options.sellers))}
        {select(
          'stock',
          t('admin_catalog.stock'),
          STOCK_FILTERS.map((s) => ({ value: s, label: t(`admin_catalog.stock_filter.${s}`) })),
        )}
        {select(
          'active',
          t('admin_catalog.active'),
          ACTIVE_FILTERS.map((s) => ({ value: s, label: t(`admin_catalog.active_filter.${s}`) })),
        )}
        {select(
          'approval',
          t('admin_catalog.approval_filter'),
          PRODUCT_APPROVALS.map((a) => ({ value: a, label: t(`admin_catalog.approval.${a}`) })),
        )}
        {select(
          'method',
          t('admin_catalog.method'),
          PAYMENT_METHODS.map((m) => ({ value: m, label: t(`checkout.methods.${m}`) })),
        )}
      </ListFilter>
      <ProductsTable rows={rows} categories={options.categories} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/catalog/products"
        params={filters}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
