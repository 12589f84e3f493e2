'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';

export interface CreditRow {
  id: number;
  status: string;
  customer: string;
  phone: string;
  /** Already formatted in the page's language. */
  salary: string;
  suggested: string;
  submitted: string;
  age: string;
  late: boolean;
}

export function CreditApplicationsTable({ rows }: { rows: CreditRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<CreditRow, unknown>[] = [
    {
      id: 'id',
      header: '#',
      cell: ({ row }) => (
        <Link
          href={`/admin/credit/applications/${row.original.id}`}
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-credit-application-${row.original.id}`}
          aria-label={t('admin.credit.open', { id: row.original.id })}
        >
          {row.original.id}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('admin.credit.customer'),
      cell: ({ row }) => <bdi>{row.original.customer}</bdi>,
    },
    {
      id: 'phone',
      header: t('admin.credit.phone'),
      cell: ({ row }) => <span dir="ltr">{row.original.phone}</span>,
    },
    { id: 'salary', header: t('admin.credit.salary'), cell: ({ row }) => row.original.salary },
    { id: 'suggested', header: t('admin.credit.suggested_limit'), cell: ({ row }) => row.original.suggested },
    {
      id: 'submitted',
      header: t('admin.credit.submitted'),
      cell: ({ row }) => (
        <>
          {row.original.submitted}
          <span
            className={`block text-xs ${row.original.late ? 'font-bold text-error' : 'text-neutral-600'}`}
          >
            {row.original.age}
            {row.original.late && ` · ${t('admin.credit.late')}`}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('admin.applications.status'),
      cell: ({ row }) => t(`admin.credit.status.${row.original.status}`),
    },
  ];
  return (
    <DataTable
      caption={t('admin.credit.applications_title')}
      columns={columns}
      rows={rows}
      testId="admin-credit-applications"
    />
  );
}
