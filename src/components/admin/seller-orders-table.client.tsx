'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { DataTable } from './data-table.client';

export interface SellerOrderRow {
  id: number;
  number: string;
  /** Already formatted in the page's language. */
  date: string;
  status: string;
  lines: number;
  total: string;
  toShip: number;
}

/** The seller's orders: number (to its page), date, status, its lines, their worth, left to ship. */
export function SellerOrdersTable({ rows }: { rows: SellerOrderRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<SellerOrderRow, unknown>[] = [
    {
      id: 'number',
      header: t('admin_seller.columns.number'),
      cell: ({ row }) => (
        <Link
          href={`/admin/seller/orders/${row.original.id}`}
          className={TEXT_LINK}
          data-testid={`admin-seller-order-${row.original.id}`}
        >
          <bdi>{row.original.number}</bdi>
        </Link>
      ),
    },
    { id: 'date', header: t('admin_seller.columns.date'), cell: ({ row }) => row.original.date },
    { id: 'status', header: t('admin_seller.columns.status'), cell: ({ row }) => row.original.status },
    { id: 'lines', header: t('admin_seller.columns.lines'), cell: ({ row }) => row.original.lines },
    { id: 'total', header: t('admin_seller.columns.total'), cell: ({ row }) => row.original.total },
    {
      id: 'to_ship',
      header: t('admin_seller.columns.to_ship'),
      cell: ({ row }) => (
        <span data-testid={`admin-seller-order-to-ship-${row.original.id}`}>{row.original.toShip}</span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('admin_seller.orders_title')}
      columns={columns}
      rows={rows}
      testId="admin-seller-orders"
    />
  );
}
