'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { DataTable } from './data-table.client';
import { productStatusKey } from './product-status';
import type { ProductRow } from './products-table.client';

export type SellerProductRow = Omit<ProductRow, 'seller'>;

/**
 * A seller's own products: name (to its edit page), price, stock and standing, then SKU and brand.
 * What a merchant checks comes first, in view on a phone; the table scrolls sideways to the rest.
 */
export function SellerProductsTable({ rows }: { rows: SellerProductRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<SellerProductRow, unknown>[] = [
    {
      id: 'name',
      header: t('admin_catalog.columns.name'),
      cell: ({ row }) => (
        <Link
          href={`/admin/seller/products/${row.original.id}`}
          className={TEXT_LINK}
          data-testid={`admin-seller-product-${row.original.id}`}
        >
          <bdi>{row.original.name}</bdi>
        </Link>
      ),
    },
    { id: 'price', header: t('admin_catalog.columns.price'), cell: ({ row }) => row.original.price },
    { id: 'stock', header: t('admin_catalog.columns.stock'), cell: ({ row }) => row.original.stock },
    {
      id: 'status',
      header: t('admin_catalog.columns.status'),
      cell: ({ row }) => (
        <span data-testid={`admin-seller-product-status-${row.original.id}`}>
          {t(productStatusKey(row.original))}
        </span>
      ),
    },
    {
      id: 'sku',
      header: t('admin_catalog.columns.sku'),
      cell: ({ row }) => (
        <span dir="ltr" className="whitespace-nowrap">
          {row.original.sku}
        </span>
      ),
    },
    { id: 'brand', header: t('admin_catalog.columns.brand'), cell: ({ row }) => row.original.brand },
  ];
  return (
    <DataTable
      caption={t('admin_seller.title')}
      columns={columns}
      rows={rows}
      testId="admin-seller-products"
    />
  );
}
