'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import type { CouponStatus } from '@/domain/content/coupon-schemas';
import { useI18n } from '../layout/i18n-provider.client';
import { COUPON_STATUS_TONE } from './coupon-text';
import { DataTable } from './data-table.client';

export interface CouponRow {
  code: string;
  /** Already written in the page's language (coupon-text.ts). */
  discount: string;
  dates: string;
  uses: string;
  status: CouponStatus;
}

export function CouponsTable({ rows }: { rows: CouponRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<CouponRow, unknown>[] = [
    {
      id: 'code',
      header: t('admin_coupons.columns.code'),
      cell: ({ row }) => (
        <Link
          href={`/admin/coupons/${row.original.code}`}
          dir="ltr"
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-coupon-${row.original.code}`}
        >
          {row.original.code}
        </Link>
      ),
    },
    { id: 'discount', header: t('admin_coupons.columns.discount'), cell: ({ row }) => row.original.discount },
    {
      id: 'dates',
      header: t('admin_coupons.columns.dates'),
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.dates}</span>,
    },
    {
      id: 'uses',
      header: t('admin_coupons.columns.uses'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap" data-testid={`admin-coupon-uses-${row.original.code}`}>
          {row.original.uses}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin_coupons.columns.status'),
      cell: ({ row }) => (
        <span
          className={`rounded px-2 py-0.5 font-bold whitespace-nowrap ${COUPON_STATUS_TONE[row.original.status]}`}
          data-testid={`admin-coupon-status-${row.original.code}`}
        >
          {t(`admin_coupons.status.${row.original.status}`)}
        </span>
      ),
    },
  ];
  return (
    <DataTable caption={t('admin_coupons.title')} columns={columns} rows={rows} testId="admin-coupons" />
  );
}
