'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';

export interface SellerRow {
  id: number;
  name: string;
  code: string;
  status: 'active' | 'suspended';
  products: number;
  activeProducts: number;
  /** Already formatted in the page's language. */
  since: string;
}

export function SellersTable({ rows }: { rows: SellerRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<SellerRow, unknown>[] = [
    {
      id: 'name',
      header: t('admin.sellers.name'),
      cell: ({ row }) => (
        <Link
          href={`/admin/sellers/${row.original.id}`}
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-seller-${row.original.id}`}
        >
          <bdi>{row.original.name}</bdi>
        </Link>
      ),
    },
    {
      id: 'code',
      header: t('admin.sellers.code'),
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    {
      id: 'products',
      header: t('admin.sellers.products'),
      cell: ({ row }) =>
        t('admin.sellers.products_count', {
          active: row.original.activeProducts,
          total: row.original.products,
        }),
    },
    { id: 'since', header: t('admin.sellers.joined'), cell: ({ row }) => row.original.since },
    {
      id: 'status',
      header: t('admin.sellers.status'),
      cell: ({ row }) => (
        <span data-testid={`admin-seller-status-${row.original.id}`}>
          {t(`admin.seller_status.${row.original.status}`)}
        </span>
      ),
    },
  ];
  return (
    <DataTable caption={t('admin.sellers.title')} columns={columns} rows={rows} testId="admin-sellers" />
  );
}
