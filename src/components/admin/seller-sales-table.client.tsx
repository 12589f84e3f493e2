'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { DataTable } from './data-table.client';

/** One month of a seller's figures, already formatted in the page's language. */
export interface SellerSalesRow {
  period: string;
  month: string;
  orders: string;
  units: string;
  sales: string;
  refunds: string;
  commission: string;
  payout: string;
}

const FIGURES = ['orders', 'units', 'sales', 'refunds', 'commission', 'payout'] as const;

/** The seller's months, newest first, each linking to its payout statement. */
export function SellerSalesTable({ rows }: { rows: SellerSalesRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<SellerSalesRow, unknown>[] = [
    {
      id: 'month',
      header: t('admin_payouts.columns.month'),
      cell: ({ row }) => (
        <Link
          href={`/admin/seller/statement?period=${row.original.period}`}
          className={TEXT_LINK}
          data-testid={`admin-sales-month-${row.original.period}`}
        >
          {row.original.month}
        </Link>
      ),
    },
    ...FIGURES.map((key): ColumnDef<SellerSalesRow, unknown> => ({
      id: key,
      header: t(`admin_payouts.columns.${key}`),
      cell: ({ row }) => <bdi>{row.original[key]}</bdi>,
    })),
  ];
  return (
    <DataTable
      caption={t('admin_payouts.sales_caption')}
      columns={columns}
      rows={rows}
      testId="admin-sales"
    />
  );
}
