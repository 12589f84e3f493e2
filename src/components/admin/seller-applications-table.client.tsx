'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';

export interface ApplicationRow {
  id: number;
  reference: string;
  status: string;
  store: string;
  company: string;
  phone: string;
  /** Already formatted in the page's language. */
  submitted: string;
  age: string;
}

export function SellerApplicationsTable({ rows }: { rows: ApplicationRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<ApplicationRow, unknown>[] = [
    {
      id: 'reference',
      header: t('admin.applications.reference'),
      cell: ({ row }) => (
        <Link
          href={`/admin/sellers/applications/${row.original.id}`}
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-application-${row.original.id}`}
          dir="ltr"
        >
          {row.original.reference}
        </Link>
      ),
    },
    { id: 'store', header: t('admin.applications.store'), cell: ({ row }) => row.original.store },
    { id: 'company', header: t('admin.applications.company'), cell: ({ row }) => row.original.company },
    {
      id: 'phone',
      header: t('admin.applications.phone'),
      cell: ({ row }) => <span dir="ltr">{row.original.phone}</span>,
    },
    {
      id: 'submitted',
      header: t('admin.applications.submitted'),
      cell: ({ row }) => (
        <>
          {row.original.submitted}
          <span className="block text-xs text-neutral-600">{row.original.age}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('admin.applications.status'),
      cell: ({ row }) => t(`admin.application_status.${row.original.status}`),
    },
  ];
  return (
    <DataTable
      caption={t('admin.applications.title')}
      columns={columns}
      rows={rows}
      testId="admin-applications"
    />
  );
}
