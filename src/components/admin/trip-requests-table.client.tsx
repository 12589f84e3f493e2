'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';

export interface TripRequestRow {
  id: number;
  reference: string;
  status: string;
  name: string;
  phone: string;
  destination: string;
  /** Already formatted in the page's language. */
  dates: string;
  travellers: string;
  sent: string;
  age: string;
}

/** The trip requests of /amantravel, each linking to its page. */
export function TripRequestsTable({ rows }: { rows: TripRequestRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<TripRequestRow, unknown>[] = [
    {
      id: 'reference',
      header: t('admin.requests.reference'),
      cell: ({ row }) => (
        <Link
          href={`/admin/requests/${row.original.id}`}
          className="font-bold whitespace-nowrap text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-request-${row.original.id}`}
          dir="ltr"
        >
          {row.original.reference}
        </Link>
      ),
    },
    {
      id: 'destination',
      header: t('admin.requests.destination'),
      cell: ({ row }) => <bdi>{row.original.destination}</bdi>,
    },
    { id: 'dates', header: t('admin.requests.dates'), cell: ({ row }) => row.original.dates },
    {
      id: 'travellers',
      header: t('admin.requests.travellers_label'),
      cell: ({ row }) => row.original.travellers,
    },
    {
      id: 'name',
      header: t('admin.requests.name'),
      cell: ({ row }) => (
        <>
          <bdi>{row.original.name}</bdi>
          <span className="block text-xs" dir="ltr">
            {row.original.phone}
          </span>
        </>
      ),
    },
    {
      id: 'sent',
      header: t('admin.requests.sent'),
      cell: ({ row }) => (
        <>
          {row.original.sent}
          <span className="block text-xs text-neutral-600">{row.original.age}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('admin.requests.status_label'),
      cell: ({ row }) => t(`admin.requests.status.${row.original.status}`),
    },
  ];
  return (
    <DataTable caption={t('admin.requests.title')} columns={columns} rows={rows} testId="admin-requests" />
  );
}
