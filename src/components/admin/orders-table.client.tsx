'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';

export interface OrderRow {
  id: number;
  number: string;
  status: string;
  partlyRefunded: boolean;
  method: string;
  governorate: string;
  customer: string;
  phone: string;
  /** Already formatted in the page's language. */
  total: string;
  placed: string;
}

/** The back office's order list (already filtered, sorted and cut on the server). */
export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<OrderRow, unknown>[] = [
    {
      id: 'number',
      header: t('admin_orders.list.number'),
      cell: ({ row }) => (
        <Link
          href={`/admin/orders/${row.original.id}`}
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-order-${row.original.number}`}
          aria-label={t('admin_orders.list.open', { number: row.original.number })}
          dir="ltr"
        >
          {row.original.number}
        </Link>
      ),
    },
    { id: 'placed', header: t('admin_orders.list.date'), cell: ({ row }) => row.original.placed },
    {
      id: 'customer',
      header: t('admin_orders.list.customer'),
      cell: ({ row }) => (
        <>
          <bdi>{row.original.customer}</bdi>
          <span className="block text-xs text-neutral-600" dir="ltr">
            {row.original.phone}
          </span>
        </>
      ),
    },
    {
      id: 'governorate',
      header: t('admin_orders.list.governorate'),
      cell: ({ row }) => t(`delivery.governorates.${row.original.governorate}`),
    },
    {
      id: 'method',
      header: t('admin_orders.list.method'),
      cell: ({ row }) => t(`checkout.methods.${row.original.method}`),
    },
    { id: 'total', header: t('admin_orders.list.total'), cell: ({ row }) => row.original.total },
    {
      id: 'status',
      header: t('admin_orders.list.status'),
      cell: ({ row }) => (
        <span data-testid="admin-order-row-status">
          {t(`orders.status.${row.original.status}`)}
          {row.original.partlyRefunded && (
            <span className="block text-xs text-neutral-600">{t('admin_orders.list.partly_refunded')}</span>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable caption={t('admin_orders.list.title')} columns={columns} rows={rows} testId="admin-orders" />
  );
}
