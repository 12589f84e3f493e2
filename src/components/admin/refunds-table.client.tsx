'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';

export interface RefundRow {
  id: number;
  orderId: number;
  number: string;
  customer: string;
  phone: string;
  reason: string;
  /** The price of the units asked back, formatted in the page's language. */
  worth: string;
  method: string;
  /** Already formatted in the page's language. */
  asked: string;
  age: string;
}

/** Refund requests waiting, oldest first; each opens its order, where it is decided. */
export function RefundsTable({ rows }: { rows: RefundRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<RefundRow, unknown>[] = [
    {
      id: 'order',
      header: t('admin_orders.refunds.order'),
      cell: ({ row }) => (
        <Link
          href={`/admin/orders/${row.original.orderId}#refund-${row.original.id}`}
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-refund-row-${row.original.number}`}
          aria-label={t('admin_orders.list.open', { number: row.original.number })}
          dir="ltr"
        >
          {row.original.number}
        </Link>
      ),
    },
    {
      id: 'asked',
      header: t('admin_orders.refunds.asked'),
      cell: ({ row }) => (
        <>
          {row.original.asked}
          <span className="block text-xs text-neutral-600">{row.original.age}</span>
        </>
      ),
    },
    {
      id: 'customer',
      header: t('admin_orders.refunds.customer'),
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
      id: 'reason',
      header: t('admin_orders.refunds.reason'),
      cell: ({ row }) => t(`orders.refund.reasons.${row.original.reason}`),
    },
    {
      id: 'worth',
      header: t('admin_orders.refunds.worth'),
      cell: ({ row }) => <span data-testid="admin-refund-worth">{row.original.worth}</span>,
    },
    {
      id: 'method',
      header: t('admin_orders.refunds.method'),
      cell: ({ row }) => t(`checkout.methods.${row.original.method}`),
    },
  ];
  return (
    <DataTable
      caption={t('admin_orders.refunds.title')}
      columns={columns}
      rows={rows}
      testId="admin-refunds"
    />
  );
}
